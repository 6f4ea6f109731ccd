/**
 * Three numbers chained by x with a load among them ("225x5x3", "225 X3X5", "5×105#x3"), read for the
 * whole entry before it is split, since which of the two small numbers is the set count is a habit of
 * the lifter, not of one line. Rewritten as "S sets of R reps @ L" only where the reading differs from
 * the default the set patterns apply (load × reps × sets).
 */

const UNIT = String.raw`(?:kgs?|lbs?|#)`;
// load-ish, x, small, x, small; or small, x, load-ish, x, small. Not a chain that goes on ("…x3x2").
const CHAIN = new RegExp(
  String.raw`(?<![\d.x×*])(\d+(?:\.\d+)?)\s*(${UNIT})?\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(${UNIT})?\s*[x×*]\s*(\d{1,2})(?![\d.]|\s*(?:[x×*]\s*\d|${UNIT}|sets?\b|reps?\b|%))`,
  'gi',
);

type Triple = { a: number; b: number; c: number; unitA: boolean; unitB: boolean };

function triples(line: string): { m: RegExpExecArray; t: Triple }[] {
  return [...line.matchAll(CHAIN)].map((m) => ({
    m,
    t: { a: Number(m[1]), b: Number(m[3]), c: Number(m[5]), unitA: Boolean(m[2]), unitB: Boolean(m[4]) },
  }));
}

// "225x5x3": the load first, by its unit or by being too heavy for a count.
const loadFirst = (t: Triple) => !t.unitB && (t.unitA || t.a > 20) && t.b <= 30;
// "5×105#x3", "12x65x4": reps, the load, then the sets; the load told by its unit or its size.
const loadMiddle = (t: Triple) =>
  !t.unitA && t.a <= 30 && t.c <= 10 && (t.unitB || (t.b > 30 && t.b > 2 * t.a && Number.isInteger(t.a)));

/**
 * The entry's order for "load x m x n": sets first ("225x3x5" = 3 sets of 5) unless the entry says
 * reps first. A third number over 10 is never a set count ("60x3x20"), so that entry writes sets
 * first; a second number bigger than the third ("285x6x5", "125x10x5") is read reps first in every
 * log we have seen, so that entry writes reps first. With neither, the smaller count is the sets,
 * as lifters do far fewer sets than reps.
 */
function setsFirst(all: Triple[]): boolean {
  const first = all.filter(loadFirst);
  if (first.some((t) => t.c > 10)) return true;
  return !first.some((t) => t.b > t.c);
}

export function orderTriples(lines: string[]): string[] {
  const all = lines.flatMap((l) => triples(l).map((x) => x.t));
  if (!all.length) return lines;
  const sf = setsFirst(all);
  return lines.map((line) =>
    line.replace(
      CHAIN,
      (whole, a: string, ua: string | undefined, b: string, ub: string | undefined, c: string) => {
        const t: Triple = {
          a: Number(a),
          b: Number(b),
          c: Number(c),
          unitA: Boolean(ua),
          unitB: Boolean(ub),
        };
        if (loadMiddle(t)) return `${c} sets of ${a} reps @ ${b}${ub ?? ''}`;
        if (loadFirst(t) && sf && t.b < t.c) return `${b} sets of ${c} reps @ ${a}${ua ?? ''}`;
        return whole;
      },
    ),
  );
}
