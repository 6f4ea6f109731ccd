/**
 * The history list's two statements, built once per shape and reused as drizzle prepared queries:
 * building a query this size (subquery, lateral aggregate, search) costs as much CPU as running it, and
 * the list is the busiest read. Values travel as placeholders; only the shape (status filter, search
 * on or off, cursor on or off) picks the statement.
 */
import { exercises, workouts } from '@coach/db';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../shared/executor.ts';
import { newestFirst } from './order.ts';
import type { WORKOUT_STATUSES } from './schemas.ts';

export type Status = (typeof WORKOUT_STATUSES)[number];
export interface Shape {
  status: Status;
  search: boolean;
  cursor: boolean;
}

const userId = sql.placeholder('userId');
const pattern = sql.placeholder('pattern');

/**
 * `%`, `_` and `\` are LIKE syntax; a member searching for "50%" means the characters. Lower-cased
 * here, once, and matched with LIKE against lower(column): ILIKE lower-cases the pattern again for
 * every row, which made long searches cost ~40 µs a row on PGlite (a 100-character search over a long
 * history took seconds). The trigram indexes on lower(column) serve this form on a large database.
 */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const matches = (column: AnyPgColumn) => sql`lower(${column}) like ${pattern}`;

/**
 * Case-insensitive match over the workout's name, notes and the names of its sets. The set names are
 * matched among this member's sets only (an IN over their workouts), so the cost follows one member's
 * history rather than every member's sets.
 */
function searchOf(db: Executor) {
  const mine = alias(workouts, 'mine');
  return or(
    matches(workouts.name),
    matches(workouts.notes),
    inArray(
      workouts.id,
      db
        .select({ id: exercises.workoutId })
        .from(exercises)
        .innerJoin(mine, eq(mine.id, exercises.workoutId))
        .where(and(eq(mine.userId, userId), matches(exercises.name))),
    ),
  );
}

const statusOf = (status: Status) =>
  status === 'all' ? undefined : eq(workouts.isCompleted, status === 'completed');

// Keyset on the (user_id, date desc, id desc) index: the page after the last item seen.
const afterCursor = sql`(${workouts.date}, ${workouts.id}) < (${sql.placeholder('cursorDate')}::date, ${sql.placeholder('cursorId')}::int)`;

function buildPage(db: Executor, shape: Shape, name: string) {
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
        statusOf(shape.status),
        shape.search ? searchOf(db) : undefined,
        shape.cursor ? afterCursor : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
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

  return db
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
    .orderBy(sql`${cut.date} desc`, sql`${cut.id} desc`)
    .prepare(name);
}

function buildCounts(db: Executor, search: boolean) {
  return db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${workouts.isCompleted}))::int`,
    })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), search ? searchOf(db) : undefined))
    .prepare(`workouts_counts_${search}`);
}

/** One cache per database handle (a transaction gets its own, short-lived). */
const pages = new WeakMap<Executor, Map<string, ReturnType<typeof buildPage>>>();
const counts = new WeakMap<Executor, Map<boolean, ReturnType<typeof buildCounts>>>();

function cached<K, V>(store: WeakMap<Executor, Map<K, V>>, db: Executor, key: K, build: () => V): V {
  const byKey = store.get(db) ?? new Map<K, V>();
  store.set(db, byKey);
  const hit = byKey.get(key) ?? build();
  byKey.set(key, hit);
  return hit;
}

export const pageStatement = (db: Executor, shape: Shape) =>
  cached(pages, db, `${shape.status}_${shape.search}_${shape.cursor}`, () =>
    buildPage(db, shape, `workouts_page_${shape.status}_${shape.search}_${shape.cursor}`),
  );

export const countsStatement = (db: Executor, search: boolean) =>
  cached(counts, db, search, () => buildCounts(db, search));
