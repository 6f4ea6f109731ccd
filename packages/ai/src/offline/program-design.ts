/**
 * Rule-based program design: goals text, experience, days and equipment → a ProgramDraft that
 * passes checkProgram. Deterministic and fast; the Anthropic provider falls back to it.
 */
import {
  CATALOGUE,
  type CatalogueExercise,
  findExercise,
  isDoableWith,
  muscleGroupsFor,
} from '../catalogue/index.ts';
import { explainProgram } from '../programs/explain.ts';
import { planWeeks } from '../programs/weeks.ts';
import {
  EQUIPMENT,
  type Equipment,
  type Experience,
  type ProgramDay,
  type ProgramDraft,
  type ProgrammedExercise,
} from '../schemas.ts';
import { type Aim, type Goals, readGoals } from './goals.ts';
import { dose, roleOf } from './program-dose.ts';
import { withRule } from './program-rules.ts';
import { MAIN_SLOTS, SLOTS, type Slot } from './program-slots.ts';
import { AIM_LABEL, focusAreas, progressionSummary, weeksArticle } from './program-summary.ts';
import { type DayTemplate, splitFor } from './program-templates.ts';
import { balanceVolume } from './program-volume.ts';

export interface DesignInput {
  goals: string;
  experience?: Experience | null;
  availableDays?: number | null;
  equipment?: readonly Equipment[] | null;
}

const DEFAULT_DAYS: Record<Experience, number> = { beginner: 3, intermediate: 4, advanced: 5 };
const EXERCISES_PER_DAY: Record<Experience, number> = { beginner: 5, intermediate: 6, advanced: 7 };
export function allowedEquipment(equipment: readonly Equipment[] | null | undefined): Equipment[] {
  if (!equipment || equipment.length === 0) return [...EQUIPMENT];
  return [...new Set<Equipment>([...equipment, 'bodyweight'])];
}

/** The slots of one day after goals, sports and emphasis have had their say. */
export function adaptSlots(t: DayTemplate, goals: Goals, level: Experience): Slot[] {
  const isLower = /lower|legs/i.test(t.name);
  const isUpper = /upper|push|pull/i.test(t.name);
  const slots = [...t.slots];
  const extra: Slot[] = [];
  const wants = (g: string) => (goals.emphasis as string[]).includes(g);
  if (wants('arms') && !isLower)
    extra.push(/pull/i.test(t.name) ? 'biceps_alt' : /push/i.test(t.name) ? 'triceps_alt' : 'biceps');
  if (wants('arms') && !isLower && !/push|pull/i.test(t.name)) extra.push('triceps');
  if (wants('glutes') && !isUpper) extra.push('glutes');
  if (wants('shoulders') && !isLower) extra.push('lateral');
  if (wants('chest') && !isLower) extra.push('chest_iso');
  if (wants('back') && !isLower) extra.push('h_pull_alt');
  if (wants('core')) extra.push('core', 'core_alt');
  if (
    goals.sports.includes('basketball') ||
    goals.sports.includes('soccer') ||
    goals.sports.includes('martial_arts')
  ) {
    if (!isUpper) slots.unshift('power');
  }
  if (
    goals.sports.includes('running') ||
    goals.sports.includes('hiking') ||
    goals.sports.includes('cycling')
  ) {
    if (!isUpper) extra.push('lunge', 'calves');
  }
  if (goals.sports.includes('climbing') && !isLower) extra.push('grip_pull', 'rear_delt');
  if (goals.aim === 'fat_loss' || goals.aim === 'endurance') extra.push('conditioning');
  // Emphasis replaces the tail of the day rather than making sessions endless.
  const limit = EXERCISES_PER_DAY[level] + (extra.length > 0 ? 1 : 0);
  const kept = slots.slice(0, Math.max(3, limit - extra.length));
  return [...new Set([...kept, ...extra])].slice(0, limit);
}

/** First candidate the equipment allows and the day lacks, rotating accessories across the week. */
export function pickForSlot(
  slot: Slot,
  equipment: readonly Equipment[],
  taken: ReadonlySet<string>,
  occurrence: number,
  rotate: boolean,
): CatalogueExercise | undefined {
  const options = SLOTS[slot]
    .map((n) => findExercise(n))
    .filter(
      (e): e is CatalogueExercise => e !== undefined && isDoableWith(e, equipment) && !taken.has(e.name),
    );
  if (options.length > 0) {
    // Rotate between the two best loaded options; a bodyweight stand-in is only for when nothing else fits.
    const loaded = options.filter((e) => !e.isBodyweight);
    const pool = rotate && loaded.length >= 2 && !options[0]?.isBodyweight ? loaded : options;
    return pool[rotate ? occurrence % Math.min(2, pool.length) : 0];
  }
  // Nothing on the list fits, so take an exercise with the same pattern and main muscle group.
  const model = findExercise(SLOTS[slot][0]);
  return CATALOGUE.find(
    (e) =>
      model &&
      e.pattern === model.pattern &&
      e.primary[0] === model.primary[0] &&
      isDoableWith(e, equipment) &&
      !taken.has(e.name),
  );
}

function buildDay(
  t: DayTemplate,
  dayNumber: number,
  ctx: {
    goals: Goals;
    level: Experience;
    equipment: Equipment[];
    used: Map<Slot, number>;
    bodyweightOnly: boolean;
  },
): ProgramDay {
  const taken = new Set<string>();
  const exercises: ProgrammedExercise[] = [];
  for (const slot of adaptSlots(t, ctx.goals, ctx.level)) {
    const occurrence = ctx.used.get(slot) ?? 0;
    ctx.used.set(slot, occurrence + 1);
    // Strength work repeats the main lifts; accessories vary so the week covers more angles.
    const rotate = !(ctx.goals.aim === 'strength' && ['squat', 'hinge', 'h_push', 'v_push'].includes(slot));
    const e = pickForSlot(slot, ctx.equipment, taken, occurrence, rotate);
    if (!e) continue;
    taken.add(e.name);
    const role = slot === 'power' ? 'power' : roleOf(e, exercises.length, MAIN_SLOTS.has(slot));
    const p =
      role === 'power'
        ? {
            sets: 3,
            reps: '3-5',
            restTime: 90,
            notes: 'Explosive: full reset between reps, stop before they slow down.',
            rpe: null,
          }
        : dose(e, role, ctx.goals.aim, ctx.level, ctx.bodyweightOnly);
    const target = ctx.goals.lifts.find((l) => l.name === e.name && l.target !== null);
    const notes = target ? `Building toward ${target.target} lb. ${p.notes ?? ''}`.trim() : p.notes;
    exercises.push(
      withRule(
        {
          name: e.name,
          sets: p.sets,
          reps: p.reps,
          restTime: p.restTime,
          notes,
          rpe: p.rpe,
          weight: null,
          muscleGroups: muscleGroupsFor(e.name),
        },
        role,
        ctx.goals.aim,
        ctx.level,
      ),
    );
  }
  // Thin equipment can leave a day short: top it up with trunk and conditioning work.
  for (const slot of FILLERS) {
    if (exercises.length >= 4) break;
    const e = pickForSlot(slot, ctx.equipment, taken, 0, false);
    if (!e) continue;
    taken.add(e.name);
    const p = dose(e, 'other', ctx.goals.aim, ctx.level, ctx.bodyweightOnly);
    exercises.push(
      withRule(
        {
          name: e.name,
          sets: p.sets,
          reps: p.reps,
          restTime: p.restTime,
          notes: p.notes,
          rpe: null,
          weight: null,
          muscleGroups: muscleGroupsFor(e.name),
        },
        'other',
        ctx.goals.aim,
        ctx.level,
      ),
    );
  }
  return { dayNumber, name: t.name, exercises };
}
const FILLERS: Slot[] = ['core', 'core_alt', 'conditioning', 'carry'];

export function designProgram(input: DesignInput): ProgramDraft {
  const goals = readGoals(input.goals);
  const level = input.experience ?? 'beginner';
  const days = input.availableDays ?? DEFAULT_DAYS[level];
  const equipment = allowedEquipment(input.equipment);
  const bodyweightOnly = equipment.every(
    (q) => q === 'bodyweight' || q === 'pullup_bar' || q === 'resistance_bands',
  );
  const split = splitFor(days);
  const used = new Map<Slot, number>();
  const scheduleDays = split.days.map((t, i) =>
    buildDay(t, i + 1, { goals, level, equipment, used, bodyweightOnly }),
  );
  balanceVolume(scheduleDays, {
    level,
    equipment,
    make: (e, position) => accessory(e, position, goals.aim, level, bodyweightOnly),
  });
  const target = goals.lifts.find((l) => l.target !== null);
  const durationWeeks = goals.weeks ?? (goals.aim === 'strength' ? (target ? 12 : 8) : 4);
  const weeks = planWeeks(level, durationWeeks, { deload: goals.deload ?? undefined });
  const base = `${days}-Day ${split.label} ${AIM_LABEL[goals.aim]}`;
  const name = target ? `${target.name.replace('barbell ', '')} ${target.target}: ${base}` : base;
  const equipmentText =
    input.equipment && input.equipment.length > 0
      ? `with ${
          equipment
            .filter((q) => q !== 'bodyweight')
            .map((q) => q.replace('_', ' '))
            .join(', ') || 'bodyweight only'
        }`
      : 'for a full gym';
  const sportText =
    goals.sports.length > 0
      ? ` It supports your ${goals.sports.map((s) => s.replace('_', ' ')).join(' and ')} with single-leg, power and trunk work.`
      : '';
  const description = `${weeksArticle(durationWeeks)} ${durationWeeks}-week ${split.label.toLowerCase()} plan for ${AIM_LABEL[goals.aim].toLowerCase()}, ${days} day${days > 1 ? 's' : ''} a week ${equipmentText}, pitched for ${level} lifters.${sportText} Main lifts come first while you are fresh; accessories build the muscles that support them.`;
  const draft: ProgramDraft = {
    name: name.charAt(0).toUpperCase() + name.slice(1, 100),
    description: description.slice(0, 2000),
    durationWeeks,
    difficulty: level,
    focusAreas: focusAreas(goals),
    equipment,
    daysPerWeek: days,
    schedule: { days: scheduleDays, weeks },
    progression: progressionSummary(goals.aim, scheduleDays, weeks),
  };
  return { ...draft, explanation: explainProgram(draft) };
}

/** An accessory added to reach a volume band or asked for by the member, with its rule. */
export function accessory(
  e: CatalogueExercise,
  position: number,
  aim: Aim,
  level: Experience,
  bodyweightOnly = false,
): ProgrammedExercise {
  const p = dose(e, roleOf(e, position, false), aim, level, bodyweightOnly);
  return withRule(
    {
      name: e.name,
      sets: p.sets,
      reps: p.reps,
      restTime: p.restTime,
      notes: p.notes,
      rpe: p.rpe,
      weight: null,
      muscleGroups: muscleGroupsFor(e.name),
    },
    roleOf(e, position, false),
    aim,
    level,
  );
}
