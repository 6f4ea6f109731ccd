/**
 * "10 Weighted Copperhead Squats X3", "- 10 burpees x2": a row that opens on the count of a move and
 * ends on "xN" did that count N times, as "3 x 10 burpees" says it; read as it was, the trailing "x3"
 * was taken for the reps and the ten lost. A count after the name alone ("Squats x25", "Incline
 * Merkins x20") is still the reps: only a row with a count on each side of its name is turned.
 *
 * Not a count that is part of the name ("1 arm rows x 10", "2 board press x 3", "3 count squats x 5"),
 * nor a load ("100 kg squat x5"), nor a distance or time ("40 yards sprints x2": a bout each time).
 */

// The words after a leading number that make it a load, a distance, a time or a name's own number.
const NOT_A_COUNT =
  /^(?:kgs?|kilos?|lbs?|pounds?|#|%|reps?|sets?|rounds?|x|mins?|minutes?|secs?|seconds?|hrs?|hours?|yards?|yds?|m|meters?|metres?|miles?|mi|km|k|feet|ft|steps?|board|point|count|way|inch|inches|second|pause|plates?)$/i;
// "1 arm rows x 10", "2 hand swings x 20": one or two limbs are the move's own number.
const LIMB = /^(?:arms?|armed|hands?|handed|legs?|legged)$/i;
// Before the count, a bullet, a list number ("3. 10 burpees x3"), a time of day ("6:45am") or "did" may
// stand; after "xM", the line's end or a remark after a mark ("x3 - felt good", "x3 (hard)", "x3.").
const ROW =
  /^([ \t]*(?:[-–•*>§][ \t]*)?(?:\d{1,2}[.)][ \t]+)?(?:\d{1,2}(?::\d\d)?[ \t]*[ap]\.?m\.?[ \t]+)?(?:did[ \t]+)?)(\d{1,3})[ \t]+(\p{L}[\p{L} '’-]*?)[ \t]+[x×][ \t]*(\d{1,2})(?=[ \t]*(?:$|[.!;,(]|[-–][ \t]|\p{Extended_Pictographic}))/gimu;

/** Each "N move xM" row written as "M x N move". */
export function countTimesFirst(text: string): string {
  if (!/[x×][ \t]*\d/i.test(text)) return text;
  return text.replace(ROW, (row, lead: string, count: string, name: string, times: string) => {
    const first = name.split(/[ \t]/)[0] ?? '';
    if (NOT_A_COUNT.test(first) || (LIMB.test(first) && Number(count) <= 2)) return row;
    if (Number(count) < 2 || Number(times) < 2 || Number(times) > 10) return row;
    return `${lead}${times} x ${count} ${name}`;
  });
}

// "10 reps 3 times", "for 10 reps, 3 times": the reps, then how many times they were done, is that
// many sets (read as it was, the "3 times" went unread and one set was logged). Not "3 times a week"
// or "3 times this week", a habit; times from 2 to 10, as a count of sets.
const REPS_THEN_TIMES =
  /\b(\d{1,2})[ \t]+reps?[ \t]*,?[ \t]+(?:x[ \t]*)?(10|[2-9])[ \t]+times\b(?![ \t]+(?:a|an|per|each|every|this|that|last|in|since)\b)/gi;
// "3 times for 10 reps": the times told first, the reps after "for".
const TIMES_FOR_REPS = /\b(10|[2-9])[ \t]+times[ \t]+for[ \t]+(\d{1,2})[ \t]+reps?\b/gi;

/** "10 reps 3 times" and "3 times for 10 reps" written as "3 sets of 10 reps". */
export function repsTimesAsSets(text: string): string {
  if (!/\btimes\b/i.test(text)) return text;
  return text
    .replace(REPS_THEN_TIMES, (_m, reps: string, times: string) => `${times} sets of ${reps} reps`)
    .replace(TIMES_FOR_REPS, (_m, times: string, reps: string) => `${times} sets of ${reps} reps`);
}
