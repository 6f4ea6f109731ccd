import { exercises, workouts } from '@coach/db';
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from './executor.ts';
import { newestFirst } from './order.ts';
import type { ListWorkoutsInput, WORKOUT_STATUSES } from './schemas.ts';

type Status = (typeof WORKOUT_STATUSES)[number];

/** `%`, `_` and `\` are LIKE syntax; a member searching for "50%" means the characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Case-insensitive match over the workout's name, notes and the names of its sets. The set names are
 * matched among this member's sets only (an IN over their workouts), so the cost follows one member's
 * history rather than every member's sets.
 */
function searchOf(db: Executor, userId: number, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  const mine = alias(workouts, 'mine');
  return or(
    ilike(workouts.name, pattern),
    ilike(workouts.notes, pattern),
    inArray(
      workouts.id,
      db
        .select({ id: exercises.workoutId })
        .from(exercises)
        .innerJoin(mine, eq(mine.id, exercises.workoutId))
        .where(and(eq(mine.userId, userId), ilike(exercises.name, pattern))),
    ),
  );
}

const statusOf = (status: Status) =>
  status === 'all' ? undefined : eq(workouts.isCompleted, status === 'completed');

const cursorOf = (cursor: string | undefined) => {
  if (!cursor) return undefined;
  const [date, id] = cursor.split('_');
  // Keyset on the (user_id, date desc, id desc) index: the page after the last item seen.
  return sql`(${workouts.date}, ${workouts.id}) < (${date}::date, ${Number(id)}::int)`;
};

/**
 * One page of history items with their set statistics, in one query. The page is cut first (an index
 * scan on workouts_user_date_idx with the limit) and only then joined to a lateral aggregate that reads
 * each page workout's sets through exercises_workout_idx, so the cost follows the page size, not the
 * member's history. Cutting the page in a subquery keeps that shape under a generic prepared-statement
 * plan too, where the planner cannot see the limit's value.
 */
export async function listItems(
  db: Executor,
  userId: number,
  opts: { limit: number; cursor?: string | undefined; search?: string | undefined; status: Status },
) {
  const cut = db
    .select({
      id: workouts.id,
      name: workouts.name,
      date: workouts.date,
      createdAt: workouts.createdAt,
      completedAt: workouts.completedAt,
      duration: workouts.duration,
      isCompleted: workouts.isCompleted,
      storedVolume: workouts.totalVolume,
      calories: workouts.calories,
      notes: workouts.notes,
      programId: workouts.programId,
    })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        statusOf(opts.status),
        searchOf(db, userId, opts.search),
        cursorOf(opts.cursor),
      ),
    )
    .orderBy(...newestFirst)
    .limit(opts.limit + 1)
    .as('page');

  const stats = db
    .select({
      exerciseCount: sql<number>`count(distinct ${exercises.name})::int`.as('exercise_count'),
      setCount: sql<number>`count(*)::int`.as('set_count'),
      completedSetCount: sql<number>`(count(*) filter (where ${exercises.isCompleted}))::int`.as(
        'completed_set_count',
      ),
      liveVolume:
        sql<string>`coalesce(sum(coalesce(${exercises.totalWeight}, 0) * coalesce(${exercises.reps}, 0) * ${exercises.sets}) filter (where ${exercises.isCompleted}), 0)`.as(
          'live_volume',
        ),
    })
    .from(exercises)
    .where(eq(exercises.workoutId, cut.id))
    .as('stats');

  const rows = await db
    .select({
      id: cut.id,
      name: cut.name,
      date: cut.date,
      createdAt: cut.createdAt,
      completedAt: cut.completedAt,
      duration: cut.duration,
      isCompleted: cut.isCompleted,
      storedVolume: cut.storedVolume,
      calories: cut.calories,
      notes: cut.notes,
      programId: cut.programId,
      exerciseCount: stats.exerciseCount,
      setCount: stats.setCount,
      completedSetCount: stats.completedSetCount,
      liveVolume: stats.liveVolume,
    })
    .from(cut)
    .leftJoinLateral(stats, sql`true`)
    .orderBy(sql`${cut.date} desc`, sql`${cut.id} desc`);

  const page = rows.slice(0, opts.limit).map(({ storedVolume, liveVolume, ...r }) => ({
    ...r,
    exerciseCount: Number(r.exerciseCount ?? 0),
    setCount: Number(r.setCount ?? 0),
    completedSetCount: Number(r.completedSetCount ?? 0),
    totalVolume: r.isCompleted && storedVolume !== null ? storedVolume : Number(liveVolume ?? 0),
  }));
  const last = page.at(-1);
  const nextCursor = rows.length > opts.limit && last ? `${last.date}_${last.id}` : null;
  return { items: page, nextCursor };
}

/** Totals over the member's whole history under the current search (the filter does not narrow them). */
export async function countWorkouts(db: Executor, userId: number, search: string | undefined) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${workouts.isCompleted}))::int`,
    })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), searchOf(db, userId, search)));
  const total = Number(row?.total ?? 0);
  const completed = Number(row?.completed ?? 0);
  return { total, completed, inProgress: total - completed };
}

export async function listWorkouts(db: Executor, userId: number, input: z.output<typeof ListWorkoutsInput>) {
  const search = input.search || undefined;
  const [page, counts] = await Promise.all([
    listItems(db, userId, { ...input, search }),
    countWorkouts(db, userId, search),
  ]);
  return { ...page, counts };
}
