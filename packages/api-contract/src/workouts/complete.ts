import { exercises, workouts } from '@coach/db';
import { and, eq } from 'drizzle-orm';
import { grantMilestones } from '../achievements/service.ts';
import { caloriesBurned } from '../domain/calories.ts';
import { workoutDurationSeconds } from '../domain/duration.ts';
import { volumeOf } from '../domain/volume.ts';
import { grantReachedGoals } from '../goals/tracking.ts';
import { recordCompletion } from '../progress/rollups.ts';
import type { Executor } from '../shared/executor.ts';
import { ownedWorkout } from '../shared/owned-workout.ts';

interface Member {
  id: number;
  timeZone: string;
  weight: number | null;
}

/**
 * Completes a workout in one transaction: duration, volume (completed sets only), calories, the
 * member's streak and the milestones it unlocks. The row lock makes a concurrent second call wait and
 * then see a completed workout, so completing twice changes nothing and grants nothing.
 */
export async function completeWorkout(db: Executor, member: Member, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const workout = await ownedWorkout(tx, member.id, id, true);
    if (workout.isCompleted) return { workout, achievements: [] };

    const sets = await tx
      .select()
      .from(exercises)
      .where(and(eq(exercises.workoutId, id), eq(exercises.isCompleted, true)));
    const loggedAt = sets.map((s) => s.createdAt.getTime());
    const duration = workoutDurationSeconds({
      startedAt: workout.createdAt,
      completedAt: now,
      firstSetAt: loggedAt.length ? new Date(Math.min(...loggedAt)) : null,
      lastSetAt: loggedAt.length ? new Date(Math.max(...loggedAt)) : null,
    });
    const [completed] = await tx
      .update(workouts)
      .set({
        isCompleted: true,
        completedAt: now,
        duration,
        totalVolume: volumeOf(sets),
        calories: caloriesBurned(duration, member.weight),
      })
      .where(eq(workouts.id, id))
      .returning();

    // The progress rollups (totals, streak run, per-exercise sessions and bests, lift goals) take the
    // workout in; the lifetime count and streak come from them rather than from the whole history.
    const { totals, streak } = await recordCompletion(tx, member, completed!, sets);
    const granted = await grantMilestones(tx, member.id, totals.workouts, streak);
    const goalsReached = await grantReachedGoals(tx, member, now);
    return { workout: completed!, achievements: [...granted, ...goalsReached] };
  });
}
