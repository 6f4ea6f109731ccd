import { addDays, todayIn } from '@coach/api-contract/domain';

/** Monday of the week `day` (YYYY-MM-DD) falls in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Completed workouts dated in the current Monday-to-Sunday week of the member's time zone. */
export function workoutsThisWeek(
  items: ReadonlyArray<{ date: string; isCompleted: boolean }>,
  timeZone: string,
  now: Date = new Date(),
): number {
  const today = todayIn(timeZone, now);
  const from = weekStart(today);
  return items.filter((w) => w.isCompleted && w.date >= from && w.date <= today).length;
}
