/** A program day's exercises with concrete targets, in previews and in the journal (browser-safe). */
import { Progression } from '@coach/ai/schemas';
import { z } from 'zod';

export const PLANNED_STATUS = ['planned', 'done', 'skipped', 'swapped'] as const;
export const PlannedStatus = z.enum(PLANNED_STATUS);

export const PlannedSetOutput = z.object({
  /** the stored planned set; null in a preview (nothing is stored until the day starts) */
  id: z.number().nullable(),
  setNumber: z.number(),
  /** "10", or the range "8-12" when there is no history to aim from */
  reps: z.string(),
  /** pounds, loadable in the member's unit; null for moves without load */
  weight: z.number().nullable(),
  rpe: z.number().nullable(),
  status: PlannedStatus,
  /** the logged set that fulfilled it */
  exerciseId: z.number().nullable(),
});
export type PlannedSet = z.output<typeof PlannedSetOutput>;

/**
 * A programmed exercise (the spec's shape: name, sets, reps, rpe, weight, notes, restTime,
 * muscleGroups) with this member's targets for each set and why.
 */
export const PlannedExerciseOutput = z.object({
  /** its place in the day, 0-based */
  position: z.number(),
  name: z.string(),
  sets: z.number(),
  reps: z.string(),
  restTime: z.number(),
  notes: z.string().nullable(),
  rpe: z.number().nullable(),
  /** the first set's target, pounds */
  weight: z.number().nullable(),
  muscleGroups: z.array(z.string()),
  isBodyweight: z.boolean(),
  progression: Progression.nullable(),
  /** one sentence: why these targets (last time's sets and the rule, or the no-history start) */
  basis: z.string(),
  hasHistory: z.boolean(),
  /** planned until a set is logged; done when every set is; skipped; swapped (replaced today) */
  status: PlannedStatus,
  swappedFrom: z.string().nullable(),
  targets: z.array(PlannedSetOutput),
});
export type PlannedExercise = z.output<typeof PlannedExerciseOutput>;
