/** Without a provider key every feature answers from the offline coach, and calls are still recorded. */
import { describe, expect, it } from 'vitest';
import type { AiCallRecord } from './coach.ts';
import { createCoach } from './create-coach.ts';

describe('createCoach without a key', () => {
  it('answers offline and still records every call', async () => {
    const records: AiCallRecord[] = [];
    const coach = createCoach({ recordCall: (r) => void records.push(r) });
    const res = await coach.generateProgram({ goals: 'get strong' }, { userId: 9 });
    expect(res).toMatchObject({ provider: 'offline', model: 'offline-rules-v1' });
    expect(records).toEqual([
      expect.objectContaining({
        userId: 9,
        feature: 'generateProgram',
        provider: 'offline',
        outcome: 'ok',
        inputTokens: null,
        outputTokens: null,
      }),
    ]);
  });

  it('survives a failing recorder', async () => {
    const coach = createCoach({ recordCall: () => Promise.reject(new Error('db down')) });
    await expect(coach.nameWorkout({ exercises: ['bench'] })).resolves.toMatchObject({
      data: { name: 'Push Day — Bench' },
    });
  });
});
