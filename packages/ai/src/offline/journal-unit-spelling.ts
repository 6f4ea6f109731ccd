/**
 * One spelling per unit. Lifters write a load's unit as "lbs", "lb", "pounds" or "pound", "kg", "kgs",
 * "kilos" or "kilograms"; the readers after this one each list the spellings they know, and not all
 * the same ones, so "305 pounds x 5 reps" would read where "305 lbs x 5 reps" does not. After a number,
 * every spelling becomes the short one ("lbs", "kg"); a word away from a number ("a few pounds
 * lighter", "kilos" in a sentence) is prose and stays.
 */
const POUNDS = /(?<=\d\s*)pounds?\b/gi;
const KILOS = /(?<=\d\s*)(?:kgs|kilos?|kilograms?)\b/gi;

/** The line with each load's unit spelled the short way. */
export function shortUnits(line: string): string {
  return line.replace(POUNDS, 'lbs').replace(KILOS, 'kg');
}
