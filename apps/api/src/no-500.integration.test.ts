/**
 * Issue 9.5: no 500s. Dates outside 1900-2100 are a 400 everywhere (goals, workouts, cursors), plain-
 * English edits the coach cannot apply safely are a 400 in words, and no error body carries SQL.
 */
import { describe, expect, it } from 'vitest';
import { as, registerMember, useTestServer } from './test-helpers.ts';

const s = useTestServer();
const DATE_MESSAGE = 'Use a date between 1900-01-01 and 2100-12-31, like 2026-01-31';
const oddDates = ['0000-01-01', '0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31', '+02026-01-01'];

describe('dates outside 1900-2100', () => {
  it.each(oddDates)('%s answers 400 on goals, workouts and cursors', async (date) => {
    const { cookie } = await registerMember(s.app);
    const calls = [
      { method: 'POST', url: '/api/goals', payload: { title: 'x', category: 'strength', targetDate: date } },
      { method: 'POST', url: '/api/workouts', payload: { name: 'Push', date } },
      { method: 'POST', url: '/trpc/workouts.create', payload: { name: 'Push', date } },
      { method: 'GET', url: `/api/workouts?cursor=${date}_5` },
    ] as const;
    for (const call of calls) {
      const res = await as(s.app, cookie, call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(400);
      // '+02026-…' is not written like a date at all: the format message (or the page-link one) says so
      expect(res.body).toMatch(
        date.startsWith('+') ? /Use a date like|page link is not valid/ : DATE_MESSAGE,
      );
    }
    const workout = await as(s.app, cookie, { method: 'POST', url: '/api/workouts', payload: { name: 'P' } });
    const patch = await as(s.app, cookie, {
      method: 'PATCH',
      url: `/api/workouts/${workout.json().id}`,
      payload: { date },
    });
    expect(patch.statusCode).toBe(400);
    const goals = (await as(s.app, cookie, { method: 'GET', url: '/api/goals' })).json();
    expect(goals).toEqual([]);
  });
});

/** Phrasings the probe found answered 500, and their neighbours. */
const phrasings = [
  '1.5',
  '0.5',
  '2.25',
  'rir 11',
  'rir 10.5',
  '11 rir',
  'rir -1',
  'add 1001 lbs',
  'add 1001 kg',
  'increase by 1999',
  'increase weight by 5000 kg',
  'rest 0.5 seconds',
  'rest 90 seconds',
  'set 2 was 7.5',
  'last set was 1.5 reps',
  '1001 reps',
  'weight 2001',
  '3x0',
  'make it 0 sets',
  'make it 21 sets',
  'add 30 sets',
  'rpe 0.5',
  'rpe 10.5',
  '99999999999999999999',
  '1e400',
];

describe('plain-English edits', () => {
  it('answers 200 or a 400 in words for every phrasing, and a 400 changes nothing', async () => {
    const { cookie } = await registerMember(s.app);
    const workout = await as(s.app, cookie, {
      method: 'POST',
      url: '/api/workouts',
      payload: { name: 'Push' },
    });
    const failures: string[] = [];
    for (const instruction of phrasings) {
      const logged = await as(s.app, cookie, {
        method: 'POST',
        url: `/api/workouts/${workout.json().id}/journal`,
        payload: { content: 'bench 3x8 @185 rpe 8' },
      });
      const setId = logged.json().sets[0].id as number;
      const before = (
        await as(s.app, cookie, { method: 'GET', url: `/api/exercises?workoutId=${workout.json().id}` })
      ).body;
      const res = await as(s.app, cookie, {
        method: 'POST',
        url: `/api/exercises/${setId}/edit-with-ai`,
        payload: { editInstruction: instruction },
      });
      if (res.statusCode !== 200 && res.statusCode !== 400)
        failures.push(`${instruction} → ${res.statusCode} ${res.body}`);
      if (res.statusCode === 400) {
        const message = res.json().message as string;
        if (!/^[A-Z][^{}]*[.!]$/.test(message)) failures.push(`${instruction} → unclear message ${message}`);
        const after = (
          await as(s.app, cookie, { method: 'GET', url: `/api/exercises?workoutId=${workout.json().id}` })
        ).body;
        if (after !== before) failures.push(`${instruction} → a 400 changed the sets`);
      }
      await as(s.app, cookie, {
        method: 'POST',
        url: '/api/exercises/group/delete',
        payload: { workoutId: workout.json().id, name: 'barbell bench press' },
      });
    }
    expect(failures).toEqual([]);
  });
});
