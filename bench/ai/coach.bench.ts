/**
 * Offline coach speed: journal parsing per entry over the test corpus and real lifters' log lines,
 * and program generation over varied inputs. Run from the repo root: npx tsx bench/ai/coach.bench.ts
 * Targets: parsing p50 < 2 ms, generation p50 < 50 ms.
 */
import { createOfflineCoach } from '@coach/ai';
import type { Equipment, Experience } from '@coach/ai/schemas';
import { JOURNAL_CORPUS } from '../../packages/ai/src/offline/__corpus__/journal-corpus.ts';
import { REAL_HOLDOUT } from '../../packages/ai/src/offline/__corpus__/real-holdout.ts';
import { REAL_HOLDOUT_2 } from '../../packages/ai/src/offline/__corpus__/real-holdout-2.ts';
import { REAL_HOLDOUT_3 } from '../../packages/ai/src/offline/__corpus__/real-holdout-3.ts';
import { REAL_HOLDOUT_4 } from '../../packages/ai/src/offline/__corpus__/real-holdout-4.ts';
import { REAL_HOLDOUT_5 } from '../../packages/ai/src/offline/__corpus__/real-holdout-5.ts';
import { REAL_HOLDOUT_6 } from '../../packages/ai/src/offline/__corpus__/real-holdout-6.ts';
import { memberUnit } from '../../packages/ai/src/offline/__corpus__/real-score.ts';

const coach = createOfflineCoach();

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

async function measure(label: string, rounds: number, inputs: (() => Promise<unknown>)[]) {
  // Warm the JIT and the catalogue indexes first; the first call in a process is not typical.
  for (const run of inputs) await run();
  const times: number[] = [];
  const started = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const run of inputs) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  return {
    label,
    calls: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
    perSecond: times.length / (total / 1000),
  };
}

const EXPERIENCES: (Experience | null)[] = [null, 'beginner', 'intermediate', 'advanced'];
const GOALS = [
  'get stronger',
  'build muscle, bigger arms',
  'lose fat and tone up',
  'bench 300 and squat 405',
  'train for a marathon, stay injury free',
  'jump higher for basketball',
  'get better at bouldering',
  'general fitness, feel healthier',
];
const EQUIPMENT: (Equipment[] | null)[] = [
  null,
  ['dumbbells', 'bench'],
  ['bodyweight'],
  ['barbell', 'bench', 'pullup_bar'],
  ['kettlebell', 'resistance_bands'],
];
const programInputs = GOALS.flatMap((goals, i) =>
  [null, 1, 2, 3, 4, 5, 6, 7].map(
    (availableDays, j) => () =>
      coach.generateProgram({
        goals,
        availableDays,
        experience: EXPERIENCES[(i + j) % EXPERIENCES.length],
        equipment: EQUIPMENT[(i * 3 + j) % EQUIPMENT.length],
      }),
  ),
);

// Our corpus plus real lifters' lines (blogs, forums: longer, with prose, blocks and two units).
const entries = [
  ...JOURNAL_CORPUS.map((c) => ({ content: c.text, unit: c.unit ?? 'lb' })),
  ...[
    ...REAL_HOLDOUT,
    ...REAL_HOLDOUT_2,
    ...REAL_HOLDOUT_3,
    ...REAL_HOLDOUT_4,
    ...REAL_HOLDOUT_5,
    ...REAL_HOLDOUT_6,
  ].map((c) => ({
    content: c.text,
    unit: memberUnit(c),
  })),
];
const parse = await measure(
  `journal parse (${entries.length} entries)`,
  20,
  entries.map((e) => () => coach.parseJournal(e)),
);
const generate = await measure(`program generation (${programInputs.length} inputs)`, 5, programInputs);

const ms = (n: number) => `${n.toFixed(3)} ms`;
console.log(`\nOffline coach benchmark (Node ${process.version}, ${new Date().toISOString()})\n`);
console.log('| workload | calls | p50 | p99 | max | calls/s |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of [parse, generate])
  console.log(
    `| ${r.label} | ${r.calls} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${Math.round(r.perSecond).toLocaleString('en-US')} |`,
  );
const ok = parse.p50 < 2 && generate.p50 < 50;
console.log(
  `\ntargets: parse p50 < 2 ms ${parse.p50 < 2 ? 'met' : 'MISSED'}, generation p50 < 50 ms ${generate.p50 < 50 ? 'met' : 'MISSED'}`,
);
if (!ok) process.exitCode = 1;
