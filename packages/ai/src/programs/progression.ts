/**
 * Progression rules for programmed exercises: the default rule for an exercise (for programs saved
 * before rules existed, or a model's answer without one), and the plain sentence that explains a
 * rule. Browser-safe. Numbers and sources: docs/training-science.md.
 */
import { type CatalogueExercise, findExercise } from '../catalogue/index.ts';
import type { EffortScale, Experience, ProgrammedExercise, Progression } from '../schemas.ts';
import { easyEnoughText, effortAt } from './effort-words.ts';

const LOWER_BODY_BARBELL = new Set(['squat', 'hinge', 'lunge']);

/** "8-12" → 8..12, "5" → 5..5; null for AMRAP, holds ("30-45s") and distances ("40m"). */
export function repRange(reps: string): { min: number; max: number } | null {
  const m = /^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3}))?\s*$/.exec(reps);
  if (!m?.[1]) return null;
  const min = Number(m[1]);
  const max = m[2] ? Number(m[2]) : min;
  return min >= 1 && max >= min ? { min, max } : null;
}

/**
 * The smallest sensible jump in pounds: 10 lb on barbell squats and hinges (and the leg press),
 * 5 lb on barbell presses, pulls and isolation work, the next dumbbell pair (5 lb), a kettlebell size
 * (~4 kg ≈ 10 lb), a plate on a stack (10 lb compound, 5 lb isolation). Bodyweight moves add 5 lb
 * (a dip belt, a vest or a dumbbell held). Bands have no load step.
 */
export function loadStep(e: CatalogueExercise | undefined): number {
  if (!e) return 5;
  const q = e.equipment;
  if (q.includes('resistance_bands')) return 0;
  if (e.isBodyweight) return 5;
  if (q.includes('barbell')) return LOWER_BODY_BARBELL.has(e.pattern) ? 10 : 5;
  if (q.includes('kettlebell')) return 10;
  if (q.includes('machines') || q.includes('cables'))
    return ['squat', 'hinge', 'lunge', 'horizontal_pull', 'vertical_pull', 'horizontal_push'].includes(
      e.pattern,
    )
      ? 10
      : 5;
  return 5;
}

/** Exercises a load rule does not fit: holds, carries, conditioning and jumps progress by feel. */
function unloadable(e: CatalogueExercise | undefined, reps: string): boolean {
  if (e && ['carry', 'conditioning'].includes(e.pattern)) return true;
  if (e && e.pattern === 'olympic' && e.isBodyweight) return true;
  return repRange(reps) === null && !/amrap/i.test(reps);
}

/** A main lift: a loaded squat, hinge or press on a barbell (or trap bar), where RPE or linear fits. */
export function isMainLift(e: CatalogueExercise | undefined): boolean {
  return (
    !!e &&
    e.equipment.includes('barbell') &&
    !e.isBodyweight &&
    ['squat', 'hinge', 'horizontal_push', 'vertical_push', 'horizontal_pull'].includes(e.pattern)
  );
}

/**
 * The rule the offline coach would give this exercise at this level: main barbell lifts progress
 * linearly for beginners (5 lb or 10 lb a session) and from RPE for everyone else; the rest uses
 * double progression inside its rep range. Null for holds, carries and conditioning.
 */
export function inferProgression(
  x: Pick<ProgrammedExercise, 'name' | 'reps' | 'rpe'>,
  level: Experience,
): Progression | null {
  const e = findExercise(x.name);
  if (unloadable(e, x.reps)) return null;
  const range = repRange(x.reps) ?? { min: 6, max: 12 };
  const step = loadStep(e);
  if (isMainLift(e) && range.max <= 8) {
    if (level === 'beginner')
      return { kind: 'linear', reps: range.max, step, resetAfter: 2, resetPercent: 10 };
    return { kind: 'rpe', reps: range.max, targetRpe: x.rpe ?? 8 };
  }
  // A fixed number of reps still needs room to grow: widen it by a few reps.
  const repsMax = range.max > range.min ? range.max : range.min + (range.min >= 10 ? 5 : 3);
  return { kind: 'double', repsMin: range.min, repsMax, step, targetRpe: x.rpe ?? 8 };
}

/** The exercise's own rule, or the inferred one when the program was saved without rules. */
export function progressionOf(x: ProgrammedExercise, level: Experience): Progression | null {
  return x.progression ?? inferProgression(x, level);
}

/** Wording only: the kilogram jump lifters actually make for a pound step (5 lb → 2.5 kg). */
function stepText(lb: number, unit: 'lb' | 'kg'): string {
  if (unit === 'lb') return `${lb} lb`;
  const kg = Math.max(1.25, Math.round((lb * 0.45359237) / 1.25) * 1.25);
  return `${kg} kg`;
}

function feelSentence(e: CatalogueExercise | undefined, reps: string): string {
  if (/s$/i.test(reps.trim())) return 'Add 5-10 seconds to each hold once every set feels steady.';
  if (e?.pattern === 'carry') return 'Walk further or carry a heavier weight once every carry feels solid.';
  if (e?.pattern === 'conditioning') return 'Add reps or cut the rest as the rounds get easier.';
  return 'Make each set a little harder (more reps or a harder variation) once all sets feel smooth.';
}

/** How a bodyweight move takes extra load. */
function addedLoad(e: CatalogueExercise): string {
  if (e.pattern === 'vertical_pull' || /\bdips?\b/.test(e.name)) return 'on a dip belt';
  if (['core', 'isolation_legs', 'calves', 'squat', 'lunge', 'hinge'].includes(e.pattern))
    return 'hold a dumbbell or a plate';
  return 'a weighted vest or a backpack';
}

export interface SentenceOptions {
  unit?: 'lb' | 'kg';
  /** the member's effort scale: RIR members read "2 reps in reserve", not "RPE 8" */
  effort?: EffortScale;
}

/** One plain sentence for the confirm screen: "Add 5 lb once you hit 3×12 at RPE 8 or easier…". */
export function describeProgression(
  x: ProgrammedExercise,
  rule: Progression | null,
  options: SentenceOptions = {},
): string {
  const unit = options.unit ?? 'lb';
  const effort = options.effort ?? 'rpe';
  const e = findExercise(x.name);
  if (!rule) return feelSentence(e, x.reps);
  const load = (lb: number) =>
    e?.isBodyweight ? `${stepText(lb, unit)} (${addedLoad(e)})` : stepText(lb, unit);
  switch (rule.kind) {
    case 'linear':
      return `Add ${load(rule.step)} every session you make all ${x.sets}×${rule.reps}; after ${rule.resetAfter} missed sessions in a row, take ${rule.resetPercent}% off and build back up.`;
    case 'double':
      if (rule.step === 0)
        return `Add a rep a session up to ${x.sets}×${rule.repsMax}${easyEnoughText(rule.targetRpe, effort)}, then move to a stronger band and start again at ${rule.repsMin}.`;
      return `Add ${load(rule.step)} once you hit ${x.sets}×${rule.repsMax}${easyEnoughText(rule.targetRpe, effort)}, then work back up from ${x.sets}×${rule.repsMin}.`;
    case 'rpe':
      return `The weight comes from your estimated max: ${x.sets}×${rule.reps} ${effortAt(rule.targetRpe, effort)} (adjusted each week), so it rises as your logged sets get stronger.`;
  }
}
