/**
 * The API in its own thread of the benchmark process, so autocannon's client work does not share the
 * server's event loop. Also mounts the bare baseline route: session lookup + insert, nothing else.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createServer } from '@coach/api';
import { SESSION_COOKIE, validateSessionToken } from '@coach/api-contract';
import { createDb, exercises } from '@coach/db';
import { countWorkouts, listItems } from '../../packages/api-contract/src/workouts/list.ts';

const { databaseUrl } = workerData as { databaseUrl: string };
const handle = await createDb({ databaseUrl, migrate: false, maxConnections: 20 });
const app = await createServer({ db: handle.db });

app.post('/bench/bare-set', async (req, reply) => {
  const token = req.cookies[SESSION_COOKIE];
  const auth = token ? await validateSessionToken(handle.db, token) : null;
  if (!auth) return reply.code(401).send();
  const body = req.body as {
    workoutId: number;
    name: string;
    sets: { reps: number; weight: number; rpe: number }[];
  };
  const rows = await handle.db
    .insert(exercises)
    .values(
      body.sets.map((s) => ({
        workoutId: body.workoutId,
        name: body.name,
        reps: s.reps,
        weight: s.weight,
        rpe: s.rpe,
        totalWeight: s.weight,
      })),
    )
    .returning();
  return reply.code(201).send(rows);
});

// The history list's baseline: the same session check and the same two statements as
// GET /api/workouts?limit=50, with no tRPC, no validation and no REST adapter.
app.get('/bench/bare-history', async (req, reply) => {
  const token = req.cookies[SESSION_COOKIE];
  const auth = token ? await validateSessionToken(handle.db, token) : null;
  if (!auth) return reply.code(401).send();
  const [page, counts] = await Promise.all([
    listItems(handle.db, auth.user.id, { limit: 50, status: 'all' }),
    countWorkouts(handle.db, auth.user.id, undefined),
  ]);
  return reply.send({ ...page, counts });
});

// The floor: a constant body of the history page's size, no session, no query. What the machine and
// Fastify (with the app's headers and hooks) can do before any work at all.
const staticBody = JSON.stringify({
  items: Array.from({ length: 50 }, (_, i) => ({
    id: i,
    name: 'Push Day - Bench & Dips',
    date: '2026-01-01',
    createdAt: '2026-01-01T10:00:00.000Z',
    completedAt: '2026-01-01T11:00:00.000Z',
    duration: 3600,
    isCompleted: true,
    totalVolume: 12345.5,
    calories: 400,
    notes: 'felt strong',
    exerciseCount: 4,
    setCount: 27,
    completedSetCount: 27,
    programId: null,
  })),
  nextCursor: '2025-12-01_1',
  counts: { total: 450, completed: 449, inProgress: 1 },
});
app.get('/bench/static', async (_req, reply) => reply.type('application/json').send(staticBody));

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
parentPort?.postMessage({ port: typeof address === 'object' && address ? address.port : 0 });
parentPort?.on('message', async (message) => {
  if (message === 'stop') {
    await app.close();
    await handle.close();
    parentPort?.postMessage('stopped');
  }
});
