/**
 * A lift told of another time of the lifter's life is no set of today's (round 32). Read by
 * journal-achieved's sentenceKind (the sentence is history) and joined into journal-remarks' HABIT (the
 * clause is kept whole as a remark), as journal-future is for what the lifter will lift:
 * - a sentence opening on a month named with its year: "In November 2018 I thought I was coming close,
 *   pulling 385 lbs", "In January of 2018, I was able to hit a 3 rep max of 205" (not "My best leg press
 *   in October 2011 was 560 for 12 reps": a record dated inside its sentence is reported);
 * - a time of the lifter's life: "I got 225 for 8 in my glory days", "in my prime", "in my twenties",
 *   "in my college days"; "In high school, my typical warm-up … was a set of ten with 185 pounds",
 *   "during college I benched 275". Not the lifter's age now ("I'm in my 40s and …") nor a place
 *   ("in the college gym");
 * - the heaviest ever reached, told in the perfect: "I have gone as heavy as 3 reps at 900", "I've been
 *   as high as 315". Not "went as heavy as 315" (a day's top set, told in the past simple).
 * A day's own words ("today", "yesterday") still make the sentence today's: sentenceKind asks them first.
 */

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
// "In November 2018, …", "In January of 2018, …", "Back in early May 2019 …": a sentence opening on a
// month gone sets its scene then. Not "My best leg press in October 2011 was 560 for 12": inside the
// sentence the month dates a record reported, as a log reports it.
const MONTH_YEAR = String.raw`(?:^|[.!?;:])[^\p{L}\d.!?;:]*(?:(?:so|and|but|well|then),?\s+)?(?:in|during|around|back\s+in|by)\s+(?:(?:early|late|mid)[\s-]+)?${MONTH}\s*,?\s+(?:of\s+)?(?:19|20)\d{2}(?!\d)`;
// "in my glory days", "in my prime", "in my youth", "in my (early) twenties", "in my college days".
const LIFE = String.raw`(?:(?:glory|younger|college|school|high\s+school|university|uni|army|military|navy|playing|competition|competing|lifting|football|rugby|wrestling)\s+(?:days|years)|prime|youth|heyday|hey\s*day|teens|(?:(?:early|mid|late)[\s-]*)?(?:[2-7]0['’]?s|twenties|thirties|forties|fifties|sixties))`;
const IN_MY_LIFE = String.raw`\b(?<!\b(?:i['’]m|i\s+am|am|now|still|who['’]s|who\s+is)\s+)(?:in|during|back\s+in)\s+my\s+${LIFE}\b`;
// "In high school", "during college", "at university": a school the lifter was at, not a gym there.
const SCHOOL = String.raw`\b(?<!\b(?:i['’]m|i\s+am|am|now|still|while)\s+)(?:in|during|throughout|back\s+in)\s+(?:high\s+school|college|university|grad(?:uate)?\s+school|the\s+(?:army|military|navy|marines))\b(?!\s+(?:gym|weight\s*room|rec|today|now)\b)`;
// "I have gone as heavy as 3 reps at 900", "I've been as high as 315", "I gone as heavy as".
const AS_HEAVY = String.raw`\b(?:gone|been)\s+(?:up\s+)?as\s+(?:heavy|high)\s+as\b`;

// "(Achieved November '23)", "set in March 2021": a lift told with the month it was done, a year named.
// "My third bench attempt at 154 pounds at the Ironman Classic in August 2015": a meet dated by its month
// and year is a meet of another time, its attempts no sets of the log's (round 34). Not "My best leg press
// in October 2011 was 560 for 12 reps" (a record reported, no meet nor "achieved").
const YEAR = String.raw`(?:(?:19|20)\d{2}|['’]\d{2})(?!\d)`;
const MEET_WORD = '(?:classic|open|championships?|nationals|regionals|meet|competition|contest)';
const DATED_DONE = String.raw`\b(?:achieved|accomplished|set|done|hit|reached)\s+(?:(?:in|on|back\s+in)\s+)?${MONTH}\s*,?\s+(?:of\s+)?${YEAR}|\b${MEET_WORD}\s+(?:in|on|back\s+in)\s+${MONTH}\s*,?\s+(?:of\s+)?${YEAR}`;

/**
 * "(Achieved November '23)": an aside dating what it follows to a month gone (journal-achieved); "345
 * Bench (2021)", a lift dated by its year alone, a list of records (round 35).
 */
// "(2021)": a year alone dates a record, never a day's log (a day is dated by its day).
export const DATED_ASIDE = new RegExp(String.raw`^\(\s*(?:${DATED_DONE}|(?:19|20)\d{2})\s*\)\W*$`, 'iu');

/** A sentence or clause telling a lift of another time of the lifter's life (see the header). */
export const PAST = new RegExp(`${MONTH_YEAR}|${IN_MY_LIFE}|${SCHOOL}|${AS_HEAVY}|${DATED_DONE}`, 'iu');

// "In November 2018; I thought …", "In November 2018 I was close; pulling 385 …": a sentence opened by
// another time runs on past a semicolon.
const OPENING_CUT = new RegExp(
  String.raw`((?:^|[.!?:\n])[^\p{L}\d.!?;:\n]*(?:(?:in|during|around|back\s+in|by)\s+(?:(?:early|late|mid)[\s-]+)?${MONTH}\s*,?\s+(?:of\s+)?(?:19|20)\d{2}|(?:in|during|throughout|back\s+in)\s+(?:my\s+${LIFE}|high\s+school|college|university))[^.!?;\n]{0,200})[ \t]*;`,
  'giu',
);

/** The entry with the first semicolon of a sentence opened by another time made a comma. */
export function pastOpeningsJoined(text: string): string {
  return text.includes(';') ? text.replace(OPENING_CUT, '$1,') : text;
}
