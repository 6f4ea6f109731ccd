import { describe, expect, it } from 'vitest';
import { reachedMilestones, STREAK_MILESTONES, WORKOUT_MILESTONES } from './service.ts';

describe('reachedMilestones', () => {
  it('lists every count and streak milestone reached, each with a unique key', () => {
    expect(reachedMilestones(0, 0)).toEqual([]);
    expect(reachedMilestones(1, 1).map((m) => m.key)).toEqual(['workouts:1']);
    expect(reachedMilestones(27, 8).map((m) => m.key)).toEqual([
      'workouts:1',
      'workouts:10',
      'workouts:25',
      'streak:3',
      'streak:7',
    ]);
    const keys = [...WORKOUT_MILESTONES, ...STREAK_MILESTONES].map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every milestone a title and a description worth reading', () => {
    for (const m of [...WORKOUT_MILESTONES, ...STREAK_MILESTONES]) {
      expect(m.title.length).toBeGreaterThan(3);
      expect(m.description).not.toBe('Great achievement!');
    }
  });
});
