/**
 * The week-by-week plan of a program: blocks that ramp effort and end with a deload (about half the
 * sets at ~90% of the loads), as in 5/3/1's 4th week or a typical 4-6 week mesocycle. Browser-safe.
 * Sources: docs/training-science.md.
 */
import type { Experience, ProgramDay, ProgrammedExercise, ProgramSchedule, WeekPlan } from '../schemas.ts';

export const DELOAD: Omit<WeekPlan, 'week'> = {
  rpeOffset: -2,
  setMultiplier: 0.5,
  loadMultiplier: 0.9,
  deload: true,
  label: 'Deload',
};

const PLAIN: Omit<WeekPlan, 'week'> = { rpeOffset: 0, setMultiplier: 1, loadMultiplier: 1, deload: false };

export interface PlanWeeksOptions {
  /** true: end each block with a deload; false: none; undefined: the level decides */
  deload?: boolean;
}

/** Whether the coach deloads by default: trained lifters yes, beginners progress without one. */
export function deloadsByDefault(level: Experience, durationWeeks: number): boolean {
  return level !== 'beginner' && durationWeeks >= 4;
}

/** Block lengths for a program: about 4-5 weeks each, longer blocks first (7 → 4 + 3, 12 → 4 × 3). */
export function blockLengths(durationWeeks: number): number[] {
  const n = Math.max(1, Math.round(durationWeeks / 4.5));
  const base = Math.floor(durationWeeks / n);
  return Array.from({ length: n }, (_, i) => base + (i < durationWeeks % n ? 1 : 0));
}

/**
 * One WeekPlan per week. With deloads, each block's build weeks ramp RPE by one step a week from -1
 * to +1 around the prescribed target (RPE 8 → 7, 8, 9), then a deload; beginners build without a
 * ramp (the load rule does the work). Without deloads every week is as written.
 */
export function planWeeks(
  level: Experience,
  durationWeeks: number,
  options: PlanWeeksOptions = {},
): WeekPlan[] {
  const deload = options.deload ?? deloadsByDefault(level, durationWeeks);
  if (!deload || durationWeeks < 2)
    return Array.from({ length: durationWeeks }, (_, i) => ({ week: i + 1, ...PLAIN }));
  const weeks: WeekPlan[] = [];
  for (const length of blockLengths(durationWeeks)) {
    const build = length - 1;
    for (let i = 0; i < build; i++) {
      // -1 .. +1 across the build weeks; a one-week build stays at 0.
      const ramp = level === 'beginner' || build === 1 ? 0 : Math.round((-1 + (2 * i) / (build - 1)) * 2) / 2;
      weeks.push({ week: weeks.length + 1, ...PLAIN, rpeOffset: ramp, label: `Build ${i + 1}` });
    }
    weeks.push({ week: weeks.length + 1, ...DELOAD });
  }
  return weeks;
}

/** The plan for week `week` (1-based); programs saved without a plan repeat the days as written. */
export function weekPlanFor(schedule: Pick<ProgramSchedule, 'weeks'>, week: number): WeekPlan {
  const plan = schedule.weeks?.find((w) => w.week === week);
  return plan ?? { week, ...PLAIN };
}

/** Whether the program has at least one deload week. */
export function hasDeload(schedule: Pick<ProgramSchedule, 'weeks'>): boolean {
  return schedule.weeks?.some((w) => w.deload) ?? false;
}

/** One exercise as prescribed in a given week: sets scaled (at least 1), target RPE offset (6-10), loads scaled. */
export function exerciseForWeek(x: ProgrammedExercise, plan: WeekPlan): ProgrammedExercise {
  const sets = Math.max(1, Math.round(x.sets * plan.setMultiplier));
  const rpe = x.rpe === null ? null : Math.min(10, Math.max(6, x.rpe + plan.rpeOffset));
  const weight = x.weight === null ? null : Math.round(x.weight * plan.loadMultiplier * 10) / 10;
  const progression =
    // Only an RPE rule's load follows the week's effort; load rules judge progress on normal weeks.
    x.progression?.kind === 'rpe'
      ? {
          ...x.progression,
          targetRpe: Math.min(10, Math.max(6, x.progression.targetRpe + plan.rpeOffset)),
        }
      : x.progression;
  return { ...x, sets, rpe, weight, ...(progression ? { progression } : {}) };
}

/** A program day as prescribed in a given week. */
export function dayForWeek(day: ProgramDay, plan: WeekPlan): ProgramDay {
  return { ...day, exercises: day.exercises.map((x) => exerciseForWeek(x, plan)) };
}
