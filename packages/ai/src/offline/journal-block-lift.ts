/**
 * A block's sets belong to the lift the block names, wherever in the block it is named. Under a date
 * ("Tuesday, August 15, 2019", blanked by journal-calendar) a lifter may write the rows first and name
 * the lift after them ("135 lb x 4 reps x 1 set\n325 lb x 6 x 1\n…so I devoted the entire workout to
 * deadlifts."): the rows are that lift's, as if it headed them. A lift named before the rows already
 * heads them (journal-headings); this reads only a name that comes after. A block is the lines between
 * blank lines. Rows with no lift named anywhere in their block stay unnamed; a block that names two
 * lifts, or whose naming line holds sets of its own (another lift's), is left as written.
 */
import { mentionIn } from './journal-names.ts';

// "135 lb x 4 reps x 1 set", "- 325 x 6 x 1", "Set 2: 60kg 5 reps": only numbers and the words of a set.
const SET_WORDS = `(?:kgs?|lbs?|pounds?|kilos?|reps?|sets?|at|for|of)`;
const ROW = new RegExp(
  String.raw`^\s*(?:[-–—•·*>]+\s*)?(?:set\s*\d{1,2}\s*[:.)-]\s*)?\d[\d\s.,/x×*@:+()-]*(?:${SET_WORDS}\b[\d\s.,/x×*@:+()-]*)*$`,
  'i',
);
// "21-15-9", "10-8-6-4-2 reps of:", "For time: 5-10-15": three counts or more joined by dashes, alone
// on the row but for the words of a scheme.
const LADDER =
  /^\s*(?:for\s+time\s*:?\s*)?\d{1,3}(?:\s*[-–—]\s*\d{1,3}){2,9}\s*(?:reps?\s*)?(?:(?:of|for\s+time)\s*)?:?\s*$/i;
// Numbers that tell when or how long ("40 minutes", "2 weeks", "at 6 am"), not a set's.
const WHEN = /\d+\s*(?:min(?:ute)?s?|h(?:ou)?rs?|hours?|days?|weeks?|months?|years?|am|pm)\b/gi;
// "Squats and deadlifts", "bench, then rows": each part may name its own lift.
const PARTS = /\s*(?:,|;|&|\+|\/|\band\b|\bthen\b|\bplus\b)\s*/i;

/** The entry's lines, with the lift a block names after its unnamed rows written as their heading. */
export function namedBlocks(lines: string[]): string[] {
  // Most entries have no row without its name: they pass through untouched.
  if (!lines.some((l) => ROW.test(l))) return lines;
  const out = [...lines];
  let start = 0;
  while (start < out.length) {
    let end = start;
    while (end < out.length && out[end]?.trim()) end++;
    const block = out.slice(start, end);
    const first = block.findIndex((l) => ROW.test(l));
    const lift = first < 0 ? undefined : liftAfter(block, first);
    if (lift) {
      out.splice(start + first, 0, lift);
      end++;
    }
    start = end + 1;
  }
  return out;
}

/** The one lift the block names after its first unnamed row, when nothing before the row names one. */
function liftAfter(block: string[], first: number): string | undefined {
  // Before the rows: only words, none naming a lift (a heading there is read as a heading already).
  const before = block.slice(0, first);
  if (before.some((l) => /\d/.test(l) || mentionIn(l, true))) return undefined;
  // "21-15-9" over "Air squats" and "Wall balls 20#": a rep scheme over two moves or more is theirs to
  // share (journal-schemes), not one lift's row named after it.
  const after = block.slice(first + 1).filter((l) => !ROW.test(l));
  if (LADDER.test(block[first] ?? '') && after.length >= 2) return undefined;
  let name: string | undefined;
  for (const line of block.slice(first + 1)) {
    if (ROW.test(line)) continue;
    for (const part of line.split(PARTS)) {
      const named = mentionIn(part);
      if (!named?.exercise) continue;
      // "Bench 255 4,4,4", "then squats 3x5": a lift with numbers of its own is its own row, so the
      // block is not one lift's; nor is a block that names two lifts.
      if (/\d/.test(line.replace(WHEN, ' ')) || (name && named.name !== name)) return undefined;
      name = named.name;
    }
  }
  return name;
}
