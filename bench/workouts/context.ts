/** What a reader needs to judge the numbers: how busy the machine was, and the database's own time. */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { countWorkouts, listItems } from '../../packages/api-contract/src/workouts/list.ts';
import * as schema from '../../packages/db/src/schema/index.ts';

/** Milliseconds for 10^8 additions: ~70-100 ms on an idle modern core; more means a slow or busy CPU. */
export function cpuCalibration(): number {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 1e8; i++) x += i;
  if (x < 0) console.log(x);
  return Math.round(performance.now() - start);
}

export const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * The server-side execution time (EXPLAIN ANALYZE, median of 15) of the history page query and its
 * counts, captured from the service itself through drizzle's logger.
 */
export async function databaseTimes(databaseUrl: string, userId: number) {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const captured: { query: string; params: unknown[] }[] = [];
  const db = drizzle(client, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query, params) => void captured.push({ query, params }) },
  });
  await listItems(db, userId, { limit: 50, status: 'all' });
  await countWorkouts(db, userId, undefined);
  const times: number[] = [];
  for (const { query, params } of captured) {
    const runs: number[] = [];
    for (let i = 0; i < 15; i++) {
      const plan = await client.unsafe(`EXPLAIN (ANALYZE) ${query}`, params as never[]);
      const line = plan.map((r) => String(r['QUERY PLAN'])).find((l) => l.startsWith('Execution Time'));
      runs.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? Number.NaN));
    }
    times.push(median(runs));
  }
  await client.end();
  return { page: times[0] ?? Number.NaN, counts: times[1] ?? Number.NaN };
}
