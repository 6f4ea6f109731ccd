import { exerciseBests, trainingTotals, workouts } from '@coach/db';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../domain/calendar.ts';
import { dayStreak } from '../domain/streak.ts';
import { signedInCaller, useTestDb } from '../testing.ts';
import { rebuildMemberProgress } from './rollups.ts';
import { logWorkout } from './test-log.ts';

const t = useTestDb();

/** A small deterministic generator, so a failure replays. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('the stored run of training days', () => {
  it('agrees with the day-streak rule, and totals and bests with a full rebuild, after completions and deletions in any order', async () => {
    const { caller, user } = await signedInCaller(t.db);
    const today = todayIn('UTC');
    const next = random(7);
    const done: number[] = [];
    for (let step = 0; step < 14; step++) {
      if (done.length > 2 && next() < 0.3) {
        const [id] = done.splice(Math.floor(next() * done.length), 1);
        await caller.workouts.delete({ id: id! });
      } else {
        const date = addDays(today, -Math.floor(next() * 6));
        const { workout } = await logWorkout(caller, date, [{ name: 'squat', reps: 5, weight: 100 + step }]);
        done.push(workout.id);
      }
      const days = await t.db
        .select({ date: workouts.date })
        .from(workouts)
        .where(and(eq(workouts.userId, user.id), eq(workouts.isCompleted, true)));
      const expected = dayStreak(
        days.map((d) => d.date),
        today,
      );
      expect((await caller.workouts.dashboard()).streak, `step ${step}`).toBe(expected);
      expect((await caller.progress.summary()).totalWorkouts).toBe(days.length);
    }
    const [incremental] = await t.db.select().from(trainingTotals).where(eq(trainingTotals.userId, user.id));
    const bests = () =>
      t.db
        .select()
        .from(exerciseBests)
        .where(eq(exerciseBests.userId, user.id))
        .orderBy(asc(exerciseBests.exerciseName), asc(exerciseBests.weight));
    const keptBests = await bests();
    const rebuilt = await rebuildMemberProgress(t.db, user.id);
    expect(keptBests.length).toBeGreaterThan(0);
    expect(keptBests).toEqual(await bests());
    const { updatedAt: _a, ...kept } = incremental!;
    const { updatedAt: _b, ...fresh } = rebuilt;
    expect(kept).toEqual(fresh);
  });
});
