import { describe, expect, it } from 'vitest';
import { caloriesBurned } from './calories.ts';

describe('caloriesBurned', () => {
  it('is 5 METs × kg × hours', () => {
    expect(caloriesBurned(3600, 220.462)).toBe(500);
    expect(caloriesBurned(1800, 220.462)).toBe(250);
  });

  it('assumes 70 kg when the body weight is unknown', () => {
    expect(caloriesBurned(3600, null)).toBe(350);
    expect(caloriesBurned(3600, 0)).toBe(350);
  });

  it('is 0 for no time', () => {
    expect(caloriesBurned(0, 180)).toBe(0);
  });
});
