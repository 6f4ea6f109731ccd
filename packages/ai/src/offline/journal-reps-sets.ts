/**
 * "**chinups:** 10x4 • **skull crushers:** 85x15x4": in a log whose triples are "load x reps x sets"
 * (the entry's convention, journal-notation), a pair on a move the body loads has no load to lead with,
 * so it is the same order with the load left out: reps x sets (ten chin-ups, four times), not ten sets of
 * four. Written "10 reps x 4 sets", which every reader takes as it is.
 *
 * Only with that convention, only on a bodyweight move the catalogue knows named right before the pair,
 * with no unit, no "@" load and no third number after it, and at most ten sets: "Bench: 10x4" (a loaded
 * lift), "Dips 3x10" in a log of "load x sets x reps" and "Pull-ups 10x4 @ 20" are left.
 */
import { resolveName } from './journal-names.ts';

// "10x4", "12 × 3": a pair with nothing after it that makes it a triple, a load or a labelled count.
const PAIR =
  /(?<![\d.x×]|[x×][ \t]*)(\d{1,2})[ \t]*[x×][ \t]*(\d{1,2})(?![\d.]|[ \t]*(?:[x×*@/]|at\b|with\b|w\/|kgs?\b|lbs?\b|#|reps?\b|sets?\b|pounds?\b|kilos?\b))/gi;
// What ends the words before a pair: a separator between items, or a number.
const ITEM_BREAK = '•·|;,()[]0123456789\n';
// The mark after a name: "chinups:", "Dips -", "**Dips:**".
const NAME_MARK = /[\s:–—*-]+$/;

/** The words right before `at`, back to the last item break. */
function wordsBefore(line: string, at: number): string {
  let start = at;
  while (start > 0 && !ITEM_BREAK.includes(line[start - 1] ?? '')) start--;
  return line.slice(start, at).replace(NAME_MARK, '').trim();
}

/** The line with each pair on a bodyweight move read as reps x sets, in a "load x reps x sets" log. */
export function pairsRepsFirst(line: string, convention: 'setsReps' | 'repsSets' | null): string {
  if (convention !== 'repsSets' || !/\d[ \t]*[x×][ \t]*\d/.test(line)) return line;
  return line.replace(PAIR, (whole, reps: string, sets: string, at: number) => {
    if (Number(sets) > 10 || Number(reps) < 1 || Number(sets) < 1) return whole;
    const name = wordsBefore(line, at);
    if (!/\p{L}{2}/u.test(name)) return whole;
    const exercise = resolveName(name, false)?.exercise;
    return exercise?.isBodyweight ? `${reps} reps x ${sets} sets` : whole;
  });
}
