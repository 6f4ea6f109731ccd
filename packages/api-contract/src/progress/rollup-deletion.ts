/**
 * Taking a deleted completed workout out of the rollups: the totals, and a targeted repair of what it
 * may have held (bests, last worked, the run, the first day, lift goals).
 */
import { exerciseBests, exerciseSessions, trainingTotals, type WorkoutRow, workouts } from '@coach/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../shared/executor.ts';
import { bestsOf, insertBests, refreshLiftGoals } from './rollup-bests.ts';
import { saveCurrentStreak } from './rollups.ts';
import { latestRun } from './run.ts';
import { primaryGroups } from './session-summary.ts';

/**
 * Inside the deletion transaction, after a completed workout is deleted (its exercise_sessions rows
 * went with it): takes it out of the totals and repairs what it may have held (bests, last worked,
 * the run, the first day, lift goals) from the remaining rollups.
 */
export async function recordDeletion(
  tx: Executor,
  member: { id: number; timeZone: string },
  workout: WorkoutRow,
  removedNames: string[],
) {
  const [had] = await tx
    .select()
    .from(trainingTotals)
    .where(eq(trainingTotals.userId, member.id))
    .for('update');
  if (!had) return;
  if (removedNames.length) {
    await tx
      .delete(exerciseBests)
      .where(and(eq(exerciseBests.userId, member.id), inArray(exerciseBests.exerciseName, removedNames)));
    const remaining = await tx
      .select({
        exerciseName: exerciseSessions.exerciseName,
        date: exerciseSessions.date,
        repsAtWeight: exerciseSessions.repsAtWeight,
      })
      .from(exerciseSessions)
      .where(
        and(eq(exerciseSessions.userId, member.id), inArray(exerciseSessions.exerciseName, removedNames)),
      );
    await insertBests(tx, member.id, bestsOf(remaining));
  }
  const lastWorked = { ...had.lastWorked };
  const stale = Object.entries(lastWorked).filter(([, day]) => day === workout.date);
  for (const [group] of stale) {
    delete lastWorked[group];
    // The newest remaining session that trained the group; sessions are read newest first, in pages.
    for (let offset = 0; ; offset += 200) {
      const page = await tx
        .select({ exerciseName: exerciseSessions.exerciseName, date: exerciseSessions.date })
        .from(exerciseSessions)
        .where(eq(exerciseSessions.userId, member.id))
        .orderBy(desc(exerciseSessions.date))
        .limit(200)
        .offset(offset);
      const hit = page.find((s) => primaryGroups(s.exerciseName).some((g) => g === group));
      if (hit) lastWorked[group] = hit.date;
      if (hit || page.length < 200) break;
    }
  }
  const [first] = await tx
    .select({ date: workouts.date })
    .from(workouts)
    .where(and(eq(workouts.userId, member.id), eq(workouts.isCompleted, true)))
    .orderBy(asc(workouts.date))
    .limit(1);
  const run = await latestRun(tx, member.id);
  const [totals] = await tx
    .update(trainingTotals)
    .set({
      workouts: sql`greatest(${trainingTotals.workouts} - 1, 0)`,
      seconds: sql`greatest(${trainingTotals.seconds} - ${workout.duration ?? 0}, 0)`,
      volume: sql`greatest(${trainingTotals.volume} - ${workout.totalVolume ?? 0}, 0)`,
      firstDay: first?.date ?? null,
      runEndsOn: run.endsOn,
      runDays: run.days,
      lastWorked,
      updatedAt: new Date(),
    })
    .where(eq(trainingTotals.userId, member.id))
    .returning();
  await refreshLiftGoals(tx, member.id, removedNames);
  await saveCurrentStreak(tx, member, totals!);
}

/** The exercise names a workout contributed to the rollups (read before deleting it). */
export async function sessionNamesOf(db: Executor, workoutId: number) {
  const rows = await db
    .select({ name: exerciseSessions.exerciseName })
    .from(exerciseSessions)
    .where(eq(exerciseSessions.workoutId, workoutId));
  return rows.map((r) => r.name);
}
