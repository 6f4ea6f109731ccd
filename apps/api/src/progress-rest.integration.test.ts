/** The progress and goal calls over REST: the spec's paths, status codes and error bodies. */
import { describe, expect, it } from 'vitest';
import { as, registerMember, useTestServer } from './test-helpers.ts';

const s = useTestServer();

describe('progress over REST', () => {
  it('answers the progress calls, 400 for bad input, 404 for a group that does not exist', async () => {
    const { cookie } = await registerMember(s.app);
    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      as(s.app, cookie, { method, url, ...(payload ? { payload } : {}) });

    const w = (await call('POST', '/api/workouts', { name: 'Push' })).json() as { id: number };
    await call('POST', '/api/exercises', {
      workoutId: w.id,
      name: 'bench',
      sets: [{ reps: 5, weight: 200, rpe: 8 }],
    });
    expect((await call('POST', `/api/workouts/${w.id}/complete`)).statusCode).toBe(200);

    const summary = await call('GET', '/api/progress/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ totalWorkouts: 1, volume: 1000, streak: 1 });
    const chest = await call('GET', '/api/muscle-groups/1/progress');
    expect(chest.json()).toMatchObject({ frequency: 0.3, volume: 1000, lastWorkedLabel: 'Today' });
    const bench = await call('GET', '/api/progress/exercises/Bench%20Press?weeks=4');
    expect(bench.json()).toMatchObject({ name: 'barbell bench press', heaviest: { weight: 200, reps: 5 } });
    expect((bench.json() as { weeklyVolume: unknown[] }).weeklyVolume).toHaveLength(4);
    expect((await call('GET', '/api/progress/body-map')).statusCode).toBe(200);
    expect((await call('GET', '/api/progress/insights')).json()).toMatchObject({ cards: expect.any(Array) });
    const planned = await call('POST', '/api/progress/targeted-workout', { groups: ['chest'] });
    expect(planned.statusCode).toBe(201);

    const error = (status: number, message: string) => ({
      statusCode: status,
      body: expect.stringContaining(message),
    });
    expect(await call('GET', '/api/muscle-groups/abc/progress')).toMatchObject(error(400, 'Invalid id'));
    expect(await call('GET', '/api/muscle-groups/7/progress')).toMatchObject(
      error(404, 'Muscle group not found'),
    );
    expect(await call('GET', '/api/progress/exercises/bench?weeks=0')).toMatchObject(
      error(400, 'Show at least 1 week'),
    );
    expect(await call('POST', '/api/progress/targeted-workout', { groups: [] })).toMatchObject(
      error(400, 'Choose at least one muscle group'),
    );
    expect(
      await call('POST', '/api/goals', { title: 'x', category: 'y', targetDate: '1850-01-01' }),
    ).toMatchObject(error(400, 'Use a date between 1900-01-01 and 2100-12-31, like 2026-01-31'));
    expect((await call('GET', '/api/goals')).json()).toEqual([]);
  });

  it('answers another member’s goal with 404 on update and delete', async () => {
    const owner = await registerMember(s.app);
    const goal = (
      await as(s.app, owner.cookie, {
        method: 'POST',
        url: '/api/goals',
        payload: {
          title: 'Bench',
          category: 'strength',
          kind: 'lift_e1rm',
          exerciseName: 'bench',
          targetValue: 300,
        },
      })
    ).json() as { id: number };
    const other = await registerMember(s.app);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await as(s.app, other.cookie, {
        method,
        url: `/api/goals/${goal.id}`,
        ...(method === 'PATCH' ? { payload: { title: 'Mine' } } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Goal not found', code: 'NOT_FOUND' });
    }
  });
});
