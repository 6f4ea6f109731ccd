/**
 * Three numbers chained by x ("135x2x10", "3x205x5", "3 x 2 x 225"): one is the load, the other two
 * are sets and reps. Which count is the sets is decided here, once, for every triple reader:
 * - a mark wins ("75 kgs x 3s x 5r", "3 sets x 5 reps"), unless both counts bear the same word, one a
 *   slip ("20 kg x 3 sets x 10 sets"): then the rules below decide;
 * - a count above 10 beside one of 10 or fewer is the reps ("12 x 65 x 4", "25 x 3 x 15");
 * - with the load last, the counts are a scheme written the usual way, sets first ("3 x 2 x 225");
 * - else a 1 beside a count under 5 is the reps, heavy singles ("405x1x3", "245 x 2 x 1");
 * - with the load first at the top of a ramp of load × reps items, the reps are the count that goes on
 *   from the item before, held or falling as the load climbs, and the other count is the sets:
 *   "30kg x 5, 35kg x 5 x 8" eight fives, "60kg x 8, 70kg x 5, 85kg x 2 x 8" eight doubles,
 *   "315 x 5, 365 x 2 x 5" two fives (rampSetsFirst);
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

// The list item just before a triple: a load (a unit, or too heavy for a count) times its reps, parted
// by a comma or semicolon; not the tail of another triple ("135x5x2, 225x3x3"). Read on at most the
// last few dozen characters, so no line is scanned twice.
const RAMP_ITEM = new RegExp(
  String.raw`(?:^|[^\d.x×*\s])\s*(\d+(?:\.\d+)?)\s*(${UNIT}|kilos?|pounds?)?\s*[x×]\s*(\d{1,2})\s*(?:reps?)?\s*[,;]\s*$`,
  'i',
);

/**
 * Whether the first count of a load-first triple is its sets, when the text before it ends with an item
 * of a ramp ("20kg x 8, 40kg x 5, 62kg x 3 x 9"); null when there is no ramp or its reps settle nothing.
 */
export function rampSetsFirst(before: string, load: number, first: number, second: number): boolean | null {
  const item = RAMP_ITEM.exec(before.slice(-32));
  if (!item || !(item[2] || Number(item[1]) > 20) || load < Number(item[1])) return null;
  const reps = Number(item[3]);
  // A count equal to the reps before them holds the ramp's reps; else the one below them as the load
  // climbs, with the other above, is the reps that fall.
  if ((first === reps) !== (second === reps)) return second === reps;
  if (first < reps && second > reps) return false;
  if (second < reps && first > reps) return true;
  return null;
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
        // "20 kg x 3 sets x 10 sets": both marked alike, one mark is a slip; the counts' own rule says which.
        const same = /^s/i.test(ma) === /^s/i.test(mb);
        if (same && (ma.length < 3 || mb.length < 3)) return whole;
        const aSets = same ? setsFirst(Number(a), Number(b)) : /^s/i.test(ma);
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
