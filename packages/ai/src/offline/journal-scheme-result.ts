/**
 * A scheme, then what each of its sets came to (round 33): "Press 3×5 45kg ✗ (got 5,5,4)", "Bench 3x8 @ 80
 * (only got 8, 7, 6)", "Squat 5x5 @ 100kg, got 5,5,5,4,3", "Row 3x8 @ 60 (8, 8, 7)". A log written from
 * a plan keeps the plan and adds the reps made; the sets are the reps made, one count a set, at the
 * scheme's load ("5/5/4 @ 45kg"), not the plan's sets and then the made ones again.
 *
 * Only when the list holds one count per planned set and none over the plan's reps (an AMRAP's last set,
 * "3x5+ (5,5,9)", may go over): "Squat 3x5 (135, 155, 175)" and "Curls 3x10 (20, 25, 30)" are loads, and
 * "3x5 (2 warm-up sets)" no list.
 */

const LOAD = String.raw`\d{1,4}(?:\.\d+)?[ \t]*(?:kgs?|lbs?|#|kilos?|pounds?)?`;
// The scheme and its load, a fail mark, then the counts: bracketed, or after a comma, colon or dash,
// with "got", "made", "did", "hit" or "managed" before them or not.
const SCHEME_RESULT = new RegExp(
  String.raw`(?<![\d.])(\d{1,2})[ \t]*[x×][ \t]*(\d{1,2})(\+?)(?![\d.]|[ \t]*[x×])((?:[ \t]*(?:@|at\b)?[ \t]*${LOAD})?)[ \t]*(?:[✗✘❌][ \t]*)?(?:\(|[,:;–—-])[ \t]*(?:(?:i[ \t]+)?(?:only[ \t]+)?(?:got|made|did|hit|managed)[ \t]*:?[ \t]*)?(\d{1,2}(?:[ \t]*[,/][ \t]*\d{1,2}){1,11})(?![\d.]|[ \t]*(?:kgs?|lbs?|#|%|x|×|reps?\b|sets?\b|min|sec|s\b))[ \t]*\)?`,
  'giu',
);

/** The entry with each scheme followed by its sets' counts written as those counts at its load. */
export function schemeResultsWritten(text: string): string {
  if (!/\d[ \t]*[x×][ \t]*\d[^\n]*\d[ \t]*[,/][ \t]*\d/.test(text)) return text;
  return text.replace(
    SCHEME_RESULT,
    (whole, sets: string, reps: string, amrap: string, load: string, list: string) => {
      const counts = list.split(/[ \t]*[,/][ \t]*/).map(Number);
      if (counts.length !== Number(sets)) return whole;
      const over = counts.findIndex((c) => c > Number(reps));
      if (over !== -1 && !(amrap && over === counts.length - 1)) return whole;
      const at = load.trim().replace(/^(?:@|at\b)[ \t]*/i, '');
      return `${counts.join('/')}${at ? ` @ ${at}` : ''}`;
    },
  );
}
