import { estimate1RM } from '@coach/ai';
import { explainProgram } from '@coach/ai/programs';
import { bandFor } from '@coach/ai/training';
import { exercises, workouts } from '@coach/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../domain/calendar.ts';
import { weekStartOf } from '../domain/training.ts';
import { callerFor, signedInCaller, useTestDb } from '../testing.ts';
import { logWorkout } from './test-log.ts';

const t = useTestDb();
const today = () => todayIn('UTC');

/** Yesterday: bench 185 x8 @8, x8 @8.5, x6; squat 225 x5 @7 twice. Today: bench 195 x5 @9 twice. */
async function twoWorkouts() {
  const member = await signedInCaller(t.db);
  const yesterday = addDays(today(), -1);
  const a = await logWorkout(member.caller, yesterday, [
    { name: 'bench press', reps: 8, weight: 185, rpe: 8 },
    { name: 'bench press', reps: 8, weight: 185, rpe: 8.5 },
    { name: 'bench press', reps: 6, weight: 185 },
    { name: 'squat', reps: 5, weight: 225, rpe: 7 },
    { name: 'squat', reps: 5, weight: 225, rpe: 7 },
  ]);
  const b = await logWorkout(member.caller, today(), [
    { name: 'bench', reps: 5, weight: 195, rpe: 9 },
    { name: 'bench', reps: 5, weight: 195, rpe: 9 },
  ]);
  return { ...member, a: a.workout, b: b.workout, yesterday };
}

describe('progress', () => {
  it('answers a new member with zeros, an empty body map and no insights', async () => {
    const { caller } = await signedInCaller(t.db);
    expect(await caller.progress.summary()).toMatchObject({
      totalWorkouts: 0,
      hoursTrained: 0,
      volume: 0,
      streak: 0,
      level: 'beginner',
      levelSource: 'history',
    });
    const map = await caller.progress.bodyMap();
    expect(map.groups.map((g) => [g.id, g.displayName, g.sets, g.status])).toEqual([
      [1, 'Chest', 0, 'none'],
      [2, 'Back', 0, 'none'],
      [3, 'Shoulders', 0, 'none'],
      [4, 'Arms', 0, 'none'],
      [5, 'Legs', 0, 'none'],
      [6, 'Core', 0, 'none'],
    ]);
    expect(map.band).toEqual({ min: 6, max: 12 });
    expect(await caller.progress.insights()).toEqual({ cards: [] });
    expect(await caller.progress.muscleGroup({ id: 1 })).toMatchObject({
      frequency: 0,
      volume: 0,
      lastWorked: null,
      lastWorkedLabel: 'Never trained',
    });
    expect(await caller.progress.exercise({ name: 'bench' })).toMatchObject({
      sessions: [],
      heaviest: null,
      bestE1rm: null,
    });
  });

  it('shows two logged workouts in the stats, body map, detail, exercise history and insights', async () => {
    const { caller, token, a, b, yesterday } = await twoWorkouts();
    const summary = await caller.progress.summary();
    expect(summary).toMatchObject({ totalWorkouts: 2, streak: 2 });
    expect(summary.volume).toBeCloseTo((a.totalVolume ?? 0) + (b.totalVolume ?? 0), 3);
    expect(summary.volume).toBeCloseTo(185 * 8 * 2 + 185 * 6 + 225 * 5 * 2 + 195 * 5 * 2, 3);
    expect(summary.totalSeconds).toBe((a.duration ?? 0) + (b.duration ?? 0));

    // This week's hard sets: yesterday counts only when it falls in the same Monday-start week.
    const sameWeek = weekStartOf(yesterday) === weekStartOf(today());
    const map = await caller.progress.bodyMap();
    const sets = Object.fromEntries(map.groups.map((g) => [g.group, g.sets]));
    expect(sets.chest).toBe(2 + (sameWeek ? 3 : 0));
    expect(sets.legs).toBe(sameWeek ? 2 : 0);
    // Bench's secondary groups get half a set each.
    expect(sets.arms).toBe((2 + (sameWeek ? 3 : 0)) / 2);
    expect(map.muscles.find((m) => m.key === 'chest')?.sets).toBe(sets.chest);
    expect(map.groups[0]?.status).toBe(sets.chest! >= 6 ? 'within' : 'under');

    const chest = await caller.progress.muscleGroup({ id: 1 });
    expect(chest).toMatchObject({
      group: 'chest',
      frequency: 0.5,
      lastWorked: today(),
      lastWorkedLabel: 'Today',
      windowDays: 28,
    });
    expect(chest.volume).toBe(185 * 8 * 2 + 185 * 6 + 195 * 5 * 2);
    const legs = await caller.progress.muscleGroup({ id: 5 });
    expect(legs).toMatchObject({ volume: 225 * 5 * 2, lastWorked: yesterday, lastWorkedLabel: 'Yesterday' });
    // Core is only a secondary mover of the squat: half its volume, never "worked" as a main group.
    expect(await caller.progress.muscleGroup({ id: 6 })).toMatchObject({
      volume: 1125,
      frequency: 0,
      lastWorkedLabel: 'Never trained',
    });

    const bench = await caller.progress.exercise({ name: 'Bench Press' });
    expect(bench.name).toBe('barbell bench press');
    expect(bench.formula).toMatch(/RTS.*Epley/);
    const e1rmA = Math.max(estimate1RM(185, 8, 8)!, estimate1RM(185, 8, 8.5)!, estimate1RM(185, 6, null)!);
    expect(bench.sessions.map((s) => [s.date, s.e1rm, s.topWeight, s.topReps, s.sets])).toEqual([
      [yesterday, e1rmA, 185, 8, 3],
      [today(), estimate1RM(195, 5, 9), 195, 5, 2],
    ]);
    expect(bench.bestE1rm).toEqual({ value: e1rmA, date: yesterday });
    expect(bench.heaviest).toEqual({ weight: 195, reps: 5, date: today() });
    expect(bench.bestRepsAtWeight).toEqual([
      { weight: 195, reps: 5, date: today() },
      { weight: 185, reps: 8, date: yesterday },
    ]);
    expect(bench.repMaxes.map((r) => r.weight)).toEqual([195, 195, 195, 195, 195, 185, 185, 185, null, null]);
    expect(bench.weeklyVolume.at(-1)).toEqual({
      weekStart: weekStartOf(today()),
      volume: 1950 + (sameWeek ? 4070 : 0),
    });
    expect(bench.weeklyVolume).toHaveLength(52);

    const { cards } = await caller.progress.insights();
    const keys = cards.map((c) => c.key);
    expect(keys).toEqual(
      expect.arrayContaining(['streak', 'training_volume', 'time_investment', 'consistency']),
    );
    expect(keys).not.toContain('training_progress'); // only from 3 completed workouts
    expect(cards.find((c) => c.key === 'streak')).toMatchObject({ title: 'Consistency Champion', value: 2 });
    expect(cards.find((c) => c.key === 'training_volume')?.value).toBeCloseTo(summary.volume, 3);
    expect(cards.find((c) => c.key === 'training_volume')?.message).toMatch(/ lbs in total/);

    // A kg member reads the messages in kg; the numbers stay in pounds.
    await caller.auth.updatePreferences({ weightUnit: 'kg' });
    const inKg = (await (await callerFor(t.db, token)).progress.insights()).cards;
    const volumeCard = inKg.find((c) => c.key === 'training_volume')!;
    expect(volumeCard.message).toMatch(/ kg in total/);
    expect(volumeCard.value).toBeCloseTo(summary.volume, 3);
  });

  it('judges each group against its own band, the one the program explanation uses', async () => {
    const { caller } = await signedInCaller(t.db);
    // 8 arm sets: within a single muscle's beginner band (6-12), under the arms band (biceps + triceps).
    // Pec deck puts chest on target, so the under-band insight has something to contrast with.
    const lifts = ['barbell curl', 'triceps pushdown', 'pec deck'].flatMap((name) =>
      Array.from({ length: name === 'pec deck' ? 8 : 4 }, () => ({ name, reps: 10, weight: 50, rpe: 8 })),
    );
    await logWorkout(caller, today(), lifts);
    const map = await caller.progress.bodyMap();
    const arms = map.groups.find((g) => g.group === 'arms')!;
    expect(arms).toMatchObject({ sets: 8, band: bandFor('beginner', 'arms'), status: 'under' });
    expect(arms.band).toEqual({ min: 12, max: 24 });
    expect(map.groups.find((g) => g.group === 'chest')).toMatchObject({
      band: { min: 6, max: 12 },
      status: 'within',
    });
    // A finer muscle is one muscle: biceps' 4 sets are under the per-muscle band.
    expect(map.band).toEqual({ min: 6, max: 12 });
    expect(map.muscles.find((m) => m.key === 'biceps')).toMatchObject({ sets: 4, status: 'under' });

    // The confirm screen's explanation of the same week says the same.
    const explained = explainProgram({
      difficulty: 'beginner',
      durationWeeks: 1,
      schedule: {
        days: [
          {
            dayNumber: 1,
            name: 'Arms',
            exercises: ['barbell curl', 'triceps pushdown'].map((name) => ({
              name,
              sets: 4,
              reps: '10',
              restTime: 60,
              rpe: 8,
              weight: null,
              notes: null,
              muscleGroups: [],
            })),
          },
        ],
      },
    });
    const armsExplained = explained.volume.find((v) => v.group === 'arms')!;
    expect([armsExplained.min, armsExplained.max, armsExplained.status]).toEqual([
      arms.band.min,
      arms.band.max,
      arms.status,
    ]);

    const detail = await caller.progress.muscleGroup({ id: arms.id });
    expect(detail).toMatchObject({ weeklySets: 8, band: { min: 12, max: 24 }, status: 'under' });
    const under = (await caller.progress.insights()).cards.find((c) => c.key === 'under_band');
    expect(under?.message).toMatch(/Arms \(8 of 12\+ hard sets\)/);
  });

  it('repairs the totals, bests and streak when a completed workout is deleted', async () => {
    const { caller, b, yesterday } = await twoWorkouts();
    await caller.workouts.delete({ id: b.id });
    expect(await caller.progress.summary()).toMatchObject({ totalWorkouts: 1, streak: 1 });
    const bench = await caller.progress.exercise({ name: 'bench' });
    expect(bench.heaviest).toEqual({ weight: 185, reps: 8, date: yesterday });
    expect(bench.sessions).toHaveLength(1);
    expect((await caller.progress.muscleGroup({ id: 1 })).lastWorked).toBe(yesterday);
    expect((await caller.workouts.dashboard()).streak).toBe(1);
  });

  it('builds the rollups once from history logged before they existed', async () => {
    const { caller, user } = await signedInCaller(t.db);
    const [w] = await t.db
      .insert(workouts)
      .values({
        userId: user.id,
        name: 'Old',
        date: addDays(today(), -2),
        isCompleted: true,
        completedAt: new Date(),
        duration: 1800,
        totalVolume: 1000,
      })
      .returning();
    await t.db.insert(exercises).values({
      workoutId: w!.id,
      name: 'barbell deadlift',
      reps: 5,
      weight: 200,
      totalWeight: 200,
      muscleGroups: ['legs'],
    });
    expect(await caller.progress.summary()).toMatchObject({
      totalWorkouts: 1,
      totalSeconds: 1800,
      volume: 1000,
      streak: 0,
    });
    expect((await caller.progress.exercise({ name: 'deadlift' })).heaviest).toMatchObject({
      weight: 200,
      reps: 5,
    });
  });

  it('keeps members apart: another member sees none of it', async () => {
    await twoWorkouts();
    const other = await signedInCaller(t.db);
    expect(await other.caller.progress.summary()).toMatchObject({ totalWorkouts: 0, volume: 0 });
    expect((await other.caller.progress.exercise({ name: 'bench' })).sessions).toEqual([]);
    expect((await other.caller.progress.muscleGroup({ id: 1 })).lastWorkedLabel).toBe('Never trained');
    expect((await other.caller.progress.bodyMap()).groups.every((g) => g.sets === 0)).toBe(true);
    const { id } = await other.caller.progress.targetedWorkout({ groups: ['chest'] });
    const planned = await other.caller.workouts.byId({ id });
    // Nothing of the first member's lifts leaks into the targets: a start with no history of its own.
    expect(planned.planned.every((p) => !p.hasHistory)).toBe(true);
  });

  it('starts a targeted workout of planned sets, prefilled from the member’s last session', async () => {
    const { caller } = await twoWorkouts();
    const started = await caller.progress.targetedWorkout({ groups: ['chest', 'legs'] });
    expect(started).toMatchObject({ name: 'Chest & Legs Focus', isCompleted: false });
    const w = await caller.workouts.byId({ id: started.id });
    // Targeted sets are planned (the journal's Programmed Exercises), not done.
    expect(w.exercises).toEqual([]);
    const names = w.planned.map((p) => p.name);
    expect(names, JSON.stringify(w.planned.map((p) => [p.name, p.weight]))).toHaveLength(4);
    expect(names.slice(0, 1)).toEqual(['barbell bench press']);
    expect(names).toContain('barbell back squat');
    expect(w.planned.every((p) => p.status === 'planned')).toBe(true);
    expect(w.planned.find((p) => p.name === 'barbell bench press')?.weight).toBe(195);
    expect(w.planned.find((p) => p.name === 'barbell back squat')?.weight).toBe(225);
    const again = await caller.progress.targetedWorkout({
      groups: ['core'],
      idempotencyKey: 'targeted-key-1',
    });
    expect(
      (await caller.progress.targetedWorkout({ groups: ['core'], idempotencyKey: 'targeted-key-1' })).id,
    ).toBe(again.id);
  });

  it('refuses bad input with the messages and changes nothing', async () => {
    const { caller, user } = await signedInCaller(t.db);
    const bad = (message: string) => ({ code: 'BAD_REQUEST', message });
    await expect(caller.progress.muscleGroup({ id: 'x' as never })).rejects.toMatchObject(bad('Invalid id'));
    await expect(caller.progress.muscleGroup({ id: 0 })).rejects.toMatchObject(bad('Invalid id'));
    await expect(caller.progress.muscleGroup({ id: 7 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Muscle group not found',
    });
    await expect(caller.progress.exercise({ name: ' ' })).rejects.toMatchObject(
      bad('Please choose an exercise'),
    );
    await expect(caller.progress.exercise({ name: 'bench', weeks: 0 })).rejects.toMatchObject(
      bad('Show at least 1 week'),
    );
    await expect(caller.progress.exercise({ name: 'bench', weeks: 521 })).rejects.toMatchObject(
      bad('Show at most 520 weeks'),
    );
    await expect(caller.progress.targetedWorkout({ groups: [] })).rejects.toMatchObject(
      bad('Choose at least one muscle group'),
    );
    await expect(caller.progress.targetedWorkout({ groups: ['neck' as never] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.progress.targetedWorkout({ groups: ['chest', 'chest'] })).rejects.toMatchObject(
      bad('Choose each muscle group once'),
    );
    expect(await t.db.select().from(workouts).where(eq(workouts.userId, user.id))).toEqual([]);
  });
});
