import { describe, expect, it } from 'vitest';
import { likePattern } from './history-queries.ts';

describe('likePattern', () => {
  it('searches for LIKE syntax characters literally', () => {
    expect(likePattern('Bench')).toBe('%bench%');
    expect(likePattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });
});
