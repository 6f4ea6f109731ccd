/**
 * Rewrites that keep a real line's meaning: the ways lifters differ from each other in writing the
 * same sets (a bullet, a remark after them, case, spacing, punctuation, spelling). A line the parser
 * reads right must read the same after each; a rule that fits one lifter's spelling of a notation and
 * not the notation fails here. journal-robust.test.ts holds the parser to them over every tuning set,
 * and scripts/real-rewrites.ts prints the lines each one breaks.
 */
import type { RealCase } from './real-score.ts';

type Rewrite = (text: string, c: RealCase) => string;

const COUNT_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** One slip of the fingers in the lift's name: two letters swapped in its first long word. */
function typo(text: string, c: RealCase): string {
  const words = new Set(c.expect.flatMap((e) => e.name.toLowerCase().split(/[^a-z]+/)));
  const m = /\b[A-Za-z]{6,}\b/g;
  for (const hit of text.matchAll(m)) {
    const w = hit[0];
    if (!words.has(w.toLowerCase()) || w[2] === w[3]) continue;
    const i = hit.index ?? 0;
    return `${text.slice(0, i)}${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}${text.slice(i + w.length)}`;
  }
  return text;
}

export const REWRITES: [label: string, rewrite: Rewrite][] = [
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
  [
    'no spaces around "@" or "x"',
    (t) => t.replace(/(\d)[ \t]+([x×X])[ \t]+(?=\d)/g, '$1$2').replace(/[ \t]*@[ \t]*/g, '@'),
  ],
  ['spaces around "x"', (t) => t.replace(/(\d)([x×X])(?=\d)/g, '$1 $2 ')],
  [
    'set counts in words',
    (t) => t.replace(/\b([2-9]|10) sets\b/g, (_, n: string) => `${COUNT_WORDS[Number(n)]} sets`),
  ],
  ["a typo in the lift's name", typo],
  ['title case', (t) => t.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase())],
  [
    '" / " between sets',
    (t) => t.replace(/(?<=\d\s*(?:kgs?|lbs?|#)?),\s*(?=\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?\s*[x×@])/gi, ' / '),
  ],
  [
    'an en dash after the name',
    (t) => t.replace(/^([A-Za-z][A-Za-z' ]{1,30}?)\s*(?::|\s-)\s+(?=\d)/gm, '$1 – '),
  ],
  ['a time of day in front', (t) => (t.includes('\n') ? t : `6:45am ${t}`)],
  ['a number in front of a one-line entry', (t) => (t.includes('\n') ? t : `3. ${t}`)],
];
