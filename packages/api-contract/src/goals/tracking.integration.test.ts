import { estimate1RM } from '@coach/ai';
import { achievements, goals } from '@coach/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../domain/calendar.ts';
import { weekStartOf } from '../domain/training.ts';
import { logWorkout } from '../progress/test-log.ts';
import { callerFor, signedInCaller, useTestDb } from '../testing.ts';

const t = useTestDb();
const today = () => todayIn('UTC');
const goalAchievements = (userId: number) =>
  t.db
    .select()
    .from(achievements)
    .where(and(eq(achievements.userId, userId), eq(achievements.type, 'goal_achieved')));

describe('goals that track themselves', () => {
  it('moves a bench e1RM goal when a heavier set is logged and the workout completed, and grants goal_achieved once', async () => {
    const { caller, user } = await signedInCaller(t.db);
    await logWorkout(caller, addDays(today(), -1), [{ name: 'bench press', reps: 5, weight: 185, rpe: 8 }]);
    const before = estimate1RM(185, 5, 8)!;
    const goal = await caller.goals.create({
      title: 'Bench 250',
      category: 'strength',
      kind: 'lift_e1rm',
      exerciseName: 'Bench',
      targetValue: 250,
    });
    expect(goal).toMatchObject({
      kind: 'lift_e1rm',
      exerciseName: 'barbell bench press',
      unit: 'lbs',
      currentValue: before,
      achievedAt: null,
    });
    expect(goal.percent).toBe(Math.round((before / 250) * 100));

    // Logged but not completed: an in-progress workout is not a record yet.
    const open = await caller.workouts.create({ name: 'Heavy' });
    await caller.exercises.add({
      workoutId: open.id,
      name: 'bench press',
      sets: [{ reps: 3, weight: 235, rpe: 9 }],
    });
    expect((await caller.goals.list())[0]?.currentValue).toBe(before);

    const done = await caller.workouts.complete({ id: open.id });
    const after = estimate1RM(235, 3, 9)!;
    expect(after).toBeGreaterThan(250);
    const [moved] = await caller.goals.list();
    expect(moved).toMatchObject({
      currentValue: after,
      percent: 100,
      badge: 'success',
      achievedAt: expect.any(String),
    });
    expect(done.achievements.filter((a) => a.type === 'goal_achieved')).toEqual([
      expect.objectContaining({ key: `goal:${goal.id}`, title: 'Goal Achieved!' }),
    ]);

    // Another heavier session, and a change of target below the value: still one achievement.
    const again = await logWorkout(caller, today(), [{ name: 'bench', reps: 2, weight: 245, rpe: 9 }]);
    expect(again.achievements.some((a) => a.type === 'goal_achieved')).toBe(false);
    await caller.goals.update({ id: goal.id, targetValue: 240 });
    expect(await goalAchievements(user.id)).toHaveLength(1);
  });

  it('tracks the top set, workouts this week, weekly sets, total volume and body weight', async () => {
    const member = await signedInCaller(t.db);
    await member.caller.auth.updatePreferences({ weight: 200 });
    const caller = await callerFor(t.db, member.token);
    const bodyWeight = await caller.goals.create({
      title: 'Cut to 180',
      category: 'body',
      kind: 'body_weight',
      targetValue: 180,
    });
    expect(bodyWeight).toMatchObject({ startValue: 200, currentValue: 200, percent: 0 });

    const a = await logWorkout(caller, today(), [
      { name: 'squat', reps: 5, weight: 225, rpe: 8 },
      { name: 'squat', reps: 5, weight: 235, rpe: 9 },
    ]);
    await logWorkout(caller, addDays(today(), -8), [{ name: 'squat', reps: 3, weight: 250, rpe: 9 }]);
    const created = await Promise.all([
      caller.goals.create({
        title: 'Squat 300',
        category: 'strength',
        kind: 'lift_top_set',
        exerciseName: 'back squat',
        targetValue: 300,
      }),
      caller.goals.create({
        title: '4 a week',
        category: 'habit',
        kind: 'workouts_per_week',
        targetValue: 4,
      }),
      caller.goals.create({
        title: 'Legs 10',
        category: 'volume',
        kind: 'weekly_sets',
        muscleGroup: 'Legs',
        targetValue: 10,
      }),
      caller.goals.create({
        title: 'A million',
        category: 'volume',
        kind: 'total_volume',
        targetValue: 1_000_000,
      }),
    ]);
    const byTitle = Object.fromEntries((await caller.goals.list()).map((g) => [g.title, g]));
    expect(byTitle['Squat 300']).toMatchObject({ currentValue: 250, percent: 83, badge: 'success' });
    expect(byTitle['4 a week']).toMatchObject({ currentValue: 1, percent: 25, unit: 'workouts' });
    expect(byTitle['Legs 10']).toMatchObject({ currentValue: 2, muscleGroup: 'legs', unit: 'sets' });
    const lastWeek = weekStartOf(addDays(today(), -8)) === weekStartOf(today());
    expect(lastWeek).toBe(false);
    expect(byTitle['A million']?.currentValue).toBeCloseTo((a.workout.totalVolume ?? 0) + 750, 3);
    expect(created).toHaveLength(4);

    await caller.auth.updatePreferences({ weight: 190 });
    const lighter = await callerFor(t.db, member.token);
    expect((await lighter.goals.list()).find((g) => g.kind === 'body_weight')).toMatchObject({
      currentValue: 190,
      percent: 50,
      badge: 'warning',
      achievedAt: null,
    });
    // Reaching the weight on the profile grants the goal there and then.
    await lighter.auth.updatePreferences({ weight: 179.5 });
    expect(await goalAchievements(member.user.id)).toEqual([
      expect.objectContaining({ key: `goal:${bodyWeight.id}` }),
    ]);
  });

  it('refuses goals that break their kind’s rules or dates outside 1900-2100, and changes nothing', async () => {
    const { caller, user } = await signedInCaller(t.db);
    const bad = (message: string) => ({ code: 'BAD_REQUEST', message });
    const base = { title: 'x', category: 'strength' };
    await expect(caller.goals.create({ ...base, kind: 'lift_e1rm', targetValue: 200 })).rejects.toMatchObject(
      bad('Choose an exercise for a lift goal'),
    );
    await expect(
      caller.goals.create({ ...base, kind: 'weekly_sets', muscleGroup: 'neck', targetValue: 10 }),
    ).rejects.toMatchObject(bad('Choose a muscle group: chest, back, shoulders, arms, legs or core'));
    await expect(caller.goals.create({ ...base, kind: 'total_volume' })).rejects.toMatchObject(
      bad('Please enter a target'),
    );
    await expect(
      caller.goals.create({ ...base, kind: 'workouts_per_week', targetValue: 3, currentValue: 3 }),
    ).rejects.toMatchObject(
      bad('This goal tracks itself from your workouts; its current value cannot be set'),
    );
    await expect(caller.goals.create({ ...base, kind: 'streak' as never })).rejects.toMatchObject(
      bad('Choose what the goal tracks'),
    );
    for (const targetDate of ['1899-12-31', '2101-01-01', '0001-01-01', '9999-12-31']) {
      await expect(caller.goals.create({ ...base, targetDate })).rejects.toMatchObject(
        bad('Use a date between 1900-01-01 and 2100-12-31, like 2026-01-31'),
      );
    }
    await expect(caller.goals.create({ ...base, targetDate: '2026-02-30' })).rejects.toMatchObject(
      bad('Use a date like 2026-01-31'),
    );
    expect(await t.db.select().from(goals).where(eq(goals.userId, user.id))).toEqual([]);

    const ok = await caller.goals.create({
      ...base,
      targetDate: '2100-12-31',
      targetValue: 10,
      currentValue: 2,
    });
    await expect(caller.goals.update({ id: ok.id, targetDate: '2101-01-01' })).rejects.toMatchObject(
      bad('Use a date between 1900-01-01 and 2100-12-31, like 2026-01-31'),
    );
    await expect(caller.goals.update({ id: ok.id, kind: 'lift_top_set' })).rejects.toMatchObject(
      bad('Choose an exercise for a lift goal'),
    );
    await expect(
      caller.goals.update({ id: ok.id, kind: 'total_volume', currentValue: 5 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const [row] = await t.db.select().from(goals).where(eq(goals.id, ok.id));
    expect(row).toMatchObject({
      kind: 'custom',
      targetDate: '2100-12-31',
      currentValue: 2,
      exerciseName: null,
    });
  });

  it('grants a custom goal once when its current value is set to the target', async () => {
    const { caller, user } = await signedInCaller(t.db);
    const goal = await caller.goals.create({ title: 'Read a book', category: 'other', targetValue: 1 });
    expect((await caller.goals.update({ id: goal.id, currentValue: 1 })).achievedAt).toEqual(
      expect.any(String),
    );
    await caller.goals.update({ id: goal.id, currentValue: 0 });
    await caller.goals.update({ id: goal.id, currentValue: 1 });
    expect(await goalAchievements(user.id)).toHaveLength(1);
  });

  it('answers another member’s tracked goal with 404 and leaves it alone', async () => {
    const mine = await signedInCaller(t.db);
    const goal = await mine.caller.goals.create({
      title: 'Bench',
      category: 'strength',
      kind: 'lift_e1rm',
      exerciseName: 'bench',
      targetValue: 300,
    });
    const other = await signedInCaller(t.db);
    const notFound = { code: 'NOT_FOUND', message: 'Goal not found' };
    await expect(other.caller.goals.update({ id: goal.id, kind: 'custom' })).rejects.toMatchObject(notFound);
    await expect(other.caller.goals.delete({ id: goal.id })).rejects.toMatchObject(notFound);
    expect((await mine.caller.goals.list())[0]).toMatchObject({
      kind: 'lift_e1rm',
      exerciseName: 'barbell bench press',
    });
  });
});
