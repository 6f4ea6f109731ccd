/**
 * Progress benchmark: is every progress call flat in history size? Members with 50, 500 and 2,000
 * completed workouts (bench/progress/seed.ts) on PostgreSQL; each call is measured against the history
 * list (GET /api/workouts?limit=50) in the same run, cases interleaved in shuffled order each round
 * so machine load (shared with other work) falls on all of them alike. Run from the repository root:
 *   npx tsx bench/progress/run.ts     (BENCH_SECONDS per case per round, BENCH_ROUNDS rounds)
 * Creates a fresh database, drops it afterwards, prints a table and writes bench/progress/RESULTS.md.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createDb } from '@coach/db';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { benchEnv } from '../env.ts';
import { cpuCalibration, load } from '../workouts/context.ts';
import { startWorkerServer, type WorkerServer } from '../workouts/worker-server.ts';
import { report } from './report.ts';
import { SIZES, seedMember, seedOther } from './seed.ts';
import { databaseWork } from './work.ts';

const SECONDS = benchEnv.seconds;
const ROUNDS = benchEnv.progressRounds;
const dbName = `bench_progress_${randomBytes(4).toString('hex')}`;
const admin = postgres(benchEnv.databaseUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE "${dbName}"`);
const url = new URL(benchEnv.databaseUrl);
url.pathname = `/${dbName}`;
const databaseUrl = url.toString();

export const CASES = [
  { name: 'history list (baseline)', path: '/api/workouts?limit=50' },
  { name: 'dashboard', path: '/api/dashboard' },
  { name: 'progress.summary', path: '/api/progress/summary' },
  { name: 'progress.bodyMap', path: '/api/progress/body-map' },
  { name: 'progress.muscleGroup', path: '/api/muscle-groups/1/progress' },
  { name: 'progress.exercise (52 weeks)', path: '/api/progress/exercises/barbell%20bench%20press' },
  { name: 'progress.insights', path: '/api/progress/insights' },
  { name: 'goals.list (4 tracked goals)', path: '/api/goals' },
] as const;

export interface Ratio {
  size: number;
  name: string;
  ratio: number;
}

export interface Sample {
  size: number;
  name: string;
  mean: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

const shuffle = <T>(list: readonly T[]) =>
  list
    .map((x) => ({ x, k: Math.random() }))
    .sort((a, b) => a.k - b.k)
    .map(({ x }) => x);

let server: WorkerServer | undefined;
try {
  const { db, close } = await createDb({ databaseUrl });
  server = await startWorkerServer(databaseUrl);
  const base = server.base;

  const started = Date.now();
  const members: { size: number; id: number; cookie: string; sets: number; days: number }[] = [];
  for (const size of SIZES) {
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${size}-${dbName}@example.com`,
        password: 'bench-password',
        firstName: 'Ben',
      }),
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
    const { id } = (await res.json()) as { id: number };
    const seeded = await seedMember(db, id, size);
    members.push({
      size,
      id,
      cookie: String(res.headers.get('set-cookie')).split(';')[0]!,
      sets: seeded.sets,
      days: seeded.days,
    });
  }
  for (const tag of ['a', 'b']) await seedOther(db, `${tag}-${dbName}`, 500);
  await db.execute('ANALYZE');
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)}s`);

  const loadBefore = load();
  const calibration = cpuCalibration();
  const samples: Sample[] = [];
  const measure = async (
    size: number,
    cookie: string,
    c: { name: string; path: string },
    method: 'GET' | 'POST' = 'GET',
    body?: string,
    warm = false,
  ) => {
    const headers: Record<string, string> =
      method === 'GET' ? { cookie } : { cookie, 'content-type': 'application/json', origin: base };
    const options = { url: `${base}${c.path}`, method, headers, connections: 1, ...(body ? { body } : {}) };
    if (warm) await autocannon({ ...options, duration: 1 }); // warm-up: JIT, pools, plans
    const r = await autocannon({ ...options, duration: SECONDS });
    const sample = {
      size,
      name: c.name,
      mean: r.latency.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      rps: r.requests.average,
      errors: r.non2xx + r.errors,
    };
    samples.push(sample);
    console.log(
      `${size} ${c.name}: mean ${sample.mean.toFixed(2)} ms, p99 ${sample.p99} ms${sample.errors ? `, ${sample.errors} errors` : ''}`,
    );
    return sample;
  };
  // Each call is measured right after the history list for the same member, and its cost is the
  // ratio of the pair: load that changes over seconds (the machine is shared) falls on both alike.
  const [baseline, ...calls] = CASES;
  const pair = async (
    m: (typeof members)[number],
    c: { name: string; path: string },
    method?: 'POST',
    body?: string,
  ) => {
    const b = await measure(m.size, m.cookie, baseline);
    const x = await measure(m.size, m.cookie, c, method, body);
    ratios.push({ size: m.size, name: c.name, ratio: x.mean / b.mean });
  };
  const ratios: Ratio[] = [];
  for (const m of members) for (const c of CASES) await measure(m.size, m.cookie, c, 'GET', undefined, true);
  samples.length = 0;
  for (let round = 0; round < ROUNDS; round++) {
    console.log(`round ${round + 1}/${ROUNDS}`);
    const jobs = members.flatMap((m) => calls.map((c) => ({ m, c })));
    for (const { m, c } of shuffle(jobs)) await pair(m, c);
  }
  const work = await databaseWork(databaseUrl, members);
  // Writes last: each request creates an in-progress workout, which would change the reads' data.
  for (const m of members) {
    await pair(
      m,
      { name: 'progress.targetedWorkout (POST)', path: '/api/progress/targeted-workout' },
      'POST',
      JSON.stringify({ groups: ['chest', 'back'] }),
    );
  }

  const text = report({
    samples,
    ratios,
    work,
    members,
    seconds: SECONDS,
    rounds: ROUNDS,
    machine: {
      loadBefore,
      loadAfter: load(),
      calibration,
      cpus: cpus().length,
      model: cpus()[0]?.model ?? 'unknown',
    },
  });
  console.log(text);
  writeFileSync(new URL('./RESULTS.md', import.meta.url), text);
  await close();
} finally {
  await server?.stop();
  await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end({ timeout: 5 });
}
