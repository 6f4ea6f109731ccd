import { exercises, users, workouts } from '@coach/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../domain/calendar.ts';
import { signedInCaller, useTestDb } from '../testing.ts';

const t = useTestDb();

const bench = (weight: number, reps = 8) => ({ reps, weight, rpe: 8 });

describe('workouts.create', () => {
  it('creates a workout dated today in the member’s time zone', async () => {
    const { caller, user } = await signedInCaller(t.db, { timeZone: 'Pacific/Kiritimati' });
    const w = await caller.workouts.create({ name: '  Push Day  ', aiGenerateName: false });
    expect(w).toMatchObject({ name: 'Push Day', date: todayIn('Pacific/Kiritimati'), isCompleted: false });
    expect(typeof w.createdAt).toBe('string');
    const [row] = await t.db.select().from(workouts).where(eq(workouts.id, w.id));
    expect(row?.userId).toBe(user.id);
  });

  it('backfills a past date and refuses a future one', async () => {
    const { caller } = await signedInCaller(t.db);
    const w = await caller.workouts.create({ name: 'Legs', date: '2025-01-15' });
    expect(w.date).toBe('2025-01-15');
    await expect(caller.workouts.create({ name: 'Later', date: '2099-01-01' })).rejects.toThrow(
      'The workout date cannot be in the future',
    );
    await expect(caller.workouts.create({ name: ' ' })).rejects.toThrow('Please enter a workout name');
    await expect(caller.workouts.create({ name: 'x', date: '15/01/2025' })).rejects.toThrow(
      'Use a date like 2026-01-31',
    );
  });

  it('stores programmed exercises as planned sets, one per prescribed set', async () => {
    const { caller } = await signedInCaller(t.db);
    const w = await caller.workouts.create({
      name: 'Day 1',
      exercises: [
        {
          name: 'Bench Press',
          sets: 3,
          reps: '8-12',
          restTime: 90,
          notes: null,
          rpe: 8,
          weight: 135,
          muscleGroups: [],
        },
        {
          name: 'pull ups',
          sets: 2,
          reps: '5',
          restTime: 120,
          notes: null,
          rpe: null,
          weight: null,
          muscleGroups: [],
        },
      ],
    });
    const full = await caller.workouts.byId({ id: w.id });
    // Planned sets live apart from done ones: nothing is logged until the member logs it.
    expect(full.exercises).toEqual([]);
    expect(full.planned.map((p) => [p.position, p.name, p.sets, p.status])).toEqual([
      [0, 'barbell bench press', 3, 'planned'],
      [1, 'pull-up', 2, 'planned'],
    ]);
    const bench = full.planned[0]!;
    expect(bench.muscleGroups).toContain('chest');
    expect(bench.targets.map((t) => [t.setNumber, t.reps, t.weight, t.rpe, t.status])).toEqual([
      [1, '8-12', 135, 8, 'planned'],
      [2, '8-12', 135, 8, 'planned'],
      [3, '8-12', 135, 8, 'planned'],
    ]);
    expect(bench.targets.every((t) => t.id !== null)).toBe(true);
    expect(full.planned[1]).toMatchObject({ isBodyweight: true, weight: 0, hasHistory: false });
    expect(full.planned[1]!.basis).toMatch(/No history yet/);
  });

  it('refuses another member’s program as 404', async () => {
    const { caller } = await signedInCaller(t.db);
    await expect(caller.workouts.create({ name: 'x', programId: 999_999 })).rejects.toThrow(
      'Program not found',
    );
  });

  it('answers a replayed idempotency key with the stored workout and writes nothing', async () => {
    const { caller, user } = await signedInCaller(t.db);
    const key = 'offline-1234-abcd';
    const first = await caller.workouts.create({ name: 'Offline', idempotencyKey: key });
    const again = await caller.workouts.create({ name: 'Offline', idempotencyKey: key });
    expect(again).toEqual(first);
    const rows = await t.db.select().from(workouts).where(eq(workouts.userId, user.id));
    expect(rows).toHaveLength(1);
    // The same key from another member is theirs, not a replay.
    const other = await signedInCaller(t.db);
    const theirs = await other.caller.workouts.create({ name: 'Theirs', idempotencyKey: key });
    expect(theirs.id).not.toBe(first.id);
  });
});

describe('workouts.byId, update, delete', () => {
  it('answers the workout with its sets in order', async () => {
    const { caller } = await signedInCaller(t.db);
    const w = await caller.workouts.create({ name: 'A' });
    await caller.exercises.add({ workoutId: w.id, name: 'squat', sets: [bench(225, 5), bench(235, 5)] });
    await caller.exercises.add({ workoutId: w.id, name: 'bench', sets: [bench(185)] });
    const full = await caller.workouts.byId({ id: w.id });
    expect(full.exercises.map((e) => [e.name, e.position])).toEqual([
      ['barbell back squat', 0],
      ['barbell back squat', 1],
      ['barbell bench press', 2],
    ]);
  });

  it('answers another member’s workout exactly like a missing one, and changes nothing', async () => {
    const mine = await signedInCaller(t.db);
    const other = await signedInCaller(t.db);
    const w = await mine.caller.workouts.create({ name: 'Mine' });
    for (const call of [
      () => other.caller.workouts.byId({ id: w.id }),
      () => other.caller.workouts.update({ id: w.id, name: 'Stolen' }),
      () => other.caller.workouts.delete({ id: w.id }),
      () => other.caller.workouts.complete({ id: w.id }),
      () => other.caller.workouts.byId({ id: 2_000_000_000 }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Workout not found' });
    }
    expect(await mine.caller.workouts.byId({ id: w.id })).toMatchObject({ name: 'Mine', isCompleted: false });
  });

  it('rejects ids that are not ids', async () => {
    const { caller } = await signedInCaller(t.db);
    await expect(caller.workouts.byId({ id: 'abc' as unknown as number })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid id',
    });
  });

  it('updates name, notes and date; a completed workout keeps all but its notes', async () => {
    const { caller } = await signedInCaller(t.db);
    const w = await caller.workouts.create({ name: 'A' });
    expect(
      await caller.workouts.update({ id: w.id, name: 'B', notes: 'easy', date: '2025-03-01' }),
    ).toMatchObject({ name: 'B', notes: 'easy', date: '2025-03-01' });
    await caller.workouts.complete({ id: w.id });
    expect(await caller.workouts.update({ id: w.id, notes: 'felt great' })).toMatchObject({
      notes: 'felt great',
    });
    await expect(caller.workouts.update({ id: w.id, name: 'C' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This workout is completed and can no longer be edited',
    });
    await expect(caller.workouts.update({ id: w.id })).rejects.toThrow('Nothing to update');
  });

  it('deletes a workout with its sets and recomputes the streak', async () => {
    const { caller, user } = await signedInCaller(t.db);
    const w = await caller.workouts.create({ name: 'A' });
    await caller.exercises.add({ workoutId: w.id, name: 'row', sets: [bench(135)] });
    await caller.workouts.complete({ id: w.id });
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.currentStreak).toBe(1);
    expect(await caller.workouts.delete({ id: w.id })).toEqual({ ok: true });
    expect(await t.db.select().from(exercises).where(eq(exercises.workoutId, w.id))).toEqual([]);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.currentStreak).toBe(0);
    await expect(caller.workouts.byId({ id: w.id })).rejects.toThrow('Workout not found');
  });
});

describe('text the database cannot store', () => {
  it('refuses a NUL character with a 400 and stores nothing', async () => {
    const { caller } = await signedInCaller(t.db);
    await expect(caller.workouts.create({ name: 'Push\u0000Day' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Text cannot contain null characters',
    });
    expect((await caller.workouts.list({})).counts.total).toBe(0);
  });
});
