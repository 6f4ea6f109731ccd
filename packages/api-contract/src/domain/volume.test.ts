import { describe, expect, it } from 'vitest';
import { setVolume, totalWeightOf, volumeOf } from './volume.ts';

describe('volume', () => {
  it('is Σ totalWeight × reps × sets', () => {
    expect(
      volumeOf([
        { reps: 8, weight: 185 },
        { reps: 8, weight: 185 },
        { reps: 5, weight: 225, sets: 2 },
      ]),
    ).toBe(185 * 8 * 2 + 225 * 5 * 2);
  });

  it('adds body weight to the added load for bodyweight moves', () => {
    expect(totalWeightOf({ isBodyweight: true, baseWeight: 180, weight: 25 })).toBe(205);
    expect(totalWeightOf({ isBodyweight: true, baseWeight: 180, weight: null })).toBe(180);
    expect(setVolume({ isBodyweight: true, baseWeight: 180, weight: 0, reps: 10 })).toBe(1800);
  });

  it('counts a set with no weight or no reps as nothing', () => {
    expect(totalWeightOf({ weight: null })).toBeNull();
    expect(setVolume({ reps: 10, weight: null })).toBe(0);
    expect(setVolume({ reps: null, weight: 100 })).toBe(0);
    expect(volumeOf([])).toBe(0);
  });

  it('keeps three decimals so kg entries add up exactly', () => {
    expect(volumeOf([{ reps: 3, weight: 220.462 }])).toBe(661.386);
  });
});
