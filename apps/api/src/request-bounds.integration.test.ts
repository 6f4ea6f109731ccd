/**
 * Issue 9.3: one request cannot stall everyone. tRPC batches are capped, the history search and page
 * size are bounded, and a full batch of the longest searches over a large history stays fast.
 */
import { MAX_BATCH_SIZE } from '@coach/api-contract';
import { exercises, workouts } from '@coach/db';
import { createTestDb } from '@coach/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './server.ts';
import { as, registerMember } from './test-helpers.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let member: Awaited<ReturnType<typeof registerMember>>;
beforeAll(async () => {
  const handle = await createTestDb();
  app = await createServer({ db: handle.db });
  close = async () => {
    await app.close();
    await handle.close();
  };
  member = await registerMember(app);
  // A long history: 600 workouts of 8 sets each, with names and notes the searches must read.
  const rows = Array.from({ length: 600 }, (_, i) => ({
    userId: member.user.id,
    name: `Session ${i} push pull legs`,
    notes: `felt ok ${'lorem ipsum '.repeat(20)}`,
    date: new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10),
    isCompleted: true,
  }));
  const ids = await handle.db.insert(workouts).values(rows).returning({ id: workouts.id });
  const sets = ids.flatMap(({ id }) =>
    Array.from({ length: 8 }, (_, p) => ({
      workoutId: id,
      name: ['barbell bench press', 'barbell back squat', 'deadlift', 'pull-up'][p % 4] ?? 'deadlift',
      reps: 5,
      weight: 185,
      totalWeight: 185,
      sets: 1,
      position: p,
      isCompleted: true,
      muscleGroups: ['chest'],
    })),
  );
  for (let i = 0; i < sets.length; i += 1000)
    await handle.db.insert(exercises).values(sets.slice(i, i + 1000));
}, 120_000);
afterAll(() => close());

const listBatch = (n: number, search: string) => {
  const paths = Array.from({ length: n }, () => 'workouts.list').join(',');
  const input = Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { search: `${search}${i}` }]));
  return `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
};

describe('request bounds', () => {
  it(`answers 400 for a tRPC batch of more than ${MAX_BATCH_SIZE} calls (the issue's 35 included)`, async () => {
    for (const n of [MAX_BATCH_SIZE + 1, 35]) {
      const res = await as(app, member.cookie, { method: 'GET', url: listBatch(n, 'x') });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Batch call exceeds maximum size');
    }
  });

  it('answers 400 for a search over 100 characters and a page over 200', async () => {
    const long = await as(app, member.cookie, {
      method: 'GET',
      url: `/api/workouts?search=${'a'.repeat(101)}`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Search for at most 100 characters');
    const big = await as(app, member.cookie, { method: 'GET', url: '/api/workouts?limit=201' });
    expect(big.statusCode).toBe(400);
  });

  it(`a full batch of ${MAX_BATCH_SIZE} longest searches over 600 workouts answers quickly`, async () => {
    const search = 'q'.repeat(98);
    await as(app, member.cookie, { method: 'GET', url: listBatch(1, search) }); // warm the statements
    const started = performance.now();
    const res = await as(app, member.cookie, { method: 'GET', url: listBatch(MAX_BATCH_SIZE, search) });
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    console.info(`batch of ${MAX_BATCH_SIZE} searches: ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(3000);
  });
});
