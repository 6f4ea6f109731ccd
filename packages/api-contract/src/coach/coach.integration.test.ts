import { canonicalName } from '@coach/ai/catalogue';
import { achievements, aiCalls } from '@coach/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerFor, signedInCaller, useTestDb } from '../testing.ts';
import { createAppCoach } from './factory.ts';

const t = useTestDb();

async function member(opts: { weight?: number; unit?: 'lb' | 'kg' } = {}) {
  const m = await signedInCaller(t.db);
  await m.caller.auth.updatePreferences({ weight: opts.weight ?? 180, weightUnit: opts.unit ?? 'lb' });
  // A caller's context holds the member as loaded; sign in again to see the new preferences.
  const caller = await callerFor(t.db, m.token);
  const { id } = await caller.workouts.create({ name: 'Push', date: '2026-11-20' });
  return { ...m, caller, workoutId: id };
}

describe('workouts.journal', () => {
  it('logs one record per set, resolving names, loads and effort', async () => {
    const { caller, workoutId } = await member({ weight: 180 });
    const out = await caller.workouts.journal({
      id: workoutId,
      content: 'bench 3x8 @185 rpe 8, then dips 3x12',
    });
    expect(out.provider).toBe('offline');
    expect(out.summary).toMatch(/^Logged 3 sets of Barbell Bench Press and 3 sets of Dips?$/);
    const bench = out.sets.filter((s) => s.name === 'barbell bench press');
    expect(bench.map((s) => [s.reps, s.weight, s.rpe])).toEqual([
      [8, 185, 8],
      [8, 185, 8],
      [8, 185, 8],
    ]);
    expect(bench[0]?.muscleGroups[0]).toBe('chest');
    const dips = out.sets.filter((s) => s.name === canonicalName('dips'));
    expect(dips).toHaveLength(3);
    expect(dips[0]).toMatchObject({
      reps: 12,
      isBodyweight: true,
      baseWeight: 180,
      weight: 0,
      totalWeight: 180,
    });
    expect(out.sets.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5]);
    const listed = await caller.exercises.list({ workoutId });
    expect(listed).toHaveLength(6);
  });

  it('logs sets under a name the catalogue lacks, and cardio, marking both as not in the catalogue', async () => {
    const { caller, workoutId } = await member();
    const out = await caller.workouts.journal({
      id: workoutId,
      content: 'Block press: 315 x 4, 4\n10 min bike',
    });
    expect(out.sets.map((s) => [s.name, s.reps, s.weight, s.notes])).toEqual([
      ['Block Press', 4, 315, null],
      ['Block Press', 4, 315, null],
      ['Cycling', null, null, '10 min'],
    ]);
    expect(out.sets[0]?.muscleGroups).toEqual([]);
    expect(out.notInCatalogue).toEqual(['Block Press', 'Cycling']);
    expect(out.summary).toBe(
      'Logged 2 sets of Block Press and 1 set of Cycling (not in the catalogue: Block Press, Cycling)',
    );
  });

  it('reads bare numbers in the member unit and stores pounds', async () => {
    const { caller, workoutId } = await member({ unit: 'kg' });
    const out = await caller.workouts.journal({ id: workoutId, content: 'squat 5x3 @ 100' });
    expect(out.sets).toHaveLength(5);
    expect(out.sets[0]).toMatchObject({ name: 'barbell back squat', reps: 3, weight: 220.462 });
  });

  it('keeps words that are not exercises as a note and logs nothing for them', async () => {
    const { caller, workoutId } = await member();
    const out = await caller.workouts.journal({ id: workoutId, content: 'felt great today, slept well' });
    expect(out.sets).toEqual([]);
    expect(out.summary).toBe('No sets found in that entry');
    expect(out.note).toBeTruthy();
    const workout = await caller.workouts.byId({ id: workoutId });
    expect(workout.notes).toContain(out.note);
  });

  it('replays an idempotency key without logging twice', async () => {
    const { caller, workoutId } = await member();
    const entry = { id: workoutId, content: 'deadlift 315x5', idempotencyKey: 'journal-key-0001' };
    const first = await caller.workouts.journal(entry);
    const again = await caller.workouts.journal(entry);
    expect(again.sets.map((s) => s.id)).toEqual(first.sets.map((s) => s.id));
    expect(await caller.exercises.list({ workoutId })).toHaveLength(1);
  });

  it('answers 400 for an empty entry, 404 for another member, 409 once completed', async () => {
    const a = await member();
    const b = await member();
    await expect(a.caller.workouts.journal({ id: a.workoutId, content: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Write what you did, e.g. "bench 3x8 @185 rpe 8"',
    });
    await expect(b.caller.workouts.journal({ id: a.workoutId, content: 'bench 3x8' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await a.caller.workouts.complete({ id: a.workoutId });
    await expect(a.caller.workouts.journal({ id: a.workoutId, content: 'bench 3x8' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await a.caller.exercises.list({ workoutId: a.workoutId })).toEqual([]);
  });
});

describe('exercises.editWithAi', () => {
  it('applies set-count, weight and rep edits to the whole group', async () => {
    const { caller, workoutId } = await member();
    const { sets } = await caller.workouts.journal({ id: workoutId, content: 'bench 3x8 @185' });
    const four = await caller.exercises.editWithAi({ id: sets[1]!.id, editInstruction: 'make it 4 sets' });
    expect(four.sets).toHaveLength(4);
    expect(four.changesSummary).toMatch(/4 sets/i);
    const heavier = await caller.exercises.editWithAi({
      id: sets[0]!.id,
      editInstruction: 'weight 200 on all sets',
    });
    expect(heavier.sets.map((s) => s.weight)).toEqual([200, 200, 200, 200]);
    const last = await caller.exercises.editWithAi({
      id: sets[0]!.id,
      editInstruction: 'last set was 6 reps',
    });
    expect(last.sets.map((s) => s.reps)).toEqual([8, 8, 8, 6]);
    const dropped = await caller.exercises.editWithAi({
      id: sets[0]!.id,
      editInstruction: 'drop the last set',
    });
    expect(dropped.sets).toHaveLength(3);
    expect(await caller.exercises.list({ workoutId })).toHaveLength(3);
  });

  it("answers the coach's words as a 400 when it cannot understand, and changes nothing", async () => {
    const { caller, workoutId } = await member();
    const { sets } = await caller.workouts.journal({ id: workoutId, content: 'bench 3x8 @185' });
    const error = await caller.exercises
      .editWithAi({ id: sets[0]!.id, editInstruction: 'sing me a song' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect((error as Error).message.length).toBeGreaterThan(10);
    const after = await caller.exercises.list({ workoutId });
    expect(after.map((s) => [s.reps, s.weight])).toEqual(sets.map((s) => [s.reps, s.weight]));
  });

  it("answers 404 for another member's set", async () => {
    const a = await member();
    const b = await member();
    const { sets } = await a.caller.workouts.journal({ id: a.workoutId, content: 'bench 3x8 @185' });
    await expect(
      b.caller.exercises.editWithAi({ id: sets[0]!.id, editInstruction: 'make it 4 sets' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await a.caller.exercises.list({ workoutId: a.workoutId })).toHaveLength(3);
  });
});

describe('exercises.swap and deleteMany', () => {
  it('swaps for another exercise of the same muscle, avoiding what the workout has', async () => {
    const { caller, workoutId } = await member();
    await caller.workouts.journal({ id: workoutId, content: 'dumbbell bench press 3x10 @60' });
    const out = await caller.exercises.swap({ originalExercise: 'barbell bench press', workoutId });
    expect(out.swappedExercise.name).not.toMatch(/^(barbell bench press|dumbbell bench press)$/);
    expect(out.swappedExercise.muscleGroups).toContain('chest');
    expect(out.reason.length).toBeGreaterThan(0);
  });

  it('deletes all listed sets or none', async () => {
    const a = await member();
    const b = await member();
    const mine = await a.caller.workouts.journal({ id: a.workoutId, content: 'bench 3x8 @185' });
    const theirs = await b.caller.workouts.journal({ id: b.workoutId, content: 'row 3x8 @135' });
    const ids = mine.sets.map((s) => s.id);
    await expect(a.caller.exercises.deleteMany({ ids: [...ids, theirs.sets[0]!.id] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await a.caller.exercises.list({ workoutId: a.workoutId })).toHaveLength(3);
    expect(await a.caller.exercises.deleteMany({ ids })).toEqual({ deleted: 3 });
    expect(await a.caller.exercises.list({ workoutId: a.workoutId })).toEqual([]);
  });
});

describe('completion with the coach', () => {
  it('names a workout that asked for it, stores the analysis, and grants a record once', async () => {
    const m = await signedInCaller(t.db);
    const caller = await callerFor(t.db, m.token, { coach: createAppCoach(t.db) });

    const first = await caller.workouts.create({
      name: 'Unnamed Workout',
      aiGenerateName: true,
      date: '2026-11-01',
    });
    await caller.workouts.journal({ id: first.id, content: 'bench 3x5 @185, dips 3x10' });
    const done = await caller.workouts.complete({ id: first.id });
    expect(done.workout.name).not.toBe('Unnamed Workout');
    expect(done.workout.name).toMatch(/bench/i);
    expect(done.workout.aiAnalysis?.answeredBy).toBe('offline');
    expect(done.achievements.map((a) => a.key)).toContain('workouts:1');

    const second = await caller.workouts.create({ name: 'Bench day', date: '2026-11-04' });
    await caller.workouts.journal({ id: second.id, content: 'bench 3x5 @205' });
    const better = await caller.workouts.complete({ id: second.id });
    expect(better.workout.name).toBe('Bench day');
    expect(
      better.workout.aiAnalysis?.personalRecords.some((r) => r.kind === 'heaviest_weight' && r.value === 205),
    ).toBe(true);
    const pr = better.achievements.find((a) => a.type === 'personal_record');
    expect(pr?.title).toMatch(/Personal Record/);

    const again = await caller.workouts.complete({ id: second.id });
    expect(again.achievements).toEqual([]);
    const prs = await t.db.select().from(achievements).where(eq(achievements.userId, m.user.id));
    expect(prs.filter((a) => a.type === 'personal_record')).toHaveLength(1);

    const calls = await t.db.select().from(aiCalls).where(eq(aiCalls.userId, m.user.id));
    expect(calls.map((c) => c.feature)).toEqual(
      expect.arrayContaining(['parseJournal', 'nameWorkout', 'analyzeWorkout']),
    );
    expect(calls.every((c) => c.provider === 'offline' && c.outcome === 'ok')).toBe(true);
  });
});
