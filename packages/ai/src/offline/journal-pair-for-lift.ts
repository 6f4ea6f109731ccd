/**
 * "Used the 50s for incline press, 3x8", "Today I lifted 10 pound dumbbells for bicep curls", "grabbed a
 * pair of 30s for rows": dumbbells told by their weight, then the lift they were "for", make that lift the
 * catalogue's dumbbell variant of it (journal-light-bar's dumbbellVariant: the same movement), as the lift
 * named after "with the 25s" is (journal-logbook's pairVariant). Written in the catalogue's words, so every
 * reader names the dumbbell lift; the load is read from the pair as before (journal-load-forms).
 *
 * Only a pair by its weight ("the 50s", "50's", "a pair of 30s") or dumbbells with their weight ("50 lb
 * dumbbells", "25# DBs"), then "for" or "on" and a lift with a dumbbell variant: "the 45s for a 225 bench"
 * (no lift right after), "plates for squats" and "the 50s on the rack" keep their words.
 */
import { findExercise } from '../catalogue/index.ts';
import { dumbbellVariant } from './journal-light-bar.ts';
import { resolveName } from './journal-names.ts';

// The pair, "for" or "on", then the lift's words up to a mark, a number or the line's end.
const PAIR_FOR =
  /\b((?:the|a[ \t]+pair[ \t]+of|pair[ \t]+of)[ \t]+\d{1,3}(?:\.5)?['’]?s|\d{1,3}(?:\.5)?['’]s|\d{1,3}(?:\.5)?[ \t]*(?:lbs?|kgs?|#|pounds?|kilos?)?[ \t]*(?:dumbbells|dbs))[ \t]+(for|on)[ \t]+(?:the[ \t]+|my[ \t]+|some[ \t]+)?([a-z][a-z' -]{2,30}?)(?=[ \t]*(?:[,.;:!)]|$|\d|\n))/gim;

/** The entry with a lift done with a pair of dumbbells by their weight written as its dumbbell variant. */
export function pairForLift(text: string): string {
  if (!/\b(?:for|on)\b/i.test(text) || !/\d/.test(text)) return text;
  return text.replace(PAIR_FOR, (whole, pair: string, word: string, lift: string) => {
    const exercise = resolveName(lift.trim(), false)?.exercise;
    const variant = exercise ? dumbbellVariant(exercise.name) : undefined;
    if (!variant || !findExercise(variant)) return whole;
    return `${pair} ${word} ${variant}`;
  });
}
