/**
 * A scheme, then what each of its sets came to (round 33): "Press 3×5 45kg ✗ (got 5,5,4)", "Bench 3x8 @ 80
 * (only got 8, 7, 6)", "Squat 5x5 @ 100kg, got 5,5,5,4,3", "Row 3x8 @ 60 (8, 8, 7)". A log written from
 * a plan keeps the plan and adds the reps made; the sets are the reps made, one count a set, at the
 * scheme's load ("5/5/4 @ 45kg"), not the plan's sets and then the made ones again.
 *
 * Only when the list holds one count per planned set and none over the plan's reps (an AMRAP's last set,
 * "3x5+ (5,5,9)", may go over): "Squat 3x5 (135, 155, 175)" and "Curls 3x10 (20, 25, 30)" are loads, and
 * "3x5 (2 warm-up sets)" no list.
 *
 * Two more ways of writing one load or one count a set, put in the form the set readers take:
 * - "Bench Press 3x10 75/80/85kg", "Squat 3x5 100/110/120": the scheme, then a load a set after slashes
 *   (each over the scheme's reps, so a load) is "3x10 @ 75/80/85kg";
 * - "Lat pulldowns 3 sets 12-10-8 @ 140", "Leg press 4 sets 15-12-10-8 at 300": a count of sets, then a
 *   count a set, is those counts ("12/10/8 @ 140"). Dashed, only three or more: "2 sets 8-12" is a range.
 *
 * Round 34: the result told in the next sentence or on the next line, led by what was made ("Weighted
 * Chinups: 5x5 - BW+30 kg" over "Ended up with 3, 3, 2, 2, 2 reps.", "Squat 5x5 @ 100kg. Got 5,5,4,4,3."),
 * is read the same way, the scheme's count a set put as those counts; and a count told made on every set
 * ("Achieved five on all sets", "got 4 on every set") is the scheme's reps, no set of its own. A list that
 * goes on to name a move ("Got 10, 10, 8 on incline") or a count that does not match the plan's sets is
 * left to the readers after.
 *
 * Round 35: one set told with its load and no count ("One set of snatches with the 24kg.") over the count
 * made ("I ended up with 60, 30 right and 30 left.") is that set's reps, the split by hand no set.
 *
 * Round 34 (blocks): a scheme done in place of the plan's, "Row 5x5 135 ❌ (did 4x5)", "Bench 3x8 @ 155 -
 * only got 3x6", "(only did 4 sets)", is that scheme at the plan's load, when it cuts the plan short.
 */
import { COUNT, countDigits } from './journal-counts.ts';

const LOAD = String.raw`\d{1,4}(?:\.\d+)?[ \t]*(?:kgs?|lbs?|#|kilos?|pounds?)?`;
// The scheme and its load, a fail mark, then the counts: bracketed, or after a comma, colon or dash,
// with "got", "made", "did", "hit" or "managed" before them or not.
const SCHEME_RESULT = new RegExp(
  String.raw`(?<![\d.])(\d{1,2})[ \t]*[x×][ \t]*(\d{1,2})(\+?)(?![\d.]|[ \t]*[x×])((?:[ \t]*(?:@|at\b)?[ \t]*${LOAD})?)[ \t]*(?:[✗✘❌][ \t]*)?(\(|[,:;–—-])[ \t]*((?:i[ \t]+)?(?:only[ \t]+)?(?:got|made|did|hit|managed)[ \t]*:?[ \t]*)?(\d{1,2}(?:[ \t]*[,/][ \t]*\d{1,2}){1,11})(?![\d.]|[ \t]*(?:kgs?|lbs?|#|%|x|×|reps?\b|sets?\b|min|sec|s\b))[ \t]*\)?`,
  'giu',
);

const PLANNED_BEFORE =
  /\b(?:planned|planning|aimed|aiming|wanted|tried|trying|going\s+for|went\s+for|shooting\s+for|hoping\s+for)\b[^\n]*$/i;
const NUM = String.raw`\d{1,4}(?:\.\d+)?`;
const SCHEME_SLASH_LOADS = new RegExp(
  String.raw`(?<![\d.])(\d{1,2})[ \t]*[x×][ \t]*(\d{1,2})[ \t]+(${NUM}(?:[ \t]*\/[ \t]*${NUM}){1,11})(?![\d.\/]|[ \t]*[x×])`,
  'gi',
);
const SETS_THEN_COUNTS =
  /(?<![\d.])(\d{1,2})[ \t]+sets?[ \t]*(?:of[ \t]+)?:?[ \t]*(\d{1,2}(?:[ \t]*[-–/][ \t]*\d{1,2}){1,11})(?:[ \t]*reps?\b)?(?=[ \t]*(?:@|at\b|with\b|$|[,;.]))/gi;

// The scheme, what follows it in its sentence (a load, a rest), the sentence's end or the line's, then a
// sentence that opens with what was made. Bounded, each part with a mark of its own: no run backtracks.
const MADE_LEAD = String.raw`(?:i[ \t]+|we[ \t]+)?(?:only[ \t]+|actually[ \t]+|just[ \t]+|then[ \t]+)?(?:ended[ \t]+up[ \t]+(?:with|doing|getting|hitting|making)|got|made|did|hit|managed|achieved|completed)[ \t]*:?[ \t]*`;
const SCHEME_THEN_MADE = new RegExp(
  String.raw`(?<![\d.])(\d{1,2})[ \t]*[x×][ \t]*(\d{1,2})(\+?)(?![\d.]|[ \t]*[x×])((?:[^\n.!?\d]|\d+(?:\.\d+)?(?!\d|\.\d)){0,60}?)([.!?]*[ \t]*\n[ \t\n]*|[.!?]+[ \t]+)(${MADE_LEAD})(?:(\d{1,2}(?:[ \t]*(?:[,/;]|[,;]?[ \t]+and)[ \t]*\d{1,2}){1,11})(?!\d|\.\d)([ \t]*reps?\b)?(?=[ \t]*(?:[.!?;,]|\n|$))|(?:all[ \t]+)?(${COUNT})((?:[ \t]+reps?)?[ \t]+(?:on|in|for|across)[ \t]+(?:all|every|each)\b))`,
  'giu',
);

/** A scheme whose sets' reps, or one count on every set, the next sentence tells made. */
function madeAfter(text: string): string {
  if (!/\d[ \t]*[x×][ \t]*\d/.test(text)) return text;
  return text.replace(
    SCHEME_THEN_MADE,
    (
      whole,
      sets: string,
      reps: string,
      amrap: string,
      rest: string,
      end: string,
      lead: string,
      list: string | undefined,
      repWord: string | undefined,
      each: string | undefined,
      every: string | undefined,
    ) => {
      if (list) {
        const counts = list.split(/[ \t]*(?:[,/;]|[,;]?[ \t]+and)[ \t]*/).map(Number);
        if (counts.length !== Number(sets)) return whole;
        const over = counts.findIndex((c) => c > Number(reps));
        if (over !== -1 && !(amrap && over === counts.length - 1)) return whole;
        return `${counts.join('/')}${rest}${end}${lead}those${repWord ?? ''}`;
      }
      const n = Number(countDigits(each ?? ''));
      if (!(n > 0 && n <= 30)) return whole;
      return `${sets}x${n}${rest}${end}${lead}that${every}`;
    },
  );
}

// The scheme and its load, then what was done instead, bracketed or after a dash or comma, with its verb:
// "Row 5x5 135 ❌ (did 4x5)", "Bench 3x8 @ 155 - only got 3x6", "Squat 5x5 225 (only did 4 sets)".
const SCHEME_MADE = new RegExp(
  String.raw`(?<![\d.])(\d{1,2})[ \t]*[x×][ \t]*(\d{1,2})(?![\d.]|[ \t]*[x×])((?:[ \t]*(?:@|at\b)?[ \t]*${LOAD})?)[ \t]*([✗✘❌][ \t]*)?(\(|[,;–—-])[ \t]*(?:i[ \t]+)?(only[ \t]+|actually[ \t]+)?(?:got|made|did|hit|managed|completed)[ \t]+(?:(\d{1,2})[ \t]*[x×][ \t]*(\d{1,2})|(\d{1,2})[ \t]*sets?)(?:[ \t]*reps?)?(?=[ \t]*(?:\)|[.;,!]|$))[ \t]*\)?`,
  'giu',
);

/** "5x5 135 (did 4x5)": the scheme done in place of the plan's, at its load. */
function schemeMade(text: string): string {
  if (!/\b(?:got|made|did|hit|managed|completed)[ \t]+\d/i.test(text)) return text;
  return text.replace(
    SCHEME_MADE,
    (
      whole,
      sets: string,
      reps: string,
      load: string,
      fail: string | undefined,
      mark: string,
      only: string | undefined,
      madeSets?: string,
      madeReps?: string,
      setsOnly?: string,
    ) => {
      // After a comma "did 2x5" may be more sets: only a fail mark or "only" says they were instead.
      if (/[,;]/.test(mark) && !fail && !only) return whole;
      const n = Number(madeSets ?? setsOnly);
      const r = Number(madeReps ?? reps);
      // Done is the plan cut short or near it: never more sets than planned, nor far more reps.
      if (!(n >= 1 && n <= Number(sets) && r >= 1 && r <= Number(reps) + 5)) return whole;
      const weight = load.trim().replace(/^(?:@|at\b)[ \t]*/i, '');
      return `${n}x${r}${weight ? ` @ ${weight}` : ''}`;
    },
  );
}

// "One set of snatches with the 24kg. Just a test …" over "I ended up with 60, 30 right and 30 left.": one
// set told with its load and no count, then, a sentence or a blank line on with no number between, the
// count made (split by hand or not): that one set's reps. The split, summing to the count, adds no set.
const ONE_SET_THEN_MADE = new RegExp(
  String.raw`\b((?:one|a|1)[ \t]+set[ \t]+of[ \t]+)(\p{L}[\p{L}'’-]*(?:[ \t]+\p{L}[\p{L}'’-]*){0,3}?[ \t]+(?:with|at|@|using)[ \t]+(?:the[ \t]+|a[ \t]+|my[ \t]+)?\d{1,3}(?:\.\d+)?[ \t]*(?:kgs?|lbs?|#|kilos?|pounds?)(?![\p{L}\d]))([^\d]{0,240}?[.!?\n][ \t\n]*)(${MADE_LEAD})(\d{1,3})(?!\d|\.\d|[ \t]*(?:kgs?|lbs?|#|%|x|×|sets?\b|min|sec|s\b))(,?[ \t]*\(?(\d{1,3})[ \t]+(?:right|left)[ \t]*(?:and|,|\/|&)[ \t]*(\d{1,3})[ \t]+(?:right|left)\)?)?`,
  'giu',
);

/** "One set of snatches with the 24kg. … I ended up with 60" → "One set of 60 snatches with the 24kg. …". */
function oneSetMade(text: string): string {
  if (!/\bset[ \t]+of[ \t]+\p{L}/iu.test(text)) return text;
  return text.replace(
    ONE_SET_THEN_MADE,
    (
      whole,
      head: string,
      move: string,
      gap: string,
      lead: string,
      n: string,
      split?: string,
      a?: string,
      b?: string,
    ) => {
      if (split && Number(a) + Number(b) !== Number(n)) return whole;
      return `${head}${n} ${move}${gap}${lead}those`;
    },
  );
}

/** The entry with each scheme followed by its sets' counts written as those counts at its load. */
export function schemeResultsWritten(written: string): string {
  const text = madeAfter(schemeMade(oneSetMade(written)));
  if (!/\d[ \t]*[x×][ \t]*\d[^\n]*\d[ \t]*[,/][ \t]*\d|\bsets?\b/i.test(text)) return text;
  return text
    .replace(SCHEME_SLASH_LOADS, (whole, sets: string, reps: string, list: string) => {
      const loads = list.split('/').map((l) => Number(l.trim()));
      return loads.length === Number(sets) && loads.every((l) => l > Number(reps))
        ? `${sets}x${reps} @ ${list}`
        : whole;
    })
    .replace(SETS_THEN_COUNTS, (whole, sets: string, list: string) => {
      const counts = list.split(/[ \t]*[-–/][ \t]*/);
      const dashed = /[-–]/.test(list);
      return counts.length === Number(sets) && (!dashed || counts.length >= 3) ? counts.join('/') : whole;
    })
    .replace(
      SCHEME_RESULT,
      (
        whole,
        sets: string,
        reps: string,
        amrap: string,
        load: string,
        mark: string,
        verb: string | undefined,
        list: string,
        offset: number,
        line: string,
      ) => {
        // "Dips 2 x 3,2,1" is a ladder: a list by comma straight after the scheme is its reps, unless a
        // load, a bracket or "got" sets it apart. A plan's own words ("planned 5x5 at 200, got …") are
        // journal-planned's.
        if (mark !== '(' && !verb && !load.trim()) return whole;
        if (PLANNED_BEFORE.test(line.slice(Math.max(0, offset - 40), offset))) return whole;
        const counts = list.split(/[ \t]*[,/][ \t]*/).map(Number);
        if (counts.length !== Number(sets)) return whole;
        const over = counts.findIndex((c) => c > Number(reps));
        if (over !== -1 && !(amrap && over === counts.length - 1)) return whole;
        const weight = load.trim().replace(/^(?:@|at\b)[ \t]*/i, '');
        return `${counts.join('/')}${weight ? ` @ ${weight}` : ''}`;
      },
    );
}
