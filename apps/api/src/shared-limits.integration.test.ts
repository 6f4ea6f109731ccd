/**
 * Issue 9.7: rate limits and the coach's daily limit are kept in the database (or Redis), so two API
 * processes behind one port share them instead of doubling them. Two createServer instances on one
 * database stand for the two processes; on PostgreSQL each has its own connection pool.
 */
import { createDb, type Db, type DbHandle } from '@coach/db';
import { createTestDb } from '@coach/db/testing';
import type { FastifyInstance } from 'fastify';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { createRedisLimitStore } from './redis-limits.ts';
import { createServer } from './server.ts';
import { as, registerMember } from './test-helpers.ts';

const anthropic = setupServer();
let providerCalls = 0;
const redisUrl = parseEnv().REDIS_URL;

let first: DbHandle;
let second: DbHandle;
const servers: FastifyInstance[] = [];
beforeAll(async () => {
  anthropic.listen({ onUnhandledRequest: 'error' });
  anthropic.use(
    http.post('https://api.anthropic.com/v1/messages', async () => {
      providerCalls += 1;
      // Slow enough that concurrent requests overlap, as they would behind a load balancer.
      await new Promise((r) => setTimeout(r, 150));
      return HttpResponse.json({
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        model: 'claude-haiku-5-5',
        content: [{ type: 'text', text: JSON.stringify({ sets: [], note: 'fine' }) }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 5 },
      });
    }),
  );
  first = await createTestDb();
  // A second connection to the same database: its own pool on PostgreSQL, the same engine on PGlite.
  second = first.url ? await createDb({ databaseUrl: first.url, migrate: false, maxConnections: 3 }) : first;
}, 60_000);
afterAll(async () => {
  anthropic.close();
  for (const app of servers) await app.close();
  for (const s of redisStores) await s.close();
  if (second !== first) await second.close();
  await first.close();
});

const prefix = `coach-test-${process.pid}-${Date.now()}:`;
const redisStores: ReturnType<typeof createRedisLimitStore>[] = [];
const track = (s: ReturnType<typeof createRedisLimitStore>) => {
  redisStores.push(s);
  return s;
};

async function pair(store: 'postgres' | 'redis') {
  const make = async (db: Db) => {
    const app = await createServer({
      db,
      // Each process opens its own Redis connection; a per-run prefix, since Redis outlives the database.
      ...(store === 'redis' && redisUrl ? { limiter: track(createRedisLimitStore(redisUrl, prefix)) } : {}),
      coachSettings: { anthropicApiKey: 'test-key', timeoutMs: 2000, dailyLimit: 2 },
    });
    servers.push(app);
    return app;
  };
  return [await make(first.db), await make(second.db)] as const;
}

const stores = redisUrl ? (['postgres', 'redis'] as const) : (['postgres'] as const);
if (!redisUrl) console.info('REDIS_URL is not set: the Redis variant of the shared-limits test is skipped');

describe.each(stores)('two API processes sharing limits in %s', (store) => {
  it('count login failures together: 3 on one and 2 on the other block the 6th', async () => {
    const [a, b] = await pair(store);
    const { email } = await registerMember(a);
    const ip = `10.55.${store === 'redis' ? 1 : 0}.1`;
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a, b]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email, password: 'wrong-one' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('share the per-address limit', async () => {
    const [a, b] = await pair(store);
    // Redis outlives the test database: a fresh address per run keeps earlier runs' counts out.
    const ip = `10.${store === 'redis' ? 56 : 55}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await (i % 2 ? b : a).inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: `p${i}@x.co`, password: 'whatever1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it("share the coach's daily limit, even for concurrent calls", async () => {
    const [a, b] = await pair(store);
    const member = await registerMember(a);
    const w = await as(a, member.cookie, { method: 'POST', url: '/api/workouts', payload: { name: 'Push' } });
    const before = providerCalls;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        as(i % 2 ? b : a, member.cookie, {
          method: 'POST',
          url: `/api/workouts/${w.json().id}/journal`,
          payload: { content: `felt fine ${i}` },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(providerCalls - before).toBe(2);
    expect(answers.filter((r) => r.json().provider === 'anthropic')).toHaveLength(2);
  });
});
