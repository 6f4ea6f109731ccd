import { exercises, workouts } from '@coach/db';
import { and, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from './executor.ts';
import type { ListWorkoutsInput, WORKOUT_STATUSES } from './schemas.ts';

type Status = (typeof WORKOUT_STATUSES)[number];

/** `%`, `_` and `\` are LIKE syntax; a member searching for "50%" means the characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive match over the workout's name, notes and the names of its sets. */
function searchOf(db: Executor, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(workouts.name, pattern),
    ilike(workouts.notes, pattern),
    exists(
      db
        .select({ one: sql`1` })
        .from(exercises)
        .where(and(eq(exercises.workoutId, workouts.id), ilike(exercises.name, pattern))),
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
 * One page of history items with their set statistics, in one query: a lateral aggregate per workout
 * reads only that workout's sets through exercises_workout_idx, so the cost follows the page size, not
 * the member's history.
 */
export async function listItems(
  db: Executor,
  userId: number,
  opts: { limit: number; cursor?: string | undefined; search?: string | undefined; status: Status },
) {
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
    .where(eq(exercises.workoutId, workouts.id))
    .as('stats');

  const rows = await db
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
      exerciseCount: stats.exerciseCount,
      setCount: stats.setCount,
      completedSetCount: stats.completedSetCount,
      liveVolume: stats.liveVolume,
    })
    .from(workouts)
    .leftJoinLateral(stats, sql`true`)
    .where(
      and(
        eq(workouts.userId, userId),
        statusOf(opts.status),
        searchOf(db, opts.search),
        cursorOf(opts.cursor),
      ),
    )
    .orderBy(desc(workouts.date), desc(workouts.id))
    .limit(opts.limit + 1);

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
    .where(and(eq(workouts.userId, userId), searchOf(db, search)));
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
