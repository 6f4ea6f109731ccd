import { describe, expect, it } from 'vitest';
import { as, registerMember, useTestServer } from './test-helpers.ts';

const s = useTestServer();

type Json = Record<string, unknown> & { id: number };

async function memberWithWorkout() {
  const member = await registerMember(s.app);
  const res = await as(s.app, member.cookie, {
    method: 'POST',
    url: '/api/workouts',
    payload: { name: 'Push' },
  });
  expect(res.statusCode).toBe(201);
  return { ...member, workout: res.json() as Json };
}

describe('workouts over REST', () => {
  it('creates, lists, reads, updates, completes and deletes a workout', async () => {
    const { cookie, workout } = await memberWithWorkout();
    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      as(s.app, cookie, { method, url, ...(payload ? { payload } : {}) });

    const added = await call('POST', '/api/exercises', {
      workoutId: workout.id,
      name: 'bench',
      sets: [
        { reps: 8, weight: 185, rpe: 8 },
        { reps: 8, weight: 185, rpe: null },
      ],
    });
    expect(added.statusCode).toBe(201);
    const sets = added.json() as Json[];
    expect(sets).toHaveLength(2);

    const list = await call('GET', '/api/workouts?limit=10&status=in_progress&search=PUSH');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      items: [{ id: workout.id, setCount: 2, exerciseCount: 1, totalVolume: 2960 }],
      nextCursor: null,
      counts: { total: 1, completed: 0, inProgress: 1 },
    });

    const one = await call('GET', `/api/workouts/${workout.id}`);
    expect(one.statusCode).toBe(200);
    expect((one.json() as { exercises: Json[] }).exercises.map((e) => e.id)).toEqual(sets.map((e) => e.id));

    expect((await call('GET', `/api/exercises?workoutId=${workout.id}`)).json()).toHaveLength(2);
    expect((await call('GET', '/api/exercises/last?name=bench%20press')).json()).toHaveLength(2);
    expect((await call('GET', '/api/exercises/Bench%20Press/muscle-groups')).json()).toMatchObject({
      muscleGroups: expect.arrayContaining(['chest']),
    });

    const patched = await call('PATCH', `/api/exercises/${sets[0]!.id}`, { reps: 10 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ reps: 10 });
    const group = await call('PATCH', '/api/exercises/group', {
      workoutId: workout.id,
      name: 'barbell bench press',
      notes: 'felt fast',
      sets: [{ id: sets[1]!.id, reps: 9, weight: 190, rpe: 9 }],
    });
    expect(group.statusCode).toBe(200);
    expect((group.json() as Json[]).map((e) => e.notes)).toEqual(['felt fast', 'felt fast']);

    expect((await call('PATCH', `/api/workouts/${workout.id}`, { name: 'Push A' })).json()).toMatchObject({
      name: 'Push A',
    });
    const done = await call('POST', `/api/workouts/${workout.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      workout: { isCompleted: true },
      achievements: [{ key: 'workouts:1', type: 'workout_complete' }],
    });
    expect((await call('POST', `/api/workouts/${workout.id}/complete`)).json()).toMatchObject({
      achievements: [],
    });

    const locked = await call('DELETE', `/api/exercises/${sets[0]!.id}`);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({
      message: 'This workout is completed and can no longer be edited',
      code: 'CONFLICT',
    });

    const home = await call('GET', '/api/dashboard');
    expect(home.json()).toMatchObject({ streak: 1, today: { workouts: 1, exercises: 1 }, resume: null });

    expect((await call('DELETE', `/api/workouts/${workout.id}`)).json()).toEqual({ ok: true });
    expect((await call('GET', `/api/workouts/${workout.id}`)).statusCode).toBe(404);
  });

  it('deletes a group and logs a programmed exercise through the static paths', async () => {
    const { cookie, workout } = await memberWithWorkout();
    const programmed = {
      name: 'squat',
      sets: 2,
      reps: '5',
      restTime: 120,
      notes: null,
      rpe: null,
      weight: 225,
      muscleGroups: [],
    };
    const made = await as(s.app, cookie, {
      method: 'POST',
      url: '/api/exercises/from-program',
      payload: { workoutId: workout.id, programmedExercise: programmed },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toHaveLength(2);
    const gone = await as(s.app, cookie, {
      method: 'POST',
      url: '/api/exercises/group/delete',
      payload: { workoutId: workout.id, name: 'barbell back squat' },
    });
    expect(gone.json()).toEqual({ ok: true });
    const left = await as(s.app, cookie, { method: 'GET', url: `/api/exercises?workoutId=${workout.id}` });
    expect(left.json()).toEqual([]);
  });

  it('answers a bad payload with 400 and a clear message, and changes nothing', async () => {
    const { cookie, workout } = await memberWithWorkout();
    const bad = await as(s.app, cookie, {
      method: 'POST',
      url: '/api/exercises',
      payload: { workoutId: workout.id, name: 'bench', sets: [{ reps: 8, weight: -5, rpe: null }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Weight cannot be negative', code: 'BAD_REQUEST' });
    expect(bad.json().fieldErrors).toHaveProperty(['sets.0.weight']);
    const badId = await as(s.app, cookie, { method: 'GET', url: '/api/workouts/abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ message: 'Invalid id', code: 'BAD_REQUEST' });
    const badLimit = await as(s.app, cookie, { method: 'GET', url: '/api/workouts?limit=1000' });
    expect(badLimit.statusCode).toBe(400);
    const noName = await as(s.app, cookie, { method: 'POST', url: '/api/workouts', payload: {} });
    expect(noName.json()).toMatchObject({ message: 'Please enter a workout name', code: 'BAD_REQUEST' });
    const after = await as(s.app, cookie, { method: 'GET', url: '/api/workouts' });
    expect(after.json()).toMatchObject({ counts: { total: 1 } });
    expect(
      (await as(s.app, cookie, { method: 'GET', url: `/api/exercises?workoutId=${workout.id}` })).json(),
    ).toEqual([]);
  });

  it('answers 404 for another member’s workout and set, and changes nothing', async () => {
    const owner = await memberWithWorkout();
    const [set] = (
      await as(s.app, owner.cookie, {
        method: 'POST',
        url: '/api/exercises',
        payload: { workoutId: owner.workout.id, name: 'row', sets: [{ reps: 8, weight: 95, rpe: null }] },
      })
    ).json() as Json[];
    const intruder = await registerMember(s.app);
    const attempts = [
      { method: 'GET', url: `/api/workouts/${owner.workout.id}` },
      { method: 'PATCH', url: `/api/workouts/${owner.workout.id}`, payload: { name: 'x' } },
      { method: 'POST', url: `/api/workouts/${owner.workout.id}/complete` },
      { method: 'DELETE', url: `/api/workouts/${owner.workout.id}` },
      { method: 'GET', url: `/api/exercises?workoutId=${owner.workout.id}` },
    ] as const;
    for (const attempt of attempts) {
      const res = await as(s.app, intruder.cookie, attempt);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Workout not found', code: 'NOT_FOUND' });
    }
    const setAttempt = await as(s.app, intruder.cookie, {
      method: 'PATCH',
      url: `/api/exercises/${set!.id}`,
      payload: { reps: 1 },
    });
    expect(setAttempt.statusCode).toBe(404);
    expect(setAttempt.json()).toEqual({ message: 'Exercise not found', code: 'NOT_FOUND' });
    const still = await as(s.app, owner.cookie, { method: 'GET', url: `/api/workouts/${owner.workout.id}` });
    expect(still.json()).toMatchObject({ name: 'Push', isCompleted: false, exercises: [{ reps: 8 }] });
  });

  it('answers 401 when signed out', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/workouts' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue', code: 'UNAUTHORIZED' });
  });
});

describe('goals and programs over REST', () => {
  it('creates, lists, updates and deletes goals; answers the active program', async () => {
    const { cookie } = await registerMember(s.app);
    const created = await as(s.app, cookie, {
      method: 'POST',
      url: '/api/goals',
      payload: { title: 'Squat 315', category: 'strength', targetValue: 315, currentValue: 225 },
    });
    expect(created.statusCode).toBe(201);
    const goal = created.json() as Json;
    expect(goal).toMatchObject({ percent: 71 });
    const updated = await as(s.app, cookie, {
      method: 'PATCH',
      url: `/api/goals/${goal.id}`,
      payload: { currentValue: 315 },
    });
    expect(updated.json()).toMatchObject({ percent: 100 });
    expect((await as(s.app, cookie, { method: 'GET', url: '/api/goals' })).json()).toHaveLength(1);
    const bad = await as(s.app, cookie, { method: 'POST', url: '/api/goals', payload: { title: 'x' } });
    expect(bad.json()).toMatchObject({ message: 'Please choose a category', code: 'BAD_REQUEST' });
    expect((await as(s.app, cookie, { method: 'DELETE', url: `/api/goals/${goal.id}` })).json()).toEqual({
      ok: true,
    });
    const active = await as(s.app, cookie, { method: 'GET', url: '/api/programs/active' });
    expect(active.statusCode).toBe(200);
    expect(active.json()).toBeNull();
  });
});
