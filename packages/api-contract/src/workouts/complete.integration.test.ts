import { achievements, users, workouts } from '@coach/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../domain/calendar.ts';
import { callerFor, signedInCaller, useTestDb } from '../testing.ts';

const t = useTestDb();

const nextRequest = (token: string) => callerFor(t.db, token);

/** Moves a workout's start back, as if it had been started `minutes` ago. */
const startedAgo = (id: number, minutes: number) =>
  t.db
    .update(workouts)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(workouts.id, id));

describe('workouts.complete', () => {
  it('stores duration, volume of completed sets and calories, and grants the first-workout achievement', async () => {
    const member = await signedInCaller(t.db);
    await member.caller.auth.updatePreferences({ weight: 220.462 });
    // A caller's context is one request: the next request sees the new body weight.
    const caller = await nextRequest(member.token);
    const w = await caller.workouts.create({
      name: 'Push',
      exercises: [
        {
          name: 'bench press',
          sets: 2,
          reps: '8',
          restTime: 60,
          notes: null,
          rpe: null,
          weight: 100,
          muscleGroups: [],
        },
      ],
    });
    await caller.exercises.add({
      workoutId: w.id,
      name: 'bench press',
      sets: [{ reps: 8, weight: 185, rpe: 8 }],
    });
    await caller.exercises.add({
      workoutId: w.id,
      name: 'dips',
      sets: [{ reps: 10, weight: 25, rpe: null }],
    });
    await startedAgo(w.id, 60);

    const { workout, achievements: granted } = await caller.workouts.complete({ id: w.id });
    expect(workout.isCompleted).toBe(true);
    expect(workout.completedAt).toEqual(expect.any(String));
    expect(workout.duration).toBeGreaterThanOrEqual(3599);
    expect(workout.duration).toBeLessThan(3700);
    // Planned (not done) sets do not count; dips count body weight plus the added 25 lb.
    expect(workout.totalVolume).toBeCloseTo(185 * 8 + (220.462 + 25) * 10, 3);
    expect(workout.calories).toBeGreaterThanOrEqual(499);
    expect(workout.calories).toBeLessThanOrEqual(502);
    expect(granted.map((a) => a.key)).toEqual(['workouts:1']);
    expect(granted[0]).toMatchObject({ type: 'workout_complete', title: 'First Workout Complete!' });
  });

  it('estimates the duration from the logged sets when the workout was left open', async () => {
    const { caller } = await signedInCaller(t.db);
    const w = await caller.workouts.create({ name: 'Forgotten' });
    await caller.exercises.add({
      workoutId: w.id,
      name: 'squat',
      sets: [{ reps: 5, weight: 225, rpe: null }],
    });
    await startedAgo(w.id, 60 * 20);
    const { workout } = await caller.workouts.complete({ id: w.id });
    expect(workout.duration).toBe(300);
  });

  it('is idempotent: a second call changes nothing and grants nothing', async () => {
    const { caller, user } = await signedInCaller(t.db);
    const w = await caller.workouts.create({ name: 'Once' });
    const first = await caller.workouts.complete({ id: w.id });
    const second = await caller.workouts.complete({ id: w.id });
    expect(second.achievements).toEqual([]);
    expect(second.workout).toEqual(first.workout);
    const rows = await t.db.select().from(achievements).where(eq(achievements.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('makes the workout’s sets read-only', async () => {
    const { caller } = await signedInCaller(t.db);
    const w = await caller.workouts.create({ name: 'Done' });
    const [set] = await caller.exercises.add({
      workoutId: w.id,
      name: 'row',
      sets: [{ reps: 8, weight: 95, rpe: 7 }],
    });
    await caller.workouts.complete({ id: w.id });
    const locked = { code: 'CONFLICT', message: 'This workout is completed and can no longer be edited' };
    await expect(
      caller.exercises.add({ workoutId: w.id, name: 'row', sets: [{ reps: 8, weight: 95, rpe: 7 }] }),
    ).rejects.toMatchObject(locked);
    await expect(caller.exercises.update({ id: set!.id, reps: 12 })).rejects.toMatchObject(locked);
    await expect(caller.exercises.delete({ id: set!.id })).rejects.toMatchObject(locked);
    await expect(
      caller.exercises.updateGroup({ workoutId: w.id, name: 'barbell row', sets: [] }),
    ).rejects.toMatchObject(locked);
    await expect(
      caller.exercises.deleteGroup({ workoutId: w.id, name: 'barbell row' }),
    ).rejects.toMatchObject(locked);
    expect((await caller.exercises.list({ workoutId: w.id }))[0]).toMatchObject({ reps: 8 });
  });

  it('grants count and streak milestones once each and keeps users.currentStreak', async () => {
    const { caller, user } = await signedInCaller(t.db, { timeZone: 'America/New_York' });
    const today = todayIn('America/New_York');
    const keys: string[] = [];
    // Ten workouts: one on each of the last ten days, completed oldest first.
    for (let back = 9; back >= 0; back--) {
      const w = await caller.workouts.create({ name: `Day ${back}`, date: addDays(today, -back) });
      const { achievements: granted } = await caller.workouts.complete({ id: w.id });
      keys.push(...granted.map((a) => a.key));
    }
    expect(keys).toEqual(['workouts:1', 'streak:3', 'streak:7', 'workouts:10']);
    const [member] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(member?.currentStreak).toBe(10);
    // An eleventh on a day already trained grants nothing new.
    const extra = await caller.workouts.create({ name: 'Double' });
    expect((await caller.workouts.complete({ id: extra.id })).achievements).toEqual([]);
    const rows = await t.db.select().from(achievements).where(eq(achievements.userId, user.id));
    expect(rows.map((r) => r.key).sort()).toEqual(['streak:3', 'streak:7', 'workouts:1', 'workouts:10']);
    expect(rows.find((r) => r.key === 'streak:7')).toMatchObject({ type: 'streak', title: 'Week Warrior' });
  });

  it('grants nothing twice under concurrent completion', async () => {
    const { caller, user } = await signedInCaller(t.db);
    const w = await caller.workouts.create({ name: 'Race' });
    const results = await Promise.all([
      caller.workouts.complete({ id: w.id }),
      caller.workouts.complete({ id: w.id }),
    ]);
    expect(results.flatMap((r) => r.achievements)).toHaveLength(1);
    const rows = await t.db.select().from(achievements).where(eq(achievements.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});

describe('logging while completing', () => {
  it('never leaves a set uncounted in a completed workout', async () => {
    const { caller } = await signedInCaller(t.db);
    const w = await caller.workouts.create({ name: 'Race', date: '2026-11-02' });
    await caller.exercises.add({
      workoutId: w.id,
      name: 'bench',
      sets: [{ reps: 5, weight: 100, rpe: null }],
    });
    const adds = Array.from({ length: 6 }, () =>
      caller.exercises.add({ workoutId: w.id, name: 'bench', sets: [{ reps: 5, weight: 100, rpe: null }] }),
    );
    const results = await Promise.allSettled([...adds, caller.workouts.complete({ id: w.id })]);
    for (const r of results.slice(0, 6)) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'CONFLICT' });
    }
    const done = await caller.workouts.byId({ id: w.id });
    expect(done.isCompleted).toBe(true);
    // Every stored set is in the stored volume: 500 lb each.
    expect(done.totalVolume).toBe(done.exercises.length * 500);
  });
});
