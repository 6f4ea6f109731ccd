import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  const rule = { max: 3, windowMs: 60_000 };

  it('allows max hits per window, then answers the seconds left', () => {
    const limiter = new RateLimiter();
    expect([0, 1, 2].map(() => limiter.hit('k', rule, 1_000))).toEqual([0, 0, 0]);
    expect(limiter.hit('k', rule, 31_000)).toBe(30);
    expect(limiter.hit('other', rule, 31_000)).toBe(0);
  });

  it('opens again when the window ends or the key is reset', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 4; i++) limiter.hit('k', rule, 0);
    expect(limiter.hit('k', rule, 60_000)).toBe(0);
    for (let i = 0; i < 4; i++) limiter.hit('j', rule, 0);
    limiter.reset('j');
    expect(limiter.hit('j', rule, 1)).toBe(0);
  });
});
