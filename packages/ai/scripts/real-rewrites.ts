/**
 * How each meaning-keeping rewrite (src/offline/__corpus__/rewrites.ts) fares on the tuning lines the
 * parser reads right: a count per rewrite, and with a label (or "all") the lines it breaks.
 * For tuning sets only, like real-misses.ts.
 *   npx tsx packages/ai/scripts/real-rewrites.ts                 counts
 *   npx tsx packages/ai/scripts/real-rewrites.ts "lower case"    counts and the lines lower case breaks
 */
import { memberUnit, realMismatch } from '../src/offline/__corpus__/real-score.ts';
import { REAL_SETS } from '../src/offline/__corpus__/real-sets.ts';
import { REWRITES } from '../src/offline/__corpus__/rewrites.ts';
import { parseJournal } from '../src/offline/journal-parser.ts';

const show = process.argv[2];
const missed = new Map<string, number>();
let readRight = 0;
for (const [set, cases] of Object.entries(REAL_SETS)) {
  for (const c of cases) {
    const unit = memberUnit(c);
    if (realMismatch(c, parseJournal(c.text, unit))) continue;
    readRight++;
    for (const [label, rewrite] of REWRITES) {
      const text = rewrite(c.text, c);
      if (text === c.text) continue;
      const why = realMismatch(c, parseJournal(text, unit));
      if (!why) continue;
      missed.set(label, (missed.get(label) ?? 0) + 1);
      if (show === label || show === 'all')
        console.log(`--- [${set}] ${label}: ${JSON.stringify(text)}\n    ${why}`);
    }
  }
}
let total = 0;
for (const [label] of REWRITES) {
  const n = missed.get(label) ?? 0;
  total += n;
  console.log(`${String(n).padStart(4)}  ${label}`);
}
console.log(`${total} misses over ${readRight} lines read right × ${REWRITES.length} rewrites`);
