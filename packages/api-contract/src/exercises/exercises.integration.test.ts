import { exercises, idempotencyKeys } from '@coach/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerFor, signedInCaller, useTestDb } from '../testing.ts';

const t = useTestDb();

const set = (reps: number, weight: number | null, rpe: number | null = null) => ({ reps, weight, rpe });

async function withWorkout() {
  const member = await signedInCaller(t.db);
  const workout = await member.caller.workouts.create({ name: 'Session' });
  return { ...member, workout };
}

const rowsOf = (workoutId: number) => t.db.select().from(exercises).where(eq(exercises.workoutId, workoutId));

describe('exercises.add and list', () => {
  it('logs one record per set under the canonical name, with muscle groups and totals', async () => {
    const { caller, workout } = await withWorkout();
    const added = await caller.exercises.add({
      workoutId: workout.id,
      name: 'Bench',
      sets: [set(8, 185, 8), set(8, 185, 8.5), set(6, 185, null)],
      notes: 'paused reps',
    });
    expect(added).toHaveLength(3);
    expect(added[0]).toMatchObject({
      name: 'barbell bench press',
      sets: 1,
      reps: 8,
      weight: 185,
      totalWeight: 185,
      rpe: 8,
      isBodyweight: false,
      isCompleted: true,
      notes: 'paused reps',
      position: 0,
    });
    expect(added[0]?.muscleGroups).toContain('chest');
    expect(added.map((s) => s.position)).toEqual([0, 1, 2]);
    const more = await caller.exercises.add({
      workoutId: workout.id,
      name: 'made-up move',
      sets: [set(10, null)],
    });
    expect(more[0]).toMatchObject({ name: 'made-up move', position: 3, muscleGroups: [], totalWeight: null });
    expect((await caller.exercises.list({ workoutId: workout.id })).map((s) => s.id)).toEqual([
      ...added.map((s) => s.id),
      more[0]!.id,
    ]);
  });

  it('adds the member’s body weight to bodyweight moves', async () => {
    const member = await signedInCaller(t.db);
    await member.caller.auth.updatePreferences({ weight: 180 });
    const caller = await callerFor(t.db, member.token);
    const workout = await caller.workouts.create({ name: 'Pull' });
    const [weighted, plain] = await caller.exercises.add({
      workoutId: workout.id,
      name: 'pull ups',
      sets: [set(6, 25), set(8, null)],
    });
    expect(weighted).toMatchObject({ isBodyweight: true, baseWeight: 180, weight: 25, totalWeight: 205 });
    expect(plain).toMatchObject({ isBodyweight: true, baseWeight: 180, weight: 0, totalWeight: 180 });
  });

  it('rejects bad sets with a clear message and writes nothing', async () => {
    const { caller, workout } = await withWorkout();
    const bad = [
      [{ workoutId: workout.id, name: 'bench', sets: [] }, 'Add at least one set'],
      [{ workoutId: workout.id, name: '', sets: [set(5, 100)] }, 'Please enter an exercise name'],
      [{ workoutId: workout.id, name: 'bench', sets: [set(5, -1)] }, 'Weight cannot be negative'],
      [
        { workoutId: workout.id, name: 'bench', sets: [set(5, 100, 11)] },
        'Effort must be an RPE from 1 to 10',
      ],
      [{ workoutId: workout.id, name: 'bench', sets: [set(5.5, 100)] }, 'Reps must be a whole number'],
      [
        { workoutId: workout.id, name: 'bench', sets: Array.from({ length: 21 }, () => set(5, 100)) },
        'at most 20',
      ],
    ] as const;
    for (const [input, message] of bad) {
      await expect(caller.exercises.add(input as never)).rejects.toThrow(message);
    }
    expect(await rowsOf(workout.id)).toEqual([]);
  });

  it('answers a replayed idempotency key without logging the sets twice', async () => {
    const { caller, user, workout } = await withWorkout();
    const input = {
      workoutId: workout.id,
      name: 'squat',
      sets: [set(5, 225), set(5, 225)],
      idempotencyKey: 'k-12345678',
    };
    const first = await caller.exercises.add(input);
    expect(await caller.exercises.add(input)).toEqual(first);
    expect(await rowsOf(workout.id)).toHaveLength(2);
    await expect(caller.workouts.create({ name: 'x', idempotencyKey: 'k-12345678' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id))).toHaveLength(
      1,
    );
  });

  it('answers 404 for another member’s workout and writes nothing', async () => {
    const { workout } = await withWorkout();
    const other = await signedInCaller(t.db);
    const notFound = { code: 'NOT_FOUND', message: 'Workout not found' };
    await expect(other.caller.exercises.list({ workoutId: workout.id })).rejects.toMatchObject(notFound);
    await expect(
      other.caller.exercises.add({ workoutId: workout.id, name: 'bench', sets: [set(5, 100)] }),
    ).rejects.toMatchObject(notFound);
    expect(await rowsOf(workout.id)).toEqual([]);
  });
});

describe('exercises.update and delete', () => {
  it('edits a set and recomputes its total weight', async () => {
    const { caller, workout } = await withWorkout();
    const [s] = await caller.exercises.add({ workoutId: workout.id, name: 'bench', sets: [set(8, 185, 8)] });
    const updated = await caller.exercises.update({
      id: s!.id,
      reps: 10,
      weight: 195,
      rpe: 9,
      notes: 'grind',
    });
    expect(updated).toMatchObject({ reps: 10, weight: 195, totalWeight: 195, rpe: 9, notes: 'grind' });
    const renamed = await caller.exercises.update({ id: s!.id, name: 'incline db press' });
    expect(renamed.name).not.toBe('barbell bench press');
    expect(renamed.weight).toBe(195);
    await expect(caller.exercises.update({ id: s!.id })).rejects.toThrow('Nothing to update');
  });

  it('deletes a set', async () => {
    const { caller, workout } = await withWorkout();
    const [a, b] = await caller.exercises.add({
      workoutId: workout.id,
      name: 'row',
      sets: [set(8, 95), set(8, 95)],
    });
    expect(await caller.exercises.delete({ id: a!.id })).toEqual({ ok: true });
    expect((await rowsOf(workout.id)).map((r) => r.id)).toEqual([b!.id]);
  });

  it('answers another member’s set exactly like a missing one, and changes nothing', async () => {
    const { caller, workout } = await withWorkout();
    const [s] = await caller.exercises.add({ workoutId: workout.id, name: 'row', sets: [set(8, 95)] });
    const other = await signedInCaller(t.db);
    const notFound = { code: 'NOT_FOUND', message: 'Exercise not found' };
    await expect(other.caller.exercises.update({ id: s!.id, reps: 1 })).rejects.toMatchObject(notFound);
    await expect(other.caller.exercises.delete({ id: s!.id })).rejects.toMatchObject(notFound);
    await expect(other.caller.exercises.delete({ id: 2_000_000_000 })).rejects.toMatchObject(notFound);
    expect((await rowsOf(workout.id))[0]).toMatchObject({ reps: 8 });
  });
});
