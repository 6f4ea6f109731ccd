/**
 * Road bouts told in a sentence, written plainly for the readers after (journal-cardio reads a distance
 * as a bout only beside an activity's word, and a bare number as no time):
 * - "Today, I did 2.75 miles at that pace", "got in 6 km before work", "started it off with 8.8km": a
 *   road distance done, with no activity named in the entry or running alone, is a run; in an entry
 *   telling a pack carried ("Today pack weighs 42 lbs and did 5 miles") it is a hike under the pack;
 * - "a 4.1 mile run in 42", "ran 5k in 24": a bare number a road bout was done "in" is its minutes;
 * - "the two 1 mile runs", "three 400m repeats": a count of bouts of one distance is that many bouts
 *   ("2 x 1 mile runs"), as an interval session is;
 * - "walking a couple miles": two miles, the count a couple says;
 * - "the strength and conditioning class": the class's name is one word, never split at its "and" into a
 *   "conditioning" bout (journal-cardio's NO_SESSION reads it as no bout);
 * - "6.8 km’s": kilometres with a stray apostrophe are kilometres (not "the 20k's", bells by their weight).
 */
import { cardioWord } from './journal-cardio.ts';
import { NUMBER_WORD, wordCount } from './journal-counts.ts';

// A sentence: up to its end mark (a dot inside a decimal, "6.5", is no end).
const SENTENCE = /(?:[^.!?;\n]|\.(?=\d))+/g;
// A road distance with its unit: "2.75 miles", "5k", "10 km".
const ROAD_SOURCE = String.raw`\d{1,3}(?:\.\d{1,2})?[ \t]*(?:km|k|kilomet(?:er|re)s?|miles?|mi)`;
// "did 2.75 miles", "got in 6 km", "covered 10k", "knocked out 4 miles", "started it off with 8.8km": a
// distance as what was done, nothing after it naming what it was of ("did 5 miles on the bike" names its
// own, read as before).
const DONE_DISTANCE = new RegExp(
  String.raw`\b(?:did|got[ \t]+in|covered|knocked[ \t]+out|put[ \t]+in|logged|(?:started|kicked|finished)[ \t]+(?:(?:it|things|the[ \t]+(?:week|day))[ \t]+)?off[ \t]+with(?:[ \t]*:)?)[ \t]+(?:(?:a|another|the|an[ \t]+easy|an?[ \t]+quick)[ \t]+)?(?=${ROAD_SOURCE}\b(?![ \t]*(?:[x×*@/]|of\b)))`,
  'gi',
);
// A pack carried: the bout done under it is a hike ("pack weighs 42 lbs", "loaded our packs", "rucksack");
// not a six-pack or a pack of anything.
const PACK =
  /\b(?:my|our|full|weighted|heavy|loaded|hunt(?:ing)?)[ \t]+packs?\b|(?:^|[.!?]\s*|\btoday[ \t]+)packs?[ \t]+weigh|\bbackpacks?\b|\bruck(?:sack)?s?\b/i;
// Sets, reps or a load in the clause: the distance is no bout of its own there.
const LIFTED_CLAUSE = /\d[ \t]*[x×*][ \t]*\d|@|\b(?:kgs?|lbs?|pounds?|kilos?|reps?|sets?)\b/i;
// A clause: up to a comma or "and" (a pack's weight told before "and did 5 miles" is the pack's).
const CLAUSE = /(?:[^,]|,(?=\d))+?(?=,|\band\b|$)/gi;

// "a 4.1 mile run in 42", "ran 5k in 24.": after a road distance (its activity beside it or not), a bare
// whole number it was done "in", nothing after it but the clause's end: its minutes. Not "in 2 sets", "in
// 42:10" (a time already), "in 3 parts".
const IN_MINUTES = new RegExp(
  String.raw`(${ROAD_SOURCE}\b(?:[ \t]+[a-z]+){0,2}?[ \t]+in[ \t]+)(\d{2,3})(?![\d:]|\.\d|[ \t]*(?:[\p{L}%#]|\d))`,
  'giu',
);

// "the two 1 mile runs", "3 5k runs": a count, then the one distance each bout covered, then its noun.
const COUNTED_BOUTS = new RegExp(
  String.raw`\b(${NUMBER_WORD}|\d)[ \t]+(?=${ROAD_SOURCE}[ \t]*-?[ \t]*(?:runs|jogs|walks|rides|swims|hikes|repeats)\b)`,
  'gi',
);

// "6.8 km’s": the apostrophe after kilometres or miles is no plural of a bell.
const UNIT_APOSTROPHE = /(\d[ \t]*(?:km|kms|miles?))['’]s\b/gi;

// The name of a strength class, its words joined.
const STRENGTH_AND_CONDITIONING = /\bstrength[ \t]+(and|&|n)[ \t]+conditioning\b/gi;

// "walking a couple miles", "a couple of km": two, the count a couple says of a road distance (as of sets,
// journal-counts); "a few miles" stays words.
const COUPLE_OF_ROAD = /\b(?:a[ \t]+)?couple(?:[ \t]+of)?[ \t]+(?=(?:miles|km|kilomet(?:er|re)s|k)\b)/gi;

// "3 miles at 8:19 pace", "5k @ a 5:10/km pace": a road distance at a running pace (minutes and seconds a
// mile or km), with no activity named in the entry, is a run.
const AT_PACE = new RegExp(
  String.raw`(${ROAD_SOURCE})\b(?=[ \t]+(?:at|@)[ \t]*(?:an?[ \t]+)?\d{1,2}:\d{2}\b[^.!?;,\n\d]{0,20}\bpace\b)`,
  'gi',
);

/** One clause of a road distance done, written as the run or hike it was; `packed`: a pack told. */
function doneClause(clause: string, packed: boolean): string {
  if (LIFTED_CLAUSE.test(clause) || cardioWord(clause)) return clause;
  return clause.replace(DONE_DISTANCE, packed ? 'hiked ' : 'ran ');
}

/** The entry with road bouts told in a sentence written plainly. */
export function toldBoutsWritten(text: string): string {
  const named = text
    .replace(STRENGTH_AND_CONDITIONING, 'strength-conditioning')
    .replace(COUPLE_OF_ROAD, '2 ');
  if (!/\d/.test(named)) return named;
  let out = named.replace(UNIT_APOSTROPHE, '$1');
  out = out.replace(IN_MINUTES, '$1$2 minutes');
  out = out.replace(COUNTED_BOUTS, (whole, count: string) => {
    const n = wordCount(count.toLowerCase()) ?? Number(count);
    return n > 1 && n < 20 ? `${n} x ` : whole;
  });
  if (!cardioWord(out)) out = out.replace(AT_PACE, '$1 run');
  // Only in an entry naming no activity: "I rowed … did 2K after" is the row's (journal-runner-words).
  // An entry naming only running ("started it off with 8.8km. … with this run") tells a run all the same.
  const activity = cardioWord(out);
  if (!/\b(?:did|got|covered|knocked|put|logged|off)\b/i.test(out) || (activity && activity !== 'Running'))
    return out;
  const packed = PACK.test(out);
  return out.replace(SENTENCE, (s) => s.replace(CLAUSE, (c) => doneClause(c, packed)));
}
