/**
 * Three numbers chained by x with the load in the middle ("5×105#x3", "12 x 65 x 4"): reps, the load,
 * then the sets, the way a lifter who writes "reps×load" for single sets adds a set count. A load
 * first or last is journal-notation's; the middle one is rewritten as "S sets of R reps @ L" before the
 * entry is split, since the set patterns would read its first number as a set count.
 */

const UNIT = '(?:kgs?|lbs?|#)';
// small, x, load, x, small; not a chain that goes on ("…x3x2") or a third number with its own label.
const CHAIN = new RegExp(
  String.raw`(?<![\d.x×*])(\d{1,2})\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(${UNIT})?\s*[x×*]\s*(\d{1,2})(?![\d.]|\s*(?:[x×*]\s*\d|${UNIT}|sets?\b|reps?\b|%|min|sec|m\b|k\b))`,
  'gi',
);

/**
 * The middle number is the load when it carries a unit, or when it is too heavy for a count (over 30
 * and more than twice the reps before it); the last is a set count only up to 10.
 */
export function loadInMiddle(lines: string[]): string[] {
  return lines.map((line) =>
    line.replace(CHAIN, (whole, a: string, b: string, unit: string | undefined, c: string) => {
      const [reps, load, sets] = [Number(a), Number(b), Number(c)];
      const isLoad = Boolean(unit) || (load > 30 && load > 2 * reps);
      if (!isLoad || reps > 30 || sets > 10 || sets < 1) return whole;
      return `${sets} sets of ${reps} reps @ ${b}${unit ?? ''}`;
    }),
  );
}
