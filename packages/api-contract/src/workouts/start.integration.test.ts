/** workouts.start, behind /workout?name&date: a reload opens the same workout instead of a second one. */
import { describe, expect, it } from 'vitest';
import { createAppCoach } from '../coach/factory.ts';
import { callerFor, signedInCaller, useTestDb } from '../testing.ts';

const t = useTestDb();

describe('workouts.start (the /workout?name&date page)', () => {
  it('answers the in-progress workout of that name and date instead of a new one', async () => {
    const { token } = await signedInCaller(t.db);
    const caller = await callerFor(t.db, token, { coach: createAppCoach(t.db) });
    const a = await caller.workouts.start({ name: 'Quick Workout' });
    expect(a.resumed).toBe(false);
    const reload = await caller.workouts.start({ name: 'quick workout' });
    expect(reload).toMatchObject({ id: a.id, resumed: true });
    const other = await caller.workouts.start({ name: 'Legs' });
    expect(other.id).not.toBe(a.id);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const backfill = await caller.workouts.start({ name: 'Quick Workout', date: yesterday });
    expect(backfill.id).not.toBe(a.id);
    await caller.workouts.complete({ id: a.id });
    const fresh = await caller.workouts.start({ name: 'Quick Workout' });
    expect(fresh).toMatchObject({ resumed: false });
    expect(fresh.id).not.toBe(a.id);
    // create stays "always new"
    const created = await caller.workouts.create({ name: 'Quick Workout' });
    expect(created.id).not.toBe(fresh.id);
  });
});
