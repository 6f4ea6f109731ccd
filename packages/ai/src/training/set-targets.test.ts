import { describe, expect, it } from 'vitest';
import { bandFor, bandStatus, setCredit, WEEKLY_SET_TARGETS, weeklySets } from './set-targets.ts';

describe('weekly set targets', () => {
  it('puts intermediate chest at 10-20 sets', () => {
    expect(WEEKLY_SET_TARGETS.intermediate).toEqual({ min: 10, max: 20 });
  });

  it('credits primary groups a full set and secondary groups half', () => {
    const bench = setCredit('bench press');
    expect(bench.chest).toBe(1);
    expect(bench.arms).toBe(0.5);
    expect(setCredit('no such lift')).toEqual({});
  });

  it('adds up a week and rates it against the band', () => {
    const week = weeklySets([
      { name: 'bench press', sets: 4 },
      { name: 'Incline Dumbbell Press', sets: 3 },
      { name: 'barbell curl', sets: 3 },
    ]);
    expect(week.chest).toBe(7);
    expect(week.legs).toBe(0);
    expect(bandStatus(week.chest, WEEKLY_SET_TARGETS.intermediate)).toBe('under');
    expect(bandStatus(0, WEEKLY_SET_TARGETS.beginner)).toBe('none');
    expect(bandStatus(12, WEEKLY_SET_TARGETS.intermediate)).toBe('within');
    expect(bandStatus(30, WEEKLY_SET_TARGETS.advanced)).toBe('over');
  });

  it('doubles the band for groups that stand for two muscles (arms, legs)', () => {
    expect(bandFor('intermediate', 'chest')).toEqual({ min: 10, max: 20 });
    expect(bandFor('intermediate', 'arms')).toEqual({ min: 20, max: 40 });
    expect(bandFor('beginner', 'legs')).toEqual({ min: 12, max: 24 });
  });
});
