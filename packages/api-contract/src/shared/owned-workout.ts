import { type WorkoutRow, workouts } from '@coach/db';
import { and, eq } from 'drizzle-orm';
import { conflict, notFound } from '../trpc.ts';
import type { Executor } from './executor.ts';

export const WORKOUT_NOT_FOUND = 'Workout not found';
export const WORKOUT_COMPLETED = 'This workout is completed and can no longer be edited';

/**
 * The member's workout, or 404. Another member's id answers exactly like a missing one, so ids cannot
 * be probed. `lock` takes a row lock for the rest of the transaction (completion, group edits).
 */
export async function ownedWorkout(
  db: Executor,
  userId: number,
  id: number,
  lock = false,
): Promise<WorkoutRow> {
  const query = db
    .select()
    .from(workouts)
    .where(and(eq(workouts.id, id), eq(workouts.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(WORKOUT_NOT_FOUND);
  return row;
}

/** Completed workouts are a record: their sets are read-only. */
export function assertEditable(workout: Pick<WorkoutRow, 'isCompleted'>) {
  if (workout.isCompleted) throw conflict(WORKOUT_COMPLETED);
}

/** The member's workout, still in progress: 404, then 409. */
export async function editableWorkout(db: Executor, userId: number, id: number, lock = false) {
  const workout = await ownedWorkout(db, userId, id, lock);
  assertEditable(workout);
  return workout;
}
