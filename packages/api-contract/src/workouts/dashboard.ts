import { exercises, workouts } from '@coach/db';
import { and, countDistinct, eq, sql } from 'drizzle-orm';
import { todayIn } from '../domain/calendar.ts';
import { minutesOf } from '../domain/duration.ts';
import { listGoals } from '../goals/service.ts';
import { activeProgram } from '../programs/service.ts';
import type { Executor } from '../shared/executor.ts';
import { listItems } from './list.ts';
import { newestFirst } from './order.ts';
import { memberStreak } from './streak.ts';

const HOME_RECENT = 3;
const HOME_GOALS = 2;

/** "Today" on the home screen: workouts dated today in the member's zone, their minutes and exercises. */
async function todayStats(db: Executor, userId: number, today: string) {
  const mine = and(eq(workouts.userId, userId), eq(workouts.date, today));
  const [[totals], [names]] = await Promise.all([
    db
      .select({
        workouts: sql<number>`count(*)::int`,
        seconds: sql<number>`coalesce(sum(${workouts.duration}), 0)::int`,
      })
      .from(workouts)
      .where(mine),
    // Logged (completed) sets only: a planned set from a program is not an exercise done yet.
    db
      .select({ n: countDistinct(sql`lower(${exercises.name})`) })
      .from(exercises)
      .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
      .where(and(mine, eq(exercises.isCompleted, true))),
  ]);
  return {
    workouts: Number(totals?.workouts ?? 0),
    minutes: minutesOf(Number(totals?.seconds ?? 0)),
    exercises: Number(names?.n ?? 0),
  };
}

async function resumable(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: workouts.id, name: workouts.name })
    .from(workouts)
    // Spelled like workouts_user_open_idx's predicate (a literal, not a parameter) so the partial
    // index serves it under a generic plan too: finding nothing to resume reads no history.
    .where(and(eq(workouts.userId, userId), sql`not ${workouts.isCompleted}`))
    .orderBy(...newestFirst)
    .limit(1);
  return row ?? null;
}

export async function dashboard(
  db: Executor,
  member: { id: number; timeZone: string; weight: number | null },
  now = new Date(),
) {
  const today = todayIn(member.timeZone, now);
  const [streak, stats, resume, recent, program, goals] = await Promise.all([
    memberStreak(db, member.id, member.timeZone, now),
    todayStats(db, member.id, today),
    resumable(db, member.id),
    listItems(db, member.id, { limit: HOME_RECENT, status: 'completed' }),
    activeProgram(db, member.id),
    listGoals(db, member, { activeOnly: true, limit: HOME_GOALS }),
  ]);
  return {
    streak,
    today: stats,
    resume,
    recent: recent.items,
    activeProgram: program ? { id: program.id, name: program.name } : null,
    goals,
  };
}
