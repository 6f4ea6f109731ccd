/**
 * The coach's contract: every AI feature's input and output as zod schemas. Browser-safe.
 * Units follow the API: pounds, inches, seconds; effort is RPE (RIR users are converted at the edge).
 * Logged sets, journal, edits, swaps and analysis are here; programs in program-schemas.ts, the shared
 * word lists in schema-enums.ts, both re-exported so every caller imports this one module.
 */
import { z } from 'zod';
import { ProgrammedExercise } from './program-schemas.ts';
import { Equipment, WeightUnit } from './schema-enums.ts';

export * from './program-schemas.ts';
export * from './schema-enums.ts';

// ---------- logged sets ----------

/** One performed set, as the coach proposes it (one record per set). */
export const LoggedSet = z.object({
  name: z.string().min(1).max(120),
  reps: z.number().int().min(0).max(1000).nullable(),
  /** pounds; for bodyweight moves the added load (0 = bodyweight only) */
  weight: z.number().min(0).max(2000).nullable(),
  rpe: z.number().min(1).max(10).nullable(),
  isBodyweight: z.boolean(),
  muscleGroups: z.array(z.string()),
  notes: z.string().max(500).nullable(),
});
export type LoggedSet = z.infer<typeof LoggedSet>;

/** A set already stored, as the coach sees it for edits and analysis. */
export const StoredSet = LoggedSet.extend({ id: z.number().int() });
export type StoredSet = z.infer<typeof StoredSet>;

export const ParseJournalInput = z.object({
  content: z.string().min(1).max(5000),
  /** unit assumed when the lifter writes a bare number */
  unit: WeightUnit.default('lb'),
});
export type ParseJournalInput = z.input<typeof ParseJournalInput>;
export const ParseJournalOutput = z.object({
  sets: z.array(LoggedSet),
  /** the text that was not an exercise ("felt strong today"), kept as a workout note */
  note: z.string().nullable(),
});
export type ParseJournalOutput = z.infer<typeof ParseJournalOutput>;

export const EditExerciseInput = z.object({
  instruction: z.string().min(1).max(1000),
  sets: z.array(StoredSet).min(1),
  unit: WeightUnit.default('lb'),
});
export type EditExerciseInput = z.input<typeof EditExerciseInput>;
export const EditExerciseOutput = z.object({
  /** the group after the edit: existing ids are updated, id null is a new set, missing ids are deleted */
  sets: z.array(LoggedSet.extend({ id: z.number().int().nullable() })),
  changesSummary: z.string(),
});
export type EditExerciseOutput = z.infer<typeof EditExerciseOutput>;

export const SwapExerciseInput = z.object({
  originalExercise: z.string().min(1).max(120),
  reason: z.string().max(500).default('User requested swap'),
  equipment: z.array(Equipment).optional(),
  /** names to avoid (already in the workout or day) */
  exclude: z.array(z.string()).default([]),
});
export type SwapExerciseInput = z.input<typeof SwapExerciseInput>;
export const SwapExerciseOutput = z.object({
  swappedExercise: ProgrammedExercise,
  reason: z.string(),
});
export type SwapExerciseOutput = z.infer<typeof SwapExerciseOutput>;

export const NameWorkoutInput = z.object({
  exercises: z.array(z.string()),
  date: z.string().optional(),
});
export type NameWorkoutInput = z.input<typeof NameWorkoutInput>;
export const NameWorkoutOutput = z.object({ name: z.string().min(1).max(80) });
export type NameWorkoutOutput = z.infer<typeof NameWorkoutOutput>;

/** A past session of the member, for comparisons. */
export const PastSession = z.object({
  date: z.string(),
  sets: z.array(LoggedSet),
});
export const AnalyzeWorkoutInput = z.object({
  name: z.string(),
  durationSeconds: z.number().int().nullable(),
  sets: z.array(LoggedSet),
  history: z.array(PastSession),
  bodyWeight: z.number().nullable(),
  /** the member's unit, for the advice's wording; every number stays in pounds */
  unit: WeightUnit.default('lb'),
});
export type AnalyzeWorkoutInput = z.input<typeof AnalyzeWorkoutInput>;
export const PersonalRecord = z.object({
  exercise: z.string(),
  kind: z.enum(['heaviest_weight', 'estimated_1rm', 'most_reps']),
  value: z.number(),
  previous: z.number().nullable(),
});
export type PersonalRecord = z.infer<typeof PersonalRecord>;
export const WorkoutAnalysis = z.object({
  summary: z.string(),
  totalVolume: z.number(),
  /** percent change against the previous session of the same exercises, null when none */
  volumeChangePercent: z.number().nullable(),
  personalRecords: z.array(PersonalRecord),
  exercises: z.array(
    z.object({
      name: z.string(),
      sets: z.number().int(),
      volume: z.number(),
      bestEstimated1RM: z.number().nullable(),
      averageRpe: z.number().nullable(),
      previousAverageRpe: z.number().nullable(),
      nextTime: z.string(),
    }),
  ),
  suggestions: z.array(z.string()),
  answeredBy: z.enum(['offline', 'anthropic']),
});
export type WorkoutAnalysis = z.infer<typeof WorkoutAnalysis>;
