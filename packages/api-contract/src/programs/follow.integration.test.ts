import type { ProgramDraftInput } from '@coach/ai/schemas';
import { plannedSets, workouts } from '@coach/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAppCoach } from '../coach/factory.ts';
import { callerFor, signedInCaller, useTestDb } from '../testing.ts';

const t = useTestDb();

async function member(weight = 180, unit: 'lb' | 'kg' = 'lb') {
  const m = await signedInCaller(t.db);
  await m.caller.auth.updatePreferences({ weight, weightUnit: unit });
  return { ...m, caller: await callerFor(t.db, m.token, { coach: createAppCoach(t.db) }) };
}
type Caller = Awaited<ReturnType<typeof member>>['caller'];

/** One dumbbell press day a week, double progression 8-12 @ RPE 8, +5 lb. */
const pressDraft = (weeks: number, days = 1): ProgramDraftInput => ({
  name: 'Press Block',
  description: 'Dumbbell pressing',
  durationWeeks: weeks,
  difficulty: 'intermediate',
  focusAreas: ['chest'],
  equipment: ['dumbbells', 'bench'],
  daysPerWeek: days,
  progression: 'Double progression',
  schedule: {
    days: Array.from({ length: days }, (_, i) => ({
      dayNumber: i + 1,
      name: `Day ${i + 1}`,
      exercises: [
        {
          name: 'dumbbell bench press',
          sets: 3,
          reps: '8-12',
          restTime: 90,
          notes: null,
          rpe: 8,
          weight: null,
          muscleGroups: ['chest'],
          progression: { kind: 'double', repsMin: 8, repsMax: 12, step: 5, targetRpe: 8 },
        },
        {
          name: 'plank',
          sets: 2,
          reps: '30s',
          restTime: 45,
          notes: null,
          rpe: null,
          weight: null,
          muscleGroups: ['core'],
        },
      ],
    })),
  },
});

async function activeProgramOf(caller: Caller, draft: ProgramDraftInput) {
  const program = await caller.programs.confirm({ program: draft });
  await caller.programs.update({ id: program.id, isActive: true });
  return program;
}

/** Starts today's day, logs the press with these reps at its target, completes; answers the review. */
async function session(caller: Caller, programId: number, reps: number[], rpe: number) {
  const w = await caller.workouts.create({ name: 'Press', programId });
  const [press] = (await caller.workouts.byId({ id: w.id })).planned;
  const weight = press!.targets[0]!.weight;
  await caller.exercises.fromProgram({
    workoutId: w.id,
    position: 0,
    programmedExercise: press!,
    sets: reps.map((r) => ({ reps: r, weight, rpe })),
  });
  const done = await caller.workouts.complete({ id: w.id });
  return { weight: weight!, done };
}

describe('following a program: targets, today, progression', () => {
  it('moves the target by its rule: +1 rung after 3×12 @ 7, hold after a miss, step back after two', async () => {
    const { caller } = await member();
    const program = await activeProgramOf(caller, pressDraft(6));

    const first = await caller.programs.activeToday();
    const press = first!.todayWorkout!.exercises[0]!;
    expect(press.hasHistory).toBe(false);
    expect(press.basis).toMatch(/No history yet/);
    expect(press.targets).toHaveLength(3);
    const start = press.targets[0]!.weight!;
    expect(start).toBeGreaterThan(0);

    const s1 = await session(caller, program.id, [12, 12, 12], 7);
    expect(s1.weight).toBe(start);
    const review = s1.done.plan[0]!;
    expect(review).toMatchObject({ status: 'done', next: { weight: start + 5, reps: '8' } });
    expect(review.summary).toMatch(/planned 3×8-12.*did 3×12\/12\/12.*Next time 3×8 at/);
    expect(s1.done.workout.aiAnalysis?.exercises.find((x) => x.name === press.name)?.nextTime).toBe(
      review.summary,
    );

    const second = await caller.programs.today({ programId: program.id });
    expect(second.todayWorkout).toMatchObject({ week: 2, dayNumber: 1 });
    expect(second.progress).toMatchObject({ completedDays: 1, totalDays: 6 });
    expect(second.todayWorkout!.exercises[0]!.targets.map((x) => x.weight)).toEqual([
      start + 5,
      start + 5,
      start + 5,
    ]);
    expect(second.todayWorkout!.exercises[0]!.basis).toMatch(/every set on target/);

    const s2 = await session(caller, program.id, [8, 7, 6], 10);
    expect(s2.weight).toBe(start + 5);
    expect(s2.done.plan[0]?.next?.weight).toBe(start + 5);
    const s3 = await session(caller, program.id, [7, 6, 6], 10);
    expect(s3.weight).toBe(start + 5);
    expect(s3.done.plan[0]?.next?.weight).toBe(start);
    const fourth = await caller.programs.activeToday();
    expect(fourth!.todayWorkout!.exercises[0]!.targets[0]!.weight).toBe(start);
    expect(fourth!.todayWorkout!.week).toBe(4);
  });

  it('speaks the member unit: a kg member steps 30 → 32.5 kg dumbbells', async () => {
    const { caller } = await member(80, 'kg');
    const program = await activeProgramOf(caller, pressDraft(4));
    const w = await caller.workouts.create({ name: 'Press', programId: program.id });
    const [press] = (await caller.workouts.byId({ id: w.id })).planned;
    const kg = (lb: number) => Math.round((lb / 2.20462) * 100) / 100;
    expect(kg(press!.targets[0]!.weight!) % 1 === 0 || kg(press!.targets[0]!.weight!) % 2.5 === 0).toBe(true);
    await caller.exercises.fromProgram({
      workoutId: w.id,
      position: 0,
      programmedExercise: press!,
      sets: [12, 12, 12].map((reps) => ({ reps, weight: 66.139, rpe: 7 })),
    });
    const done = await caller.workouts.complete({ id: w.id });
    expect(kg(done.plan[0]!.next!.weight!)).toBe(32.5);
    expect(done.plan[0]!.summary).toMatch(/\+2\.5 kg to 32\.5 kg/);
  });

  it('speaks the member effort scale: an RIR member reads reps in reserve, never RPE', async () => {
    const m = await member();
    await m.caller.auth.updatePreferences({ effortTrackingPreference: 'rir' });
    // The context reads the member once per request: a new caller sees the new preference.
    const caller = await callerFor(t.db, m.token, { coach: createAppCoach(t.db) });
    const program = await activeProgramOf(caller, pressDraft(4));
    const first = (await caller.programs.activeToday())!.todayWorkout!.exercises[0]!;
    expect(first.basis).toMatch(/If it feels easier than RIR \d, go up next set/);

    const s1 = await session(caller, program.id, [11, 10, 10], 8);
    expect(s1.done.plan[0]!.summary).toMatch(/until 3×12 at 2 reps in reserve or easier\./);
    const next = (await caller.programs.today({ programId: program.id })).todayWorkout!.exercises[0]!;
    expect(next.basis).toMatch(/one more rep per set until 3×12 at 2 reps in reserve or easier\./);
    expect(`${first.basis} ${next.basis} ${s1.done.plan[0]!.summary}`).not.toMatch(/RPE/);
  });

  it('walks the days in order, not by weekday, and says when the program is done', async () => {
    const { caller } = await member();
    const program = await activeProgramOf(caller, pressDraft(1, 2));
    const day1 = await caller.programs.activeToday();
    expect(day1!.todayWorkout).toMatchObject({ dayNumber: 1, week: 1 });
    expect(day1!.progress).toMatchObject({ completedDays: 0, totalDays: 2, streak: 0 });
    expect(day1!.insights?.estimatedTime).toBeGreaterThan(0);
    await session(caller, program.id, [10, 10, 10], 8);
    const day2 = await caller.programs.activeToday();
    expect(day2!.todayWorkout).toMatchObject({ dayNumber: 2, week: 1 });
    expect(day2!.progress).toMatchObject({ completedDays: 1, streak: 1 });
    await session(caller, program.id, [10, 10, 10], 8);
    const finished = await caller.programs.activeToday();
    expect(finished).toMatchObject({
      finished: true,
      todayWorkout: null,
      insights: null,
      progress: { completedDays: 2, totalDays: 2 },
    });
    await expect(caller.workouts.create({ name: 'More', programId: program.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You have finished this program',
    });
  });

  it('plans a deload week with half the sets and lighter loads', async () => {
    const { caller } = await member();
    const draft = pressDraft(2);
    const weeks = [
      { week: 1, rpeOffset: 0, setMultiplier: 1, loadMultiplier: 1, deload: false },
      { week: 2, rpeOffset: -2, setMultiplier: 0.5, loadMultiplier: 0.9, deload: true },
    ];
    const program = await activeProgramOf(caller, { ...draft, schedule: { ...draft.schedule, weeks } });
    const s1 = await session(caller, program.id, [12, 12, 12], 7);
    const deload = await caller.programs.activeToday();
    expect(deload!.todayWorkout).toMatchObject({ week: 2, deload: true });
    const press = deload!.todayWorkout!.exercises[0]!;
    expect(press.targets).toHaveLength(2);
    expect(press.targets[0]!.weight).toBeLessThan(s1.weight);
    expect(press.targets[0]!.rpe).toBe(6);
  });
});

describe('starting a program day and the journal actions', () => {
  it('resumes the open workout of the same day; the plan is stored apart from done sets', async () => {
    const { caller, user } = await member();
    const draft = await caller.programs.generate({
      goals: 'build muscle',
      experience: 'intermediate',
      availableDays: 4,
      equipment: ['dumbbells', 'bench'],
    });
    const program = await activeProgramOf(caller, draft);
    const first = await caller.workouts.create({ name: 'Day 1', programId: program.id });
    expect(first).toMatchObject({ resumed: false, programDay: 1, programWeek: 1 });
    const again = await caller.workouts.create({ name: 'Day 1', programId: program.id });
    expect(again).toMatchObject({ id: first.id, resumed: true });
    expect((await caller.programs.activeToday())!.inProgressWorkoutId).toBe(first.id);
    const mine = await t.db.select().from(workouts).where(eq(workouts.userId, user.id));
    expect(mine).toHaveLength(1);

    const journal = await caller.workouts.byId({ id: first.id });
    expect(journal.exercises).toEqual([]);
    expect(journal.planned.length).toBe(draft.schedule.days[0]!.exercises.length);
    expect(journal.planned.length).toBeGreaterThanOrEqual(4);
    for (const p of journal.planned) {
      expect(p.targets.length).toBeGreaterThan(0);
      expect(p.basis.length).toBeGreaterThan(10);
    }
    const [a, b, c, d] = journal.planned;

    // As Prescribed
    const logged = await caller.exercises.fromProgram({
      workoutId: first.id,
      position: a!.position,
      programmedExercise: a!,
    });
    expect(logged).toHaveLength(a!.sets);
    expect(logged.map((s) => s.weight)).toEqual(a!.targets.map((x) => x.weight));
    // With Changes: one set fewer than planned, heavier
    const changed = await caller.exercises.fromProgram({
      workoutId: first.id,
      position: b!.position,
      programmedExercise: b!,
      sets: [{ reps: 9, weight: (b!.weight ?? 0) + 5, rpe: 9 }],
    });
    expect(changed).toHaveLength(1);
    // Swap today only
    const swap = await caller.exercises.swap({
      originalExercise: c!.name,
      workoutId: first.id,
      position: c!.position,
      scope: 'today',
    });
    expect(swap.planned?.name).toBe(swap.swappedExercise.name);
    expect(swap.planned).toMatchObject({ swappedFrom: c!.name, position: c!.position });
    expect(swap.programUpdated).toBe(false);
    // Skip, unskip, skip
    expect(
      (await caller.exercises.skip({ workoutId: first.id, position: d!.position, skipped: true })).status,
    ).toBe('skipped');
    await expect(
      caller.exercises.fromProgram({ workoutId: first.id, position: d!.position, programmedExercise: d! }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(
      (await caller.exercises.skip({ workoutId: first.id, position: d!.position, skipped: false })).status,
    ).toBe('planned');
    await caller.exercises.skip({ workoutId: first.id, position: d!.position, skipped: true });

    const after = await caller.workouts.byId({ id: first.id });
    expect(after.planned.map((p) => p.status).slice(0, 4)).toEqual(['done', 'done', 'planned', 'skipped']);
    expect(after.planned[1]!.targets.map((x) => x.status)).toEqual(
      b!.targets.map((_, i) => (i === 0 ? 'done' : 'skipped')),
    );
    expect(after.planned[2]!.name).toBe(swap.swappedExercise.name);
    expect((await caller.programs.byId({ id: program.id })).schedule).toEqual(program.schedule);

    const done = await caller.workouts.complete({ id: first.id });
    expect(done.plan.slice(0, 4).map((p) => p.status)).toEqual(['done', 'done', 'missed', 'skipped']);
    expect(done.plan[1]!.done).toEqual([{ reps: 9, weight: (b!.weight ?? 0) + 5, rpe: 9 }]);
    expect(done.workout.aiAnalysis?.summary).toMatch(/Program: 2 of \d+ programmed exercises done/);
    const next = await caller.programs.activeToday();
    expect(next!.todayWorkout?.dayNumber).toBe(draft.schedule.days[1]!.dayNumber);
    expect(next!.progress.completedDays).toBe(1);
    expect(next!.inProgressWorkoutId).toBeNull();
  });

  it('swaps for the rest of the program by rewriting its days', async () => {
    const { caller } = await member();
    const program = await activeProgramOf(caller, pressDraft(4, 2));
    const w = await caller.workouts.create({ name: 'Day 1', programId: program.id });
    const out = await caller.exercises.swap({
      originalExercise: 'dumbbell bench press',
      workoutId: w.id,
      position: 0,
      scope: 'program',
    });
    expect(out.programUpdated).toBe(true);
    // A resent swap (same key) answers the same replacement and swaps nothing again.
    const key = { idempotencyKey: 'swap-key-0001' };
    const once = await caller.exercises.swap({
      originalExercise: 'plank',
      workoutId: w.id,
      position: 1,
      scope: 'today',
      ...key,
    });
    const twice = await caller.exercises.swap({
      originalExercise: 'plank',
      workoutId: w.id,
      position: 1,
      scope: 'today',
      ...key,
    });
    expect(twice.planned?.targets.map((x) => x.id)).toEqual(once.planned?.targets.map((x) => x.id));
    expect(twice.swappedExercise.name).toBe(once.swappedExercise.name);
    const journal = await caller.workouts.byId({ id: w.id });
    expect(journal.planned[1]).toMatchObject({ name: once.swappedExercise.name, swappedFrom: 'plank' });
    const saved = await caller.programs.byId({ id: program.id });
    for (const day of saved.schedule.days) {
      expect(day.exercises[0]!.name).toBe(out.swappedExercise.name);
      expect(day.exercises[0]).toMatchObject({ sets: 3, reps: '8-12', restTime: 90 });
    }
    const plain = await caller.workouts.create({ name: 'Plain' });
    await expect(
      caller.exercises.swap({
        originalExercise: 'plank',
        workoutId: plain.id,
        position: 0,
        scope: 'program',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("answers another member's workout as 404 and bad input as 400, changing nothing", async () => {
    const owner = await member();
    const program = await activeProgramOf(owner.caller, pressDraft(4));
    const w = await owner.caller.workouts.create({ name: 'Day 1', programId: program.id });
    const [press] = (await owner.caller.workouts.byId({ id: w.id })).planned;
    const other = await member();
    const missing = { code: 'NOT_FOUND', message: 'Workout not found' };
    await expect(
      other.caller.exercises.fromProgram({ workoutId: w.id, position: 0, programmedExercise: press! }),
    ).rejects.toMatchObject(missing);
    await expect(
      other.caller.exercises.skip({ workoutId: w.id, position: 0, skipped: true }),
    ).rejects.toMatchObject(missing);
    await expect(
      other.caller.exercises.swap({
        originalExercise: press!.name,
        workoutId: w.id,
        position: 0,
        scope: 'today',
      }),
    ).rejects.toMatchObject(missing);
    await expect(
      owner.caller.exercises.skip({ workoutId: w.id, position: -1, skipped: true }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      owner.caller.exercises.fromProgram({
        workoutId: w.id,
        position: 0,
        programmedExercise: press!,
        sets: [],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Add at least one set' });
    await expect(
      owner.caller.exercises.swap({ originalExercise: press!.name, workoutId: w.id, scope: 'today' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      owner.caller.exercises.skip({ workoutId: w.id, position: 9, skipped: true }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Planned exercise not found',
    });
    await expect(
      owner.caller.workouts.create({ name: 'x', programId: program.id, programDay: 5 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'This program has no day 5' });
    const rows = await t.db.select().from(plannedSets).where(eq(plannedSets.workoutId, w.id));
    expect(rows.every((r) => r.status === 'planned' && r.exerciseId === null)).toBe(true);
    expect((await owner.caller.workouts.byId({ id: w.id })).exercises).toEqual([]);
  });
});
