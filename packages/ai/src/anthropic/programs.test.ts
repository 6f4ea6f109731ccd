/**
 * The Anthropic provider with the extended program schemas: what it asks for, how it completes a
 * model's program (rules, weeks, explanation) and how it holds the member's constraints. MSW at the
 * HTTP edge only.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findExercise } from '../catalogue/index.ts';
import { createCoach } from '../create-coach.ts';
import { designProgram } from '../offline/program-design.ts';
import { modifyProgram } from '../offline/program-modify.ts';

const URL = 'https://api.anthropic.com/v1/messages';
const sent: Record<string, unknown>[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

function reply(json: unknown) {
  server.use(
    http.post(URL, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({
        id: 'msg_test',
        type: 'message',
        role: 'assistant',
        model: 'claude-sonnet-5-5',
        content: [{ type: 'text', text: JSON.stringify(json) }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 10 },
      });
    }),
  );
}
const coach = () => createCoach({ anthropicApiKey: 'test-key', timeoutMs: 1000 });

/** A program as a model (or an old row) might write it: no rules, no weeks, reps as numbers. */
function oldStyle() {
  const d = designProgram({ goals: 'build muscle', experience: 'intermediate', availableDays: 4 });
  const { explanation: _e, ...rest } = d;
  return {
    ...rest,
    durationWeeks: 8,
    schedule: {
      days: d.schedule.days.map((day) => ({
        ...day,
        exercises: day.exercises.map(({ progression: _p, ...x }) => ({
          ...x,
          reps: /^\d+$/.test(x.reps) ? Number(x.reps) : x.reps,
        })),
      })),
    },
  };
}

describe('Anthropic program design', () => {
  it('asks for rules and weeks in the output schema, but not for the explanation', async () => {
    reply(oldStyle());
    await coach().generateProgram({ goals: 'build muscle', experience: 'intermediate', availableDays: 4 });
    const config = sent[0]?.output_config as { format: { schema: unknown } } | undefined;
    const schema = JSON.stringify(config?.format.schema);
    expect(schema).toBeDefined();
    expect(schema).toContain('"progression"');
    expect(schema).toContain('"repsMin"');
    expect(schema).toContain('"weeks"');
    expect(schema).toContain('"setMultiplier"');
    expect(schema).not.toContain('"explanation"');
  });

  it('completes a program written without rules or weeks', async () => {
    reply(oldStyle());
    const res = await coach().generateProgram({
      goals: 'build muscle',
      experience: 'intermediate',
      availableDays: 4,
    });
    expect(res.provider).toBe('anthropic');
    const p = res.data;
    const all = p.schedule.days.flatMap((d) => d.exercises);
    for (const x of all) {
      expect(typeof x.reps).toBe('string');
      const e = findExercise(x.name);
      if (e && !['core', 'carry', 'conditioning'].includes(e.pattern) && !/s$/.test(x.reps))
        expect(x.progression, x.name).toBeDefined();
    }
    // 8 weeks for an intermediate: two blocks, each ending in a deload.
    expect(p.schedule.weeks?.map((w) => w.deload)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      true,
    ]);
    expect(p.explanation?.volume.map((v) => v.group)).toEqual([
      'chest',
      'back',
      'shoulders',
      'arms',
      'legs',
      'core',
    ]);
    expect(p.explanation?.deload).toMatch(/Weeks 4 and 8 are deloads/);
  });

  it('falls back when a revision brings back what the member ruled out', async () => {
    const base = designProgram({ goals: 'build muscle', experience: 'intermediate', availableDays: 4 });
    const sore = modifyProgram(base, 'my knee hurts on squats');
    expect(sore.schedule.constraints?.avoidJoints).toEqual(['knee']);
    // The model "forgets" the constraint and answers with the original squats.
    const { explanation: _e, ...answer } = {
      ...base,
      schedule: { ...base.schedule, constraints: undefined },
    };
    reply(answer);
    const res = await coach().modifyProgram({ program: sore, feedback: 'add more arms' });
    expect(res.provider).toBe('offline');
    expect(res.fallbackReason).toMatch(/ruled out/);
    for (const d of res.data.schedule.days)
      for (const x of d.exercises) expect(['squat', 'lunge']).not.toContain(findExercise(x.name)?.pattern);
  });
});
