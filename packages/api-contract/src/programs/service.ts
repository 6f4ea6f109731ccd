import { programs } from '@coach/db';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../shared/executor.ts';

/** The member's active program, or null (at most one is active: a partial unique index says so). */
export async function activeProgram(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.userId, userId), eq(programs.isActive, true)))
    .limit(1);
  return row ?? null;
}
