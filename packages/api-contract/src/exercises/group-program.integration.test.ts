import { exercises } from '@coach/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../domain/calendar.ts';
import { signedInCaller, useTestDb } from '../testing.ts';

const t = useTestDb();

const set = (reps: number, weight: number | null, rpe: number | null = null) => ({ reps, weight, rpe });

async function withWorkout() {
  const member = await signedInCaller(t.db);
  const workout = await member.caller.workouts.create({ name: 'Session' });
  return { ...member, workout };
}

const rowsOf = (workoutId: number) => t.db.select().from(exercises).where(eq(exercises.workoutId, workoutId));

describe('exercises.updateGroup and deleteGroup', () => {
  it('saves the whole group at once: name, notes and every set', async () => {
    const { caller, workout } = await withWorkout();
    const [a, b] = await caller.exercises.add({
      workoutId: workout.id,
      name: 'bench',
      sets: [set(8, 185), set(8, 185)],
    });
    const group = await caller.exercises.updateGroup({
      workoutId: workout.id,
      name: 'barbell bench press',
      newName: 'incline bench',
      notes: 'new cue',
      sets: [
        { id: a!.id, reps: 10, weight: 155, rpe: 7 },
        { id: b!.id, reps: 9, weight: 155, rpe: 8 },
      ],
    });
    expect(group.map((s) => [s.reps, s.weight, s.totalWeight, s.rpe, s.notes])).toEqual([
      [10, 155, 155, 7, 'new cue'],
      [9, 155, 155, 8, 'new cue'],
    ]);
    expect(new Set(group.map((s) => s.name)).size).toBe(1);
    expect(group[0]?.name).not.toBe('barbell bench press');
  });

  it('changes nothing when one set is not in the group', async () => {
    const { caller, workout } = await withWorkout();
    const [a] = await caller.exercises.add({ workoutId: workout.id, name: 'bench', sets: [set(8, 185)] });
    const [other] = await caller.exercises.add({ workoutId: workout.id, name: 'squat', sets: [set(5, 225)] });
    await expect(
      caller.exercises.updateGroup({
        workoutId: workout.id,
        name: 'barbell bench press',
        newName: 'floor press',
        sets: [
          { id: a!.id, reps: 1, weight: 1, rpe: null },
          { id: other!.id, reps: 1, weight: 1, rpe: null },
        ],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Exercise not found' });
    const rows = await rowsOf(workout.id);
    expect(rows.map((r) => [r.name, r.reps])).toEqual([
      ['barbell bench press', 8],
      ['barbell back squat', 5],
    ]);
  });

  it('removes the sets dropped in edit mode in the same save, or nothing at all', async () => {
    const { caller, workout } = await withWorkout();
    const [a, b, c] = await caller.exercises.add({
      workoutId: workout.id,
      name: 'row',
      sets: [set(10, 135), set(10, 135), set(8, 135)],
    });
    const [other] = await caller.exercises.add({ workoutId: workout.id, name: 'curl', sets: [set(12, 30)] });
    const refused = caller.exercises.updateGroup({
      workoutId: workout.id,
      name: a!.name,
      sets: [{ id: a!.id, reps: 12, weight: 135, rpe: null }],
      removeIds: [c!.id, other!.id],
    });
    await expect(refused).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await rowsOf(workout.id)).toHaveLength(4);

    const saved = await caller.exercises.updateGroup({
      workoutId: workout.id,
      name: a!.name,
      sets: [{ id: a!.id, reps: 12, weight: 135, rpe: null }],
      removeIds: [c!.id],
    });
    expect(saved.map((s) => [s.id, s.reps])).toEqual([
      [a!.id, 12],
      [b!.id, 10],
    ]);
    expect(await rowsOf(workout.id)).toHaveLength(3);
  });

  it('deletes a whole group', async () => {
    const { caller, workout } = await withWorkout();
    await caller.exercises.add({ workoutId: workout.id, name: 'bench', sets: [set(8, 185), set(8, 185)] });
    await caller.exercises.add({ workoutId: workout.id, name: 'squat', sets: [set(5, 225)] });
    expect(
      await caller.exercises.deleteGroup({ workoutId: workout.id, name: 'Barbell Bench Press' }),
    ).toEqual({
      ok: true,
    });
    expect((await rowsOf(workout.id)).map((r) => r.name)).toEqual(['barbell back squat']);
    await expect(caller.exercises.deleteGroup({ workoutId: workout.id, name: 'bench' })).rejects.toThrow(
      'Exercise not found',
    );
  });

  it('answers 404 for another member’s workout and changes nothing', async () => {
    const { caller, workout } = await withWorkout();
    const [a] = await caller.exercises.add({ workoutId: workout.id, name: 'bench', sets: [set(8, 185)] });
    const other = await signedInCaller(t.db);
    const notFound = { code: 'NOT_FOUND', message: 'Workout not found' };
    await expect(
      other.caller.exercises.updateGroup({
        workoutId: workout.id,
        name: 'barbell bench press',
        sets: [{ id: a!.id, reps: 1, weight: 1, rpe: null }],
      }),
    ).rejects.toMatchObject(notFound);
    await expect(
      other.caller.exercises.deleteGroup({ workoutId: workout.id, name: 'barbell bench press' }),
    ).rejects.toMatchObject(notFound);
    expect((await rowsOf(workout.id))[0]).toMatchObject({ reps: 8 });
  });
});

describe('exercises.fromProgram', () => {
  const programmed = {
    name: 'Romanian deadlift',
    sets: 3,
    reps: '8-12',
    restTime: 90,
    notes: 'hinge',
    rpe: 7,
    weight: 135,
    muscleGroups: ['legs'],
  };

  it('logs the prescription as done at the planned targets and marks the planned sets done', async () => {
    const { caller } = await signedInCaller(t.db);
    const workout = await caller.workouts.create({ name: 'Day 1', exercises: [programmed] });
    await caller.exercises.add({ workoutId: workout.id, name: 'plank', sets: [set(1, null)] });
    const done = await caller.exercises.fromProgram({
      workoutId: workout.id,
      programmedExercise: programmed,
    });
    expect(done).toHaveLength(3);
    expect(done.every((s) => s.isCompleted && s.reps === 8 && s.weight === 135 && s.restTime === 90)).toBe(
      true,
    );
    expect(done.map((s) => s.position)).toEqual([1, 2, 3]);
    const rows = await rowsOf(workout.id);
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => !r.isCompleted)).toEqual([]);
    const [planned] = (await caller.workouts.byId({ id: workout.id })).planned;
    expect(planned?.status).toBe('done');
    expect(planned?.targets.map((t) => t.exerciseId)).toEqual(done.map((s) => s.id));
    await expect(
      caller.exercises.fromProgram({ workoutId: workout.id, programmedExercise: programmed }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'This exercise is already logged' });
    expect(await rowsOf(workout.id)).toHaveLength(4);
  });

  it('answers 404 for another member’s workout', async () => {
    const { workout } = await withWorkout();
    const other = await signedInCaller(t.db);
    await expect(
      other.caller.exercises.fromProgram({ workoutId: workout.id, programmedExercise: programmed }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Workout not found' });
    expect(await rowsOf(workout.id)).toEqual([]);
  });
});

describe('exercises.last and muscleGroups', () => {
  it('answers the sets of the most recent earlier workout with that exercise', async () => {
    const { caller } = await signedInCaller(t.db);
    const today = todayIn('UTC');
    const older = await caller.workouts.create({ name: 'Old', date: addDays(today, -7) });
    await caller.exercises.add({ workoutId: older.id, name: 'squat', sets: [set(5, 205)] });
    const recent = await caller.workouts.create({ name: 'Recent', date: addDays(today, -2) });
    await caller.exercises.add({
      workoutId: recent.id,
      name: 'back squat',
      sets: [set(5, 225), set(5, 230)],
    });
    await caller.exercises.add({ workoutId: recent.id, name: 'bench', sets: [set(5, 150)] });
    const current = await caller.workouts.create({ name: 'Now' });
    await caller.exercises.add({ workoutId: current.id, name: 'squat', sets: [set(3, 245)] });

    expect(
      (await caller.exercises.last({ name: 'Squats', workoutId: current.id })).map((s) => s.weight),
    ).toEqual([225, 230]);
    expect((await caller.exercises.last({ name: 'squat' })).map((s) => s.weight)).toEqual([245]);
    expect(await caller.exercises.last({ name: 'zercher carry of doom' })).toEqual([]);
    const other = await signedInCaller(t.db);
    expect(await other.caller.exercises.last({ name: 'squat' })).toEqual([]);
    await expect(other.caller.exercises.last({ name: 'squat', workoutId: current.id })).rejects.toThrow(
      'Workout not found',
    );
  });

  it('answers the catalogue’s muscle groups, [] for unknown names', async () => {
    const { caller } = await signedInCaller(t.db);
    expect((await caller.exercises.muscleGroups({ name: 'bench press' })).muscleGroups).toContain('chest');
    expect(await caller.exercises.muscleGroups({ name: 'mystery move' })).toEqual({ muscleGroups: [] });
  });
});
