import { canonicalName } from '@coach/ai/catalogue';
import { type GoalRow, goals } from '@coach/db';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { refreshLiftGoals } from '../progress/rollup-bests.ts';
import type { Executor } from '../shared/executor.ts';
import { badRequest, notFound } from '../trpc.ts';
import {
  type CreateGoalInput,
  GOAL_UNITS,
  type GoalKind,
  goalRuleBroken,
  type UpdateGoalInput,
} from './schemas.ts';
import { type GoalMember, grantReachedGoals, withProgress } from './tracking.ts';

export const GOAL_NOT_FOUND = 'Goal not found';

export async function listGoals(
  db: Executor,
  member: GoalMember,
  opts: { activeOnly?: boolean; limit?: number } = {},
) {
  const rows = await db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, member.id), opts.activeOnly ? eq(goals.status, 'active') : undefined))
    .orderBy(asc(goals.createdAt), asc(goals.id))
    .limit(opts.limit ?? 500);
  return withProgress(db, member, rows);
}

async function oneGoal(db: Executor, member: GoalMember, id: number) {
  const [row] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.id, id), eq(goals.userId, member.id)));
  if (!row) throw notFound(GOAL_NOT_FOUND);
  const [goal] = await withProgress(db, member, [row]);
  return goal!;
}

/** Stored form of the kind-specific fields: canonical exercise, lower-case group, the kind's unit. */
function kindFields(
  kind: GoalKind,
  input: { exerciseName?: string | null; muscleGroup?: string | null; unit?: string | null },
) {
  return {
    exerciseName: input.exerciseName
      ? canonicalName(input.exerciseName).toLowerCase()
      : (input.exerciseName ?? null),
    muscleGroup:
      kind === 'weekly_sets' && input.muscleGroup ? input.muscleGroup.toLowerCase() : input.muscleGroup,
    unit: input.unit ?? (kind === 'custom' ? null : GOAL_UNITS[kind]),
  };
}

/** After a write: lift goals take their value from the history, and a reached goal is granted once. */
async function settle(db: Executor, member: GoalMember, row: GoalRow) {
  if (row.kind === 'lift_e1rm' || row.kind === 'lift_top_set')
    await refreshLiftGoals(db, member.id, [row.exerciseName ?? '']);
  await grantReachedGoals(db, member);
  return oneGoal(db, member, row.id);
}

export async function createGoal(db: Executor, member: GoalMember, input: z.output<typeof CreateGoalInput>) {
  const kind = input.kind ?? 'custom';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(goals)
      .values({
        ...input,
        kind,
        ...kindFields(kind, input),
        startValue: kind === 'body_weight' ? member.weight : null,
        userId: member.id,
      })
      .returning();
    return settle(tx, member, row!);
  });
}

export async function updateGoal(db: Executor, member: GoalMember, input: z.output<typeof UpdateGoalInput>) {
  const { id, ...changes } = input;
  return db.transaction(async (tx) => {
    const [had] = await tx
      .select()
      .from(goals)
      .where(and(eq(goals.id, id), eq(goals.userId, member.id)))
      .for('update');
    if (!had) throw notFound(GOAL_NOT_FOUND);
    const kind = changes.kind ?? had.kind;
    const merged = {
      kind,
      exerciseName: changes.exerciseName !== undefined ? changes.exerciseName : had.exerciseName,
      muscleGroup: changes.muscleGroup !== undefined ? changes.muscleGroup : had.muscleGroup,
      targetValue: changes.targetValue !== undefined ? changes.targetValue : had.targetValue,
      currentValue: changes.currentValue,
    };
    const broken = goalRuleBroken(merged);
    if (broken) throw badRequest(broken.message);
    const retargeted = changes.kind !== undefined && changes.kind !== had.kind;
    const [row] = await tx
      .update(goals)
      .set({
        ...changes,
        ...kindFields(kind, {
          ...merged,
          unit: changes.unit !== undefined ? changes.unit : retargeted ? undefined : had.unit,
        }),
        ...(retargeted
          ? {
              startValue: kind === 'body_weight' ? member.weight : null,
              currentValue: changes.currentValue ?? 0,
            }
          : {}),
        // A new target or kind is a new goal to reach.
        ...(retargeted || changes.targetValue !== undefined ? { achievedAt: null } : {}),
      })
      .where(eq(goals.id, id))
      .returning();
    return settle(tx, member, row!);
  });
}

export async function deleteGoal(db: Executor, userId: number, id: number) {
  const [row] = await db
    .delete(goals)
    .where(and(eq(goals.id, id), eq(goals.userId, userId)))
    .returning({ id: goals.id });
  if (!row) throw notFound(GOAL_NOT_FOUND);
}
