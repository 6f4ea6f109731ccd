/**
 * Where the time of one history-list request goes, layer by layer, sequentially (no concurrency):
 *   npx tsx bench/workouts/profile.ts      (add --cpu-prof to node via NODE_OPTIONS for a profile)
 * service call → tRPC caller (validation, output parsing) → Fastify inject (REST adapter, JSON, hooks).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createServer } from '@coach/api';
import { createDb } from '@coach/db';
import postgres from 'postgres';
import { validateSessionToken } from '../../packages/api-contract/src/auth/session.ts';
import { createContextInner } from '../../packages/api-contract/src/context.ts';
import { createCaller } from '../../packages/api-contract/src/root.ts';
import { countWorkouts, listItems, listWorkouts } from '../../packages/api-contract/src/workouts/list.ts';
import { benchEnv } from '../env.ts';
import { seedHistory } from './seed.ts';

const adminUrl = benchEnv.databaseUrl;
const dbName = `bench_profile_${randomBytes(4).toString('hex')}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE "${dbName}"`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const N = benchEnv.profileRequests;

async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn();
  const start = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < N; i++) await fn();
  const used = process.cpuUsage(cpu);
  const wall = (performance.now() - start) / N;
  // CPU time is this process's own work (Node side); wall time adds the database and any waiting.
  const cpuMs = (used.user + used.system) / 1000 / N;
  console.log(
    `${label.padEnd(32)} wall ${wall.toFixed(2).padStart(7)} ms   node cpu ${cpuMs.toFixed(2).padStart(6)} ms`,
  );
}

try {
  const handle = await createDb({ databaseUrl: url.toString() });
  const app = await createServer({ db: handle.db });
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: 'p@example.com', password: 'secret12', firstName: 'P' },
  });
  const cookie = String(reg.headers['set-cookie']).split(';')[0]!;
  const member = reg.json() as { id: number };
  const { workoutIds } = await seedHistory(handle.db, member.id, 450, 3 * 365);
  const token = cookie.split('=')[1]!;
  const auth = await validateSessionToken(handle.db, token);
  const caller = createCaller(createContextInner({ db: handle.db, auth }));
  const input = { limit: 50, status: 'all' as const };

  await time('session lookup', () => validateSessionToken(handle.db, token));
  await time('list: page query', () => listItems(handle.db, member.id, input));
  await time('list: counts query', () => countWorkouts(handle.db, member.id, undefined));
  await time('list: service', () => listWorkouts(handle.db, member.id, input));
  await time('list: tRPC caller', () => caller.workouts.list(input));
  await time('list: REST inject', () =>
    app.inject({ method: 'GET', url: '/api/workouts?limit=50', headers: { cookie } }),
  );
  const id = workoutIds[200]!;
  await time('byId: tRPC caller', () => caller.workouts.byId({ id }));
  await time('byId: REST inject', () =>
    app.inject({ method: 'GET', url: `/api/workouts/${id}`, headers: { cookie } }),
  );
  await app.close();
  await handle.close();
} finally {
  await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
}
