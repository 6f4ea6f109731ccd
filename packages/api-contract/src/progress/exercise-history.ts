/**
 * One exercise over time: e1RM and top set per session and weekly volume in a window of weeks (read
 * from exercise_sessions by (user, exercise, date)), and all-time bests from exercise_bests (one row
 * per load, so its size follows the loads used, not the sessions).
 */
import { canonicalName } from '@coach/ai/catalogue';
import { exerciseBests, exerciseSessions } from '@coach/db';
import { and, asc, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, todayIn } from '../domain/calendar.ts';
import { weekStartOf } from '../domain/training.ts';
import { round3 } from '../domain/units.ts';
import type { Executor } from '../shared/executor.ts';
import { memberTotals } from './rollups.ts';
import type { ExerciseHistoryInput } from './schemas.ts';
import { E1RM_FORMULA } from './session-summary.ts';

const REP_MAXES = 10;

export async function exerciseHistory(
  db: Executor,
  member: { id: number; timeZone: string },
  input: z.output<typeof ExerciseHistoryInput>,
  now = new Date(),
) {
  const name = canonicalName(input.name).toLowerCase();
  const today = todayIn(member.timeZone, now);
  const from = weekStartOf(addDays(today, -7 * (input.weeks - 1)));
  await memberTotals(db, member.id); // builds the rollups for a member who predates them
  const mine = and(eq(exerciseSessions.userId, member.id), eq(exerciseSessions.exerciseName, name));
  const [sessions, bests, [best]] = await Promise.all([
    db
      .select({
        date: exerciseSessions.date,
        workoutId: exerciseSessions.workoutId,
        bestEstimatedMax: exerciseSessions.bestEstimatedMax,
        topWeight: exerciseSessions.topWeight,
        topReps: exerciseSessions.topReps,
        volume: exerciseSessions.volume,
        sets: exerciseSessions.sets,
      })
      .from(exerciseSessions)
      .where(and(mine, gte(exerciseSessions.date, from), lte(exerciseSessions.date, today)))
      .orderBy(asc(exerciseSessions.date), asc(exerciseSessions.workoutId)),
    db
      .select({ weight: exerciseBests.weight, reps: exerciseBests.reps, date: exerciseBests.date })
      .from(exerciseBests)
      .where(and(eq(exerciseBests.userId, member.id), eq(exerciseBests.exerciseName, name)))
      .orderBy(desc(exerciseBests.weight)),
    db
      .select({ value: exerciseSessions.bestEstimatedMax, date: exerciseSessions.date })
      .from(exerciseSessions)
      .where(and(mine, isNotNull(exerciseSessions.bestEstimatedMax)))
      .orderBy(sql`${exerciseSessions.bestEstimatedMax} desc nulls last`, asc(exerciseSessions.date))
      .limit(1),
  ]);

  const weekly = new Map<string, number>();
  for (let w = from; w <= today; w = addDays(w, 7)) weekly.set(w, 0);
  for (const s of sessions) {
    const w = weekStartOf(s.date);
    weekly.set(w, round3((weekly.get(w) ?? 0) + s.volume));
  }
  // nRM: the heaviest load lifted for at least n reps (bests are heaviest first).
  const repMaxes = Array.from({ length: REP_MAXES }, (_, i) => {
    const hit = bests.find((b) => b.reps >= i + 1);
    return { reps: i + 1, weight: hit?.weight ?? null, date: hit?.date ?? null };
  });
  return {
    name,
    formula: E1RM_FORMULA,
    from,
    sessions: sessions.map((s) => ({
      date: s.date,
      workoutId: s.workoutId,
      e1rm: s.bestEstimatedMax,
      topWeight: s.topWeight,
      topReps: s.topReps,
      volume: s.volume,
      sets: s.sets,
    })),
    weeklyVolume: [...weekly].map(([weekStart, volume]) => ({ weekStart, volume })),
    bestE1rm: best?.value ? { value: best.value, date: best.date } : null,
    heaviest: bests[0] ? { ...bests[0] } : null,
    bestRepsAtWeight: bests,
    repMaxes,
  };
}
