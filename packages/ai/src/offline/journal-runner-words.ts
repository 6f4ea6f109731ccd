/**
 * A bout told in a runner's words, written as the run it is for the readers after (journal-cardio reads
 * a distance as a bout only beside an activity's word):
 * - "9 miles easy", "Long slow distance today, 15 km", "Tempo 8k", "Easy 4 miler today": a road distance
 *   (a "miler" is that many miles) with a runner's word (easy, tempo, recovery, long, LSD, steady,
 *   progression, threshold, shakeout) and no activity or lift of its own is a run ("9 miles run easy"),
 *   unless the entry names another activity ("I rowed 2K … I did an easy 1K after" is a row). A
 *   miler with its activity is that many miles of it ("a 50 miler on the bike"); one with neither is left
 *   as it was ("while Fisher did an 8 miler": not always the lifter's);
 * - "Couch to 5K", "C25K week 3 day 2 done": a running program's name is no distance, and its day told
 *   with no time or distance of its own is a run (the week and day no counts: written in words);
 * - "Walked 10,000 steps", "Hiked 6 miles with a 40 lb pack": on a walk, a count of steps is one number
 *   and the pack carried one pack (its load a note on the bout, journal-logged's timedSets).
 * Not a sentence with sets or a load ("Long pause squats 3x5 @ 100 kg"), nor one naming its activity
 * ("an easy 10 mile ride").
 */
import { cardioWord } from './journal-cardio.ts';
import { countWord } from './journal-counts.ts';

// A sentence: up to its end mark (a dot inside a decimal, "6.5", is no end).
const SENTENCE = /(?:[^.!?;\n]|\.(?=\d))+/g;
// "4 miler", "10-miler", "a 5 milers' club" → the distance in miles.
const MILER = /\b(\d{1,3}(?:\.\d{1,2})?)[ \t]*-?[ \t]*milers?\b/gi;
const RUNNER_WORD =
  /\b(?:easy|tempo|recovery|long|lsd|steady|progression|threshold|shake[\s-]?out|long\s+slow\s+distance)\b/i;
// A road distance, not a load ("100k x 5"), nor one with its activity after it.
const ROAD =
  /(?<![\d.,@])\d{1,3}(?:\.\d{1,2})?[ \t]*(?:km|k|kilomet(?:er|re)s?|miles?|mi)\b(?![ \t]*(?:[x×*@/]|reps?\b|sets?\b))/i;
// Sets or a load: the sentence is a lift's.
const LIFTED = /\d[ \t]*[x×*][ \t]*\d|@|\b(?:kgs?|lbs?|pounds?|kilos?|reps?|sets?)\b/i;
// A running program's name: Couch to 5K, C25K, C210K, Bridge to 10K, B210K.
const PROGRAM =
  /\b(?:c25k|c210k|b210k|couch[\s-]*(?:to|2)[\s-]*5[\s-]*k|(?:couch|bridge)[\s-]*(?:to|2)[\s-]*10[\s-]*k)\b/gi;
const PROGRAM_NAME = 'couch-to-fivek';
// The program's day: "week 3 day 2", "wk 3, day 2", "W3D2", "W3 D2", "day 5".
const PROGRAM_DAY =
  /\b(?:w(?:ee)?k\.?[ \t]*(\d{1,2})[ \t]*,?[ \t]*)?d(?:ay)?\.?[ \t]*(\d{1,2})\b|\bw(\d{1,2})[ \t]*d(\d{1,2})\b/gi;
const QUANTITY = /\d/;
// "10,000 steps": a walk's steps, one number (a comma would split it in two).
const STEPS = /(?<![\d.,])(\d{1,3}),(\d{3})(?=\s*steps\b)/gi;
// "with a 40 lb pack": the pack a walk carried, one pack (its "a" no count of reps).
const A_PACK =
  /\b(?:a|an|my|one)\s+(?=\d{1,3}(?:\.\d)?\s*(?:-\s*)?(?:lbs?|#|kgs?|pounds?|kilos?|kilograms?)\s*(?:back)?(?:pack|ruck(?:sack)?|vest|weight\s+vest|weighted\s+vest)\b)/gi;
// The patterns above, to test for (a global pattern's test would keep its place).
const A_MILER = new RegExp(MILER.source, 'i');
const A_PROGRAM = new RegExp(PROGRAM.source, 'i');

/** One sentence in a runner's words, written as a run; `other`: the entry names another activity. */
function sentenceRun(sentence: string, other: boolean): string {
  let out = sentence;
  // "a 50 miler on the bike": a miler with its activity told is that many miles of it.
  if (A_MILER.test(out) && cardioWord(out.replace(MILER, ' '))) out = out.replace(MILER, '$1 mile');
  if (A_PROGRAM.test(out)) {
    out = out.replace(PROGRAM, PROGRAM_NAME).replace(PROGRAM_DAY, (_, w, d, w2, d2) => {
      const week = w ?? w2;
      return `${week ? `week ${countWord(week)} ` : ''}day ${countWord(d ?? d2)}`;
    });
    // "C25K week 3 day 2 done": the day with no numbers of its own was run.
    return QUANTITY.test(out) || cardioWord(out.replace(PROGRAM_NAME, ' ')) ? out : `Ran (${out.trim()}).`;
  }
  if (cardioWord(out) === 'Walking') out = out.replace(STEPS, '$1$2').replace(A_PACK, '');
  if (other || !RUNNER_WORD.test(out) || LIFTED.test(out) || cardioWord(out.replace(MILER, ' '))) return out;
  return A_MILER.test(out) ? out.replace(MILER, '$1 mile run') : out.replace(ROAD, '$& run');
}

/** The entry with each sentence told in a runner's words written as the run it tells. */
export function runnerWordsWritten(text: string): string {
  if (!/\d/.test(text)) return text;
  // "I rowed 2K … I did an easy 1K after": in an entry of another activity, the distance is its.
  const said = cardioWord(text);
  const other = said !== undefined && said !== 'Running';
  return text.replace(SENTENCE, (s) => sentenceRun(s, other));
}
