/** Exercise (one performed set per record) schemas, shared by the server and the web (browser-safe). */
import { ProgrammedExercise, Progression } from '@coach/ai/schemas';
import { z } from 'zod';
import { Id, IsoDateTime } from '../common.ts';

export const MAX_SETS_PER_ADD = 20;

export const ExerciseName = z
  .string({ message: 'Please enter an exercise name' })
  .trim()
  .min(1, 'Please enter an exercise name')
  .max(120, 'Exercise names are at most 120 characters');
const Notes = z.string().trim().max(1000, 'Notes are at most 1000 characters');
export const Reps = z
  .number({ message: 'Reps must be a whole number' })
  .int('Reps must be a whole number')
  .min(0, 'Reps cannot be negative')
  .max(1000, 'Reps must be at most 1000');
/** pounds; for bodyweight moves the added load */
export const Weight = z
  .number({ message: 'Weight must be a number' })
  .min(0, 'Weight cannot be negative')
  .max(2000, 'Weight must be at most 2000 lbs');
export const Rpe = z
  .number({ message: 'Effort must be an RPE from 1 to 10' })
  .min(1, 'Effort must be an RPE from 1 to 10')
  .max(10, 'Effort must be an RPE from 1 to 10');
export const IdempotencyKey = z
  .string()
  .min(8, 'An idempotency key has at least 8 characters')
  .max(100, 'An idempotency key has at most 100 characters');

export const SetInput = z.object({ reps: Reps.nullable(), weight: Weight.nullable(), rpe: Rpe.nullable() });

export const ListExercisesInput = z.object({ workoutId: Id });
export const AddExerciseInput = z.object({
  workoutId: Id,
  name: ExerciseName,
  sets: z
    .array(SetInput, { message: 'Add at least one set' })
    .min(1, 'Add at least one set')
    .max(MAX_SETS_PER_ADD, `Add at most ${MAX_SETS_PER_ADD} sets at a time`),
  notes: Notes.nullish(),
  idempotencyKey: IdempotencyKey.optional(),
});
export type AddExerciseInput = z.input<typeof AddExerciseInput>;

export const LastExerciseInput = z.object({
  name: ExerciseName,
  /** the workout being logged, left out of the search */
  workoutId: Id.optional(),
});
export const UpdateExerciseInput = z
  .object({
    id: Id,
    name: ExerciseName.optional(),
    notes: Notes.nullable().optional(),
    reps: Reps.nullable().optional(),
    weight: Weight.nullable().optional(),
    rpe: Rpe.nullable().optional(),
  })
  .refine(({ id: _id, ...rest }) => Object.values(rest).some((v) => v !== undefined), 'Nothing to update');
export type UpdateExerciseInput = z.input<typeof UpdateExerciseInput>;

export const UpdateGroupInput = z.object({
  workoutId: Id,
  /** the group's current name */
  name: ExerciseName,
  newName: ExerciseName.optional(),
  notes: Notes.nullable().optional(),
  sets: z.array(SetInput.extend({ id: Id })).max(100, 'A group has at most 100 sets'),
  /** sets of the group the member removed in edit mode, deleted in the same transaction */
  removeIds: z.array(Id).max(100, 'A group has at most 100 sets').default([]),
});
export type UpdateGroupInput = z.input<typeof UpdateGroupInput>;
export const DeleteGroupInput = z.object({ workoutId: Id, name: ExerciseName });
export const FromProgramInput = z.object({
  workoutId: Id,
  /** as the program or the journal's planned list has it (a planned exercise's null rule is fine) */
  programmedExercise: ProgrammedExercise.extend({ progression: Progression.nullish() }),
  /** which planned exercise of the day (its position); default the first not done with that name */
  position: z.number().int().min(0).max(100).optional(),
  /** With Changes: what was actually done, one entry per set; absent = As Prescribed (the targets) */
  sets: z
    .array(SetInput, { message: 'Add at least one set' })
    .min(1, 'Add at least one set')
    .max(MAX_SETS_PER_ADD, `Add at most ${MAX_SETS_PER_ADD} sets at a time`)
    .optional(),
  idempotencyKey: IdempotencyKey.optional(),
});
export type FromProgramInput = z.input<typeof FromProgramInput>;
export const MuscleGroupsInput = z.object({ name: ExerciseName });
/** Skip Today / Unskip of a planned exercise (by its position in the day). */
export const SkipPlannedInput = z.object({
  workoutId: Id,
  position: z.number({ message: 'Which exercise? Send its position' }).int().min(0).max(100),
  skipped: z.boolean({ message: 'skipped must be true or false' }),
});

export const ExerciseOutput = z.object({
  id: z.number(),
  workoutId: z.number(),
  name: z.string(),
  sets: z.number(),
  reps: z.number().nullable(),
  weight: z.number().nullable(),
  rpe: z.number().nullable(),
  restTime: z.number().nullable(),
  notes: z.string().nullable(),
  muscleGroups: z.array(z.string()),
  isBodyweight: z.boolean(),
  baseWeight: z.number(),
  totalWeight: z.number().nullable(),
  isCompleted: z.boolean(),
  position: z.number(),
  createdAt: IsoDateTime,
});
export type Exercise = z.output<typeof ExerciseOutput>;
export const ExerciseListOutput = z.array(ExerciseOutput);
export const MuscleGroupsOutput = z.object({ muscleGroups: z.array(z.string()) });
export const OkOutput = z.object({ ok: z.literal(true) });
