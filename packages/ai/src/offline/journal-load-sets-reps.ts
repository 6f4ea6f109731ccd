/**
 * Sets counted with their load, then the reps after a comma (round 36): "2 sets of 225 lbs, x 5",
 * "3 sets of 185 lbs, 8 x 8 x 7", "Squat: 3 sets of 185 lbs, 8, 8, 7". The load is the sets' (its unit
 * says so), and what follows is their reps: one count after an "x" for every set, or as many counts as
 * sets, one a set in order, whatever parts them ("x" and commas alike, as "8/8/7" is read). Read as
 * written, the comma parted the sets from their reps: the sets were logged without reps and "8 x 8 x 7"
 * read as eight sets of eight at 7. Each is written the way every reader already takes it: "2 sets of
 * 225 lbs x 5" and "3 sets of 185 lbs, 8/8/7".
 * Only a load with its unit, and only counts that end the clause: "3 sets of 185 lbs, 8 x 8" (two counts
 * for three sets), "3 sets of 10, 8 x 8 x 7" (no load), "2 sets of 225 lbs, 5 x 135" (a load) and
 * "2 sets of 225 lbs, x 5 @ 245" (a set of its own) keep their reading.
 */

import { wordCount } from './journal-counts.ts';

const SET_COUNT = String.raw`(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)`;
// "3 sets of 185 lbs.," then "x 10" or "8 x 8 x 7" / "8, 8, 7", closing the clause (a full stop, a
// bracket, a dash, an emoji or the line's end after it); a semicolon or a spaced slash parts them as the
// comma does.
const LOAD_SETS_REPS = new RegExp(
  String.raw`\b${SET_COUNT}([ \t]+(?:working[ \t]+|work[ \t]+)?sets?[ \t]+(?:of|at|with)[ \t]+\d{1,4}(?:\.\d{1,2})?[ \t]*(?:lbs?|kgs?|#|pounds?|kilos?))\.?(?:[ \t]*[,;][ \t]*|[ \t]+\/[ \t]+)(?:[x×][ \t]*(\d{1,2})|(\d{1,2}(?:[ \t]*(?:[x×]|[,;])[ \t]*\d{1,2}){1,9}))(?![ \t]*(?:[x×*@\d/]|reps?[ \t]*[x×@]|(?:lbs?|kgs?|#|pounds?|kilos?|%|min|sec|m)\b))(?=[ \t]*(?:reps?\b)?[ \t]*(?:[^\p{L}\d\s,]|$))`,
  'giu',
);

/** The line with the reps told after a comma joined to the sets counted with their load. */
export function loadSetsWithReps(line: string): string {
  if (!/sets?\b/i.test(line) || !/[,;/]/.test(line)) return line;
  return line.replace(LOAD_SETS_REPS, (whole, count: string, sets: string, each?: string, list?: string) => {
    const n = wordCount(count) ?? 0;
    if (each) return `${count}${sets} x ${each}`;
    const reps = (list ?? '').split(/[x×,;]/i).map((r) => r.trim());
    // As many counts as sets, each a count of reps (never a zero, never more than a set holds).
    if (reps.length !== n || reps.some((r) => Number(r) < 1 || Number(r) > 50)) return whole;
    return `${count}${sets}, ${reps.join('/')}`;
  });
}
