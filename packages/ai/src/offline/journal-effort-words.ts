/**
 * Effort told in words ("felt like an 8", "2 left in the tank", "could have done 2 more", "had 2 reps
 * left", "1 rep in reserve"): lifters who do not write "RPE" or "RIR" still say how hard a set was, and
 * in these words. Written as "rpe N" / "rir N" before the effort readers (journal-efforts,
 * journal-patterns' EFFORT) run, so the sets just before take the effort; left as words, "had 2 reps
 * left" was read as a set of 2 with no load, and "felt like an 8" said nothing.
 *
 * Not a count of anything else: "felt like 8 reps" or "felt like a 100kg single" keep their words, and
 * "2 sets left" or "2 more sets" are sets to do, not reps in the tank.
 */
import { countDigits } from './journal-counts.ts';

// The words these readings need, tested first so that the regexes below run only on their lines.
const EFFORT_WORDS = /\b(?:felt|feels?|tank|reserve|could|had)\b/i;
// A reps-in-reserve count: 0-5 in digits or words ("one more in the tank").
const LEFT = '([0-5]|zero|one|two|three|four|five)';
// An RPE value, 5 to 10 by halves (RPE below 5 is not a set anyone rates).
const RPE = String.raw`(10|[5-9](?:\.5)?)`;
// After the value, words that make it a count of reps, sets or a load ("felt like 8 reps").
const NOT_EFFORT = String.raw`(?![\d.]|\s*(?:[x×%#@]|reps?\b|sets?\b|kgs?\b|lbs?\b|kilos?\b|pounds?\b|plates?\b|mins?\b|minutes?\b|secs?\b|more\b))`;
// "felt like an 8", "felt like a 7/10", "feels like 8 out of 10": a rating of the effort.
const FELT_LIKE = new RegExp(
  String.raw`\b(?:felt|feels?)[ \t]+like[ \t]+(?:an?[ \t]+)?(?:rpe[ \t]*)?${RPE}(?:[ \t]*\/[ \t]*10|[ \t]+out[ \t]+of[ \t]+10)?${NOT_EFFORT}`,
  'gi',
);
// "2 left in the tank", "1 more in the tank", "2 reps in reserve", "one rep in the tank".
const IN_TANK = new RegExp(
  String.raw`\b${LEFT}[ \t]+(?:more[ \t]+|extra[ \t]+)?(?:reps?[ \t]+)?(?:left[ \t]+)?in[ \t]+(?:the[ \t]+)?(?:tank|reserve)\b`,
  'gi',
);
// "could have done 2 more", "could've got another 2 reps", "could of had one more": reps not done.
const COULD_MORE = new RegExp(
  String.raw`\bcould[ \t]*(?:'ve|’ve|[ \t]+have|[ \t]+of)?[ \t]+(?:done|got|gotten|had|hit|managed|squeezed(?:[ \t]+out)?)[ \t]+(?:another[ \t]+|maybe[ \t]+|about[ \t]+)?${LEFT}[ \t]+(?:more|extra)\b(?![ \t]+sets?\b)(?:[ \t]+reps?\b)?`,
  'gi',
);
// "had 2 reps left", "had one more rep left": reps left when the set stopped (not "had 2 sets left").
const HAD_LEFT = new RegExp(
  String.raw`\bhad[ \t]+(?:maybe[ \t]+|about[ \t]+)?${LEFT}[ \t]+(?:more[ \t]+)?reps?[ \t]+left\b`,
  'gi',
);

const digits = (count: string): string => (/^zero$/i.test(count) ? '0' : countDigits(count));

/** Effort told in words, written as "rpe N" or "rir N". */
export function effortWords(text: string): string {
  if (!EFFORT_WORDS.test(text)) return text;
  return text
    .replace(FELT_LIKE, (_m, value: string) => `rpe ${value}`)
    .replace(IN_TANK, (_m, left: string) => `rir ${digits(left)}`)
    .replace(COULD_MORE, (_m, left: string) => `rir ${digits(left)}`)
    .replace(HAD_LEFT, (_m, left: string) => `rir ${digits(left)}`);
}
