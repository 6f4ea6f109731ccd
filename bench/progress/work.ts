/**
 * Database work per call, which machine load does not blur: the statements each service issues
 * (captured through drizzle's logger), and for each the buffers it touched and its execution time
 * (EXPLAIN (ANALYZE, BUFFERS), median of 5). Flat in history size means these stay put from 50 to
 * 2,000 workouts.
 */
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { listGoals } from '../../packages/api-contract/src/goals/service.ts';
import { bodyMap } from '../../packages/api-contract/src/progress/body-map.ts';
import { exerciseHistory } from '../../packages/api-contract/src/progress/exercise-history.ts';
import { insights } from '../../packages/api-contract/src/progress/insights.ts';
import { muscleGroupProgress } from '../../packages/api-contract/src/progress/muscle-group.ts';
import { progressSummary } from '../../packages/api-contract/src/progress/summary.ts';
import type { Executor } from '../../packages/api-contract/src/shared/executor.ts';
import { dashboard } from '../../packages/api-contract/src/workouts/dashboard.ts';
import { listWorkouts } from '../../packages/api-contract/src/workouts/list.ts';
import * as schema from '../../packages/db/src/schema/index.ts';

type Member = { id: number; timeZone: string; weight: number | null; weightUnit: 'lb' | 'kg' };
export const CALLS: Record<string, (db: Executor, m: Member) => Promise<unknown>> = {
  'history list (baseline)': (db, m) => listWorkouts(db, m.id, { limit: 50, status: 'all' }),
  dashboard: (db, m) => dashboard(db, m),
  'progress.summary': (db, m) => progressSummary(db, m),
  'progress.bodyMap': (db, m) => bodyMap(db, m),
  'progress.muscleGroup': (db, m) => muscleGroupProgress(db, m, 1),
  'progress.exercise (52 weeks)': (db, m) =>
    exerciseHistory(db, m, { name: 'barbell bench press', weeks: 52 }),
  'progress.insights': (db, m) => insights(db, m),
  'goals.list (4 tracked goals)': (db, m) => listGoals(db, m),
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export interface Work {
  size: number;
  name: string;
  statements: number;
  buffers: number;
  dbMs: number;
}

export async function databaseWork(
  databaseUrl: string,
  members: { size: number; id: number }[],
): Promise<Work[]> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const captured: { query: string; params: unknown[] }[] = [];
  const db = drizzle(client, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query, params) => void captured.push({ query, params }) },
  }) as unknown as Executor;
  const out: Work[] = [];
  try {
    for (const m of members) {
      for (const [name, call] of Object.entries(CALLS)) {
        captured.length = 0;
        await call(db, { id: m.id, timeZone: 'UTC', weight: 180, weightUnit: 'lb' });
        const statements = [...captured];
        let buffers = 0;
        let dbMs = 0;
        for (const { query, params } of statements) {
          const runs: { buffers: number; ms: number }[] = [];
          for (let i = 0; i < 5; i++) {
            const [row] = await client.unsafe(
              `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query}`,
              params as never[],
            );
            const [plan] = (row as Record<string, unknown>)['QUERY PLAN'] as {
              Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
              'Execution Time': number;
            }[];
            runs.push({
              buffers: plan!.Plan['Shared Hit Blocks'] + plan!.Plan['Shared Read Blocks'],
              ms: plan!['Execution Time'],
            });
          }
          buffers += median(runs.map((r) => r.buffers));
          dbMs += median(runs.map((r) => r.ms));
        }
        out.push({
          size: m.size,
          name,
          statements: statements.length,
          buffers,
          dbMs: Math.round(dbMs * 100) / 100,
        });
      }
    }
  } finally {
    await client.end();
  }
  return out;
}
