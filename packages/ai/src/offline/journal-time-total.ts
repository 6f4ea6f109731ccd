/**
 * "Bench 3x5 185. 50 min total.", "Workout took 50 min in total": a time called a total is how long the
 * session took. Read with its "total", the 50 was taken for the sum of the sets' reps, and the sets it
 * "summed" (3x5 at 185) were dropped for one set of 50. The word goes before any reader sees the
 * entry; the time stays, and reads as it does without the word ("Took 50 min." is a note).
 */

// A number with a time unit, then "total" or "in total".
const TIME_TOTAL = /\b(\d+(?:\.\d+)?)(\s*)(min(?:ute)?s?|hrs?|hours?|sec(?:ond)?s?)\s+(?:in\s+)?total\b/gi;

/** The entry with "total" after a time taken off. */
export function timeTotalPlain(text: string): string {
  return /total/i.test(text) ? text.replace(TIME_TOTAL, '$1$2$3') : text;
}
