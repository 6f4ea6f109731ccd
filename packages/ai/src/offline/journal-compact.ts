/**
 * Compact set notations some lifters write, put in the "sets x reps @ load" form the later rewrites
 * read. Each rule reasons from magnitudes (a load ≥ 20 or with a unit, sets ≤ 10, reps ≤ 30) rather
 * than from one lifter's words:
 * - a load glued to "a", "à" or "@" after the name, then its reps ("Squats a25 10,10", "Bench à32,5 8");
 * - sets before the load, reps after it ("2@135x8", "3 @ BW x 10"), told from "reps@load x sets"
 *   ("5@225x3") by which number is the smaller (a lifter rarely does more sets than reps) and by the
 *   entry's own "reps@load" sets elsewhere on the line;
 * - load / sets x reps ("100/3*10", "80kg/5x5", "225/5 x 3": the smaller count is the sets), sets-reps-load
 *   with dashes ("3-5-225", the load over 50 or with its unit) and "3s of 5" for three sets of five;
 * - a side between reps and sets ("80lb x 10 each arm x 3") said after them;
 * - bodyweight plus a load as that load added ("BW+25 3x5");
 * - a count "x" a load beside "singles" ("15x 225#, single reps") as that many sets of one;
 * - a name run into its numbers ("Squat10 reps"), a load in grams (a slip for kg), and a percentage
 *   scheme before the set it came to ("75% x 5 = 5 x 120").
 */

const DECIMAL = String.raw`\d{1,3}(?:[.,]\d{1,2})?`;
const UNIT = '(?:kgs?|lbs?|#)';
const BODYWEIGHT = String.raw`(?:bw|bodyweight|body\s*weight|unweighted|no\s+weight)`;

/** "32,5" → "32.5": a decimal comma in a load glued to its sign. */
const point = (n: string) => n.replace(',', '.');

const KIND_WORD = String.raw`(singles|doubles|triples|single\s+reps?)`;
const COUNT_X_LOAD = String.raw`\b(\d{1,2})\s*[x×]\s*(\d{2,4}(?:\.\d+)?(?:\s*(?:kgs?|lbs?|pounds?|kilos?)\b|\s*#)?)`;
const KIND_AFTER = new RegExp(
  String.raw`${COUNT_X_LOAD}(?!\s*[x×\d.])\s*[,;:(–—-]?\s*(?:all\s+|as\s+)?${KIND_WORD}\b\)?`,
  'gi',
);
const KIND_BEFORE = new RegExp(
  String.raw`\b${KIND_WORD}\s*[,;:–—-]?\s*${COUNT_X_LOAD}(?![\d.]|\s*[x×])`,
  'gi',
);

/** "8x 315" beside "singles": eight sets of one at 315, when 315 is a load and not a count (over 20). */
function kindSets(whole: string, n: string, load: string, kind: string): string {
  if (Number.parseFloat(load) <= Math.max(20, Number(n))) return whole;
  const reps = { s: 1, d: 2, t: 3 }[kind.charAt(0).toLowerCase() as 's' | 'd' | 't'];
  return `${n} sets of ${reps} reps @ ${load}`;
}

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const BODYWEIGHT_PLUS = new RegExp(String.raw`\b${BODYWEIGHT}\s*\+\s*(?=\d)`, 'gi');
const NAME_GLUED_COUNT = /(\p{L}{3,})(\d{1,3})(?=\s*(?:reps?\b|[x×*]\s*\d|@\s*\d))/giu;
const LOAD_GLUED_TO_A = new RegExp(
  String.raw`(?<=\p{L}[\p{L}).]*\s+)(?:[aà@](?=\d)|[à@]\s)(${DECIMAL})(?![\d.,]*\d)(\s*${UNIT})?(?=\s+\d|\s*$|\s*\(|\s*[,;:]\s*\d)`,
  'giu',
);
const LOAD_THEN_REPS_RUN = new RegExp(
  String.raw`(@ ${DECIMAL}(?:\s*${UNIT})?\s+)(\d{1,2}(?:\s+\d{1,2}){1,9})(?=\s*$)`,
  'i',
);
const SETS_AT_LOAD_X_REPS = new RegExp(
  String.raw`(?<![\d.x×]\s*)\b(\d{1,2})\s*@\s*(\d{2,3}(?:\.\d+)?\s*${UNIT}?|${BODYWEIGHT})\s*[x×]\s*(\d{1,2})\b(?![\d.]|\s*[x×]\s*\d)`,
  'gi',
);
const LOAD_SLASH_SCHEME = new RegExp(
  String.raw`(?<![\d.x×/@]\s*|\bat\s+)\b(\d{2,3}(?:\.\d+)?)(\s*${UNIT})?\s*\/\s*(\d{1,2})\s*[x×*]\s*(\d{1,2})\b(?![\d.]|\s*[x×*/]\s*\d)`,
  'gi',
);
const DASHED_SCHEME = new RegExp(
  String.raw`(?<![\d.\/-])\b(\d{1,2})\s*-\s*(\d{1,2})\s*-\s*(\d{2,3}(?:\.\d+)?)(\s*${UNIT})?(?![\d.]|\s*(?:-\s*\d|%|\/))`,
  'gi',
);

/** Compact notations rewritten as "S x R @ L" (or "@ L" before the reps list). */
export function compactNotations(text: string): string {
  return (
    text
      // "BW+25 3x5", "bw +25lb": bodyweight plus a load is that load added, one load, not a bodyweight
      // set and then a loaded one.
      .replace(BODYWEIGHT_PLUS, '+')
      // "Barbell Squat10 reps @ 60 Kg", "Curls12x10": a name run into its first number.
      .replace(NAME_GLUED_COUNT, '$1 $2')
      // "6 reps x 260g": no one lifts 260 grams; with a set's sign before it, a slip for kg.
      .replace(/(?<=(?:[x×@]|\bat)\s*)(\d{2,3}(?:\.\d+)?)\s*g\b/gi, '$1kg')
      // "75% x 5 = 5 x 120", "95% x 1+ = 3 x 155": a percentage scheme, then the set it came to.
      .replace(/\b\d{1,3}(?:\.\d+)?\s*%\s*(?:[x×*]\s*\d{1,2}\+?\s*)?=\s*(?=\d+(?:\.\d+)?\s*[x×*]\s*\d)/gi, '')
      // "Squats a25 10,10", "Deadlift a32,5 5,10", "Press à 15 kg 8": after a word, a load glued to
      // "a"/"à"/"@" followed by reps (or ending the line) is the load of those reps.
      .replace(
        LOAD_GLUED_TO_A,
        (_, load: string, unit: string | undefined) => `@ ${point(load)}${unit ?? ''} `,
      )
      // "15x 225#, single reps", "Deadlift singles: 8x 315": with the reps said in a word beside it, a
      // count "x" a load counts those sets (a single is one rep, so the count cannot be the reps).
      .replace(KIND_AFTER, (whole, n: string, load: string, kind: string) => kindSets(whole, n, load, kind))
      .replace(KIND_BEFORE, (whole, kind: string, n: string, load: string) => kindSets(whole, n, load, kind))
      // "Front squat @70 5 5 5": counts spaced after that load are its reps list.
      .replace(LOAD_THEN_REPS_RUN, (_, load: string, list: string) => `${load}${list.split(/\s+/).join(',')}`)
      // "Pull up ladders – 2 x 1,2,3,4", "Chin ladder 5,4,3,2,1": a ladder is the way the reps run, not a
      // lift; N x a ladder of another length is that ladder N times ("3 x 1,2,3" stays three sets).
      .replace(/\s*\bladders?\b(?=\D*\d)/gi, ' ')
      .replace(
        /(?<![\d.]\s*)\b([1-5])\s*[x×]\s*(\d{1,2}(?:\s*,\s*\d{1,2}){2,})\b(?!\s*[x×.]|\s*(?:kgs?|lbs?|#))/gi,
        (whole, n: string, list: string) => {
          const steps = list.split(/\s*,\s*/).map(Number);
          const step = Math.sign((steps[1] ?? 0) - (steps[0] ?? 0));
          const ladder = step !== 0 && steps.every((r, i) => i === 0 || r - (steps[i - 1] ?? 0) === step);
          return ladder && steps.length !== Number(n)
            ? Array(Number(n)).fill(steps.join(',')).join(', ')
            : whole;
        },
      )
      // "2@135x8", "3@Unweighted x10", "2 @ 60kg x 10": sets @ load x reps when the first number is the
      // smaller; "5@225x3" (more reps than sets) stays reps @ load x sets for the rewrites after.
      .replace(
        SETS_AT_LOAD_X_REPS,
        (whole, sets: string, load: string, reps: string, at: number, line: string) => {
          if (Number(sets) > 10 || Number(sets) >= Number(reps)) return whole;
          // "3@50, 3@60, 3@70 x 6": where the lifter writes reps@load without an x, the x counts sets.
          const others = line.slice(0, at) + line.slice(at + whole.length);
          if (/\d\s*@\s*\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?(?!\s*[x×\d.])/i.test(others)) return whole;
          const bw = new RegExp(`^${BODYWEIGHT}$`, 'i').test(load.trim());
          return bw ? `${sets} x ${reps} bw` : `${sets} x ${reps} @ ${load.trim()}`;
        },
      )
      // "squat: 100/3*10", "Bench 80kg/5x5", "squat 225/5 x 3": a load, then its sets and reps, either
      // way round ("225/5" is 225 for 5 to many lifters): the smaller count is the sets, as above.
      .replace(LOAD_SLASH_SCHEME, (whole, load: string, unit: string | undefined, a: string, b: string) => {
        const [sets, reps] = Number(a) <= Number(b) ? [a, b] : [b, a];
        return Number(load) >= 20 && Number(sets) <= 10 && Number(reps) <= 30
          ? `${sets} x ${reps} @ ${load}${unit ?? ''}`
          : whole;
      })
      // "Squat 3-5-225", "bench 4-8-60kg": sets-reps-load with dashes, as "3/5/225" is, when the last
      // number is no count (over 50, or with its unit); "21-15-9", "5-3-1" and dates stay.
      .replace(DASHED_SCHEME, (whole, sets: string, reps: string, load: string, unit: string | undefined) =>
        Number(sets) <= 10 && Number(reps) <= 30 && (unit || Number(load) > 50)
          ? `${sets} x ${reps} @ ${load}${unit ?? ''}`
          : whole,
      )
      // "DB rows 80lb x 10 each arm x 3", "Lunges 50 x 12 per leg x 3": a side said between the reps and
      // the sets belongs to the reps; put after the set, "x 3" reads as the sets it is.
      .replace(
        /(?<=[x×]\s*\d{1,2})\s+((?:each|per|a)\s+(?:arm|side|leg|hand)s?|each)\s*([x×]\s*\d{1,2}\b(?:\s*sets?\b)?)(?![\d.]|\s*[x×*]\s*\d)/gi,
        ' $2 $1',
      )
      // "Squat 225 3s of 5": "3s of 5" is three sets of five.
      .replace(/\b(10|[1-9])s\s+of\s+(?=\d)/gi, '$1 sets of ')
  );
}
