import { exercises, workouts } from '@coach/db';
import { and, eq, inArray } from 'drizzle-orm';
import { EXERCISE_NOT_FOUND } from '../exercises/records.ts';
import type { Executor } from '../shared/executor.ts';
import { assertEditable } from '../shared/owned-workout.ts';
import { notFound } from '../trpc.ts';

/**
 * Undo of a journal entry: deletes the listed sets, all or nothing. Any id that is missing or another
 * member's makes it a 404 that deletes nothing.
 */
export async function deleteMany(db: Executor, userId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: exercises.id, isCompleted: workouts.isCompleted })
      .from(exercises)
      .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
      .where(and(inArray(exercises.id, unique), eq(workouts.userId, userId)));
    if (rows.length !== unique.length) throw notFound(EXERCISE_NOT_FOUND);
    for (const row of rows) assertEditable(row);
    await tx.delete(exercises).where(inArray(exercises.id, unique));
    return { deleted: unique.length };
  });
}
