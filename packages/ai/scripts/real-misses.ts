/**
 * Prints every labelled real line the parser misses, with why and what it logged, then each set's
 * score and the total. For tuning sets only: never run it on a sealed set (score-sealed.ts prints a
 * sealed set's score alone).
 *   npx tsx packages/ai/scripts/real-misses.ts        every set in real-sets.ts
 *   npx tsx packages/ai/scripts/real-misses.ts 14 25  holdouts 14 and 25 only
 */
import { memberUnit, realMismatch } from '../src/offline/__corpus__/real-score.ts';
import { REAL_SETS } from '../src/offline/__corpus__/real-sets.ts';
import { parseJournal } from '../src/offline/journal-parser.ts';

const wanted = process.argv.slice(2);
let passed = 0;
let total = 0;
for (const [name, cases] of Object.entries(REAL_SETS)) {
  const id = name.replace('holdout ', '').split(' ')[0] ?? name;
  if (wanted.length && !wanted.includes(id)) continue;
  let ok = 0;
  for (const c of cases) {
    const out = parseJournal(c.text, memberUnit(c));
    const why = realMismatch(c, out);
    if (!why) {
      ok++;
      continue;
    }
    const got = out.sets.map((s) => `${s.name} ${s.reps}@${s.weight ?? 'bw'}`).join(' | ');
    console.log(`--- [${name}] ${JSON.stringify(c.text)}\n    ${why}\n    got: ${got}`);
  }
  console.log(`== ${name}: ${ok}/${cases.length}`);
  passed += ok;
  total += cases.length;
}
console.log(`== all: ${passed}/${total}`);
