/**
 * Calendar words: day names, dates and times of day ("8 July", "Sunday", "Mon, Mar 4:", "at 5 am",
 * "PM -", "AM:", "5:11:46 AM") say when a session was, never a set, a load or a name. `withoutCalendar`
 * is the one place they are taken out of a line, before its numbers or words are read: the whole entry
 * goes through it first, and each line's prefixes again once bullets and numbering are off.
 */

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const WEEKDAY = String.raw`(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?`;
// "March 4th", "4 March 2024", "Dec. 12", "Nov 7/15": a date in words, with or without its weekday and
// year (a year after a slash is two digits or four).
const DATE = String.raw`(?:${WEEKDAY},?\s+)?(?:${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?(?:\/(?:\d{2}|\d{4})(?!\d))?|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH})(?:,?\s+\d{4})?`;
// "3/12", "12/3", "03/12": a month and a day in digits, either way round (one of them a month).
const DAY_MONTH = String.raw`(?:(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])|(?:0?[1-9]|[12]\d|3[01])\/(?:0?[1-9]|1[0-2]))`;
// "7/15", "11/7/2015": a date in digits.
const DIGIT_DATE = String.raw`\d{1,2}\/\d{1,2}(?:\/(?:\d{2}|\d{4}))?(?![\d/])`;
// "And on Nov 7/15:", "since March 4th,", "on 7/15:": a date told inside a line, after the word that
// places it in time; a date in digits only where it closes the line (a heading), since "5/3" elsewhere
// may be reps.
const IN_LINE = new RegExp(
  String.raw`\b(?:on|since|from|until|till|by)\s+(?:the\s+)?(?:${DATE}(?![\d/])|${DIGIT_DATE}(?=\s*[:,.]?\s*$))`,
  'gi',
);

const PREFIXES: RegExp[] = [
  // "Date: 12/03", "Date - 2024-12-03", "Date: Dec 3": a date under its field label says when, whatever
  // its digits (unlabelled, a lone "12/3" may be reps).
  new RegExp(
    String.raw`^date[ \t]*[-–:][ \t]*(?:${DATE}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}[./-]\d{1,2}(?:[./-](?:\d{2}|\d{4}))?)(?![\d./-])[ \t]*[-–:,.]?[ \t]*`,
    'i',
  ),
  // "Monday: …", "Tue - …": a day label.
  new RegExp(String.raw`^${WEEKDAY}\s*[-–:]\s*`, 'i'),
  // "March 4th - Deadlift …", "4 March 2024: …", "Mon, Mar 4:": a date in words before the line.
  new RegExp(String.raw`^${DATE}\s*[-–:,]?\s+(?=\p{L})`, 'iu'),
  // "2024-03-04 Squat", "3/4/24: …", "04.03 …", "12/3 - Squat", "Mon 3/12 squat", "12.3 - squat": a date
  // in digits before the line, its weekday and its dash with it (a date is never a set of 12 or 3 reps).
  // Not "5/3/1 - Squat" nor "60/5 - …": a program's name, or no day and month; nor "30-20-10 reps": a
  // rep ladder.
  new RegExp(
    String.raw`^(?:${WEEKDAY},?\s+)?(?:\d{4}[./-]\d{1,2}[./-]\d{1,2}|${DAY_MONTH}(?:\/(?:\d{2}|\d{4}))?(?![\d/])|0\d\.\d{2}|\d{1,2}-\d{1,2}-\d{2,4})\s*(?:[-–—:]+\s*|\s)(?=\p{L})(?!(?:reps?|rounds?)\b)|^(?:${WEEKDAY},?\s+)?\d{1,2}\.\d{1,2}\s+[-–—:]+\s*(?=\p{L})`,
    'iu',
  ),
  // "8 July", "Monday Dec. 12": a line that is only a date says nothing else.
  new RegExp(String.raw`^${DATE}\s*[-–:,.]?\s*$`, 'i'),
  // "2024-03-04", "04/03/2024:": a line that is only a date in digits, its year written in full (a lone
  // "10/8/6" or "10-10-10" may be a list of reps).
  /^(?:(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2})\s*[-–:,.]?\s*$/,
  // "Sunday I met …", "Tuesday; Paddle": a whole day name opening a sentence (not "Sat on the bike").
  /^(?:mon|tues|wednes|thurs|fri|satur|sun)day[,;]?\s+(?=\p{L})/iu,
  // "PM - 10 miles", "AM: easy run": the half of the day a session was in.
  /^(?:am|pm|a\.m\.|p\.m\.)\s*[-–:]\s*/i,
];

/**
 * "5:11:46 AM  30 x 10", "ran 5k at 6:30 this morning", "met at 5 am": a clock time, not a set, a load
 * nor a bout's time.
 */
const CLOCK =
  /\b(?:(?:at|by|around|about|before|after|until|till|from)\s+)?\d{1,2}(?::\d{2}(?::\d{2})?)?\s*(?:am|pm|a\.m\.|p\.m\.)(?![a-z])|\b\d{1,2}:\d{2}:\d{2}\b|\b(?:at|by|around|before|after|until|till|from)\s+\d{1,2}:\d{2}(?=\s+(?:(?:this|that|in\s+the|on\s+\w+)\s+)?(?:morning|afternoon|evening|night|tonight)\b|\s*o['’]clock)/gi;

/**
 * "Got to the gym at 6, squat 3x5 225", "Woke up at 5.", "Trained at 6 - bench 5x5": the hour a lifter
 * came in, woke or trained, written with no "am" or "pm". Said after a word of arriving, waking or
 * training, an hour of the clock (1 to 12, "6:30") is the time, never a load or an effort; not before a
 * unit, a mark of sets or a count ("lifting at 10 lbs", "trained at 8 reps").
 */
const ARRIVAL_HOUR =
  /(?<=\b(?:gym|box|got\s+(?:in|there|here)|(?:got|went|made\s+it)\s+(?:in\s+)?to\s+(?:the\s+)?(?:gym|box|club)|arrived|showed\s+up|(?:woke|got|was|i\s+was)\s+up|^\s*up|trained|training|lifted|lifting|worked\s+out|session|workout|lunch(?:\s+break)?))\s+(?:at|around|about|by)\s+(?:1[0-2]|0?[1-9])(?::[0-5]\d)?(?!\.?\d|:)(?!\s*(?:[x×%#@*]|kgs?\b|lbs?\b|kilos?\b|pounds?\b|reps?\b|sets?\b|rpe\b|for\b|times\b))/gi;

/**
 * "Barbell Squat 300lb x 1 rep Feb 2014 Barbell Deadlift 435lb x 1 rep Feb 2014": a month and its year
 * right after a set date it to that month, as a record is dated; a day's log is dated by its day, not
 * after each set. So the set is history, told as such ("back in Feb 2014", a remark: journal-remarks),
 * and the date ends its clause, so the lift after it is a lift of its own.
 */
const SET_MONTH_YEAR = new RegExp(
  String.raw`(\d\s*(?:reps?|sets?)?)\s*,?\s*\(?(${MONTH}\s*,?\s+(?:19|20)\d{2})(?!\d)\)?(?:\s*[,;.]\s*|\s+|$)`,
  'gi',
);

/** A line without the calendar words that open it or sit in it. */
export function withoutCalendar(line: string): string {
  let out = /\d\s*(?:reps?|sets?)?\s*,?\s*\(?[a-z]{3}/i.test(line)
    ? line.replace(SET_MONTH_YEAR, '$1 back in $2; ')
    : line;
  for (const re of PREFIXES) out = out.replace(re, '');
  return /\d/.test(out) ? out.replace(IN_LINE, ' ').replace(CLOCK, ' ').replace(ARRIVAL_HOUR, '') : out;
}
