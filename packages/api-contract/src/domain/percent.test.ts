import { describe, expect, it } from 'vitest';
import { goalBadge, goalPercent } from './percent.ts';
import { prescribedReps } from './prescription.ts';

describe('goalPercent', () => {
  it('is current / target, rounded and capped at 100', () => {
    expect(goalPercent(50, 200)).toBe(25);
    expect(goalPercent(1, 3)).toBe(33);
    expect(goalPercent(300, 200)).toBe(100);
  });

  it('is 0 with no target', () => {
    expect(goalPercent(10, null)).toBe(0);
    expect(goalPercent(10, 0)).toBe(0);
  });

  it('colours the badge at 80 and 50', () => {
    expect(goalBadge(80)).toBe('success');
    expect(goalBadge(50)).toBe('warning');
    expect(goalBadge(49)).toBe('neutral');
  });
});

describe('prescribedReps', () => {
  it('logs the lower bound of a range', () => {
    expect(prescribedReps('8-12')).toBe(8);
    expect(prescribedReps('5')).toBe(5);
    expect(prescribedReps('10 each side')).toBe(10);
    expect(prescribedReps('AMRAP')).toBeNull();
  });
});
