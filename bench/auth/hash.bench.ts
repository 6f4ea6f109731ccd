/** How long one argon2id password hash (m = 19 MiB, t = 2, p = 1) takes here: `npx tsx bench/auth/hash.bench.ts`. */
import { hashPassword } from '@coach/api-contract';

const runs = 30;
await hashPassword('warm-up');
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  await hashPassword(`password-${i}`);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(`argon2id hash over ${runs} runs: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
