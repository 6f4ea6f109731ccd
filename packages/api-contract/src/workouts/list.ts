import type { z } from 'zod';
import type { Executor } from '../shared/executor.ts';
import { countsStatement, likePattern, pageStatement, type Status } from './history-queries.ts';
import type { ListWorkoutsInput } from './schemas.ts';

interface PageOptions {
  limit: number;
  cursor?: string | undefined;
  search?: string | undefined;
  status: Status;
}

/**
 * One page of history items with their set statistics, in one query. The page is cut first (an index
 * scan on workouts_user_date_idx with the limit) and only then joined to a lateral aggregate that reads
 * each page workout's sets through exercises_workout_idx, so the cost follows the page size, not the
 * member's history. Cutting the page in a subquery keeps that shape under a generic prepared-statement
 * plan too, where the planner cannot see the limit's value.
 */
export async function listItems(db: Executor, userId: number, opts: PageOptions) {
  const [cursorDate, cursorId] = opts.cursor?.split('_') ?? [];
  const shape = { status: opts.status, search: Boolean(opts.search), cursor: Boolean(opts.cursor) };
  // One more row than the limit tells whether another page follows.
  const rows = await pageStatement(db, shape).execute({
    userId,
    limit: opts.limit + 1,
    pattern: opts.search ? likePattern(opts.search) : null,
    cursorDate: cursorDate ?? null,
    cursorId: cursorId === undefined ? null : Number(cursorId),
  });
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
  const [row] = await countsStatement(db, Boolean(search)).execute({
    userId,
    pattern: search ? likePattern(search) : null,
  });
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
