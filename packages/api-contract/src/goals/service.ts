import { type GoalRow, goals } from '@coach/db';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { goalPercent } from '../domain/percent.ts';
import type { Executor } from '../shared/executor.ts';
import { notFound } from '../trpc.ts';
import type { CreateGoalInput, UpdateGoalInput } from './schemas.ts';

const withPercent = (g: GoalRow) => ({ ...g, percent: goalPercent(g.currentValue, g.targetValue) });

export async function listGoals(
  db: Executor,
  userId: number,
  opts: { activeOnly?: boolean; limit?: number } = {},
) {
  const rows = await db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, userId), opts.activeOnly ? eq(goals.status, 'active') : undefined))
    .orderBy(asc(goals.createdAt), asc(goals.id))
    .limit(opts.limit ?? 500);
  return rows.map(withPercent);
}

export async function createGoal(db: Executor, userId: number, input: z.output<typeof CreateGoalInput>) {
  const [row] = await db
    .insert(goals)
    .values({ ...input, userId })
    .returning();
  return withPercent(row!);
}

export async function updateGoal(db: Executor, userId: number, input: z.output<typeof UpdateGoalInput>) {
  const { id, ...changes } = input;
  const [row] = await db
    .update(goals)
    .set(changes)
    .where(and(eq(goals.id, id), eq(goals.userId, userId)))
    .returning();
  if (!row) throw notFound('Goal not found');
  return withPercent(row);
}

export async function deleteGoal(db: Executor, userId: number, id: number) {
  const [row] = await db
    .delete(goals)
    .where(and(eq(goals.id, id), eq(goals.userId, userId)))
    .returning({ id: goals.id });
  if (!row) throw notFound('Goal not found');
}
