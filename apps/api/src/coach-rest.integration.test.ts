import { createAppCoach } from '@coach/api-contract';
import { aiCalls, type Db } from '@coach/db';
import { createTestDb } from '@coach/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './server.ts';
import { as, registerMember } from './test-helpers.ts';

/** The Anthropic API, faked at the network edge. */
const anthropic = setupServer();
let calls = 0;
function claudeAnswers(json: unknown, status = 200) {
  anthropic.use(
    http.post('https://api.anthropic.com/v1/messages', () => {
      calls += 1;
      if (status !== 200)
        return HttpResponse.json(
          { type: 'error', error: { type: 'api_error', message: 'boom' } },
          { status },
        );
      return HttpResponse.json({
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        model: 'claude-haiku-5-5',
        content: [{ type: 'text', text: JSON.stringify(json) }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 321, output_tokens: 54 },
      });
    }),
  );
}

let db: Db;
let closeDb: () => Promise<void>;
let claude: FastifyInstance;
let offline: FastifyInstance;
beforeAll(async () => {
  anthropic.listen({ onUnhandledRequest: 'error' });
  const handle = await createTestDb();
  db = handle.db;
  closeDb = handle.close;
  claude = await createServer({
    db,
    coach: createAppCoach(db, { anthropicApiKey: 'test-key', timeoutMs: 2000, dailyLimit: 2 }),
  });
  offline = await createServer({ db });
});
afterEach(() => anthropic.resetHandlers());
afterAll(async () => {
  anthropic.close();
  await claude.close();
  await offline.close();
  await closeDb();
});

async function workoutFor(app: FastifyInstance) {
  const member = await registerMember(app);
  const res = await as(app, member.cookie, {
    method: 'POST',
    url: '/api/workouts',
    payload: { name: 'Push' },
  });
  return { ...member, workoutId: res.json().id as number };
}

const claudeSets = {
  sets: [1, 2].map(() => ({
    name: 'bench',
    reps: 5,
    weight: 225,
    rpe: 9,
    isBodyweight: false,
    muscleGroups: ['chest'],
    notes: null,
  })),
  note: null,
};

describe('POST /api/workouts/:id/journal with Claude', () => {
  it("logs Claude's answer and records the call with its tokens", async () => {
    claudeAnswers(claudeSets);
    const m = await workoutFor(claude);
    const res = await as(claude, m.cookie, {
      method: 'POST',
      url: `/api/workouts/${m.workoutId}/journal`,
      payload: { content: 'bench 2x5 @225 rpe 9' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.provider).toBe('anthropic');
    expect(body.sets.map((s: { name: string; weight: number }) => [s.name, s.weight])).toEqual([
      ['barbell bench press', 225],
      ['barbell bench press', 225],
    ]);
    const rows = await db.select().from(aiCalls).where(eq(aiCalls.userId, m.user.id));
    expect(rows).toEqual([
      expect.objectContaining({
        feature: 'parseJournal',
        provider: 'anthropic',
        inputTokens: 321,
        outputTokens: 54,
        outcome: 'ok',
      }),
    ]);
  });

  it('falls back to the offline coach on a provider error, and past the daily limit stops calling', async () => {
    claudeAnswers({}, 500);
    const m = await workoutFor(claude);
    const journal = () =>
      as(claude, m.cookie, {
        method: 'POST',
        url: `/api/workouts/${m.workoutId}/journal`,
        payload: { content: 'squat 3x5 @315' },
      });
    const before = calls;
    const failed = await journal();
    expect(failed.statusCode).toBe(201);
    expect(failed.json().provider).toBe('offline');
    expect(failed.json().sets).toHaveLength(3);
    expect(calls).toBeGreaterThan(before);

    claudeAnswers(claudeSets);
    await journal(); // the second provider call of the day
    const atLimit = calls;
    const limited = await journal();
    expect(limited.json().provider).toBe('offline');
    expect(calls).toBe(atLimit);
    const outcomes = (await db.select().from(aiCalls).where(eq(aiCalls.userId, m.user.id))).map(
      (r) => r.outcome,
    );
    expect(outcomes).toEqual(['fallback', 'ok', 'limited']);
  });
});

describe('coach calls over REST (offline coach)', () => {
  it('edits a group in plain English and answers changesSummary', async () => {
    const m = await workoutFor(offline);
    const logged = await as(offline, m.cookie, {
      method: 'POST',
      url: `/api/workouts/${m.workoutId}/journal`,
      payload: { content: 'row 3x10 @135' },
    });
    const setId = logged.json().sets[0].id;
    const res = await as(offline, m.cookie, {
      method: 'POST',
      url: `/api/exercises/${setId}/edit-with-ai`,
      payload: { editInstruction: 'make it 4 sets' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().changesSummary).toMatch(/4 sets/i);
    expect(res.json().sets).toHaveLength(4);

    const other = await workoutFor(offline);
    const hidden = await as(offline, other.cookie, {
      method: 'POST',
      url: `/api/exercises/${setId}/edit-with-ai`,
      payload: { editInstruction: 'make it 5 sets' },
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Exercise not found', code: 'NOT_FOUND' });
    const empty = await as(offline, m.cookie, {
      method: 'POST',
      url: `/api/exercises/${setId}/edit-with-ai`,
      payload: { editInstruction: ' ' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('swaps an exercise and answers swappedExercise', async () => {
    const m = await workoutFor(offline);
    const res = await as(offline, m.cookie, {
      method: 'POST',
      url: '/api/exercises/swap',
      payload: { originalExercise: 'barbell back squat', reason: 'User requested swap' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().swappedExercise.name).not.toBe('barbell back squat');
    expect(res.json().swappedExercise.muscleGroups).toContain('legs');
    const bad = await as(offline, m.cookie, { method: 'POST', url: '/api/exercises/swap', payload: {} });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for journaling into another member workout and logs nothing', async () => {
    const a = await workoutFor(offline);
    const b = await workoutFor(offline);
    const res = await as(offline, b.cookie, {
      method: 'POST',
      url: `/api/workouts/${a.workoutId}/journal`,
      payload: { content: 'bench 3x8' },
    });
    expect(res.statusCode).toBe(404);
    const sets = await as(offline, a.cookie, {
      method: 'GET',
      url: `/api/exercises?workoutId=${a.workoutId}`,
    });
    expect(sets.json()).toEqual([]);
  });
});
