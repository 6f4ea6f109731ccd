/**
 * "DB bench 2x30kg x 8", "DB 2 x 20 kg x 10", "Dumbbell rows 2x30kg x 12": on a line that names its
 * dumbbells, "2x" right before a load written with its unit, itself before "x reps",
 * counts the bells, not the sets: one set of 8 with a 30 kg bell in each hand (a load is told per bell,
 * as "two 8 kg's" and "a pair of 40's" are in journal-load-forms). Without the implement named, "Bench
 * 2x100kg x 5" stays two sets of five (journal-notation's sets x load x reps); "3x30kg x 8" is never a
 * pair, and "2x8 @ 30kg" has no load after its "2x".
 *
 * The same pair written other ways round: "6x12 RDL 2x50#DB" (the pair's load, then the bells named
 * right after it, wherever the scheme stands) is "50# DB"; "Clean and press 24Kx2: 5x5", "DB bench
 * 30kgx2: 3x8" (one bell's load "x2", then a colon and the sets x reps) is two bells of that load, not
 * two reps: "24 kg: 5x5". A bare "K" there is a bell's kilos.
 */

// Dumbbells named on the line: "DB", "DBs", "dumbbells". Not kettlebells: "KB swings 2x24kg x 20" is
// as often two sets of one bell as one set of two.
const IMPLEMENT = /\b(?:dbs?|dumbbells?)\b/i;
// "2x30kg x 8", "2 x 20 kg x 10": the pair's count, then one bell's load with its unit, then "x reps".
const PAIR_LOAD =
  /(?<![\d.][ \t]*[x×]?[ \t]*)\b2[ \t]*[x×][ \t]*(\d{1,3}(?:\.\d+)?[ \t]*(?:kgs?|kilos?|lbs?|#))(?=[ \t]*[x×][ \t]*\d)/gi;

// "2x50#DB", "2 x 20kg dumbbells": the pair's count, one bell's load, then the bells named.
const PAIR_NAMED =
  /(?<![\d.][ \t]*[x×]?[ \t]*)\b2[ \t]*[x×][ \t]*(\d{1,3}(?:\.\d+)?[ \t]*(?:kgs?|kilos?|lbs?|#))[ \t]*(?=(?:dbs?|dumbbells?|kbs?|kettlebells?|bells)\b)/gi;
// "24Kx2: 5x5", "30kg x 2: 3x8": one bell's load, "x2", then a colon and the sets x reps.
const PAIR_BEFORE_SETS =
  /(?<![\d.][ \t]*[x×]?[ \t]*)\b(\d{1,3}(?:\.\d+)?)[ \t]*(kgs?|kilos?|lbs?|#|k)[ \t]*[x×][ \t]*2[ \t]*(?=:[ \t]*\d{1,2}[ \t]*[x×][ \t]*\d)/gi;

/** Each line's pair of bells written "2x30kg x 8" as one bell's load, "30kg x 8". */
export function bellPairs(text: string): string {
  if (!/\b2[ \t]*[x×]|[x×][ \t]*2/i.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      const paired = line.replace(PAIR_BEFORE_SETS, (_, load: string, unit: string) =>
        /^k$/i.test(unit) ? `${load} kg` : `${load} ${unit}`,
      );
      const named = paired.replace(PAIR_NAMED, '$1 ');
      return IMPLEMENT.test(named) ? named.replace(PAIR_LOAD, '$1') : named;
    })
    .join('\n');
}
