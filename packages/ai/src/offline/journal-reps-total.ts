/**
 * A sum of reps told after the sets that make it: "Dips 3x10, 30 reps total", "Bench 3x5 185, 15 reps in
 * total", "Pull-ups 10, 8, 6 for 24 reps total", "135x10, 185x8, 205x6 (24 reps in all)". The count is the
 * sets' reps added up, not one more set: the clause goes from its line before any reader sees it.
 *
 * Only when the sets before it on its line add up to it, each "3x5" as sets × reps (a load's "185x8" as
 * its reps) and a list of bare counts ("10, 8, 6") as one set each: "Bench 3x5 185, 20 reps total" is
 * left as written, and "Dips 3x10, then 30 reps" is a set of thirty.
 */

// ", 30 reps total", " - 25 reps in total", " for 24 reps total", "(36 reps in all)".
const TOLD =
  /[ \t]*(?:[,;–—-]|(\()|\bfor(?:[ \t]+a)?\b)?[ \t]*(\d{1,3})[ \t]+reps?[ \t]+(?:in[ \t]+)?(?:total|all|altogether)\b[ \t]*(\))?/gi;
// "3x5", "4 sets of 6", "185x8": a pair; the first is the sets when small, else the load.
const PAIR =
  /(?<![\d.])(\d{1,4}(?:\.\d+)?)[ \t]*(?:sets?[ \t]+of|[x×*])[ \t]*(\d{1,3})(?![\d.]|[ \t]*[x×*][ \t]*\d)/gi;
// "10, 8, 6": bare counts in a list, each a set.
const LIST =
  /(?<![\d.x×*@])(\d{1,3}(?:[ \t]*,[ \t]*\d{1,3})+)(?![\d.]|[ \t]*(?:[x×*]|kgs?|lbs?|#|pounds?|kilos?))/gi;

/** The reps told before the clause, counted the ways a lifter may have meant them. */
function sums(before: string): Set<number> {
  let pairs = 0;
  for (const m of before.matchAll(PAIR)) {
    const [first, second] = [Number(m[1]), Number(m[2])];
    pairs += first <= 20 ? first * second : second;
  }
  let list = 0;
  for (const m of before.replace(PAIR, ' ').matchAll(LIST))
    for (const n of (m[1] ?? '').split(',')) list += Number(n);
  return new Set([pairs, list, pairs + list].filter((n) => n > 0));
}

/** The entry with each sum of reps that its line's sets make taken out. */
export function repsTotalDropped(text: string): string {
  if (!/\b(?:total|all|altogether)\b/i.test(text)) return text;
  return text
    .split('\n')
    .map((line) =>
      // "(29 reps total, 4 sets = 4,495 lbs moved)": a bracket the sum opens and does not close stays.
      line.replace(
        TOLD,
        (whole, open: string | undefined, n: string, close: string | undefined, at: number) =>
          (open && !close) || !sums(line.slice(0, at)).has(Number(n)) ? whole : '',
      ),
    )
    .join('\n');
}
