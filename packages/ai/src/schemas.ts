/**
 * The coach's contract: every AI feature's input and output as zod schemas. Browser-safe.
 * Units follow the API: pounds, inches, seconds; effort is RPE (RIR users are converted at the edge).
 */
import { z } from 'zod';

export const BODY_GROUPS = ['chest', 'back', 'shoulders', 'arms', 'legs', 'core'] as const;
export const BodyGroup = z.enum(BODY_GROUPS);
export type BodyGroup = z.infer<typeof BodyGroup>;

/** The generate form's eight options, plus kettlebell which the catalogue also knows. */
export const EQUIPMENT = [
  'dumbbells',
  'barbell',
  'bench',
  'pullup_bar',
  'cables',
  'machines',
  'resistance_bands',
  'bodyweight',
  'kettlebell',
] as const;
export const Equipment = z.enum(EQUIPMENT);
export type Equipment = z.infer<typeof Equipment>;

export const EXPERIENCE = ['beginner', 'intermediate', 'advanced'] as const;
export const Experience = z.enum(EXPERIENCE);
export type Experience = z.infer<typeof Experience>;

export const EffortScale = z.enum(['rpe', 'rir', 'none']);
export type EffortScale = z.infer<typeof EffortScale>;
export const WeightUnit = z.enum(['lb', 'kg']);
export type WeightUnit = z.infer<typeof WeightUnit>;

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
/**
 * How a programmed exercise moves forward, in data (sources in docs/training-science.md). Loads are
 * pounds; whoever prescribes in kilograms turns `step` into a loadable kg step.
 * - linear: every set reaches `reps` → add `step` next time; `resetAfter` missed sessions in a row →
 *   take `resetPercent` off and build back (Starting Strength: +5 lb, -10% after 2 stalls).
 * - double: all sets reach `repsMax` at or under `targetRpe` → add `step` and restart at `repsMin`;
 *   until then add reps inside the range.
 * - rpe: the load comes from the member's estimated 1RM and the RPE chart for `reps` @ `targetRpe`
 *   (the week's rpeOffset applies), so it moves as their logged sets move the estimate.
 */
export const Progression = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('linear'),
    reps: z.number().int().min(1).max(30),
    step: z.number().min(0).max(50),
    resetAfter: z.number().int().min(1).max(5).default(2),
    resetPercent: z.number().min(0).max(30).default(10),
  }),
  z.object({
    kind: z.literal('double'),
    repsMin: z.number().int().min(1).max(50),
    repsMax: z.number().int().min(1).max(100),
    step: z.number().min(0).max(50),
    targetRpe: z.number().min(5).max(10).default(8),
  }),
  z.object({
    kind: z.literal('rpe'),
    reps: z.number().int().min(1).max(12),
    targetRpe: z.number().min(6).max(10),
  }),
]);
export type Progression = z.infer<typeof Progression>;
export type ProgressionInput = z.input<typeof Progression>;

/** Reps on input: a number (8) or text ("8-12", "AMRAP", "30-45s"); always text once parsed. */
export const RepsText = z
  .union([z.number().int().min(0).max(1000), z.string()])
  .pipe(z.coerce.string<string | number>().trim().min(1).max(20));

export const ProgrammedExercise = z.object({
  name: z.string().min(1).max(120),
  sets: z.number().int().min(1).max(20),
  /** a number or a range such as "8-12"; a number on input becomes its text */
  reps: RepsText,
  restTime: z.number().int().min(0).max(900),
  notes: z.string().max(500).nullable(),
  rpe: z.number().min(1).max(10).nullable(),
  /** pounds, when the program prescribes a load */
  weight: z.number().min(0).max(2000).nullable(),
  muscleGroups: z.array(z.string()),
  /** absent on programs saved before rules existed and on holds/carries: see progressionOf */
  progression: Progression.optional(),
});
export type ProgrammedExercise = z.infer<typeof ProgrammedExercise>;
export type ProgrammedExerciseInput = z.input<typeof ProgrammedExercise>;
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

// ---------- programs ----------

export const ProgramDay = z.object({
  dayNumber: z.number().int().min(1).max(7),
  name: z.string().min(1).max(80),
  exercises: z.array(ProgrammedExercise).min(1),
});
export type ProgramDay = z.infer<typeof ProgramDay>;

/**
 * One week of the block: effort and volume relative to the day templates. A deload week has about
 * half the sets at lighter loads (sources in docs/training-science.md).
 */
export const WeekPlan = z.object({
  week: z.number().int().min(1).max(52),
  /** added to each exercise's target RPE this week (-2 on a deload, +1 late in a block) */
  rpeOffset: z.number().min(-4).max(3).default(0),
  /** sets this week = round(sets × setMultiplier), at least 1 */
  setMultiplier: z.number().min(0.25).max(2).default(1),
  /** loads this week = planned load × loadMultiplier (0.9 on a deload) */
  loadMultiplier: z.number().min(0.5).max(1.2).default(1),
  deload: z.boolean().default(false),
  label: z.string().max(60).optional(),
});
export type WeekPlan = z.infer<typeof WeekPlan>;
export type WeekPlanInput = z.input<typeof WeekPlan>;

/**
 * The stored program: day templates, plus a week-by-week plan (one entry per week of durationWeeks).
 * `weeks` is absent on programs saved before it existed: every week then repeats the days as written.
 */
/** Joints a member asked to spare ("my knee hurts on squats"). */
export const JOINTS = ['knee', 'shoulder', 'lower_back'] as const;
export const Joint = z.enum(JOINTS);
export type Joint = z.infer<typeof Joint>;

/**
 * What the member ruled out while revising the program, kept so a later revision (a new day count,
 * new equipment) does not bring it back.
 */
export const ProgramConstraints = z.object({
  /** catalogue names (or the member's words) never to program */
  avoidExercises: z.array(z.string().min(1).max(120)).max(50).default([]),
  /** no exercise that loads these joints (squats and lunges for knees, overhead work for shoulders...) */
  avoidJoints: z.array(Joint).default([]),
  /** the member's own replacements ("swap barbell row for seated cable row"), reused on a rebuild */
  swaps: z
    .array(z.object({ from: z.string().min(1).max(120), to: z.string().min(1).max(120) }))
    .max(50)
    .default([]),
});
export type ProgramConstraints = z.infer<typeof ProgramConstraints>;

export const ProgramSchedule = z.object({
  days: z.array(ProgramDay).min(1).max(7),
  weeks: z.array(WeekPlan).max(52).optional(),
  constraints: ProgramConstraints.optional(),
});
export type ProgramSchedule = z.infer<typeof ProgramSchedule>;

/** Weekly hard sets for one body group against the band for the program's level. */
export const GroupVolume = z.object({
  group: BodyGroup,
  sets: z.number(),
  min: z.number(),
  max: z.number(),
  status: z.enum(['none', 'under', 'within', 'over']),
});
export type GroupVolume = z.infer<typeof GroupVolume>;

/** Why the program looks the way it does, for the confirm screen: see explainProgram. */
export const ProgramExplanation = z.object({
  level: Experience,
  /** a normal (non-deload) week, indirect sets counted half */
  volume: z.array(GroupVolume),
  /** one sentence per exercise and rule, first appearance order, with the days it applies to */
  exercises: z.array(
    z.object({ name: z.string(), progression: z.string(), days: z.array(z.string()).default([]) }),
  ),
  /** how the weeks ramp, e.g. "Weeks 1-3 build effort from RPE 7 to 9." */
  weeks: z.string(),
  /** the deload week in one sentence, null when the program has none */
  deload: z.string().nullable(),
});
export type ProgramExplanation = z.infer<typeof ProgramExplanation>;

export const ProgramDraft = z.object({
  name: z.string().min(1).max(100),
  description: z.string().max(2000),
  durationWeeks: z.number().int().min(1).max(52),
  difficulty: Experience,
  focusAreas: z.array(z.string()),
  equipment: z.array(Equipment),
  daysPerWeek: z.number().int().min(1).max(7),
  schedule: ProgramSchedule,
  /** how to progress week to week, in prose; the rules themselves are on each exercise */
  progression: z.string(),
  /** filled by the coach; anyone holding a draft can recompute it with explainProgram */
  explanation: ProgramExplanation.optional(),
});
export type ProgramDraft = z.infer<typeof ProgramDraft>;
export type ProgramDraftInput = z.input<typeof ProgramDraft>;

export const GenerateProgramInput = z.object({
  goals: z.string().trim().min(1, 'Please describe your fitness goals').max(2000),
  experience: Experience.nullish(),
  availableDays: z.number().int().min(1).max(7).nullish(),
  equipment: z.array(Equipment).nullish(),
});
export type GenerateProgramInput = z.input<typeof GenerateProgramInput>;

export const ModifyProgramInput = z.object({
  program: ProgramDraft,
  feedback: z.string().trim().min(1, "Please describe what you'd like to change").max(2000),
});
export type ModifyProgramInput = z.input<typeof ModifyProgramInput>;

export const DescribeSessionInput = z.object({
  programName: z.string(),
  day: ProgramDay,
  difficulty: Experience,
});
export type DescribeSessionInput = z.input<typeof DescribeSessionInput>;
export const SessionInsights = z.object({
  description: z.string(),
  /** minutes */
  estimatedTime: z.number().int(),
  /** 1-5 */
  difficulty: z.number().int().min(1).max(5),
  focusAreas: z.array(z.string()),
  challenges: z.array(z.string()),
  prOpportunities: z.array(z.string()),
  encouragement: z.string(),
});
export type SessionInsights = z.infer<typeof SessionInsights>;
