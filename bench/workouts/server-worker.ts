/**
 * The API in its own thread of the benchmark process, so autocannon's client work does not share the
 * server's event loop. Also mounts the bare baseline route: session lookup + insert, nothing else.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createServer } from '@coach/api';
import { SESSION_COOKIE, validateSessionToken } from '@coach/api-contract';
import { createDb, exercises } from '@coach/db';

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
