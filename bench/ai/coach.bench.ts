/**
 * Offline coach speed: journal parsing per entry over the test corpus and real lifters' log lines,
 * program generation over varied inputs, and program modification with what members write. Run from
 * the repo root: npx tsx bench/ai/coach.bench.ts
 * Targets: parsing p50 < 2 ms, generation and modification p50 and p99 < 50 ms.
 */
import { createOfflineCoach } from '@coach/ai';
import type { Equipment, Experience } from '@coach/ai/schemas';
import { JOURNAL_CORPUS } from '../../packages/ai/src/offline/__corpus__/journal-corpus.ts';
import { memberUnit } from '../../packages/ai/src/offline/__corpus__/real-score.ts';
import { REAL_CASES } from '../../packages/ai/src/offline/__corpus__/real-sets.ts';
import { measure } from '../measure.ts';

const coach = createOfflineCoach();

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
  ...REAL_CASES.map((c) => ({ content: c.text, unit: memberUnit(c) })),
];

// What members write on the confirm screen, applied to programs of every shape.
const FEEDBACK = [
  'only 3 days',
  'no barbell',
  'swap lunges for something else',
  'more arms',
  'sessions under 45 minutes',
  'make it 8 weeks',
  'add a deload',
  'my knee hurts on squats',
  'no dumbbell flyes',
  'only 3 days please, and no dumbbell flyes',
  'make it 5 days and my lower back is sore',
  'replace bench with dumbbell press, more core',
];
const drafts = await Promise.all(
  [
    {
      goals: 'build muscle',
      experience: 'intermediate',
      availableDays: 4,
      equipment: ['dumbbells', 'bench'],
    },
    { goals: 'get stronger', experience: 'beginner', availableDays: 3, equipment: null },
    { goals: 'bench 300 and squat 405', experience: 'advanced', availableDays: 5, equipment: null },
    {
      goals: 'lose fat and tone up',
      experience: 'intermediate',
      availableDays: 6,
      equipment: ['dumbbells', 'bench', 'cables', 'machines'],
    },
  ].map(
    async (input) => (await coach.generateProgram(input as Parameters<typeof coach.generateProgram>[0])).data,
  ),
);
const modifyInputs = drafts.flatMap((program) =>
  FEEDBACK.map((feedback) => () => coach.modifyProgram({ program, feedback })),
);

const parse = await measure(
  `journal parse (${entries.length} entries)`,
  20,
  entries.map((e) => () => coach.parseJournal(e)),
);
const generate = await measure(`program generation (${programInputs.length} inputs)`, 5, programInputs);
const modify = await measure(`program modification (${modifyInputs.length} inputs)`, 5, modifyInputs);

const ms = (n: number) => `${n.toFixed(3)} ms`;
console.log(`\nOffline coach benchmark (Node ${process.version}, ${new Date().toISOString()})\n`);
console.log('| workload | calls | p50 | p99 | max | CPU p50 | CPU p99 | calls/s |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of [parse, generate, modify])
  console.log(
    `| ${r.label} | ${r.calls} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${ms(r.cpuP50)} | ${ms(r.cpuP99)} | ${Math.round(r.perSecond).toLocaleString('en-US')} |`,
  );
const under = (r: typeof parse, limit: number) => (r.p50 < limit ? 'met' : 'MISSED');
console.log(
  `\ntargets (p50): parse < 2 ms ${under(parse, 2)}, generation < 50 ms ${under(generate, 50)}, modification < 50 ms ${under(modify, 50)}`,
);
console.log(
  `p99 < 50 ms: generation ${generate.p99 < 50 ? 'yes' : 'no'} (CPU ${generate.cpuP99 < 50 ? 'yes' : 'no'}), modification ${modify.p99 < 50 ? 'yes' : 'no'} (CPU ${modify.cpuP99 < 50 ? 'yes' : 'no'})`,
);
if (parse.p50 >= 2 || generate.p50 >= 50 || modify.p50 >= 50) process.exitCode = 1;
