/**
 * Workouts benchmark: a heavy member (three years, ~450 workouts, ~12,000 sets) on PostgreSQL,
 * measured with autocannon over loopback. Run from the repository root:
 *   npx tsx bench/workouts/run.ts            (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test)
 * Creates a fresh database, drops it afterwards, prints a table and writes bench/workouts/RESULTS.md.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createDb, users, workouts } from '@coach/db';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { benchEnv } from '../env.ts';
import { cpuCalibration, databaseTimes, load } from './context.ts';
import { seedHistory } from './seed.ts';
import { startWorkerServer, type WorkerServer } from './worker-server.ts';

const DURATION_S = benchEnv.seconds;
const CONNECTIONS = [1, 50];
const adminUrl = benchEnv.databaseUrl;

const dbName = `bench_workouts_${randomBytes(4).toString('hex')}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE "${dbName}"`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const databaseUrl = url.toString();

let server: WorkerServer | undefined;
try {
  const { db, close } = await createDb({ databaseUrl });
  server = await startWorkerServer(databaseUrl);
  const base = server.base;

  // The member signs up through the API like anyone else; the cookie is reused for every request.
  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${dbName}@example.com`,
      password: 'bench-password',
      firstName: 'Ben',
    }),
  });
  if (register.status !== 201) throw new Error(`register failed: ${register.status}`);
  const cookie = String(register.headers.get('set-cookie')).split(';')[0]!;
  const member = (await register.json()) as { id: number };

  const started = Date.now();
  const heavy = await seedHistory(db, member.id, 450, 3 * 365);
  // Other members share the tables, so per-member scoping has to come from the indexes.
  for (let i = 0; i < 5; i++) {
    const [other] = await db
      .insert(users)
      .values({ email: `other-${i}-${dbName}@example.com`, passwordHash: 'x', firstName: 'Other' })
      .returning({ id: users.id });
    await seedHistory(db, other!.id, 450, 3 * 365);
  }
  const [open] = await db
    .insert(workouts)
    .values({ userId: member.id, name: 'In progress', date: new Date().toISOString().slice(0, 10) })
    .returning({ id: workouts.id });
  await db.execute('ANALYZE');
  const seedSeconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `seeded ${heavy.workoutIds.length} workouts / ${heavy.sets} sets for the member (+5 others) in ${seedSeconds}s`,
  );

  const dbTimes = await databaseTimes(databaseUrl, member.id);
  const loadBefore = load();
  const calibration = cpuCalibration();
  console.log(
    `database time: page ${dbTimes.page} ms, counts ${dbTimes.counts} ms; load ${loadBefore}; 1e8 adds ${calibration} ms`,
  );

  const sample = heavy.workoutIds[Math.floor(heavy.workoutIds.length / 2)]!;
  const setBody = JSON.stringify({
    workoutId: open!.id,
    name: 'bench press',
    sets: [{ reps: 8, weight: 185, rpe: 8 }],
  });
  const json = { cookie, 'content-type': 'application/json', origin: base };
  const cases = [
    {
      name: 'history list (GET /api/workouts?limit=50)',
      url: `${base}/api/workouts?limit=50`,
      method: 'GET' as const,
    },
    {
      name: 'bare history: session + the same two statements',
      url: `${base}/bench/bare-history`,
      method: 'GET' as const,
    },
    {
      name: 'one workout + 27 sets (GET /api/workouts/:id)',
      url: `${base}/api/workouts/${sample}`,
      method: 'GET' as const,
    },
    {
      name: 'log a set (POST /api/exercises)',
      url: `${base}/api/exercises`,
      method: 'POST' as const,
      body: setBody,
    },
    {
      name: 'floor: constant 15 KB JSON, no work',
      url: `${base}/bench/static`,
      method: 'GET' as const,
    },
    {
      name: 'bare route: session + insert',
      url: `${base}/bench/bare-set`,
      method: 'POST' as const,
      body: setBody,
    },
  ];

  type Row = { name: string; connections: number; p50: number; p99: number; rps: number; errors: number };
  const measure = async (c: (typeof cases)[number], connections: number): Promise<Row> => {
    const options = {
      url: c.url,
      method: c.method,
      headers: c.method === 'GET' ? { cookie } : json,
      connections,
    };
    const body = c.body ? { body: c.body } : {};
    await autocannon({ ...options, ...body, duration: 1 }); // warm-up: JIT, pools, plans
    const r = await autocannon({ ...options, ...body, duration: DURATION_S });
    const row = {
      name: c.name,
      connections,
      p50: r.latency.p50,
      p99: r.latency.p99,
      rps: Math.round(r.requests.average),
      errors: r.non2xx + r.errors,
    };
    console.log(`${c.name} @${connections}: p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.rps} req/s`);
    return row;
  };

  // The history list and its bare baseline alternate, ROUNDS times, so a busy moment on this shared
  // machine lands on both; each keeps its median round.
  const ROUNDS = 3;
  const historyPair = cases.filter((c) => c.name.startsWith('history') || c.name.startsWith('bare history'));
  const paired: Row[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const connections of CONNECTIONS)
      for (const c of historyPair) paired.push(await measure(c, connections));
  const medianRow = (name: string, connections: number) => {
    const runs = paired
      .filter((r) => r.name === name && r.connections === connections)
      .sort((a, b) => a.rps - b.rps);
    return runs[Math.floor(runs.length / 2)]!;
  };
  const rows: Row[] = historyPair.flatMap((c) => CONNECTIONS.map((n) => medianRow(c.name, n)));
  for (const c of cases.filter((c) => !historyPair.includes(c)))
    for (const connections of CONNECTIONS) rows.push(await measure(c, connections));

  const rpsOf = (name: string, connections: number) =>
    rows.find((r) => r.name.startsWith(name) && r.connections === connections)?.rps ?? 0;
  const ratios = CONNECTIONS.map((n) => ({
    connections: n,
    ratio: rpsOf('log a set', n) / Math.max(1, rpsOf('bare route', n)),
  }));
  const historyRatios = CONNECTIONS.map((n) => ({
    connections: n,
    ratio: rpsOf('history list', n) / Math.max(1, rpsOf('bare history', n)),
  }));
  const listP99 = rows.find((r) => r.name.startsWith('history') && r.connections === 50)?.p99 ?? Infinity;

  const table = [
    '| case | connections | p50 ms | p99 ms | req/s | non-2xx/errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${r.connections} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.errors} |`),
  ].join('\n');
  const verdicts = [
    ...historyRatios.map(
      (r) =>
        `- History list vs bare history route at ${r.connections} connection(s): ${(r.ratio * 100).toFixed(0)}% of the bare throughput (target ≥ 50%): ${r.ratio >= 0.5 ? 'met' : 'MISSED'}`,
    ),
    `- History list p99 at 50 connections: ${listP99} ms (target ≤ 25 ms): ${listP99 <= 25 ? 'met' : 'MISSED'}`,
    ...ratios.map(
      (r) =>
        `- Set logging vs bare route at ${r.connections} connection(s): ${(r.ratio * 100).toFixed(0)}% of the bare throughput (target ≥ 50%): ${r.ratio >= 0.5 ? 'met' : 'MISSED'}`,
    ),
  ].join('\n');
  const report = `# Workouts benchmark

Run: ${new Date().toISOString()} · Node ${process.version} · ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'}) ·
PostgreSQL on loopback · ${DURATION_S} s per case after a 1 s warm-up · server in a worker thread of the
benchmark process, autocannon in the main thread. The history list and its bare route ran interleaved,
${ROUNDS} rounds (list, bare, list, bare, ...); their rows are the median round.

Machine: load average (1/5/15 min) ${loadBefore} before and ${load()} after the runs; 10^8 additions took
${calibration} ms in this process (~70-100 ms on an idle modern core), so this is how much slower than a
quiet machine the CPU was.

Database time for the history page (EXPLAIN ANALYZE, median of 15): ${dbTimes.page} ms for the page of 50 with its
set statistics, ${dbTimes.counts} ms for the counts.

Data: the member has ${heavy.workoutIds.length} completed workouts over three years and ${heavy.sets} sets; five other
members have the same again (${6 * heavy.sets} sets in the table). Set logging appends to one in-progress workout.

${table}

${verdicts}

Overhead ratio: the bare route does the session lookup and the insert with no tRPC, no validation, no
ownership check and no position lookup; the API route adds those (one extra query: ownership, state and
the next position in one statement).

## Reading the history-list target

With a closed loop of N connections, latency ≈ N / throughput (Little's law). A p99 of 25 ms at 50
connections needs more than 2,000 requests/s from one Node process. On this machine even the bare route
(one session read and one insert, no framework) serves ${rpsOf('bare route', 50)} requests/s at 50 connections, so its own
p50 is ${rows.find((r) => r.name.startsWith('bare') && r.connections === 50)?.p50 ?? '?'} ms: the target cannot be met here by any query shape; what the
code controls is the per-request cost, shown by the 1-connection rows and the database time above.
The floor row makes it concrete: the same server answering a constant body of the history page's size,
with no session, no query and no framework work, has a p99 of ${rows.find((r) => r.name.startsWith('floor') && r.connections === 50)?.p99 ?? '?'} ms at 50 connections.

What was profiled and fixed (bench/workouts/explain.ts and profile.ts):
- The ORDER BY said \`date DESC, id DESC\` (NULLS FIRST) while workouts_user_date_idx is
  \`DESC NULLS LAST\`, so PostgreSQL aggregated the sets of all 450 workouts and sorted: 19 ms in the
  database. Spelled like the index, and with the page cut in a subquery before the lateral set aggregate
  (robust under generic prepared plans too), the page reads 51 index entries: ~2 ms.
- Building the drizzle query cost as much CPU as running it: the list and its counts are now prepared
  statements per query shape, which took the service's own CPU per request down by over a third.
- Remaining per-request CPU, in order: the session lookup, the page query's row mapping, tRPC output
  validation, the REST adapter and JSON.

Reproduce: \`npx tsx bench/workouts/run.ts\` from the repository root (\`BENCH_SECONDS\` changes the duration).
`;
  console.log(`\n${table}\n\n${verdicts}`);
  writeFileSync(new URL('./RESULTS.md', import.meta.url), report);

  await db.select().from(users).where(eq(users.id, member.id));
  await close();
} finally {
  await server?.stop();
  await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end({ timeout: 5 });
}
