/** Inputs and outputs of the coach's logging features (browser-safe). */
import { Equipment, ProgrammedExercise } from '@coach/ai/schemas';
import { z } from 'zod';
import { Id } from '../common.ts';
import { ExerciseListOutput, ExerciseName, IdempotencyKey } from '../exercises/schemas.ts';
import { PlannedExerciseOutput } from '../programs/planned-schemas.ts';

export const Provider = z.enum(['offline', 'anthropic']);

export const JournalInput = z.object({
  id: Id,
  content: z
    .string({ message: 'Write what you did, e.g. "bench 3x8 @185 rpe 8"' })
    .trim()
    .min(1, 'Write what you did, e.g. "bench 3x8 @185 rpe 8"')
    .max(5000, 'Journal entries are at most 5000 characters'),
  idempotencyKey: IdempotencyKey.optional(),
});
export type JournalInput = z.input<typeof JournalInput>;
export const JournalOutput = z.object({
  /** the records created, one per set */
  sets: ExerciseListOutput,
  /** words that were not exercises, added to the workout's notes */
  note: z.string().nullable(),
  /** names logged as written because the catalogue does not know them (no muscle groups, no swaps) */
  notInCatalogue: z.array(z.string()),
  summary: z.string(),
  provider: Provider,
});

export const EditWithAiInput = z.object({
  /** any set of the group to edit */
  id: Id,
  editInstruction: z
    .string({ message: 'Describe the change, e.g. "make it 4 sets"' })
    .trim()
    .min(1, 'Describe the change, e.g. "make it 4 sets"')
    .max(1000, 'Edit instructions are at most 1000 characters'),
});
export type EditWithAiInput = z.input<typeof EditWithAiInput>;
export const EditWithAiOutput = z.object({
  changesSummary: z.string(),
  /** the group after the edit */
  sets: ExerciseListOutput,
  provider: Provider,
});

export const SwapInput = z
  .object({
    originalExercise: ExerciseName,
    reason: z.string().trim().max(500).default('User requested swap'),
    /** the workout it is swapped in, so the swap avoids what is already there */
    workoutId: Id.optional(),
    equipment: z.array(Equipment).optional(),
    /**
     * Apply the swap, not just suggest it: 'today' replaces the planned exercise at `position` of
     * `workoutId`; 'program' does that and rewrites the program's days for the rest of the program.
     */
    scope: z.enum(['today', 'program'], { message: "Swap for 'today' or for the 'program'" }).optional(),
    /** the planned exercise's position in the workout (with scope) */
    position: z.number().int().min(0).max(100).optional(),
    idempotencyKey: IdempotencyKey.optional(),
  })
  .refine((v) => v.scope === undefined || (v.workoutId !== undefined && v.position !== undefined), {
    message: 'Say which planned exercise to swap (workoutId and position)',
    path: ['position'],
  });
export type SwapInput = z.input<typeof SwapInput>;
export const SwapOutput = z.object({
  swappedExercise: ProgrammedExercise,
  reason: z.string(),
  provider: Provider,
  /** with a scope: the planned exercise now in its place, with this member's targets */
  planned: PlannedExerciseOutput.nullable(),
  /** the program's schedule was rewritten (scope 'program') */
  programUpdated: z.boolean(),
});

export const DeleteManyInput = z.object({
  ids: z.array(Id).min(1, 'Nothing to delete').max(200, 'Delete at most 200 sets at a time'),
});
export const DeleteManyOutput = z.object({ deleted: z.number() });

const Target = z.object({
  sets: z.number(),
  reps: z.string(),
  weight: z.number().nullable(),
  rpe: z.number().nullable(),
});
/** Completion, per programmed exercise: plan vs done and the rule's target for next time. */
export const PlanReviewItem = z.object({
  name: z.string(),
  position: z.number(),
  status: z.enum(['done', 'skipped', 'missed']),
  planned: Target,
  done: z.array(
    z.object({ reps: z.number().nullable(), weight: z.number().nullable(), rpe: z.number().nullable() }),
  ),
  next: Target.nullable(),
  /** one sentence: planned, did, next time and why */
  summary: z.string(),
});
export type PlanReviewItem = z.output<typeof PlanReviewItem>;
