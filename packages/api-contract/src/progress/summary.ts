/** The Progress stats row: lifetime totals and today's streak, from the rollup (one row). */
import { todayIn } from '../domain/calendar.ts';
import type { Executor } from '../shared/executor.ts';
import { memberLevel } from './level.ts';
import { memberTotals, streakToday } from './rollups.ts';

export async function progressSummary(
  db: Executor,
  member: { id: number; timeZone: string },
  now = new Date(),
) {
  const today = todayIn(member.timeZone, now);
  const totals = await memberTotals(db, member.id);
  const [streak, level] = await Promise.all([
    streakToday(db, member.id, totals, today),
    memberLevel(db, member.id, totals, today),
  ]);
  return {
    totalWorkouts: totals.workouts,
    totalSeconds: totals.seconds,
    hoursTrained: Math.round((totals.seconds / 3600) * 10) / 10,
    volume: totals.volume,
    streak,
    ...level,
  };
}
