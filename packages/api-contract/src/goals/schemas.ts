/** Goal schemas, shared by the server and the web (browser-safe). */
import { BODY_GROUPS } from '@coach/ai/schemas';
import { z } from 'zod';
import { CalendarDate, Id, IsoDateTime } from '../common.ts';

export const GOAL_STATUSES = ['active', 'completed', 'archived'] as const;
export const GoalStatus = z.enum(GOAL_STATUSES, { message: 'Status is active, completed or archived' });

/**
 * What a goal tracks. All but `custom` follow logged data: a lift's best estimated 1RM or heaviest
 * set, completed workouts this week, hard sets for a muscle group this week, lifetime volume (lb),
 * and body weight (the profile's, lb). A custom goal's currentValue is entered by hand.
 */
export const GOAL_KINDS = [
  'custom',
  'lift_e1rm',
  'lift_top_set',
  'workouts_per_week',
  'weekly_sets',
  'total_volume',
  'body_weight',
] as const;
export const GoalKind = z.enum(GOAL_KINDS, { message: 'Choose what the goal tracks' });
export type GoalKind = z.infer<typeof GoalKind>;
export const LIFT_KINDS: readonly GoalKind[] = ['lift_e1rm', 'lift_top_set'];
/** The unit each tracked kind reports in (pounds for loads, as the API speaks). */
export const GOAL_UNITS: Record<Exclude<GoalKind, 'custom'>, string> = {
  lift_e1rm: 'lbs',
  lift_top_set: 'lbs',
  workouts_per_week: 'workouts',
  weekly_sets: 'sets',
  total_volume: 'lbs',
  body_weight: 'lbs',
};

export const GOAL_MESSAGES = {
  exercise: 'Choose an exercise for a lift goal',
  muscleGroup: 'Choose a muscle group: chest, back, shoulders, arms, legs or core',
  target: 'Please enter a target',
  tracked: 'This goal tracks itself from your workouts; its current value cannot be set',
} as const;

const Value = z
  .number({ message: 'Values must be numbers' })
  .min(0, 'Values cannot be negative')
  .max(1_000_000_000, 'That value is too large');
const ShortText = (what: string) => z.string().trim().max(100, `${what} is at most 100 characters`);

const GoalFields = {
  title: z
    .string({ message: 'Please enter a goal title' })
    .trim()
    .min(1, 'Please enter a goal title')
    .max(200, 'The title is at most 200 characters'),
  description: z.string().trim().max(2000, 'The description is at most 2000 characters').nullish(),
  targetValue: Value.positive('The target must be more than 0').nullish(),
  currentValue: Value.optional(),
  unit: ShortText('The unit').nullish(),
  category: z
    .string({ message: 'Please choose a category' })
    .trim()
    .min(1, 'Please choose a category')
    .max(100, 'The category is at most 100 characters'),
  muscleGroup: ShortText('The muscle group').nullish(),
  targetDate: CalendarDate.nullish(),
  status: GoalStatus.optional(),
  kind: GoalKind.optional(),
  exerciseName: z.string().trim().max(120, 'Exercise names are at most 120 characters').nullish(),
};

/** The rules that tie fields to the kind; checked on create and on the merged row of an update. */
export function goalRuleBroken(goal: {
  kind?: GoalKind | undefined;
  exerciseName?: string | null | undefined;
  muscleGroup?: string | null | undefined;
  targetValue?: number | null | undefined;
  currentValue?: number | undefined;
}): { field: string; message: string } | null {
  const kind = goal.kind ?? 'custom';
  if (kind === 'custom') return null;
  if (LIFT_KINDS.includes(kind) && !goal.exerciseName)
    return { field: 'exerciseName', message: GOAL_MESSAGES.exercise };
  if (
    kind === 'weekly_sets' &&
    !(BODY_GROUPS as readonly string[]).includes(goal.muscleGroup?.toLowerCase() ?? '')
  ) {
    return { field: 'muscleGroup', message: GOAL_MESSAGES.muscleGroup };
  }
  if (!goal.targetValue) return { field: 'targetValue', message: GOAL_MESSAGES.target };
  if (goal.currentValue !== undefined) return { field: 'currentValue', message: GOAL_MESSAGES.tracked };
  return null;
}

export const CreateGoalInput = z.object(GoalFields).superRefine((goal, ctx) => {
  const broken = goalRuleBroken(goal);
  if (broken) ctx.addIssue({ code: 'custom', path: [broken.field], message: broken.message });
});
export type CreateGoalInput = z.input<typeof CreateGoalInput>;
export const UpdateGoalInput = z
  .object({ id: Id, ...z.object(GoalFields).partial().shape })
  .refine(({ id: _id, ...rest }) => Object.values(rest).some((v) => v !== undefined), 'Nothing to update');
export type UpdateGoalInput = z.input<typeof UpdateGoalInput>;

export const GoalOutput = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  targetValue: z.number().nullable(),
  /** for tracked kinds, computed from logged data */
  currentValue: z.number(),
  unit: z.string().nullable(),
  category: z.string(),
  muscleGroup: z.string().nullable(),
  status: z.string(),
  targetDate: z.string().nullable(),
  createdAt: IsoDateTime,
  kind: GoalKind,
  exerciseName: z.string().nullable(),
  /** body weight goals: the weight when set (percent is then the share of the way from it) */
  startValue: z.number().nullable(),
  /** when the target was first reached */
  achievedAt: IsoDateTime.nullable(),
  /** current / target, capped at 100; 0 with no target */
  percent: z.number(),
  /** the spec's badge colour: success from 80, warning from 50, neutral below */
  badge: z.enum(['success', 'warning', 'neutral']),
});
export type Goal = z.output<typeof GoalOutput>;
