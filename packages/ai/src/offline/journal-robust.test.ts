/**
 * Generalisation check on real lines: every tuning line the parser reads right as written must read
 * the same after rewrites that keep its meaning (__corpus__/rewrites.ts: a bullet, a trailing remark,
 * case, spacing, punctuation, a typo in the name). A rule that fits one spelling of a line and not the
 * notation fails here.
 */
import { describe, expect, it } from 'vitest';
import { memberUnit, realMismatch } from './__corpus__/real-score.ts';
import { REAL_SETS } from './__corpus__/real-sets.ts';
import { REWRITES } from './__corpus__/rewrites.ts';
import { parseJournal } from './journal-parser.ts';

const LINES = Object.values(REAL_SETS).flat();

/**
 * The most lines each rewrite may break, of the ~1460 read right: where the parser stands, so a change
 * that makes it more brittle fails here. scripts/real-rewrites.ts prints the lines behind each count.
 */
const MOST_MISSED: Record<string, number> = {
  'a bullet on every line': 0,
  'a remark after the last line': 0,
  'upper case': 0,
  'lower case': 0,
  'CRLF line ends': 0,
  'a day heading': 0,
  'doubled spaces': 0,
  '× for x': 0,
  'a full stop ending each line': 0,
  // The second, read right since round 31 (r31prose): holdout 52's "1. Push-ups: FML. … After doing 30 I …"
  // becomes "Did 1. Push-ups: …", and "Did 1." reads as a count of one (a list number after a prefix; the
  // same line under "a time of day in front" and "a number in front of a one-line entry").
  '"Did" in front of a one-line entry': 2,
  'an emoji at the end': 0,
  'a remark in parentheses at the end': 0,
  'a remark after a semicolon': 0,
  'a heading line': 0,
  'a date line': 0,
  // The ninth: holdout 18's German block, read right since round 27, loads "a32,5" with a decimal comma.
  // Tenth to twelfth, read right since round 30 (r30inline): holdout 22's "8×167,5kg" becomes "167; 5", which
  // breaks the number itself; in holdout 22's "rows and dips; 10-10-10 …; and 3-3-2 dips" and holdout 46's
  // "leg presses; 4×8; leg extension and leg curl superset; 4×15" a semicolon parts a lift from its scheme.
  'semicolons for commas': 12,
  '"at" for "@"': 0,
  // 5th: holdout 43's swing ladder, read right since round 22, has "Yesterday's:" as a label once a
  // colon follows it, and its "all done 10 R/10 L" then reads as a set. 6th: holdout 51's "Jimmy did: 5.
  // Well, 3 and two sort of shimmys." (opened at round 31), where the colon makes "Jimmy did" a label.
  // 7th and 8th (round 32): holdout 53's "…chest flies with the 12's. With the 15's, I only did 8." and
  // 54's "…eight 55-pound plates on each side … (880 pounds)", prose whose first words the rewrite turns
  // into a label ("with the: 12's", "eight: 55-pound"); no lifter writes that, so no reader is bent to it.
  // 9th, since holdout 56 was opened (round 33): "He used to bench press: 215 lbs, squat 350 lbs, …", a
  // retold capacity whose colon makes its first lift a label with sets of its own. 10th and 11th (round 33
  // cardio): holdout 55's "I carried a: 45 lb kettlebell … for a mile" and "Today pack weighs: 42 lbs and
  // did 5 miles", prose cut mid-phrase the same way ("a:", "weighs:"). Round 33 lists: holdout 55's
  // "…started out with a 100 jumping jacks…", read right since the article before a count is read
  // (journal-count-fillers), becomes "…started out with a: 100 jumping jacks…"; and holdout 14's "July: 8,
  // 2021" date heading, one of the first eight, reads right again, so the count stays eleven.
  'a colon after a one-line name': 11,
  'units spelled out': 0,
  'no spaces around "@" or "x"': 0,
  'spaces around "x"': 0,
  'set counts in words': 0,
  // The fifth: holdout 43's "KB Hot Poatto" is a typo already; a second slip leaves nothing to match.
  // Sixth and seventh, since holdouts 48 and 49 were opened (round 29): "Imperial Walkers" and "Viking
  // Press" are in no catalogue, so they log as written, and a slip in them is logged as written too.
  // Eighth and ninth: round 29's F3 lines read right, holdout 48's "side straddle hops" and "cherry
  // picker", log as written the same way.
  // Tenth: holdout 56's "prowler push" (opened at round 33), also in no catalogue. Eleventh: holdout 57's
  // "Tibialis Raise Single Leg" (opened at round 34), in no catalogue either. Twelfth: holdout 60's
  // "finger curls" (read right since round 35's "(2) 5 rounds"), in no catalogue: "figner curls" is
  // logged as written.
  "a typo in the lift's name": 12,
  'title case': 0,
  '" / " between sets': 2,
  'an en dash after the name': 0,
  // One, read right since round 31: holdout 52's "6:45am 1. Push-ups: FML. …" keeps "1." as a count.
  'a time of day in front': 1,
  // One: holdout 52's "3. 1. Push-ups: FML. …" (round 31), whose second list number reads as a count.
  // (Holdout 44's "3.   • 3 x 4 (135lb) modified deadlift" reads right since round 35: a list number
  // before a bullet numbers the item, journal-layout.)
  'a number in front of a one-line entry': 1,
};

// Two dozen passes over some 1460 lines: tens of seconds when CI shares the machine's two cores, so the
// wall limit is generous (speed lives in bench/ai).
describe('the same real lines, written differently', { timeout: 300_000 }, () => {
  const readRight = LINES.filter((c) => !realMismatch(c, parseJournal(c.text, memberUnit(c))));

  it.each(REWRITES)('reads them the same with %s', (label, rewrite) => {
    const misses = readRight.filter((c) => {
      const text = rewrite(c.text, c);
      return text !== c.text && realMismatch(c, parseJournal(text, memberUnit(c)));
    });
    expect(readRight.length).toBeGreaterThan(1400);
    expect(misses.length).toBeLessThanOrEqual(MOST_MISSED[label] ?? 0);
  });
});
