import { exercises, workouts } from '@coach/db';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { todayIn } from '../domain/calendar.ts';
import { describeExercise } from '../exercises/records.ts';
import { plannedRowsOf, toPlanned } from '../programs/planned-store.ts';
import { recordDeletion, sessionNamesOf } from '../progress/rollup-deletion.ts';
import type { Executor } from '../shared/executor.ts';
import { ownedWorkout, WORKOUT_COMPLETED } from '../shared/owned-workout.ts';
import { badRequest, conflict } from '../trpc.ts';
import type { UpdateWorkoutInput } from './schemas.ts';

interface Member {
  id: number;
  timeZone: string;
}

/** The journal's programmed exercises of a workout, from its planned sets. */
export async function plannedOf(db: Executor, workoutId: number) {
  return toPlanned(await plannedRowsOf(db, workoutId), (name) => describeExercise(name).isBodyweight);
}

export async function workoutWithSets(db: Executor, userId: number, id: number) {
  const workout = await ownedWorkout(db, userId, id);
  const sets = await db
    .select()
    .from(exercises)
    .where(eq(exercises.workoutId, id))
    .orderBy(asc(exercises.position), asc(exercises.id));
  return { ...workout, exercises: sets, planned: await plannedOf(db, id) };
}

/**
 * Decision: a completed workout is a record, so only its notes stay editable (a member adds how the
 * session felt afterwards). Renaming or re-dating it is 409: the date feeds the streak and the
 * achievements already granted for it.
 */
export async function updateWorkout(
  db: Executor,
  member: Member,
  input: z.output<typeof UpdateWorkoutInput>,
) {
  const { id, ...changes } = input;
  const workout = await ownedWorkout(db, member.id, id);
  if (workout.isCompleted && (changes.name !== undefined || changes.date !== undefined)) {
    throw conflict(WORKOUT_COMPLETED);
  }
  if (changes.date !== undefined && changes.date > todayIn(member.timeZone)) {
    throw badRequest('The workout date cannot be in the future');
  }
  const [row] = await db.update(workouts).set(changes).where(eq(workouts.id, id)).returning();
  return row!;
}

/** Deleting is allowed at any time (a member may remove a mistaken entry); the streak follows. */
export async function deleteWorkout(db: Executor, member: Member, id: number) {
  await db.transaction(async (tx) => {
    const workout = await ownedWorkout(tx, member.id, id, true);
    const names = workout.isCompleted ? await sessionNamesOf(tx, id) : [];
    await tx.delete(workouts).where(eq(workouts.id, id));
    // Its exercise_sessions rows went with it (cascade); the totals, bests and streak are repaired.
    if (workout.isCompleted) await recordDeletion(tx, member, workout, names);
  });
}
