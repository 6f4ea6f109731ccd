import { describe, expect, it } from 'vitest';
import { as, registerMember, useTestServer } from './test-helpers.ts';

const s = useTestServer();

type Json = Record<string, unknown> & { id: number };

async function member() {
  const m = await registerMember(s.app);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    as(s.app, m.cookie, { method, url, ...(payload ? { payload } : {}) });
  return { ...m, call };
}

describe('programs over REST (spec 2 §7)', () => {
  it('generates, modifies, confirms, activates and answers today on the static paths', async () => {
    const { call } = await member();
    const generated = await call('POST', '/api/programs/generate', {
      goals: 'build muscle',
      experience: 'intermediate',
      availableDays: 4,
      equipment: ['dumbbells', 'bench'],
      isConfirmation: false,
    });
    expect(generated.statusCode).toBe(200);
    const draft = generated.json() as Json & { daysPerWeek: number };
    expect(draft.daysPerWeek).toBe(4);

    const modified = await call('POST', '/api/programs/modify', {
      program: draft,
      feedback: 'only 3 days please',
    });
    expect(modified.statusCode).toBe(200);
    const revised = (modified.json() as { program: Json }).program;

    const created = await call('POST', '/api/programs/confirm', { program: revised });
    expect(created.statusCode).toBe(201);
    const program = created.json() as Json;
    expect(program).toMatchObject({ isActive: false, aiGenerated: true, daysPerWeek: 3 });

    // Static segments win over :id / :programId.
    expect((await call('GET', '/api/programs/active')).json()).toBeNull();
    expect((await call('GET', '/api/programs/active/today')).json()).toBeNull();
    expect((await call('PATCH', `/api/programs/${program.id}`, { isActive: true })).statusCode).toBe(200);
    expect((await call('GET', '/api/programs/active')).json()).toMatchObject({ id: program.id });
    const today = await call('GET', '/api/programs/active/today');
    expect(today.statusCode).toBe(200);
    expect(today.json()).toMatchObject({
      program: { id: program.id },
      todayWorkout: { dayNumber: 1, week: 1 },
      progress: { completedDays: 0, streak: 0 },
      finished: false,
    });
    const byProgram = await call('GET', `/api/programs/${program.id}/today`);
    expect(byProgram.json()).toMatchObject({ program: { id: program.id }, todayWorkout: { dayNumber: 1 } });
    expect((await call('GET', '/api/programs')).json()).toHaveLength(1);
    expect((await call('DELETE', `/api/programs/${program.id}`)).json()).toEqual({ ok: true });
  });

  it("answers 400 with the spec's message and field errors, and 404 for another member's program", async () => {
    const a = await member();
    const bad = await a.call('POST', '/api/programs/generate', { goals: '', availableDays: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Please describe your fitness goals', code: 'BAD_REQUEST' });
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['goals', 'availableDays']);
    const noFeedback = await a.call('POST', '/api/programs/modify', { id: 1, feedback: '  ' });
    expect(noFeedback.json()).toMatchObject({ message: "Please describe what you'd like to change" });

    const draft = (await a.call('POST', '/api/programs/generate', { goals: 'get stronger' })).json();
    const program = (await a.call('POST', '/api/programs/confirm', { program: draft })).json() as Json;
    const b = await member();
    for (const [method, url, body] of [
      ['GET', `/api/programs/${program.id}`, undefined],
      ['GET', `/api/programs/${program.id}/today`, undefined],
      ['PATCH', `/api/programs/${program.id}`, { isActive: true }],
      ['DELETE', `/api/programs/${program.id}`, undefined],
    ] as const) {
      const res = await b.call(method, url, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Program not found', code: 'NOT_FOUND' });
    }
    expect((await a.call('GET', `/api/programs/${program.id}`)).json()).toMatchObject({ isActive: false });
  });
});
