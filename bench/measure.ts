/**
 * Timing for in-process benchmarks: wall time and this process's CPU time per call. On a shared
 * 2-core machine the wall clock also counts time the scheduler gave to other processes (what a high
 * wall-clock p99 mostly shows); the CPU time is the work the call itself costs.
 */

/** The value at percentile `p` of an ascending array (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

/** Runs every input once to warm up (JIT, indexes, plan caches), then `rounds` timed passes. */
export async function measure(label: string, rounds: number, runs: (() => Promise<unknown>)[]) {
  for (const run of runs) await run();
  const wall: number[] = [];
  const cpu: number[] = [];
  const started = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const run of runs) {
      const c = process.cpuUsage();
      const t = performance.now();
      await run();
      wall.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const total = performance.now() - started;
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    label,
    calls: wall.length,
    p50: percentile(wall, 50),
    p99: percentile(wall, 99),
    max: wall.at(-1) ?? 0,
    cpuP50: percentile(cpu, 50),
    cpuP99: percentile(cpu, 99),
    perSecond: wall.length / (total / 1000),
  };
}
