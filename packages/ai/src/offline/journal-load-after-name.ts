/**
 * "Curls (15 lbs.), Hammer Curls (15 lbs.), Barbell Curls (40 lbs.), and Reverse Barbell Curls (40 lbs.)":
 * in a list of lifts, a load in brackets right after a lift's name is that lift's load, written as
 * "Curls 15 lbs.". Kept in brackets, each load was read as an aside of its own: one told twice was
 * taken for the sets before said again and dropped, and a name and its load, apart, were never one set.
 * Only a bracket that holds nothing but a load with its unit, after a word, and ends a list item (a
 * comma, a semicolon, "and" or the line's end after it): "Squat 5x5 (225 lbs)" (after numbers),
 * "benched 40kg (88lbs)" and "90 kg (198 lbs)" (a load converted, after its unit) and
 * "Bench (135 lbs) 3x5" (its sets after it) keep their brackets.
 */

const BRACKETED_LOAD =
  /(?<=(?:^|[\s,;:])\p{L}[\p{L}'’-]*\.?)(?<!\b(?:kgs?|lbs?|pounds?|kilos?|kilograms?)\.?)[ \t]*\([ \t]*(\d{1,3}(?:\.\d{1,2})?[ \t]*(?:lbs?|kgs?|#|pounds|kilos)\.?)[ \t]*\)(?=[ \t]*(?:[,;]|\.[ \t]*$|and\b|&|$))/gimu;

/** The text with each list item's bracketed load written after its name. */
export function loadsAfterNames(text: string): string {
  if (!text.includes('(')) return text;
  return text.replace(BRACKETED_LOAD, ' $1');
}
