/**
 * One spelling per unit. Lifters write a load's unit as "lbs", "lb", "pounds" or "pound", "kg", "kgs",
 * "kilos" or "kilograms"; the readers after this one each list the spellings they know, and not all
 * the same ones, so "305 pounds x 5 reps" would read where "305 lbs x 5 reps" does not. After a number,
 * every spelling becomes the short one ("lbs", "kg"); a word away from a number ("a few pounds
 * lighter", "kilos" in a sentence) is prose and stays. A load's bare "k" ("at 104k") is kilos too.
 */
import { resolveName } from './journal-names.ts';
import { MOVEMENT } from './journal-words.ts';

const POUNDS = /(?<=\d\s*)pounds?\b/gi;
const KILOS = /(?<=\d\s*)(?:kgs|kilos?|kilograms?)\b/gi;

// "2X3 front squats at 104k", "5x5 @ 100k": a load's "k" after "at" or "@", on a line that tells sets,
// is kilos; a distance's ("at 10k pace", "ran a 5k") is not, and a count of reps never reads "at".
const K_LOAD =
  /((?:\bat|@)\s*\d{2,3}(?:\.\d+)?)\s*k\b(?!\s*(?:pace|race|run|row|swim|ride|bike|time|steps?|m\b|meters?|metres?))/gi;
const TELLS_SETS = /\d\s*[x×]\s*\d|\b(?:sets?|reps?)\b/i;

// "2 clean and jerks #225", "Deadlift 5 #315", "Squats 3x5 #225": "#" written before a load, right after
// the move it is for or its count, is pounds as "225#" is. Only a number of two digits or more closing
// the set (the line's end, a separator, "x", "for"), and only after a count or a move's name: "the
// concentric phase of #53", "set #3", "WOD #20" number things, not pounds.
const POUND_SIGN_FIRST =
  /(?<![\p{L}\d'’-])([\p{L}\d][\p{L}\d'’-]{0,30})[ \t]+#[ \t]?(\d{2,4}(?:\.\d+)?)(?![\d#]|\.\d)(?=[ \t]*(?:$|[,;)]|\.(?!\d)|[x×@]|for\b))/giu;
// A word a load may follow: a count or scheme, or a movement ("jerks", "snatches", "deadlift").
const countOrMove = (word: string) =>
  /\d/.test(word) || MOVEMENT.test(word) || resolveName(word, false)?.exercise !== undefined;

/** The line with each load's unit spelled the short way. */
export function shortUnits(line: string): string {
  const pounds = line.includes('#')
    ? line.replace(POUND_SIGN_FIRST, (whole, word: string, load: string) =>
        countOrMove(word) ? `${word} ${load} lbs` : whole,
      )
    : line;
  const spelled = pounds.replace(POUNDS, 'lbs').replace(KILOS, 'kg');
  return TELLS_SETS.test(spelled) ? spelled.replace(K_LOAD, '$1 kg') : spelled;
}
