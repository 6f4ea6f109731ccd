/** Windowed reads of exercise_sessions (the (user_id, date desc) index): cost follows the window. */
import { exerciseSessions } from '@coach/db';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../shared/executor.ts';

export function sessionsBetween(db: Executor, userId: number, from: string, to: string) {
  return db
    .select({
      exerciseName: exerciseSessions.exerciseName,
      workoutId: exerciseSessions.workoutId,
      date: exerciseSessions.date,
      sets: exerciseSessions.sets,
      hardSets: exerciseSessions.hardSets,
      volume: exerciseSessions.volume,
      bestEstimatedMax: exerciseSessions.bestEstimatedMax,
    })
    .from(exerciseSessions)
    .where(
      and(
        eq(exerciseSessions.userId, userId),
        gte(exerciseSessions.date, from),
        lte(exerciseSessions.date, to),
      ),
    )
    .orderBy(asc(exerciseSessions.date));
}
export type WindowSession = Awaited<ReturnType<typeof sessionsBetween>>[number];
