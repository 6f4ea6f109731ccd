/** Program schemas (browser-safe): the draft flow (generate → modify → confirm), saved programs, today. */
import {
  EXPERIENCE,
  FORM_EQUIPMENT,
  ProgramDraft,
  ProgramSchedule,
  SessionInsights,
} from '@coach/ai/schemas';
import { z } from 'zod';
import { Id, IsoDateTime } from '../common.ts';
import { IdempotencyKey } from '../exercises/schemas.ts';
import { PlannedExerciseOutput } from './planned-schemas.ts';

export const GOALS_REQUIRED = 'Please describe your fitness goals';
export const FEEDBACK_REQUIRED = "Please describe what you'd like to change";
export const DAYS_RANGE = 'Days per week must be a whole number from 1 to 7';
export const EQUIPMENT_CHOICES = `Choose equipment from: ${FORM_EQUIPMENT.join(', ')}`;
export const EXPERIENCE_CHOICES = 'Experience must be beginner, intermediate or advanced';

export const GenerateProgramInput = z.object(
  {
    goals: z
      .string({ message: GOALS_REQUIRED })
      .trim()
      .min(1, GOALS_REQUIRED)
      .max(2000, 'Goals are at most 2000 characters'),
    experience: z.enum(EXPERIENCE, { message: EXPERIENCE_CHOICES }).nullish(),
    availableDays: z
      .number({ message: DAYS_RANGE })
      .int(DAYS_RANGE)
      .min(1, DAYS_RANGE)
      .max(7, DAYS_RANGE)
      .nullish(),
    equipment: z
      .array(z.enum(FORM_EQUIPMENT, { message: EQUIPMENT_CHOICES }), { message: EQUIPMENT_CHOICES })
      .max(FORM_EQUIPMENT.length, EQUIPMENT_CHOICES)
      .nullish(),
    /** the spec's flag; the answer is always a draft to review, nothing is saved by generate */
    isConfirmation: z.boolean().default(false),
  },
  { message: GOALS_REQUIRED },
);
export type GenerateProgramInput = z.input<typeof GenerateProgramInput>;

const Feedback = z
  .string({ message: FEEDBACK_REQUIRED })
  .trim()
  .min(1, FEEDBACK_REQUIRED)
  .max(2000, 'Feedback is at most 2000 characters');

/**
 * Either a draft under review (confirm screen: answers the revised draft) or a saved program by id
 * (modify screen: revises it in place and answers the saved program too).
 */
export const ModifyProgramInput = z
  .object(
    {
      program: ProgramDraft.optional(),
      id: Id.optional(),
      feedback: Feedback,
    },
    { message: FEEDBACK_REQUIRED },
  )
  .refine((v) => v.program !== undefined || v.id !== undefined, {
    message: 'Send the program to modify',
    path: ['program'],
  });
export type ModifyProgramInput = z.input<typeof ModifyProgramInput>;

export const ConfirmProgramInput = z.object(
  { program: ProgramDraft, idempotencyKey: IdempotencyKey.optional() },
  { message: 'Send the program to create' },
);
export type ConfirmProgramInput = z.input<typeof ConfirmProgramInput>;

const ProgramName = z
  .string({ message: 'Please enter a program name' })
  .trim()
  .min(1, 'Please enter a program name')
  .max(100, 'Program names are at most 100 characters');

export const UpdateProgramInput = z
  .object({
    id: Id,
    isActive: z.boolean({ message: 'isActive must be true or false' }).optional(),
    name: ProgramName.optional(),
    description: z
      .string()
      .trim()
      .max(2000, 'Descriptions are at most 2000 characters')
      .nullable()
      .optional(),
  })
  .refine(
    (v) => v.isActive !== undefined || v.name !== undefined || v.description !== undefined,
    'Nothing to update',
  );
export type UpdateProgramInput = z.input<typeof UpdateProgramInput>;

export const ProgramIdInput = z.object({ programId: Id });

export const ProgramOutput = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  schedule: ProgramSchedule,
  aiGenerated: z.boolean(),
  durationWeeks: z.number(),
  difficulty: z.string(),
  focusAreas: z.array(z.string()),
  equipment: z.array(z.string()),
  /** the draft's plain-words progression note, kept from generation */
  progression: z.string().nullable(),
  daysPerWeek: z.number(),
  createdAt: IsoDateTime,
});
export type Program = z.output<typeof ProgramOutput>;
export const ProgramListOutput = z.array(ProgramOutput);

export const GenerateProgramOutput = ProgramDraft;
export const ModifyProgramOutput = z.object({
  program: ProgramDraft,
  /** what the coach changed, one plain sentence each */
  changes: z.array(z.string()),
  summary: z.string(),
  /** the saved program after the change, when a saved one was modified */
  saved: ProgramOutput.nullable(),
});

export const TodayOutput = z.object({
  program: z.object({ id: z.number(), name: z.string() }),
  /** null once every day of every week is done */
  todayWorkout: z
    .object({
      name: z.string(),
      dayNumber: z.number(),
      week: z.number(),
      /** whether this week is the block's deload */
      deload: z.boolean(),
      exercises: z.array(PlannedExerciseOutput),
    })
    .nullable(),
  finished: z.boolean(),
  progress: z.object({ completedDays: z.number(), totalDays: z.number(), streak: z.number() }),
  insights: SessionInsights.nullable(),
  /** the program workout of this day already in progress, to resume instead of starting another */
  inProgressWorkoutId: z.number().nullable(),
});
export type Today = z.output<typeof TodayOutput>;
