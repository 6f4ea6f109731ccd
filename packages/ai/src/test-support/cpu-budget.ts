import { expect } from 'vitest';

/**
 * What reading one 5,000-character hostile input may cost, in milliseconds of CPU. The inputs aim at
 * the readers' regular expressions: backtracking that goes cubic or worse on 5,000 characters costs
 * seconds, so the bound catches it with room to spare.
 */
export const HOSTILE_CPU_MS = 500;

function cpuMs(run: () => unknown): number {
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

/**
 * Each input's first 5,000 characters cost `read` under HOSTILE_CPU_MS of CPU.
 *
 * - The first 500 characters run once beforehand: compiling the readers is no cost of the input.
 * - The cheapest of up to three runs counts. Process CPU takes in the collector's and the compiler's
 *   threads, which a busy machine inflates on one run; backtracking costs every run the same.
 */
export function expectCheapToRead(inputs: readonly string[], read: (text: string) => unknown): void {
  for (const whole of inputs) {
    const text = whole.slice(0, 5000);
    read(text.slice(0, 500));
    let cheapest = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 3 && cheapest >= HOSTILE_CPU_MS; run += 1) {
      cheapest = Math.min(
        cheapest,
        cpuMs(() => read(text)),
      );
    }
    expect(cheapest, text.slice(0, 40)).toBeLessThan(HOSTILE_CPU_MS);
  }
}
