import { describe, expect, it } from 'vitest';
import { titleCase } from './text.ts';

describe('titleCase', () => {
  it('capitalises each word and each hyphenated part', () => {
    expect(titleCase('barbell bench press')).toBe('Barbell Bench Press');
    expect(titleCase('  t-bar   row ')).toBe('T-Bar Row');
    expect(titleCase('')).toBe('');
  });
});
