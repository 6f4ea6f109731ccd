/** Sets, reps, rest, RPE and notes for one programmed exercise, by goal, level and role in the day. */
import type { CatalogueExercise } from '../catalogue/index.ts';
import type { Experience } from '../schemas.ts';
import type { Aim } from './goals.ts';
import { COMPOUND, defaultPrescription, type Prescription } from './prescription.ts';

export type Role = 'main' | 'compound' | 'isolation' | 'other';

/** Main lifts are the day's first heavy squat, hinge or press; pulls and the rest are assistance. */
export function roleOf(e: CatalogueExercise, position: number, mainSlot: boolean): Role {
  if (['core', 'carry', 'conditioning', 'olympic'].includes(e.pattern)) return 'other';
  if (!COMPOUND.has(e.pattern)) return 'isolation';
  return position < 2 && mainSlot && !e.isBodyweight && !e.equipment.includes('resistance_bands')
    ? 'main'
    : 'compound';
}

interface Dose {
  sets: [beginner: number, intermediate: number, advanced: number];
  reps: string;
  rest: number;
}

const DOSES: Record<Aim, Record<Exclude<Role, 'other'>, Dose>> = {
  strength: {
    main: { sets: [3, 4, 5], reps: '3-5', rest: 180 },
    compound: { sets: [3, 3, 4], reps: '6-8', rest: 120 },
    isolation: { sets: [2, 3, 3], reps: '8-12', rest: 75 },
  },
  hypertrophy: {
    main: { sets: [3, 4, 4], reps: '6-10', rest: 120 },
    compound: { sets: [3, 3, 4], reps: '8-12', rest: 90 },
    isolation: { sets: [3, 3, 3], reps: '10-15', rest: 60 },
  },
  fat_loss: {
    main: { sets: [3, 3, 4], reps: '8-12', rest: 90 },
    compound: { sets: [3, 3, 3], reps: '10-15', rest: 60 },
    isolation: { sets: [2, 3, 3], reps: '12-15', rest: 45 },
  },
  endurance: {
    main: { sets: [3, 3, 3], reps: '10-15', rest: 60 },
    compound: { sets: [2, 3, 3], reps: '12-20', rest: 45 },
    isolation: { sets: [2, 2, 3], reps: '15-20', rest: 45 },
  },
  general: {
    main: { sets: [3, 3, 4], reps: '6-10', rest: 120 },
    compound: { sets: [3, 3, 3], reps: '8-12', rest: 90 },
    isolation: { sets: [2, 3, 3], reps: '10-15', rest: 60 },
  },
};

const LEVEL: Record<Experience, 0 | 1 | 2> = { beginner: 0, intermediate: 1, advanced: 2 };

function mainNote(aim: Aim, level: Experience, e: CatalogueExercise): string {
  if (level === 'beginner')
    return 'Learn the groove: stop with 2-3 reps in reserve and keep every rep the same.';
  if (aim === 'strength')
    return level === 'advanced'
      ? 'Work up to a top set at RPE 8, then back-off sets at 90%.'
      : 'Same weight across sets; the last set should be about RPE 8.';
  if (e.pattern === 'hinge') return 'Brace before each rep and keep the load close to your legs.';
  return 'Controlled lowering, strong drive up; last set about 2 reps from failure.';
}

export function dose(
  e: CatalogueExercise,
  role: Role,
  aim: Aim,
  level: Experience,
  bodyweightNote: boolean,
): Prescription & { rpe: number | null } {
  if (role === 'other') {
    const p = defaultPrescription(e);
    if (aim === 'fat_loss' || aim === 'endurance')
      return { ...p, restTime: Math.min(p.restTime, 45), rpe: null };
    return { ...p, rpe: null };
  }
  const d = DOSES[aim][role];
  let reps = d.reps;
  // Beginners learn strength lifts with a fixed five, not a range.
  if (aim === 'strength' && role === 'main' && level === 'beginner') reps = '5';
  // Bodyweight and band moves need more reps for the same effort, unless loaded.
  const light =
    (e.isBodyweight && ['horizontal_push', 'squat', 'lunge', 'hinge'].includes(e.pattern)) ||
    e.equipment.includes('resistance_bands');
  if (light && role !== 'isolation') reps = aim === 'strength' ? '8-12' : '12-20';
  if (e.isBodyweight && e.pattern === 'vertical_pull' && level === 'beginner') reps = 'AMRAP';
  let notes: string | null = role === 'main' ? mainNote(aim, level, e) : null;
  if (bodyweightNote && e.isBodyweight && role !== 'isolation')
    notes = 'Add load (a backpack or belt) once every set reaches the top of the range.';
  if (role === 'isolation' && aim === 'fat_loss')
    notes = 'Superset with the next exercise to keep the pace up.';
  const rpe = role === 'main' ? (level === 'beginner' ? 7 : 8) : null;
  return { sets: d.sets[LEVEL[level]], reps, restTime: d.rest, notes, rpe };
}
