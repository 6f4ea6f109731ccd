import { goals, programs, workouts } from '@coach/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../domain/calendar.ts';
import { signedInCaller, useTestDb } from '../testing.ts';

const t = useTestDb();

async function memberWithHistory() {
  const member = await signedInCaller(t.db);
  const { caller } = member;
  const today = todayIn('UTC');
  const made: number[] = [];
  for (let i = 0; i < 7; i++) {
    const w = await caller.workouts.create({
      name: i === 2 ? 'Heavy Legs' : `Session ${i}`,
      date: addDays(today, -i),
      notes: i === 4 ? 'Shoulder felt 100% fine' : null,
    });
    await caller.exercises.add({
      workoutId: w.id,
      name: i % 2 ? 'deadlift' : 'bench press',
      sets: [
        { reps: 5, weight: 100, rpe: null },
        { reps: 5, weight: 100, rpe: null },
      ],
    });
    if (i !== 0 && i !== 3) await caller.workouts.complete({ id: w.id });
    made.push(w.id);
  }
  return { ...member, made, today };
}

describe('workouts.list', () => {
  it('lists newest first with set statistics and counts, paging by cursor', async () => {
    const { caller, made } = await memberWithHistory();
    const first = await caller.workouts.list({ limit: 3 });
    expect(first.items.map((w) => w.id)).toEqual(made.slice(0, 3));
    expect(first.counts).toEqual({ total: 7, completed: 5, inProgress: 2 });
    expect(first.items[0]).toMatchObject({
      isCompleted: false,
      exerciseCount: 1,
      setCount: 2,
      completedSetCount: 2,
      totalVolume: 1000,
    });
    expect(first.items[1]).toMatchObject({
      isCompleted: true,
      totalVolume: 1000,
      duration: expect.any(Number),
    });
    const second = await caller.workouts.list({ limit: 3, cursor: first.nextCursor! });
    const third = await caller.workouts.list({ limit: 3, cursor: second.nextCursor! });
    expect([...second.items, ...third.items].map((w) => w.id)).toEqual(made.slice(3));
    expect(third.nextCursor).toBeNull();
  });

  it('orders by date, then id, so a backfilled workout sits on its day', async () => {
    const { caller, made, today } = await memberWithHistory();
    const old = await caller.workouts.create({ name: 'Backfilled', date: addDays(today, -3) });
    const ids = (await caller.workouts.list()).items.map((w) => w.id);
    expect(ids.indexOf(old.id)).toBe(ids.indexOf(made[3]!) - 1);
  });

  it('filters by status and searches name, notes and exercise names case-insensitively', async () => {
    const { caller, made } = await memberWithHistory();
    const done = await caller.workouts.list({ status: 'completed' });
    expect(done.items).toHaveLength(5);
    expect(done.counts.total).toBe(7);
    expect((await caller.workouts.list({ status: 'in_progress' })).items.map((w) => w.id)).toEqual([
      made[0],
      made[3],
    ]);
    expect((await caller.workouts.list({ search: 'heavy' })).items.map((w) => w.id)).toEqual([made[2]]);
    expect((await caller.workouts.list({ search: '100%' })).items.map((w) => w.id)).toEqual([made[4]]);
    expect((await caller.workouts.list({ search: '%' })).items.map((w) => w.id)).toEqual([made[4]]);
    const dead = await caller.workouts.list({ search: 'DEADLIFT' });
    expect(dead.items.map((w) => w.id)).toEqual([made[1], made[3], made[5]]);
    expect(dead.counts).toEqual({ total: 3, completed: 2, inProgress: 1 });
  });

  it('shows only the member’s own workouts and rejects bad paging', async () => {
    await memberWithHistory();
    const { caller } = await signedInCaller(t.db);
    expect(await caller.workouts.list()).toEqual({
      items: [],
      nextCursor: null,
      counts: { total: 0, completed: 0, inProgress: 0 },
    });
    await expect(caller.workouts.list({ limit: 500 })).rejects.toThrow('The limit must be at most 200');
    await expect(caller.workouts.list({ cursor: 'nope' })).rejects.toThrow('That page link is not valid');
    for (const cursor of ['2026-02-30_5', '2026-01-01_99999999999', '2026-01-01_5_6']) {
      await expect(caller.workouts.list({ cursor })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
  });
});

describe('workouts.dashboard', () => {
  it('answers the home screen in one call', async () => {
    const { caller, user, made } = await memberWithHistory();
    await t.db.update(workouts).set({ duration: 1830 }).where(eq(workouts.id, made[0]!));
    const extra = await caller.workouts.create({ name: 'Evening' });
    await caller.exercises.add({
      workoutId: extra.id,
      name: 'bench',
      sets: [{ reps: 8, weight: 135, rpe: null }],
    });
    await caller.exercises.add({
      workoutId: extra.id,
      name: 'curls',
      sets: [{ reps: 12, weight: 30, rpe: null }],
    });
    await caller.workouts.complete({ id: extra.id });
    await t.db.update(workouts).set({ duration: 1200 }).where(eq(workouts.id, extra.id));
    const [program] = await t.db
      .insert(programs)
      .values({ userId: user.id, name: 'Strength Base', isActive: true, schedule: { days: [] } })
      .returning();
    await t.db.insert(goals).values([
      { userId: user.id, title: 'Bench 225', category: 'strength', targetValue: 225, currentValue: 185 },
      { userId: user.id, title: 'Archived', category: 'strength', status: 'archived' },
      { userId: user.id, title: 'Squat 315', category: 'strength', targetValue: 315, currentValue: 400 },
      { userId: user.id, title: 'Third', category: 'strength' },
    ]);

    const home = await caller.workouts.dashboard();
    // Today has made[0] (in progress) and `extra` (completed); yesterday back to day 2 completed, day 3 not.
    expect(home.streak).toBe(3);
    expect(home.today).toEqual({ workouts: 2, minutes: Math.round((1830 + 1200) / 60), exercises: 2 });
    expect(home.resume).toEqual({ id: made[0], name: 'Session 0' });
    expect(home.recent.map((w) => w.id)).toEqual([extra.id, made[1], made[2]]);
    expect(home.activeProgram).toEqual({ id: program!.id, name: 'Strength Base' });
    expect(home.goals.map((g) => [g.title, g.kind, g.percent])).toEqual([
      ['Bench 225', 'custom', 82],
      ['Squat 315', 'custom', 100],
    ]);
  });

  it('says what each home goal tracks (its kind), so the home card can name it and pick the unit', async () => {
    const { caller } = await signedInCaller(t.db);
    await caller.goals.create({
      kind: 'workouts_per_week',
      title: 'Train 4x',
      category: 'consistency',
      targetValue: 4,
    });
    await caller.goals.create({
      kind: 'custom',
      title: 'Run 5 km',
      category: 'other',
      unit: 'km',
      targetValue: 5,
    });
    const home = await caller.workouts.dashboard();
    expect(home.goals.map((g) => [g.title, g.kind, g.unit])).toEqual(
      expect.arrayContaining([
        ['Train 4x', 'workouts_per_week', 'workouts'],
        ['Run 5 km', 'custom', 'km'],
      ]),
    );
  });

  it('is empty for a new member', async () => {
    const { caller } = await signedInCaller(t.db);
    expect(await caller.workouts.dashboard()).toEqual({
      streak: 0,
      today: { workouts: 0, minutes: 0, exercises: 0 },
      resume: null,
      recent: [],
      activeProgram: null,
      goals: [],
    });
  });
});
