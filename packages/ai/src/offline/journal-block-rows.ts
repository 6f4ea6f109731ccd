/**
 * The rows under a block's heading (journal-block-heading): which lines are rows of numbers, which run a
 * sentence on after their numbers, which count a move of their own, and how the heading's load is
 * written into a row that has none.
 */

import { cardioWord } from './journal-cardio.ts';
import { RUNS_ON } from './journal-case.ts';
import { resolveName } from './journal-names.ts';
import { LOAD_UNIT } from './journal-words.ts';

// A row of the block: numbers first ("3 x 5", "12, 10, 8", "{ 1 x 15 Squats"), not a load before a
// name ("30lb shoulder press", a set of its own).
export const BARE_ROW = new RegExp(
  String.raw`^\s*(?:[-–—•·*>{]+\s*)?\d(?!\d*(?:\.\d+)?\s*${LOAD_UNIT}\s+\p{L}{3})`,
  'iu',
);
// "8 x 17.5 Kg / 38.6 lbs After last week's …", "7 x 10 - shortened strap after 4 sets to …": a
// sentence run on after a row's numbers, or after a dash ("X" in "180LB X 10" is the row's, in any case).
// "53lb Db x9 missed the last one": the bell after a load ("Db", "KB", "BB") is the row's, no sentence.
// No space of its own before a unit: the numbers' class takes it, and a second way to read each space
// made "Squat" over "100 kg, " 28 times cost seconds (each unit doubled the ways to fail).
export const RUN_ON =
  /^(\s*(?:[-–—•·*>]+\s*)?\d[\d\s.,/xX×@:-]*(?:(?:[kK][gG]s?|[lL][bB][sS]?|reps?|sets?|[dDkK][bB]s?|BB)\b[\d\s.,/xX×@:-]*)*)(?:\s+[-–—]+\s+(\p{L}[\p{L}'’]*(?:\s+\S+){5,})|\s+(?![dDkK][bB]s?\b|BB\b)(\p{Lu}\p{L}*(?:\s+\S+){5,}))$/u;
// In an entry typed all in one case no capital opens the sentence: any word after the row's numbers may,
// but one the row runs on with ("145 x 1 pr, 155 x 1 pr", "35 x 10 x 3 at 45s / 72 x 7 x 3 at 60s").
export const RUN_ON_ONE_CASE = new RegExp(
  RUN_ON.source.replace(String.raw`\p{Lu}`, String.raw`(?!${RUNS_ON})\p{L}`),
  'u',
);
// "10 push-ups", "20x KB swings @ 16kg": a count, then a move; not "10 sets of 5".
export const COUNTED_MOVE =
  /^\d{1,3}\s*(?:[x×]\s*)?(?!(?:sets?|reps?|kgs?|lbs?|min(?:ute)?s?|secs?)\b)\p{L}/iu;
// "Set 1: 5", "Set 2 - 5 reps", "1) 5", "2. 5 reps": a row's own number, before its reps; it counts the
// sets, so it is neither a rep nor a load.
export const SET_LABEL =
  /^\s*(?:[-–—•·*>]+\s*)?(?:set\s*\d{1,2}\s*(?:[:.)–—-]\s*|\s(?=\d))|\d{1,2}\s*[.)]\s+(?=\d))/i;
// "5, 5, 5, 4", "12 reps", "5/5/5", "3x5": reps only, under a bare load (after the row's set label).
const REPS_ROW =
  /^\s*(?:[-–—•·*>]+\s*)?\d{1,2}(?:\s*reps?)?(?:\s*(?:[,/-]|[x×])\s*\d{1,2}(?:\s*reps?)?)*\s*(?:\([^()\d]*\))?\s*$/i;
export const repsRow = (row: string) => REPS_ROW.test(row.replace(SET_LABEL, ''));
const OWN_LOAD = new RegExp(String.raw`\d\s*${LOAD_UNIT}(?![a-z])|@|\bat\b|\d\s*[x×]\s*\d+\s*[x×]\s*\d`, 'i');

/**
 * A sentence, not a row: six words or more besides the sets' own, no number nor "Name:" first. Words
 * in brackets are a remark on a row ("Quick feet (stepping out and in quickly) x 20 s"), not counted.
 */
export const isSentence = (line: string): boolean =>
  !BARE_ROW.test(line) &&
  !/^[^:\d]{2,60}:\s*\d/.test(line) &&
  (
    line.replace(/\([^()]*\)|\b(?:kgs?|lbs?|reps?|sets?|x|each|per)\b/gi, ' ').match(/\p{L}[\p{L}'’-]*/gu) ??
    []
  ).length >= 6;

/** Whether counted moves ("10 swings (30-60 sec rest)") all name one catalogue lift. */
export function oneLift(moves: string[]): boolean {
  const lifts = moves.map(
    (m) =>
      resolveName(
        m
          .replace(/\([^()]*\)/g, ' ')
          .replace(/^\d{1,3}\s*/, '')
          .trim(),
        false,
      )?.exercise?.name,
  );
  return lifts[0] !== undefined && lifts.every((l) => l === lifts[0]);
}

/**
 * "10 pull-ups", "100 m Run" under "Goblet squats 20 kg": a row counting a move of its own, a lift other
 * than the heading's or a bout of cardio, is the next item of a list, not the heading's reps at its load.
 */
export function ownMove(row: string, heading: string): boolean {
  const bare = row.replace(/^\s*[-–—•·*>]+\s*/, '');
  if (!COUNTED_MOVE.test(bare)) return false;
  if (cardioWord(bare)) return true;
  const words = bare.replace(/\([^()]*\)/g, ' ').replace(/^\d{1,3}\s*(?:[x×]\s*)?/, '');
  // "KB 24kg" over "10 swings": a heading naming only the implement lends it to each move under it.
  const lift = resolveName(heading, false)?.exercise?.name;
  const move = resolveName(words.trim(), false)?.exercise?.name;
  return lift !== undefined && move !== undefined && move !== lift;
}

const SETS_OF_REPS =
  /^(\s*(?:[-–—•·*>]+\s*)?)(\d{1,2})\s*(?:sets?|rounds?)\s+of\s+(\d{1,3})(?:\s*reps?\b)?(?![\d.]|\s*(?:min|sec|s\b|m\b|kgs?|lbs?))/i;

/** A row under a load heading, lifted at that load unless it writes its own. */
export function atLoad(row: string, load: string | null): string {
  if (!load || OWN_LOAD.test(row)) return row;
  // "2 x 5" under a load is sets × reps, as the entry's other rows may not be.
  const pair = /^(\s*(?:[-–—•·*>]+\s*)?)(\d{1,2})\s*[x×]\s*(\d{1,3})(?![\d.])/.exec(row);
  if (pair) return `${pair[1]}${pair[2]} sets x ${pair[3]} reps @ ${load}${row.slice(pair[0].length)}`;
  // "3 sets of 5", "3 rounds of 5" under "Squat 100kg": a lift's rounds are its sets, each of those reps.
  const sets = SETS_OF_REPS.exec(row);
  if (sets) return `${sets[1]}${sets[2]} sets x ${sets[3]} reps @ ${load}${row.slice(sets[0].length)}`;
  // "12, 10, 8 (last one hard)": the load goes right after the row's numbers.
  const numbers = /^\s*(?:[-–—•·*>]+\s*)?\d[\d\s.,/-]*(?:\s*reps?\b)?/i.exec(row)?.[0] ?? row;
  // "10 goblet squats": the words after the numbers stay a word apart from the load's unit.
  const after = row.slice(numbers.length);
  return `${numbers.trimEnd()} @ ${load}${/^\p{L}/u.test(after) ? ' ' : ''}${after}`;
}

// "(24kg kettlebell)", "with two 20 lb dumbbells", "16kg KB": a heading's load named as a bell in hand.
const HELD =
  /\d{1,3}(?:\.\d{1,2})?[ \t]?(?:kgs?|lbs?|#)?[ \t]?(kettle[ \t]?bells?|kbs?|dumb[ \t]?bells?|dbs?)\b/i;
// A row that names its own implement keeps it.
const IMPLEMENT =
  /\b(?:kettle[ \t]?bells?|kbs?|dumb[ \t]?bells?|dbs?|barbells?|bb|bands?|cables?|machine|plate|sandbag)\b/i;
const ROW_COUNT = /^\s*(?:[-–—•·*>]+\s*|\d{1,2}[.)]\s+)?\d{1,3}\s*(?:[x×]\s*)?/;

/**
 * Round 35: a row under a heading whose load is a bell in hand ("3 Rounds of Circuit (24kg kettlebell):"):
 * a move done with the body alone ("6 push-ups") takes no load, and a move that names no implement of its
 * own ("6 rows (each arm)") is done with the bell, its variant ("kettlebell rows") when the catalogue has
 * one. Any other heading's load goes on as atLoad writes it.
 */
export function heldAt(row: string, load: string | null, heading: string): string {
  const held = load ? HELD.exec(heading) : null;
  const count = ROW_COUNT.exec(row);
  if (!held || !count || IMPLEMENT.test(row) || OWN_LOAD.test(row)) return atLoad(row, load);
  const words = row
    .slice(count[0].length)
    .replace(/\([^()]*\)/g, ' ')
    .trim();
  const move = resolveName(words, false)?.exercise;
  if (!move) return atLoad(row, load);
  if (move.isBodyweight) return row;
  const bell = /^k/i.test(held[1] ?? '') ? 'kettlebell' : 'dumbbell';
  const variant = resolveName(`${bell} ${words}`, false)?.exercise;
  const own = variant && variant.name !== move.name && variant.equipment.some((e) => e.startsWith(bell));
  return atLoad(own ? `${count[0]}${bell} ${row.slice(count[0].length)}` : row, load);
}
