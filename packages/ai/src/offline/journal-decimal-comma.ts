import { LOAD_UNIT } from './journal-words.ts';

/**
 * A decimal comma is a decimal point: lifters in most of Europe write "77,5", "52,5 kg", "@ 102,5". Read
 * once per line, before any reader can take the comma for a list separator. A comma is a decimal when
 * the number after it is a plate's fraction (5, 25, 75: loads go up in halves and quarters), it is no
 * link in a chain of commas ("5,5,4" and "Squat,100,5" are lists), and the number is a load: a unit or
 * "@"/"at" marks it, it is too heavy to be a rep count (over 30), or a load written beside it, a space
 * apart, is of the same size ("16 17,5 20x10", but not "255 5,5": there 5,5 are two sets of reps).
 */

const CANDIDATE = /(?<![\d.,])(\d{1,3}),(\d{1,2})(?![\d,])/g;
const PLATE = /^(?:5|25|75)$/;
const MARKED = new RegExp(String.raw`^\s*${LOAD_UNIT}(?![a-z])`, 'i');
const BEFORE = /(?:@|\bat)\s*$/i;
// The number a space before or after: not one tied to an "x" ("3x5 5,5" is no ramp).
const PREV = /(?<![x×]\s*|[\d.,])(\d{1,3}(?:[.,]\d{1,2})?)\s+$/i;
const NEXT = /^\s+(\d{1,3}(?:[.,]\d{1,2})?)(?!\d)/;

const near = (n: string | undefined, whole: number): boolean => {
  const v = Number.parseFloat((n ?? '').replace(',', '.'));
  return v > 5 && v >= whole / 2 && v <= whole * 2;
};

export function decimalCommas(line: string): string {
  if (!line.includes(',')) return line;
  return line.replace(CANDIDATE, (whole, int: string, frac: string, at: number) => {
    const before = line.slice(0, at);
    const after = line.slice(at + whole.length);
    const n = Number(int);
    // "62,50 kg": with the unit written, any fraction.
    if (MARKED.test(after)) return `${int}.${frac}`;
    const load =
      PLATE.test(frac) &&
      (BEFORE.test(before) || n > 30 || near(PREV.exec(before)?.[1], n) || near(NEXT.exec(after)?.[1], n));
    return load ? `${int}.${frac}` : whole;
  });
}
