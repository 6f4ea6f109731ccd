/**
 * Three numbers chained by x ("135x2x10", "3x205x5", "3 x 2 x 225"): one is the load, the other two
 * are sets and reps. Which count is the sets is decided here, once, for every triple reader:
 * - a mark wins ("75 kgs x 3s x 5r", "3 sets x 5 reps");
 * - a count above 10 beside one of 10 or fewer is the reps ("12 x 65 x 4", "25 x 3 x 15");
 * - with the load last, the counts are a scheme written the usual way, sets first ("3 x 2 x 225");
 * - else a 1 beside a count under 5 is the reps, heavy singles ("405x1x3", "245 x 2 x 1");
 * - else the smaller count is the sets ("3x205x5", "5x95x3", "225x5x3"): lifters rarely do more sets
 *   than reps of a loaded lift.
 * The middle-load chain ("5×105#x3") is rewritten here as "S sets of R reps @ L" before the entry is
 * split, since the set patterns would read its first number as a set count.
 */

const UNIT = '(?:kgs?|lbs?|#)';

/** True when the first written count of a triple is its sets. */
export function setsFirst(first: number, second: number, loadLast = false): boolean {
  if (first > 10 && second <= 10) return false;
  if (second > 10 && first <= 10) return true;
  if (loadLast) return true;
  if (first === 1 && second < 5) return false;
  if (second === 1 && first < 5) return true;
  return first <= second;
}

// small, x, load, x, small; not a chain that goes on ("…x3x2") or a third number with its own label.
const CHAIN = new RegExp(
  String.raw`(?<![\d.x×*])(\d{1,2})\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(${UNIT})?\s*[x×*]\s*(\d{1,2})(?![\d.]|\s*(?:[x×*]\s*\d|${UNIT}|sets?\b|reps?\b|%|min|sec|m\b|k\b))`,
  'gi',
);

// "75 kgs x 3s x 5r", "100 x 5 reps x 3 sets": each count marked, so no magnitude need decide.
const MARKED = new RegExp(
  String.raw`(?<![\d.x×])(\d+(?:\.\d+)?)(\s*${UNIT}|\s*kilos?|\s*pounds?)?\s*[x×]\s*(\d{1,2})\s*(s|sets?|r|reps?)\s*[x×]\s*(\d{1,2})\s*(s|sets?|r|reps?)\b`,
  'gi',
);

/**
 * The middle number is the load when it carries a unit, or when it is too heavy for a count (over 30
 * and more than twice either count); a set count is at most 10.
 */
export function loadInMiddle(lines: string[]): string[] {
  return lines.map((line) =>
    line
      .replace(MARKED, (whole, load: string, unit = '', a: string, ma: string, b: string, mb: string) => {
        const aSets = /^s/i.test(ma);
        if (aSets === /^s/i.test(mb)) return whole;
        const [sets, reps] = aSets ? [a, b] : [b, a];
        return `${sets} sets of ${reps} reps @ ${load}${unit.trim()}`;
      })
      .replace(CHAIN, (whole, a: string, b: string, unit: string | undefined, c: string) => {
        const [x, load, y] = [Number(a), Number(b), Number(c)];
        const isLoad = Boolean(unit) || (load > 30 && load > 2 * Math.min(x, y));
        const [sets, reps] = setsFirst(x, y) ? [x, y] : [y, x];
        if (!isLoad || reps > 30 || sets > 10 || sets < 1) return whole;
        return `${sets} sets of ${reps} reps @ ${b}${unit ?? ''}`;
      }),
  );
}
