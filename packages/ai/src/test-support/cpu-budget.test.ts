import { describe, expect, it } from 'vitest';
import { expectCheapToRead, HOSTILE_CPU_MS } from './cpu-budget.ts';

// Spins for `ms` of this process's CPU, the way a backtracking expression would.
function burn(ms: number): void {
  const start = process.cpuUsage();
  for (;;) {
    const { user, system } = process.cpuUsage(start);
    if ((user + system) / 1000 >= ms) return;
  }
}

describe('the CPU budget for hostile input', () => {
  it('passes a reader that costs little on every run', () => {
    expect(() => expectCheapToRead(['x'.repeat(6000)], (text) => text.split('x').length)).not.toThrow();
  });

  it('fails a reader that goes over budget on every run, and gives it three runs', () => {
    let runs = 0;
    const slow = (text: string) => {
      if (text.length < 5000) return;
      runs += 1;
      burn(HOSTILE_CPU_MS + 50);
    };
    expect(() => expectCheapToRead(['x'.repeat(6000)], slow)).toThrow();
    expect(runs).toBe(3);
  });

  it('reads only the first 5,000 characters, after one warm-up on the first 500', () => {
    const lengths: number[] = [];
    expectCheapToRead(['x'.repeat(6000)], (text) => lengths.push(text.length));
    expect(lengths).toEqual([500, 5000]);
  });
});
