import { describe, expect, it } from 'vitest';
import { pointLabel } from './sparkline.tsx';

describe('pointLabel', () => {
  it('shows a week by its Monday as month and day, and other labels as given', () => {
    expect(pointLabel('2026-10-26')).toBe('Oct 26');
    expect(pointLabel('Wk 3')).toBe('Wk 3');
  });
});
