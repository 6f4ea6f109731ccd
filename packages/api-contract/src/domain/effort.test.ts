import { describe, expect, it } from 'vitest';
import { rirToRpe, rpeToRir } from './effort.ts';

describe('effort', () => {
  it('converts RIR to RPE and back', () => {
    expect(rirToRpe(2)).toBe(8);
    expect(rpeToRir(8)).toBe(2);
    expect(rpeToRir(rirToRpe(0))).toBe(0);
    expect(rirToRpe(1.5)).toBe(8.5);
  });

  it('clamps reps in reserve beyond the RPE scale', () => {
    expect(rirToRpe(12)).toBe(1);
    expect(rpeToRir(10)).toBe(0);
  });
});
