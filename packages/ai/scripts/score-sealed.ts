/**
 * Scores a sealed set of labelled real lines and prints the score only, never the misses, so whoever
 * runs it can report a round's effect on unseen lifters without leaking a line into the next brief.
 * The score is also split by form (a short log line, a long single line of prose, a block of lines)
 * because a hidden set's mix of forms decides which of these figures it will look like; and how many of
 * the lines it reads right break under __corpus__/rewrites.ts (other lifters' ways of writing the same).
 *   npx tsx packages/ai/scripts/score-sealed.ts <path to real-holdout-N.ts> [EXPORT_NAME]
 * A sealed set is kept off main until it is opened; it imports ./real-labels.ts, so copy it into
 * src/offline/__corpus__ under another name for the run and delete it afterwards.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { memberUnit, type RealCase, realMismatch } from '../src/offline/__corpus__/real-score.ts';
import { REWRITES } from '../src/offline/__corpus__/rewrites.ts';
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
const form = (text: string) =>
  text.trim().includes('\n') ? 'block' : text.length <= 100 ? 'short line' : 'long line';
const pct = (ok: number, n: number) => `${ok}/${n} (${((ok / n) * 100).toFixed(1)}%)`;
const byForm = new Map<string, [ok: number, n: number]>();
let ok = 0;
let rewritten = 0;
let broken = 0;
for (const c of cases) {
  const hit = !realMismatch(c, parseJournal(c.text, memberUnit(c)));
  // How many of the meaning-keeping rewrites of a line read right break it: counted, never shown.
  for (const [, rewrite] of hit ? REWRITES : []) {
    const text = rewrite(c.text, c);
    if (text === c.text) continue;
    rewritten++;
    if (realMismatch(c, parseJournal(text, memberUnit(c)))) broken++;
  }
  const tally = byForm.get(form(c.text)) ?? [0, 0];
  byForm.set(form(c.text), [tally[0] + (hit ? 1 : 0), tally[1] + 1]);
  if (hit) ok++;
}
const forms = ['short line', 'long line', 'block']
  .flatMap((f) => (byForm.has(f) ? [`${f} ${pct(...(byForm.get(f) as [number, number]))}`] : []))
  .join(', ');
console.log(`${key}: ${pct(ok, cases.length)}; ${forms}; rewrites broken ${pct(broken, rewritten)}`);
