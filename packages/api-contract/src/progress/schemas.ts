/** Progress page schemas, shared by the server and the web (browser-safe). */
import { BodyGroup, EXPERIENCE } from '@coach/ai/schemas';
import { z } from 'zod';
import { Id } from '../common.ts';
import { IdempotencyKey } from '../exercises/schemas.ts';

const Level = z.enum(EXPERIENCE);
const Band = z.object({ min: z.number(), max: z.number() });
const BandStatus = z.enum(['none', 'under', 'within', 'over']);
/** Where the member's level came from: their active program's difficulty, else their history. */
const LevelSource = z.enum(['program', 'history']);

export const ProgressSummaryOutput = z.object({
  totalWorkouts: z.number(),
  /** seconds, and hours rounded to one decimal for the stats row */
  totalSeconds: z.number(),
  hoursTrained: z.number(),
  /** pounds (the stats row shows thousands as K) */
  volume: z.number(),
  streak: z.number(),
  level: Level,
  levelSource: LevelSource,
});
export type ProgressSummary = z.output<typeof ProgressSummaryOutput>;

export const BodyMapOutput = z.object({
  /** Monday of this week and today, in the member's time zone */
  weekStart: z.string(),
  today: z.string(),
  level: Level,
  levelSource: LevelSource,
  /** weekly hard sets the member's level aims for per muscle: the finer muscles' band */
  band: Band,
  groups: z.array(
    z.object({
      id: z.number(),
      group: BodyGroup,
      displayName: z.string(),
      /** this week's hard sets (secondary work counts half, so halves occur) */
      sets: z.number(),
      /** the group's band (bandFor: arms and legs stand for two muscles, so twice the muscle band) */
      band: Band,
      status: BandStatus,
    }),
  ),
  muscles: z.array(
    z.object({
      /** react-body-highlighter's muscle keys, plus 'side-deltoids' */
      key: z.string(),
      label: z.string(),
      group: BodyGroup,
      sets: z.number(),
      status: BandStatus,
    }),
  ),
});
export type BodyMap = z.output<typeof BodyMapOutput>;

export const MuscleGroupIdInput = z.object({ id: Id });
export const MuscleGroupProgressOutput = z.object({
  id: z.number(),
  group: BodyGroup,
  displayName: z.string(),
  /** days per week it was trained (as a main mover), over the last four weeks */
  frequency: z.number(),
  /** pounds over the last four weeks; a set counts in full for its main group, half for a secondary */
  volume: z.number(),
  /** YYYY-MM-DD or null, and the spec's wording ('Never trained', 'Today', 'Yesterday', 'N days ago') */
  lastWorked: z.string().nullable(),
  lastWorkedLabel: z.string(),
  /** this week's hard sets against the group's band (as on the body map's group cards) */
  weeklySets: z.number(),
  band: Band,
  status: BandStatus,
  windowDays: z.number(),
});
export type MuscleGroupProgress = z.output<typeof MuscleGroupProgressOutput>;

export const EXERCISE_HISTORY_WEEKS = { default: 52, max: 520 } as const;
export const ExerciseHistoryInput = z.object({
  name: z
    .string({ message: 'Please choose an exercise' })
    .trim()
    .min(1, 'Please choose an exercise')
    .max(120, 'Exercise names are at most 120 characters'),
  weeks: z.coerce
    .number({ message: 'Weeks must be a number' })
    .int('Weeks must be a whole number')
    .min(1, 'Show at least 1 week')
    .max(EXERCISE_HISTORY_WEEKS.max, `Show at most ${EXERCISE_HISTORY_WEEKS.max} weeks`)
    .default(EXERCISE_HISTORY_WEEKS.default),
});
export type ExerciseHistoryInput = z.input<typeof ExerciseHistoryInput>;

const Lift = z.object({ weight: z.number(), reps: z.number(), date: z.string() });
export const ExerciseHistoryOutput = z.object({
  /** lower-case canonical name (the UI title-cases) */
  name: z.string(),
  /** how the estimated one-rep max is computed, for the chart's caption */
  formula: z.string(),
  from: z.string(),
  /** one point per session in the window, oldest first */
  sessions: z.array(
    z.object({
      date: z.string(),
      workoutId: z.number(),
      e1rm: z.number().nullable(),
      topWeight: z.number().nullable(),
      topReps: z.number().nullable(),
      volume: z.number(),
      sets: z.number(),
    }),
  ),
  /** Monday-start weeks in the window, oldest first, zero-volume weeks included */
  weeklyVolume: z.array(z.object({ weekStart: z.string(), volume: z.number() })),
  /** all time */
  bestE1rm: z.object({ value: z.number(), date: z.string() }).nullable(),
  heaviest: Lift.nullable(),
  /** heaviest load first */
  bestRepsAtWeight: z.array(Lift),
  /** 1RM..10RM: the heaviest load lifted for at least that many reps */
  repMaxes: z.array(
    z.object({ reps: z.number(), weight: z.number().nullable(), date: z.string().nullable() }),
  ),
});
export type ExerciseHistory = z.output<typeof ExerciseHistoryOutput>;

export const INSIGHT_KEYS = [
  'streak',
  'training_volume',
  'training_progress',
  'time_investment',
  'volume_trend',
  'stalled_lifts',
  'under_band',
  'consistency',
] as const;
export const InsightsOutput = z.object({
  /** empty when the member has no completed workout ('No insights available') */
  cards: z.array(
    z.object({
      key: z.enum(INSIGHT_KEYS),
      title: z.string(),
      message: z.string(),
      tone: z.enum(['positive', 'neutral', 'warning']),
      /** the headline number, when the card has one */
      value: z.number().nullable(),
      /** a small series for a sparkline (volume trend: pounds per week, oldest first) */
      series: z.array(z.object({ label: z.string(), value: z.number() })).nullable(),
    }),
  ),
});
export type Insights = z.output<typeof InsightsOutput>;

export const TargetedWorkoutInput = z.object(
  {
    groups: z
      .array(BodyGroup, { message: 'Choose at least one muscle group' })
      .min(1, 'Choose at least one muscle group')
      .max(6, 'There are six muscle groups')
      .refine((g) => new Set(g).size === g.length, 'Choose each muscle group once'),
    name: z.string().trim().min(1).max(120, 'Workout names are at most 120 characters').optional(),
    idempotencyKey: IdempotencyKey.optional(),
  },
  { message: 'Choose at least one muscle group' },
);
export type TargetedWorkoutInput = z.input<typeof TargetedWorkoutInput>;
