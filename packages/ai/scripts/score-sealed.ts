/**
 * Scores a sealed set of labelled real lines and prints the score only, never the misses, so whoever
 * runs it can report a round's effect on unseen lifters without leaking a line into the next brief.
 *   npx tsx packages/ai/scripts/score-sealed.ts <path to real-holdout-N.ts> [EXPORT_NAME]
 * A sealed set is kept off main until it is opened; it imports ./real-labels.ts, so copy it into
 * src/offline/__corpus__ under another name for the run and delete it afterwards.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { memberUnit, type RealCase, realMismatch } from '../src/offline/__corpus__/real-score.ts';
import { parseJournal } from '../src/offline/journal-parser.ts';

const [file, name] = process.argv.slice(2);
if (!file) {
  console.error('usage: score-sealed.ts <real-holdout-N.ts> [EXPORT_NAME]');
  process.exit(2);
}
const mod = (await import(pathToFileURL(resolve(file)).href)) as Record<string, RealCase[]>;
const key = name ?? Object.keys(mod).find((k) => k.startsWith('REAL_HOLDOUT'));
const cases = key ? mod[key] : undefined;
if (!key || !cases) {
  console.error(`no REAL_HOLDOUT export in ${file}`);
  process.exit(2);
}
const ok = cases.filter((c) => !realMismatch(c, parseJournal(c.text, memberUnit(c)))).length;
console.log(`${key}: ${ok}/${cases.length} (${((ok / cases.length) * 100).toFixed(1)}%)`);
