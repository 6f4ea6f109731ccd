import { goals } from '@coach/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInCaller, useTestDb } from '../testing.ts';

const t = useTestDb();

describe('goals', () => {
  it('creates, lists, updates and deletes with percent', async () => {
    const { caller } = await signedInCaller(t.db);
    const goal = await caller.goals.create({
      title: ' Bench 225 ',
      category: 'strength',
      targetValue: 225,
      currentValue: 180,
      unit: 'lbs',
      muscleGroup: 'chest',
      targetDate: '2027-06-01',
    });
    expect(goal).toMatchObject({
      title: 'Bench 225',
      status: 'active',
      percent: 80,
      targetDate: '2027-06-01',
    });
    const open = await caller.goals.create({ title: 'Train more', category: 'habit' });
    expect(open).toMatchObject({ targetValue: null, currentValue: 0, percent: 0 });
    expect((await caller.goals.list()).map((g) => g.id)).toEqual([goal.id, open.id]);
    expect(await caller.goals.update({ id: goal.id, currentValue: 250, status: 'completed' })).toMatchObject({
      percent: 100,
      status: 'completed',
    });
    expect(await caller.goals.delete({ id: open.id })).toEqual({ ok: true });
    expect((await caller.goals.list()).map((g) => g.id)).toEqual([goal.id]);
  });

  it('rejects bad input with clear messages and writes nothing', async () => {
    const { caller, user } = await signedInCaller(t.db);
    await expect(caller.goals.create({ title: '', category: 'x' })).rejects.toThrow(
      'Please enter a goal title',
    );
    await expect(caller.goals.create({ title: 'a', category: '' })).rejects.toThrow(
      'Please choose a category',
    );
    await expect(caller.goals.create({ title: 'a', category: 'x', targetValue: 0 })).rejects.toThrow(
      'The target must be more than 0',
    );
    await expect(caller.goals.create({ title: 'a', category: 'x', status: 'done' as never })).rejects.toThrow(
      'Status is active, completed or archived',
    );
    expect(await t.db.select().from(goals).where(eq(goals.userId, user.id))).toEqual([]);
  });

  it('answers another member’s goal exactly like a missing one, and changes nothing', async () => {
    const mine = await signedInCaller(t.db);
    const goal = await mine.caller.goals.create({ title: 'Mine', category: 'x' });
    const other = await signedInCaller(t.db);
    const notFound = { code: 'NOT_FOUND', message: 'Goal not found' };
    await expect(other.caller.goals.update({ id: goal.id, title: 'Stolen' })).rejects.toMatchObject(notFound);
    await expect(other.caller.goals.delete({ id: goal.id })).rejects.toMatchObject(notFound);
    expect(await other.caller.goals.list()).toEqual([]);
    expect((await mine.caller.goals.list())[0]).toMatchObject({ title: 'Mine' });
  });
});
