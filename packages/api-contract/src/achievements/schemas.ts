/** Achievement schemas (browser-safe). */
import { z } from 'zod';
import { IsoDateTime } from '../common.ts';

export const AchievementOutput = z.object({
  id: z.number(),
  type: z.string(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  isViewed: z.boolean(),
  createdAt: IsoDateTime,
});
export type Achievement = z.output<typeof AchievementOutput>;
