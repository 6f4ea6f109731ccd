/**
 * "DB bench 2x30kg x 8", "DB 2 x 20 kg x 10", "Dumbbell rows 2x30kg x 12": on a line that names its
 * dumbbells, "2x" right before a load written with its unit, itself before "x reps",
 * counts the bells, not the sets: one set of 8 with a 30 kg bell in each hand (a load is told per bell,
 * as "two 8 kg's" and "a pair of 40's" are in journal-load-forms). Without the implement named, "Bench
 * 2x100kg x 5" stays two sets of five (journal-notation's sets x load x reps); "3x30kg x 8" is never a
 * pair, and "2x8 @ 30kg" has no load after its "2x".
 */

// Dumbbells named on the line: "DB", "DBs", "dumbbells". Not kettlebells: "KB swings 2x24kg x 20" is
// as often two sets of one bell as one set of two.
const IMPLEMENT = /\b(?:dbs?|dumbbells?)\b/i;
// "2x30kg x 8", "2 x 20 kg x 10": the pair's count, then one bell's load with its unit, then "x reps".
const PAIR_LOAD =
  /(?<![\d.][ \t]*[x×]?[ \t]*)\b2[ \t]*[x×][ \t]*(\d{1,3}(?:\.\d+)?[ \t]*(?:kgs?|kilos?|lbs?|#))(?=[ \t]*[x×][ \t]*\d)/gi;

/** Each line's pair of bells written "2x30kg x 8" as one bell's load, "30kg x 8". */
export function bellPairs(text: string): string {
  if (!/\b2[ \t]*[x×]/.test(text)) return text;
  return text
    .split('\n')
    .map((line) => (IMPLEMENT.test(line) ? line.replace(PAIR_LOAD, '$1') : line))
    .join('\n');
}
