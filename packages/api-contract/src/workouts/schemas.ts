/** Workout schemas, shared by the server and the web (browser-safe). */
import { ProgrammedExercise, WorkoutAnalysis } from '@coach/ai/schemas';
import { z } from 'zod';
import { AchievementOutput } from '../achievements/schemas.ts';
import { PlanReviewItem } from '../coach/schemas.ts';
import {
  CalendarDate,
  DATE_RANGE_MESSAGE,
  Id,
  IsoDateTime,
  isCalendarDate,
  isDateInRange,
} from '../common.ts';
import { ExerciseOutput, IdempotencyKey } from '../exercises/schemas.ts';
import { GoalOutput } from '../goals/schemas.ts';
import { PlannedExerciseOutput } from '../programs/planned-schemas.ts';

export const HISTORY_PAGE = { default: 50, max: 200 } as const;
export const WORKOUT_STATUSES = ['all', 'completed', 'in_progress'] as const;

const WorkoutName = z
  .string({ message: 'Please enter a workout name' })
  .trim()
  .min(1, 'Please enter a workout name')
  .max(120, 'Workout names are at most 120 characters');
export const MAX_NOTES_LENGTH = 5000;
export const NOTES_TOO_LONG = 'Notes are at most 5000 characters: shorten the entry or the workout notes';
const Notes = z.string().trim().max(MAX_NOTES_LENGTH, 'Notes are at most 5000 characters');

export const CreateWorkoutInput = z.object(
  {
    name: WorkoutName,
    aiGenerateName: z.boolean().optional(),
    /** backfill; default today in the member's time zone */
    date: CalendarDate.optional(),
    notes: Notes.nullish(),
    programId: Id.optional(),
    /** the day (its dayNumber) to start; default the program's today */
    programDay: z.number().int().min(1).max(7, 'Program days run from 1 to 7').optional(),
    /** the week of that day; default the program's current week */
    programWeek: z.number().int().min(1).max(52, 'Program weeks run from 1 to 52').optional(),
    /**
     * Programmed exercises, stored as planned sets with this member's targets (not as done sets). With
     * a programId the program's own day is planned (it is the source of truth) and this list is ignored.
     */
    exercises: z
      .array(ProgrammedExercise)
      .max(30, 'A workout has at most 30 programmed exercises')
      .optional(),
    idempotencyKey: IdempotencyKey.optional(),
  },
  // An empty body reaches the schema as no input at all: the member's mistake is the missing name.
  { message: 'Please enter a workout name' },
);
export type CreateWorkoutInput = z.input<typeof CreateWorkoutInput>;

/** `${date}_${id}` of the last item of the previous page. */
/** `date_id` of the last item of the previous page; checked in full so no bad cursor reaches SQL. */
const Cursor = z
  .string()
  .refine(
    (c) => {
      const [date, id] = c.split('_');
      return c.split('_').length === 2 && isCalendarDate(date ?? '') && Id.safeParse(id).success;
    },
    { message: 'That page link is not valid', abort: true },
  )
  .refine((c) => isDateInRange(c.split('_')[0] ?? ''), DATE_RANGE_MESSAGE);

export const ListWorkoutsInput = z
  .object({
    limit: z.coerce
      .number({ message: 'The limit must be a number' })
      .int('The limit must be a whole number')
      .min(1, 'The limit must be at least 1')
      .max(HISTORY_PAGE.max, `The limit must be at most ${HISTORY_PAGE.max}`)
      .default(HISTORY_PAGE.default),
    cursor: Cursor.optional(),
    search: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
    status: z.enum(WORKOUT_STATUSES, { message: 'Filter by all, completed or in_progress' }).default('all'),
  })
  .default({ limit: HISTORY_PAGE.default, status: 'all' });
export type ListWorkoutsInput = z.input<typeof ListWorkoutsInput>;

export const UpdateWorkoutInput = z
  .object({
    id: Id,
    name: WorkoutName.optional(),
    notes: Notes.nullable().optional(),
    date: CalendarDate.optional(),
  })
  .refine((v) => v.name !== undefined || v.notes !== undefined || v.date !== undefined, 'Nothing to update');
export type UpdateWorkoutInput = z.input<typeof UpdateWorkoutInput>;

export const WorkoutOutput = z.object({
  id: z.number(),
  name: z.string(),
  notes: z.string().nullable(),
  date: z.string(),
  /** seconds */
  duration: z.number().nullable(),
  /** pounds */
  totalVolume: z.number().nullable(),
  calories: z.number().nullable(),
  aiAnalysis: WorkoutAnalysis.nullable(),
  aiGenerateName: z.boolean(),
  isCompleted: z.boolean(),
  completedAt: IsoDateTime.nullable(),
  programId: z.number().nullable(),
  programDay: z.number().nullable(),
  programWeek: z.number().nullable(),
  createdAt: IsoDateTime,
});
export type Workout = z.output<typeof WorkoutOutput>;
export const WorkoutWithExercisesOutput = WorkoutOutput.extend({
  exercises: z.array(ExerciseOutput),
  /** the journal's 'Programmed Exercises': what was planned, with each set's status */
  planned: z.array(PlannedExerciseOutput),
});
/** `resumed`: an in-progress workout of the same program day (or name and date) was answered instead. */
export const StartedWorkoutOutput = WorkoutOutput.extend({ resumed: z.boolean() });

export const WorkoutListItem = z.object({
  id: z.number(),
  name: z.string(),
  date: z.string(),
  createdAt: IsoDateTime,
  completedAt: IsoDateTime.nullable(),
  duration: z.number().nullable(),
  isCompleted: z.boolean(),
  /** stored at completion; computed from the completed sets while in progress */
  totalVolume: z.number(),
  calories: z.number().nullable(),
  notes: z.string().nullable(),
  /** distinct exercise names */
  exerciseCount: z.number(),
  setCount: z.number(),
  completedSetCount: z.number(),
  programId: z.number().nullable(),
});
export type WorkoutListItem = z.output<typeof WorkoutListItem>;
export const WorkoutListOutput = z.object({
  items: z.array(WorkoutListItem),
  nextCursor: z.string().nullable(),
  /** over the member's whole history under the current search */
  counts: z.object({ total: z.number(), completed: z.number(), inProgress: z.number() }),
});

export const CompleteWorkoutOutput = z.object({
  workout: WorkoutOutput,
  /** newly granted by this completion; [] when it was already completed */
  achievements: z.array(AchievementOutput),
  /** programmed exercises: plan vs done and next time's target; [] for a plain workout */
  plan: z.array(PlanReviewItem),
});

export const DashboardOutput = z.object({
  streak: z.number(),
  today: z.object({ workouts: z.number(), minutes: z.number(), exercises: z.number() }),
  resume: z.object({ id: z.number(), name: z.string() }).nullable(),
  recent: z.array(WorkoutListItem),
  activeProgram: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** the home card's few fields of a goal, from the goal's own schema (kind: what it tracks) */
  goals: z.array(
    GoalOutput.pick({
      id: true,
      title: true,
      category: true,
      kind: true,
      currentValue: true,
      targetValue: true,
      unit: true,
      percent: true,
    }),
  ),
});
export type Dashboard = z.output<typeof DashboardOutput>;
