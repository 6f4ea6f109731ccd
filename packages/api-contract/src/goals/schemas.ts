/** Goal schemas, shared by the server and the web (browser-safe). */
import { z } from 'zod';
import { CalendarDate, Id, IsoDateTime } from '../common.ts';

export const GOAL_STATUSES = ['active', 'completed', 'archived'] as const;
export const GoalStatus = z.enum(GOAL_STATUSES, { message: 'Status is active, completed or archived' });

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
};

export const CreateGoalInput = z.object(GoalFields);
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
  currentValue: z.number(),
  unit: z.string().nullable(),
  category: z.string(),
  muscleGroup: z.string().nullable(),
  status: z.string(),
  targetDate: z.string().nullable(),
  createdAt: IsoDateTime,
  /** current / target, capped at 100; 0 with no target */
  percent: z.number(),
});
export type Goal = z.output<typeof GoalOutput>;
