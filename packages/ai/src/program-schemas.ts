/**
 * The coach's contract for programs: a programmed exercise and its progression rule, the stored
 * program (days, weeks, constraints), its explanation, and the generate/modify/describe calls.
 * Browser-safe; loads are pounds.
 */
import { z } from 'zod';
import { BodyGroup, Equipment, Experience } from './schema-enums.ts';

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

/**
 * The stored program: day templates, plus a week-by-week plan (one entry per week of durationWeeks).
 * `weeks` is absent on programs saved before it existed: every week then repeats the days as written.
 */
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
