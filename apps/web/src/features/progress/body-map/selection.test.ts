import { describe, expect, it } from 'vitest';
import { ordered, programGoalsText, toggle } from './selection.ts';

describe('body-map selection', () => {
  it('writes the generator’s goals in card order', () => {
    expect(programGoalsText(new Set())).toBe('');
    expect(programGoalsText(new Set(['arms', 'chest']))).toBe('Build chest and arms');
    expect(programGoalsText(new Set(['core', 'legs', 'back']))).toBe('Build back, legs and core');
  });

  it('toggles without touching the original', () => {
    const start = new Set(['chest'] as const);
    const next = toggle(start, 'legs');
    expect(ordered(next)).toEqual(['chest', 'legs']);
    expect(ordered(toggle(next, 'chest'))).toEqual(['legs']);
    expect(ordered(start)).toEqual(['chest']);
  });
});
