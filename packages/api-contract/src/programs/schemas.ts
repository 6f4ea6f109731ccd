/** Program schemas (browser-safe). Only the active-program read exists so far. */
import { ProgramSchedule } from '@coach/ai/schemas';
import { z } from 'zod';
import { IsoDateTime } from '../common.ts';

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
  createdAt: IsoDateTime,
});
export type Program = z.output<typeof ProgramOutput>;
