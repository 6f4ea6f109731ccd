/** A labelled set's share read right, printing its score and every miss (for the opened sets' tests). */
import { parseJournal } from '../journal-parser.ts';
import { memberUnit, type RealCase, realMismatch } from './real-score.ts';

export function scoreReal(label: string, cases: RealCase[]): number {
  const misses: string[] = [];
  for (const c of cases) {
    const why = realMismatch(c, parseJournal(c.text, memberUnit(c)));
    if (why) misses.push(`${JSON.stringify(c.text)} → ${why}`);
  }
  const ok = cases.length - misses.length;
  console.log(`${label}: ${ok}/${cases.length} (${((ok / cases.length) * 100).toFixed(1)}%)`);
  for (const m of misses) console.log(`  miss: ${m}`);
  return ok / cases.length;
}
