/**
 * Generalisation check on real lines: every holdout line the parser reads right as written must read
 * the same after rewrites that keep its meaning — a bullet, a trailing remark, upper or lower case,
 * CRLF line ends, a day heading, doubled spaces, '×' for 'x'. A rule that fits one spelling of a line
 * and not the notation fails here.
 */
import { describe, expect, it } from 'vitest';
import { REAL_HOLDOUT } from './__corpus__/real-holdout.ts';
import { REAL_HOLDOUT_2 } from './__corpus__/real-holdout-2.ts';
import { REAL_HOLDOUT_3 } from './__corpus__/real-holdout-3.ts';
import { REAL_HOLDOUT_4 } from './__corpus__/real-holdout-4.ts';
import { REAL_HOLDOUT_5 } from './__corpus__/real-holdout-5.ts';
import { REAL_HOLDOUT_6 } from './__corpus__/real-holdout-6.ts';
import { REAL_HOLDOUT_7 } from './__corpus__/real-holdout-7.ts';
import { REAL_HOLDOUT_8 } from './__corpus__/real-holdout-8.ts';
import { memberUnit, realMismatch } from './__corpus__/real-score.ts';
import { parseJournal } from './journal-parser.ts';

const LINES = [
  ...REAL_HOLDOUT,
  ...REAL_HOLDOUT_2,
  ...REAL_HOLDOUT_3,
  ...REAL_HOLDOUT_4,
  ...REAL_HOLDOUT_5,
  ...REAL_HOLDOUT_6,
  ...REAL_HOLDOUT_7,
  ...REAL_HOLDOUT_8,
];

const REWRITES: [string, (text: string) => string][] = [
  ['a bullet on every line', (t) => t.replace(/^(?=.*\S)/gm, '- ')],
  ['a remark after the last line', (t) => `${t} - felt good`],
  ['upper case', (t) => t.toUpperCase()],
  ['lower case', (t) => t.toLowerCase()],
  ['CRLF line ends', (t) => t.replace(/\n/g, '\r\n')],
  ['a day heading', (t) => `Monday\n${t}`],
  ['doubled spaces', (t) => t.replace(/ /g, '  ')],
  ['× for x', (t) => t.replace(/(\d)[ \t]*x[ \t]*(\d)/g, '$1 × $2')],
  ['a full stop ending each line', (t) => t.replace(/(?<=\S)$/gm, '.')],
  ['"Did" in front of a one-line entry', (t) => (t.includes('\n') ? t : `Did ${t}`)],
  ['an emoji at the end', (t) => `${t} 💪`],
  ['a remark in parentheses at the end', (t) => `${t} (felt good)`],
  ['a remark after a semicolon', (t) => `${t}; felt strong`],
  ['a heading line', (t) => `Today's workout:\n${t}`],
  ['a date line', (t) => `2024-03-04\n${t}`],
  ['semicolons for commas', (t) => t.replace(/,\s*/g, '; ')],
  ['"at" for "@"', (t) => t.replace(/\s*@\s*(?=\d)/g, ' at ')],
  [
    'a colon after a one-line name',
    (t) => (t.includes(':') ? t : t.replace(/^([A-Za-z][A-Za-z' -]+?)\s+(?=\d)/m, '$1: ')),
  ],
  ['units spelled out', (t) => t.replace(/\blbs\b/g, 'pounds').replace(/\bkg\b/g, 'kgs')],
];

// Nineteen passes over some 350 lines: seconds when CI shares the machine's two cores, so the wall limit
// is generous (speed lives in bench/ai).
describe('the same real lines, written differently', { timeout: 120_000 }, () => {
  const readRight = LINES.filter((c) => !realMismatch(c, parseJournal(c.text, memberUnit(c))));

  it.each(REWRITES)('reads them the same with %s', (label, rewrite) => {
    const misses = readRight
      .map((c) => ({
        text: rewrite(c.text),
        why: realMismatch(c, parseJournal(rewrite(c.text), memberUnit(c))),
      }))
      .filter((m) => m.why);
    for (const m of misses) console.log(`${label}: ${JSON.stringify(m.text)} → ${m.why}`);
    expect(readRight.length).toBeGreaterThan(300);
    expect(misses.length / readRight.length).toBeLessThanOrEqual(0.01);
  });
});
