import { todayIn } from '../domain/calendar.ts';
import { memberTotals, streakToday } from '../progress/rollups.ts';
import type { Executor } from '../shared/executor.ts';

/**
 * The member's day streak now (domain/streak.ts's rule), from the stored run of training days in
 * training_totals: one row, whatever the history's size. Completion and deletion keep the run current.
 */
export async function memberStreak(db: Executor, userId: number, timeZone: string, now = new Date()) {
  const totals = await memberTotals(db, userId);
  return streakToday(db, userId, totals, todayIn(timeZone, now));
}
