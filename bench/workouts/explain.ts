/**
 * Prints the query plans of the history list and its counts for a heavy member:
 *   npx tsx bench/workouts/explain.ts
 * Uses the services themselves (their SQL is captured through drizzle's logger), on a fresh database.
 */
import { randomBytes } from 'node:crypto';
import { createDb, users } from '@coach/db';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
// Services are imported by path: they are server internals, not part of any package's public entry.
import { countWorkouts, listItems } from '../../packages/api-contract/src/workouts/list.ts';
import { workoutWithSets } from '../../packages/api-contract/src/workouts/service.ts';
import * as schema from '../../packages/db/src/schema/index.ts';
import { benchEnv } from '../env.ts';
import { seedHistory } from './seed.ts';

const adminUrl = benchEnv.databaseUrl;
const dbName = `bench_explain_${randomBytes(4).toString('hex')}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE "${dbName}"`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
try {
  const handle = await createDb({ databaseUrl: url.toString() });
  const ids: number[] = [];
  for (let i = 0; i < 6; i++) {
    const [u] = await handle.db
      .insert(users)
      .values({ email: `e${i}@example.com`, passwordHash: 'x', firstName: 'E' })
      .returning({ id: users.id });
    ids.push(u!.id);
    await seedHistory(handle.db, u!.id, 450, 3 * 365);
  }
  const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await client.unsafe('ANALYZE');
  const captured: { query: string; params: unknown[] }[] = [];
  const db = drizzle(client, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query, params) => void captured.push({ query, params }) },
  });
  const member = ids[2]!;
  const page0 = await listItems(db, member, { limit: 50, status: 'all' });
  await countWorkouts(db, member, undefined);
  await countWorkouts(db, member, 'deadlift');
  await listItems(db, member, { limit: 50, status: 'all', search: 'deadlift' });
  await listItems(db, member, {
    limit: 50,
    status: 'all',
    cursor: `${page0.items[49]!.date}_${page0.items[49]!.id}`,
  });
  const page = await listItems(db, member, { limit: 50, status: 'all' });
  await workoutWithSets(db, member, page.items[10]!.id);
  for (const { query, params } of captured) {
    const plan = await client.unsafe(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params as never[]);
    console.log(`\n${query}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  await client.end();
  await handle.close();
} finally {
  await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
}
