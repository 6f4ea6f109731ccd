/**
 * "Started with Pendlay rows and dips, 10-10-10 at 115#(?), I think, and 3-3-2 dips.": two lifts named
 * together, then their numbers one after the other, the second named again beside its own. The first
 * numbers are the first lift's: "and dips" only announced the dips told after. Read as a pair sharing
 * the first scheme, the rows were lost and the dips logged twice. The pair's second name goes where the
 * lifter named it again ("Started with Pendlay rows, 10-10-10 at 115#, …, and 3-3-2 dips").
 * Only where numbers follow the pair right after its comma, the second name comes again later on the
 * line right after numbers, and it names a lift the catalogue knows.
 */
import { resolveName } from './journal-names.ts';

// "rows and dips, 10-": the pair's second name, up to two words, before a comma and numbers.
const PAIR = /[ \t]+(?:and|&)[ \t]+(\p{L}[\p{L}'’-]*(?:[ \t]+\p{L}[\p{L}'’-]*)?)[ \t]*,(?=[ \t]*\d)/u;
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with a pair's second name left to where it is named again with its numbers. */
export function pairNamedAgain(text: string): string {
  if (!/\b(?:and|&)\b/.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      const m = PAIR.exec(line);
      const second = m?.[1];
      if (!m || !second || !resolveName(second, false)?.exercise) return line;
      const after = line.slice(m.index + m[0].length);
      if (!new RegExp(String.raw`\d[ \t]+${escaped(second)}\b`, 'i').test(after)) return line;
      return `${line.slice(0, m.index)},${after}`;
    })
    .join('\n');
}
