import { users, workouts } from '@coach/db';
import { and, eq } from 'drizzle-orm';
import { todayIn } from '../domain/calendar.ts';
import { dayStreak } from '../domain/streak.ts';
import type { Executor } from '../shared/executor.ts';
import { newestFirst } from './order.ts';

/** Ten years of training days is far beyond any streak; the bound keeps the read small. */
const MAX_DAYS_READ = 3660;

/** The member's day streak now, from the days of their completed workouts (their `date`, local). */
export async function memberStreak(db: Executor, userId: number, timeZone: string, now = new Date()) {
  const rows = await db
    .selectDistinct({ date: workouts.date })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.isCompleted, true)))
    .orderBy(newestFirst[0]!)
    .limit(MAX_DAYS_READ);
  return dayStreak(
    rows.map((r) => r.date),
    todayIn(timeZone, now),
  );
}

/** Recomputes and stores users.currentStreak (after a completion or a deletion). */
export async function saveStreak(db: Executor, userId: number, timeZone: string, now = new Date()) {
  const streak = await memberStreak(db, userId, timeZone, now);
  await db.update(users).set({ currentStreak: streak }).where(eq(users.id, userId));
  return streak;
}
