/**
 * The run of consecutive training days ending at the member's latest completed workout, read from the
 * (user_id, date desc) index in small chunks only as far back as the run goes: the cost follows the
 * streak, not the history.
 */
import { workouts } from '@coach/db';
import { and, desc, eq, lt, lte } from 'drizzle-orm';
import { addDays } from '../domain/calendar.ts';
import type { Executor } from '../shared/executor.ts';

const CHUNK = 64;

export async function latestRun(
  db: Executor,
  userId: number,
  onOrBefore?: string,
): Promise<{ endsOn: string | null; days: number }> {
  let endsOn: string | null = null;
  let days = 0;
  let expected: string | null = null;
  let before: string | null = null;
  for (;;) {
    const rows = await db
      .selectDistinct({ date: workouts.date })
      .from(workouts)
      .where(
        and(
          eq(workouts.userId, userId),
          eq(workouts.isCompleted, true),
          before ? lt(workouts.date, before) : undefined,
          onOrBefore ? lte(workouts.date, onOrBefore) : undefined,
        ),
      )
      .orderBy(desc(workouts.date))
      .limit(CHUNK);
    for (const { date } of rows) {
      if (expected !== null && date !== expected) return { endsOn, days };
      if (endsOn === null) endsOn = date;
      days += 1;
      expected = addDays(date, -1);
    }
    if (rows.length < CHUNK) return { endsOn, days };
    before = rows.at(-1)!.date;
  }
}

/** The day streak today from a stored run: alive while the run ends today or yesterday (domain/streak.ts). */
export function streakOn(run: { runEndsOn: string | null; runDays: number }, today: string): number {
  if (!run.runEndsOn) return 0;
  return run.runEndsOn >= addDays(today, -1) && run.runEndsOn <= today ? run.runDays : 0;
}
