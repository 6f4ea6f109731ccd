import { workouts } from '@coach/db';
import { sql } from 'drizzle-orm';

/**
 * Newest first, spelled exactly like workouts_user_date_idx (`date DESC NULLS LAST, id DESC NULLS LAST`).
 * Plain DESC means NULLS FIRST in PostgreSQL, which the index cannot serve: the planner would then
 * aggregate every workout of the member and sort, instead of reading the first page off the index.
 */
export const newestFirst = [sql`${workouts.date} desc nulls last`, sql`${workouts.id} desc nulls last`];
