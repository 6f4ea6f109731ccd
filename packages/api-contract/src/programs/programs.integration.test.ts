import type { ProgramSchedule } from '@coach/ai/schemas';
import { programs } from '@coach/db';
import { describe, expect, it } from 'vitest';
import { signedInCaller, useTestDb } from '../testing.ts';

const t = useTestDb();

describe('programs.active', () => {
  it('answers the member’s active program or null', async () => {
    const { caller, user } = await signedInCaller(t.db);
    expect(await caller.programs.active()).toBeNull();
    const schedule: ProgramSchedule = {
      days: [
        {
          dayNumber: 1,
          name: 'Push',
          exercises: [
            {
              name: 'bench press',
              sets: 3,
              reps: '8',
              restTime: 90,
              notes: null,
              rpe: null,
              weight: null,
              muscleGroups: [],
            },
          ],
        },
      ],
    };
    await t.db.insert(programs).values({ userId: user.id, name: 'Old', isActive: false, schedule });
    await t.db.insert(programs).values({ userId: user.id, name: 'Current', isActive: true, schedule });
    expect(await caller.programs.active()).toMatchObject({ name: 'Current', isActive: true, schedule });
    const other = await signedInCaller(t.db);
    expect(await other.caller.programs.active()).toBeNull();
  });
});
