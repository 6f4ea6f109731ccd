/**
 * What parts a lifter's list, read one way however it is written. Lifters part sets, loads and reps
 * with commas or semicolons ("185x5, 5, 4" and "185x5; 5; 4"; "Squat; 100; 5" is a table row exported
 * where the comma is the decimal mark), and the readers after this one know the comma. A line that
 * writes no comma uses its semicolons as commas. Two places keep them: a line with commas too, where a
 * semicolon is the stronger break between groups ("Bench 2x240; 210x8,8,7"), and a line's one
 * semicolon before a clause of words ("5 x 65; felt strong", "BS = Back Squat; RDL = Romanian
 * Deadlift"), which closes the sets and starts a remark as a full stop would. A clause that opens on a
 * joining word ("; and", "; plus", "; but") goes on with the sentence: a comma. Run after
 * journal-decimal-comma, so a decimal comma ("77,5") is a point by then and no comma of a list.
 */
import { NUMBER_WORD } from './journal-counts.ts';
import { COUNT_UNIT } from './journal-words.ts';

// Words that join a clause to the one before it: after them the sentence goes on.
const JOINS = /^\s*(?:and|plus|but|or|so|then|which|while|yet)\b/i;

/** The line with its list-parting semicolons read as commas. */
export function semicolonsAsCommas(line: string): string {
  const at = line.indexOf(';');
  if (at < 0 || line.includes(',')) return line;
  const rest = line.slice(at + 1);
  const lone = !rest.includes(';');
  if (lone && /^\s*\p{L}/u.test(rest) && !JOINS.test(rest)) return line;
  return line.replace(/;/g, ',');
}

// "12 at 90", "3x5 at 225", "3 reps at 95#", "AMRAP at 8", "Pull-downs at 12 reps": "at" after a set's
// numbers or its reps (a count, "reps", "AMRAP") and before a number, or before a count of reps, is the
// mark "@" written as a word. Every reader after this one sees "@" whichever the lifter wrote, and
// decides as for "@" whether the number is a load, an effort or the reps. "at" after any other word
// ("got in at 6", "weighed in at 180", "ran at 8 mph") is a time or a story: no set's mark.
// The word is matched before the look behind it, which V8 would otherwise try at every position.
const AT_WORD =
  /\bat\s+(?=\d)(?<=(?:\d(?:\.\d+)?\s*(?:kgs?|lbs?|#|%)?|\breps?|\bamrap)\s*at\s+)|\bat\s+(?=\d{1,3}\s*reps?\b)/gi;

/** The line with "at" between a set's numbers read as "@". */
export function atAsMark(line: string): string {
  return line.replace(AT_WORD, '@ ');
}

// "185x5 / 205x3", "BW x 10 / 10kg x 6", "3 x 8, 50kg / 1 x 8 55kg", "205 x 7, 7 / 185x7": a slash set
// off by spaces before a whole set (a number then "x", "@", "reps" or "sets") parts the sets as a comma
// does. Not after the line's first numbers when they stand bare (no mark before them, the name's letters
// aside), parted only by slashes: "Row 8 / 8 / 6 × 135" lists reps over one load, and "Deadlift 140 /
// 1 x 5" is a load over its scheme. Unspaced slashes ("5/3/1", "135/155/175", "22/25 kg") are the readers', never parts of this kind.
const LEADING_BARE = String.raw`^(?:[^\d@×x]|(?<=[a-z])x)*\d+(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)*\s*(?:kgs?|lbs?|#)?`;
const SET_SLASH = new RegExp(
  String.raw`(?<!${LEADING_BARE})\s+\/\s+(?=\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?\s*(?:[x×@]|reps?\b|sets?\b))`,
  'gi',
);

/** The line with its sets parted by spaced slashes parted by commas instead. */
export function slashedSets(line: string): string {
  return line.includes('/') ? line.replace(SET_SLASH, ', ') : line;
}

// "2 sets of 12 reps at 30lbs & 2 sets of 12 reps at 40lbs", "2x12 @ 30 & 2x12 @ 40": an ampersand between
// a set's last number (its load, reps or unit) and the next set's first ("two sets" too) is "and", which the set readers
// part sets at. An "&" between words ("Squat & Bench 3x5", "clean & jerk") is a name's and stays.
const SET_AMPERSAND = new RegExp(
  String.raw`(?<=\d\s*(?:kgs?|lbs?|#|reps?)?)\s*&\s*(?=\d|(?:${NUMBER_WORD})\s+sets?\b)`,
  'gi',
);

/** The line with an ampersand between two sets written "and". */
export function ampersandSets(line: string): string {
  return line.includes('&') ? line.replace(SET_AMPERSAND, ' and ') : line;
}

// "5 pull-ups + 10 push-ups + 15 squats", "3 power cleans @ 185 + 3 burpees": a plus between counted moves
// parts the list as a comma does. Only before a count and a word that is no unit ("BW + 25 lbs", "+ 10
// more", "+ 2 plates" add a load or reps), and only after a count and the move it counts, so a load added
// to a lift ("Pull-ups + 25 x 5", "185 + 10 x 5") stays. Checked at each "+" only: the look-behind stops
// at the list's last part.
const PLUS_MOVE = new RegExp(
  String.raw`\s+\+\s+(?=\d{1,3}\s*(?!(?:${COUNT_UNIT}|x|more|extra|plates?|pounds?|kilos?|each|per|on|of|in|to)\b)\p{L}{2})(?<=(?:^|[\s,:;(])\d{1,3}\s*(?!(?:${COUNT_UNIT}|x)\b)\p{L}{2}[^+,;\n]*\s\+\s+)`,
  'giu',
);

// "Squat 5x5 + 2 back-off sets", "Bench 3x8 plus 2 drop sets of 10 at 135": more sets counted after a plus
// are sets of their own, not a load added to the sets before (5x5 at 2 lb).
const PLUS_SETS =
  /\s*(?:\+|\bplus\b)\s*(?=\d{1,2}\s+(?:(?:more|extra|back[\s-]*offs?|drop|burnout|amrap|light(?:er)?|heavy|heavier)\s+)?sets?\b)/gi;

/** The line with a plus between counted moves, or before more sets, written as a comma. */
export function plusMoves(line: string): string {
  return /\+|\bplus\b/i.test(line) ? line.replace(PLUS_SETS, ', ').replace(PLUS_MOVE, ', ') : line;
}

/** "3x5@185", "12@bodyweight", "pulls@110kg": "@" stands between a set and its load, spaced or not. */
export function spacedAt(line: string): string {
  return line.includes('@') ? line.replace(/\s*@\s*/g, ' @ ') : line;
}

// "I started with {surprise, surprise} Back Squats!", "Squat {felt slow} 3x5": a lifter's aside in braces
// is an aside as in parentheses, which every reader after this one knows (never a name, a load or a
// set of the line). Only a closed pair on the line, nothing nested, and not a record opening on a quoted
// key ('{"exercise": "squat", "reps": 5}'), which journal-fields reads by its field names.
const BRACED = /\{(?!\s*["'“])([^{}\n]*)\}/g;

/** The line with its asides in braces written in parentheses. */
export function bracesAsParentheses(line: string): string {
  return line.includes('{') ? line.replace(BRACED, '($1)') : line;
}

// "curls (12 @ 30), pushdowns (15 @ 50)", "bench (3x5 @ 185) and rows (3x8 @ 135)": a whole set at its
// load in brackets after a name, ending the lift's part of the line, is that lift's set, not an aside
// (an aside's numbers would be read for whatever lift comes next).
const SET_IN_BRACKETS =
  /(?<=\p{L}{2})\s*\(\s*(\d{1,3}(?:\s*[x×]\s*\d{1,3})?\s*@\s*\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?)\s*\)(?=\s*(?:[,;.]|$|(?:and|&)\s))/giu;

/** The line with a set in brackets after its lift's name written without them. */
export function bracketedSets(line: string): string {
  return line.includes('(') ? line.replace(SET_IN_BRACKETS, ' $1') : line;
}

// "Squat attempt 3: 350 ❌", "225x1 ❌, 215x1": a cross after a single is the lifter's "(missed)", read by
// the failed-set mark (journal-records) before the line's closing emoji are cut as decoration. Not after
// a scheme's load ("3x5 @ 225 ❌"): which of its sets was missed is not said.
const CROSSED =
  /(?<=(?:^|[\s,;:])(?:\d{1,2}\s*[x×]\s*)?\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?(?:\s*[x×]\s*1)?)(?<!(?:@|\d\s*[x×]\s*\d{1,2}\s)\s*\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?)\s*(?:❌|❎|⛔)\ufe0f?/giu;

/** The line with a cross after a set written "(missed)". */
export function crossedSets(line: string): string {
  // The look-behind would be tried at every position of every line: only a line with a cross is read.
  return /[❌❎⛔]/u.test(line) ? line.replace(CROSSED, ' (missed)') : line;
}

// "40*6,6,6.Should really…": a full stop closing a list of sets with the next sentence typed straight
// after it. Only after a set's last number (after a comma or a cross), so "1.Squat" opening a numbered
// row and "77.5" stay as they are.
const STOP_UNSPACED = /(?<=[,;x×*]\s*\d{1,3})\.(?=\p{L}{3})(?!(?:kgs|lbs|reps|sets)\b)/gu;

/** The line with a sentence run on after its sets' full stop parted from them by a space. */
export function spacedStops(line: string): string {
  return line.replace(STOP_UNSPACED, '. ');
}

// "SSHx25", "Pushupsx20", "KBSX15": a count's "x" typed straight onto the move's name, spaced off as
// "SSH x25", which every reader knows. The name is two letters or more opening a word ("5xMissx155" is a
// failed set's mark), and a word that ends in "x" itself ("Box10", "MAX5") keeps its letter.
const COUNT_ON_NAME = /(?<![\p{L}\d×])(\p{L}{2,30}?)([xX×])(?=\d{1,3}(?![\d.,]?\d))/gu;
const X_WORDS = new Set(
  'ax box flex complex reflex matrix max mix fix six fox sox tax wax lax hex index latex apex vortex helix onyx ibex jinx lynx relax climax annex duplex sphinx phoenix redux'.split(
    ' ',
  ),
);

/** The line with a count's "x" typed onto the name spaced off it. */
export function spacedCountMark(line: string): string {
  if (!/\p{L}[xX×]\d/u.test(line)) return line;
  return line.replace(COUNT_ON_NAME, (whole, word: string, x: string) =>
    X_WORDS.has(`${word}${x}`.toLowerCase()) ? whole : `${word} ${x}`,
  );
}

// "Total Time: 11 min, 27 seconds", "1 hour, 5 minutes": one time told in its units, the comma between
// them no list's. Parted there, the seconds were read as a timed set of the move above. Only a larger
// unit before a smaller one, the smaller under 60, and not in a list of times ("Plank 1 min, 45 sec,
// 30 sec": sets each).
const TIME_COMMA =
  /(?<=\b\d{1,3} ?(?:h(?:ou)?rs?|min(?:ute)?s?)\.?) ?[,;] *(?=[1-5]?\d ?(?:min(?:ute)?s?|sec(?:ond)?s?)\b(?! *[,;/&+] *\d))/gi;

/** The line with a time told in two units written without the comma between them. */
export function timeCommas(line: string): string {
  return /[,;]/.test(line) ? line.replace(TIME_COMMA, ' ') : line;
}

// "Weight Dips: 25 x 8? x 5": a question mark on a count inside a set, before the set's next mark, is the
// writer's doubt about that count, no sentence's end: the count stands as written (the doubt is no set's
// to keep). Only between a number and "x", "×", "*" or "@" with a number after, so "Did I get 5? Maybe"
// and "100 x 5?" at a line's end stay as they are.
const DOUBTED_COUNT = /(?<=\d)\?(?=[ \t]{0,3}[x×*@][ \t]{0,3}\d)/g;

/** The line with a doubt marked on a count inside a set taken off. */
export function doubtedCounts(line: string): string {
  return line.includes('?') ? line.replace(DOUBTED_COUNT, '') : line;
}
