import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { AiCallRecord, Coach } from './coach.ts';
import { createCoach } from './create-coach.ts';
import { CoachInputError } from './errors.ts';
import { createOfflineCoach } from './offline/index.ts';
import { designProgram } from './offline/program-design.ts';

const URL = 'https://api.anthropic.com/v1/messages';
const requests: { body: Record<string, unknown>; headers: Headers }[] = [];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

const usage = {
  input_tokens: 120,
  output_tokens: 45,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 2000,
};
function message(json: unknown, extra: Record<string, unknown> = {}) {
  return {
    id: 'msg_test',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-5-5',
    content: [{ type: 'text', text: typeof json === 'string' ? json : JSON.stringify(json) }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage,
    ...extra,
  };
}
/** Answers every call with `reply`, recording what was sent. */
function answer(reply: () => Response | Promise<Response>) {
  server.use(
    http.post(URL, async ({ request }) => {
      requests.push({ body: (await request.json()) as Record<string, unknown>, headers: request.headers });
      return reply();
    }),
  );
}
function setup(extra: Parameters<typeof createCoach>[0] = {}) {
  const records: AiCallRecord[] = [];
  const coach = createCoach({
    anthropicApiKey: 'test-key',
    timeoutMs: 1000,
    recordCall: (r) => void records.push(r),
    ...extra,
  });
  return { coach, records };
}
const journalReply = {
  sets: [
    {
      name: 'Bench',
      reps: 8,
      weight: 185,
      rpe: 8,
      isBodyweight: false,
      muscleGroups: ['chest'],
      notes: null,
    },
  ],
  note: null,
};

describe('Anthropic provider', () => {
  it('sends the model, a cached system prompt and the output schema', async () => {
    answer(() => HttpResponse.json(message(journalReply)));
    const { coach } = setup();
    await coach.parseJournal({ content: 'bench 185x8 rpe 8' }, { userId: 7 });
    const [req] = requests;
    if (!req) throw new Error('no request was sent');
    // SDK 1.12 sends the key as a bearer token
    expect(req.headers.get('x-api-key') ?? req.headers.get('authorization')).toMatch(/test-key/);
    expect(req.body.model).toBe('claude-haiku-5-5');
    const system = req.body.system as { text: string; cache_control?: { type: string } }[];
    expect(system).toHaveLength(2);
    expect(system.every((b) => b.cache_control?.type === 'ephemeral')).toBe(true);
    expect(system[1]?.text).toContain('barbell bench press | bench');
    const format = (
      req.body.output_config as { format: { type: string; schema: { properties: Record<string, unknown> } } }
    ).format;
    expect(format.type).toBe('json_schema');
    expect(Object.keys(format.schema.properties)).toEqual(['sets', 'note']);
    const user = (req.body.messages as { content: string }[])[0]?.content;
    expect(user).toContain('bench 185x8 rpe 8');
  });

  it('tells the model never to drop a line, and keeps a name the catalogue lacks, title-cased', async () => {
    const sets = [
      { ...journalReply.sets[0], name: 'block press', reps: 4, weight: 315 },
      { ...journalReply.sets[0], name: 'Deadlfits', reps: 5, weight: 225 },
    ];
    answer(() => HttpResponse.json(message({ sets, note: null })));
    const { coach } = setup();
    const res = await coach.parseJournal({ content: 'Block press: 315 x 4\nDeadlfits 225x5' }, { userId: 7 });
    const [req] = requests;
    if (!req) throw new Error('no request was sent');
    const user = (req.body.messages as { content: string }[])[0]?.content;
    expect(user).toContain('Never drop a line');
    expect(user).toContain('Cardio');
    expect(res.data.sets.map((s) => s.name)).toEqual(['Block Press', 'barbell deadlift']);
    expect(res.data.sets[0]?.muscleGroups).toEqual(['chest']);
  });

  it('uses the main model for program design', async () => {
    const draft = designProgram({ goals: 'get strong', availableDays: 3 });
    answer(() => HttpResponse.json(message(draft)));
    const { coach, records } = setup();
    const res = await coach.generateProgram({ goals: 'get strong', availableDays: 3 });
    expect(requests[0]?.body.model).toBe('claude-sonnet-5-5');
    expect(res).toMatchObject({ provider: 'anthropic', model: 'claude-sonnet-5-5' });
    expect(res.fallbackReason).toBeUndefined();
    expect(records[0]).toMatchObject({ feature: 'generateProgram', outcome: 'ok', provider: 'anthropic' });
  });

  it('returns a parsed answer, normalised to catalogue names, and records tokens from usage', async () => {
    answer(() => HttpResponse.json(message(journalReply)));
    const { coach, records } = setup({ model: 'claude-opus-5-5', fastModel: 'claude-haiku-5-5' });
    const res = await coach.parseJournal({ content: 'bench 185x8 rpe 8' }, { userId: 7 });
    expect(res.provider).toBe('anthropic');
    expect(res.data.sets[0]).toMatchObject({
      name: 'barbell bench press',
      muscleGroups: ['chest', 'arms', 'shoulders'],
    });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      userId: 7,
      feature: 'parseJournal',
      provider: 'anthropic',
      model: 'claude-haiku-5-5',
      inputTokens: 2120,
      outputTokens: 45,
      outcome: 'ok',
    });
    expect(records[0]?.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('falls back to the offline coach when the answer breaks the schema', async () => {
    answer(() => HttpResponse.json(message({ sets: [{ name: 'bench' }] })));
    const { coach, records } = setup();
    const res = await coach.parseJournal({ content: 'bench 3x8 @185' }, { userId: 1 });
    expect(res.provider).toBe('offline');
    expect(res.fallbackReason).toMatch(/schema/);
    expect(res.data.sets).toHaveLength(3);
    expect(records[0]).toMatchObject({ outcome: 'fallback', inputTokens: 2120, outputTokens: 45 });
  });

  it('falls back when the answer is not JSON or fails the domain checks', async () => {
    answer(() => HttpResponse.json(message('Sure! Here is your plan...')));
    const notJson = await setup().coach.nameWorkout({ exercises: ['squat'] });
    expect(notJson).toMatchObject({ provider: 'offline', data: { name: 'Leg Day — Squat' } });
    expect(notJson.fallbackReason).toMatch(/not JSON/);

    const fiveDays = designProgram({ goals: 'get strong', availableDays: 5 });
    answer(() => HttpResponse.json(message(fiveDays)));
    const res = await setup().coach.generateProgram({ goals: 'get strong', availableDays: 3 });
    expect(res.provider).toBe('offline');
    expect(res.fallbackReason).toMatch(/domain checks.*5 days but 3/);
    expect(res.data.schedule.days).toHaveLength(3);
  });

  it('falls back after a timeout, having retried once', async () => {
    answer(async () => {
      await delay(2000);
      return HttpResponse.json(message(journalReply));
    });
    const { coach, records } = setup({ timeoutMs: 150 });
    const res = await coach.parseJournal({ content: 'squat 5x5 @ 225' });
    expect(res.provider).toBe('offline');
    expect(res.fallbackReason).toMatch(/timed out/);
    expect(requests.length).toBe(2);
    expect(records[0]).toMatchObject({ userId: null, outcome: 'fallback', inputTokens: null });
  });

  it.each([429, 500])('falls back on HTTP %i after one retry', async (status) => {
    answer(() =>
      HttpResponse.json(
        {
          type: 'error',
          error: { type: status === 429 ? 'rate_limit_error' : 'api_error', message: 'nope' },
        },
        { status, headers: { 'retry-after-ms': '10' } },
      ),
    );
    const res = await setup().coach.swapExercise({
      originalExercise: 'barbell bench press',
      equipment: ['dumbbells', 'bench'],
    });
    expect(res.provider).toBe('offline');
    expect(res.fallbackReason).toBe(`HTTP ${status}${status === 429 ? ' (rate limited)' : ''}`);
    expect(res.data.swappedExercise.name).toBe('dumbbell bench press');
    expect(requests.length).toBe(2);
  });

  it('rejects a swap to an excluded exercise', async () => {
    answer(() =>
      HttpResponse.json(
        message({
          swappedExercise: {
            name: 'Dumbbell Bench Press',
            sets: 3,
            reps: '8-12',
            restTime: 90,
            notes: null,
            rpe: null,
            weight: null,
            muscleGroups: ['chest'],
          },
          reason: 'same muscles',
        }),
      ),
    );
    const res = await setup().coach.swapExercise({
      originalExercise: 'bench',
      exclude: ['dumbbell bench press'],
    });
    expect(res.provider).toBe('offline');
    expect(res.data.swappedExercise.name).not.toBe('dumbbell bench press');
  });

  it('keeps its own arithmetic in analyses and takes only the words from the model', async () => {
    const sets = [
      {
        name: 'barbell back squat',
        reps: 5,
        weight: 225,
        rpe: 8,
        isBodyweight: false,
        muscleGroups: ['legs'],
        notes: null,
      },
    ];
    answer(() =>
      HttpResponse.json(
        message({
          summary: 'Great squats.',
          totalVolume: 1,
          volumeChangePercent: 999,
          personalRecords: [],
          exercises: [
            {
              name: 'squat',
              sets: 1,
              volume: 1,
              bestEstimated1RM: 1,
              averageRpe: 8,
              previousAverageRpe: null,
              nextTime: 'Try 230 for 5.',
            },
          ],
          suggestions: ['Sleep more.'],
          answeredBy: 'offline',
        }),
      ),
    );
    const res = await setup().coach.analyzeWorkout({
      name: 'Legs',
      durationSeconds: null,
      sets,
      history: [],
      bodyWeight: null,
    });
    expect(res.data).toMatchObject({
      summary: 'Great squats.',
      totalVolume: 1125,
      volumeChangePercent: null,
      answeredBy: 'anthropic',
    });
    expect(res.data.exercises[0]).toMatchObject({
      name: 'barbell back squat',
      volume: 1125,
      nextTime: 'Try 230 for 5.',
    });
  });

  it('does not call the API once the daily limit is reached', async () => {
    answer(() => HttpResponse.json(message(journalReply)));
    const { coach, records } = setup({
      dailyLimit: 20,
      reserveCall: async (userId) => userId !== 3,
    });
    const res = await coach.parseJournal({ content: 'bench 3x8 @185' }, { userId: 3 });
    expect(requests).toHaveLength(0);
    expect(res).toMatchObject({ provider: 'offline', fallbackReason: 'daily AI limit reached' });
    expect(records[0]).toMatchObject({ userId: 3, provider: 'offline', outcome: 'limited' });
    await coach.parseJournal({ content: 'bench 3x8 @185' }, { userId: 4 });
    expect(requests).toHaveLength(1);
  });

  it('throws ZodError for invalid input without calling the API', async () => {
    answer(() => HttpResponse.json(message(journalReply)));
    await expect(setup().coach.parseJournal({ content: '' })).rejects.toBeInstanceOf(ZodError);
    await expect(setup().coach.generateProgram({ goals: '   ' })).rejects.toThrow(
      'Please describe your fitness goals',
    );
    expect(requests).toHaveLength(0);
  });

  it('passes on a CoachInputError when neither provider can read an edit', async () => {
    answer(() =>
      HttpResponse.json({ type: 'error', error: { type: 'api_error', message: 'down' } }, { status: 400 }),
    );
    const { coach, records } = setup();
    const sets = [
      {
        id: 1,
        name: 'barbell bench press',
        reps: 8,
        weight: 185,
        rpe: null,
        isBodyweight: false,
        muscleGroups: [],
        notes: null,
      },
    ];
    await expect(coach.editExercise({ instruction: 'sing me a song', sets })).rejects.toBeInstanceOf(
      CoachInputError,
    );
    expect(records[0]).toMatchObject({ outcome: 'error' });
  });
});

describe('every feature through the provider', () => {
  it('accepts a valid answer for each of the eight features', async () => {
    const offline = createOfflineCoach();
    const program = designProgram({ goals: 'build muscle', availableDays: 3 });
    const day = program.schedule.days[0];
    if (!day) throw new Error('no day');
    const sets = [
      {
        id: 1,
        name: 'barbell bench press',
        reps: 8,
        weight: 185,
        rpe: null,
        isBodyweight: false,
        muscleGroups: [],
        notes: null,
      },
    ];
    const calls: [keyof Coach, unknown][] = [
      ['parseJournal', { content: 'squat 5x5 @ 225' }],
      ['editExercise', { instruction: 'make it 2 sets', sets }],
      ['swapExercise', { originalExercise: 'squat' }],
      ['nameWorkout', { exercises: ['squat', 'lunges'] }],
      ['analyzeWorkout', { name: 'Legs', durationSeconds: 3000, sets, history: [], bodyWeight: 180 }],
      ['generateProgram', { goals: 'build muscle', availableDays: 3 }],
      ['modifyProgram', { program, feedback: 'add core' }],
      ['describeSession', { programName: program.name, day, difficulty: 'beginner' }],
    ];
    const { coach, records } = setup();
    for (const [feature, input] of calls) {
      // The "model" answers exactly what the offline coach would: valid by construction.
      const expected = await (offline[feature] as (i: unknown) => Promise<{ data: unknown }>)(input);
      answer(() => HttpResponse.json(message(expected.data)));
      const res = await (
        coach[feature] as (i: unknown) => Promise<{ provider: string; fallbackReason?: string }>
      )(input);
      expect({ feature, provider: res.provider, reason: res.fallbackReason }).toEqual({
        feature,
        provider: 'anthropic',
        reason: undefined,
      });
    }
    expect(records.map((r) => r.outcome)).toEqual(Array(8).fill('ok'));
    expect(new Set(requests.map((r) => r.body.model))).toEqual(
      new Set(['claude-haiku-5-5', 'claude-sonnet-5-5']),
    );
  });
});
