/**
 * Progress maths shared by the server and the web (browser-safe): weeks, the member's level, the
 * finer muscles of the body map, hard sets and the "last worked" wording.
 */
import { findExercise } from '@coach/ai/catalogue';
import type { BodyGroup, Experience } from '@coach/ai/schemas';
import { addDays, daysBetween } from './calendar.ts';

/** The Monday on or before a day: weeks run Monday to Sunday (ISO). */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The spec's wording for when a muscle group was last trained. */
export function lastWorkedLabel(lastWorked: string | null, today: string): string {
  if (!lastWorked) return 'Never trained';
  const days = Math.max(0, daysBetween(lastWorked, today));
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return `${days} days ago`;
}

/**
 * A hard set: completed, at least one rep, and (when an effort was logged) RPE 6 or more, i.e. within
 * about four reps of failure, which is where the set-volume research counts a set as stimulating.
 */
export function isHardSet(set: { reps: number | null; rpe: number | null }): boolean {
  return (set.reps ?? 0) >= 1 && (set.rpe === null || set.rpe >= 6);
}

/**
 * The member's level when no active program states one: by training age (first logged day) and the
 * number of completed workouts, both needed, so a year of one session a month stays beginner.
 */
export function levelFromHistory(workouts: number, firstDay: string | null, today: string): Experience {
  const months = firstDay ? daysBetween(firstDay, today) / 30.44 : 0;
  if (months >= 24 && workouts >= 150) return 'advanced';
  if (months >= 6 && workouts >= 40) return 'intermediate';
  return 'beginner';
}

/** The finer muscles the body map draws, each in one body group. Keys follow react-body-highlighter. */
export const FINE_MUSCLES = [
  { key: 'chest', label: 'Chest', group: 'chest' },
  { key: 'front-deltoids', label: 'Front delts', group: 'shoulders' },
  { key: 'side-deltoids', label: 'Side delts', group: 'shoulders' },
  { key: 'back-deltoids', label: 'Rear delts', group: 'shoulders' },
  { key: 'trapezius', label: 'Traps', group: 'back' },
  { key: 'upper-back', label: 'Upper back & lats', group: 'back' },
  { key: 'lower-back', label: 'Lower back', group: 'back' },
  { key: 'biceps', label: 'Biceps', group: 'arms' },
  { key: 'triceps', label: 'Triceps', group: 'arms' },
  { key: 'forearm', label: 'Forearms', group: 'arms' },
  { key: 'quadriceps', label: 'Quads', group: 'legs' },
  { key: 'hamstring', label: 'Hamstrings', group: 'legs' },
  { key: 'gluteal', label: 'Glutes', group: 'legs' },
  { key: 'adductor', label: 'Adductors', group: 'legs' },
  { key: 'calves', label: 'Calves', group: 'legs' },
  { key: 'abs', label: 'Abs', group: 'core' },
  { key: 'obliques', label: 'Obliques', group: 'core' },
] as const satisfies readonly { key: string; label: string; group: BodyGroup }[];
export type FineMuscle = (typeof FINE_MUSCLES)[number]['key'];

/** The catalogue's muscle words → the body map's finer muscles. */
const MUSCLE_WORDS: Record<string, FineMuscle> = {
  pectorals: 'chest',
  'upper pectorals': 'chest',
  'lower pectorals': 'chest',
  'upper chest': 'chest',
  'front delts': 'front-deltoids',
  'side delts': 'side-deltoids',
  shoulders: 'side-deltoids',
  'rear delts': 'back-deltoids',
  'rotator cuff': 'back-deltoids',
  traps: 'trapezius',
  'upper traps': 'trapezius',
  lats: 'upper-back',
  'upper back': 'upper-back',
  'spinal erectors': 'lower-back',
  biceps: 'biceps',
  brachialis: 'biceps',
  triceps: 'triceps',
  forearms: 'forearm',
  quads: 'quadriceps',
  hamstrings: 'hamstring',
  glutes: 'gluteal',
  'glute medius': 'gluteal',
  adductors: 'adductor',
  calves: 'calves',
  soleus: 'calves',
  abs: 'abs',
  'hip flexors': 'abs',
  obliques: 'obliques',
};

/**
 * How one hard set of an exercise counts toward each finer muscle: the main mover (listed first in
 * the catalogue) a whole set, the others half, as setCredit does for body groups.
 */
export function muscleCredit(exerciseName: string): Partial<Record<FineMuscle, number>> {
  const known = findExercise(exerciseName);
  const credit: Partial<Record<FineMuscle, number>> = {};
  known?.muscles.forEach((word, i) => {
    const key = MUSCLE_WORDS[word];
    if (key) credit[key] = Math.max(credit[key] ?? 0, i === 0 ? 1 : 0.5);
  });
  return credit;
}

/** Weekly hard sets per finer muscle from (exercise name, hard sets) pairs. */
export function weeklyMuscleSets(work: Iterable<{ name: string; sets: number }>): Record<FineMuscle, number> {
  const totals = Object.fromEntries(FINE_MUSCLES.map((m) => [m.key, 0])) as Record<FineMuscle, number>;
  for (const { name, sets } of work) {
    for (const [key, share] of Object.entries(muscleCredit(name)) as [FineMuscle, number][]) {
      totals[key] += share * sets;
    }
  }
  return totals;
}
