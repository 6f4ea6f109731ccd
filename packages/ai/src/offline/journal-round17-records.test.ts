/**
 * Round 17: a record or a max tells its reps, its marks are not digits, and what failed is not a set
 * (journal-records for records and marks, journal-achieved's sentenceKind 'failed' for a failed try).
 * "nRM", "n-rep max", "three rep max", "3x max" is n reps at the load told with it; "pull 635x3" is
 * the deadlift; a mark glued to a set ("405x1PR", "300(PR)") is split off and a set marked failed
 * ("315(f)") goes; a sentence telling one load that was dumped, missed or not even close is no set.
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a record or a max tells its reps', () => {
  it.each([
    [
      'load then "1RM" in brackets',
      'Finally got a new squat PR today (275 1RM)!',
      ['barbell back squat 1@275'],
    ],
    [
      '"5RM at" a load with its unit',
      'Bench felt strong, new 5RM at 185 lbs.',
      ['barbell bench press 5@185'],
    ],
    [
      '"2-rep max", the load after a colon',
      'Hit my first ever 2-rep max on the deadlift: 365.',
      ['barbell deadlift 2@365'],
    ],
    [
      '"3RM test", the load later in the sentence',
      'Overhead press 3RM test today, ended at 135 lbs.',
      ['overhead press 3@135'],
    ],
    ['"three rep max of"', 'Worked up to a three rep max of 225 on front squats.', ['front squat 3@225']],
    ['"1RM for" the lift "@" a load', 'Tested my new 1RM for deadlift @ 405.', ['barbell deadlift 1@405']],
    [
      'a list of loads after "1RM" is singles',
      '1RM chin-ups with a belt: 25-35-45-50',
      ['chin-up 1@25', 'chin-up 1@35', 'chin-up 1@45', 'chin-up 1@50'],
    ],
    ['"at five reps" after the load', 'Benched 205 at five reps.', ['barbell bench press 5@205']],
    [
      '"pull" with a load is the deadlift, "2-inch" no number of the set',
      'I was able to pull 500x2 from a 2-inch deficit.',
      ['barbell deadlift 2@500'],
    ],
    ['"pulled" a load "for a triple"', 'Pulled 455 for a triple with no straps.', ['barbell deadlift 3@455']],
    [
      '"dead lifted" in two words, "4x max"',
      'For my 4x max I dead lifted 300 lbs, felt okay.',
      ['barbell deadlift 4@300'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a mark glued to a set is not one of its digits; a set marked failed is none', () => {
  it.each([
    [
      '"PR" glued to the reps',
      'Deadlift 315x5, 365x3, 405x1PR',
      ['barbell deadlift 5@315', 'barbell deadlift 3@365', 'barbell deadlift 1@405'],
    ],
    ['"PB" glued, then "!"', 'Squat 405x1PB!', ['barbell back squat 1@405']],
    [
      '"(PR)" and "(f)" marks',
      'Squat 225x5, 275x3, 300x1(PR), 315x1(f)',
      ['barbell back squat 5@225', 'barbell back squat 3@275', 'barbell back squat 1@300'],
    ],
    [
      '"(missed)" after a single',
      'Bench 185x3, 205x1, 215x1 (missed)',
      ['barbell bench press 3@185', 'barbell bench press 1@205'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('what failed is not a set', () => {
  it.each([
    ['"bailed on it"', 'Tried 315 on the bench and bailed on it.', []],
    ['"did not even budge"', 'Went for 500 on deadlift but it did not even budge.', []],
    ['"Missed" a load', 'Missed 245 twice on the press.', []],
    ['"x total fail"', 'Deadlift 600 x total fail.', []],
    [
      'a set matching the old PR, then one dumped',
      'Squatted 315 for a single, matching my old PR. Dumped 325 on the pins.',
      ['barbell back squat 1@315'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('counter-examples keep their reading', () => {
  it.each([
    [
      'a percentage of the 1RM is a scale',
      'Bench 5x5 at 80% of my 1RM, 185 lbs.',
      ['5*barbell bench press 5@185'],
    ],
    [
      'a missed rep inside a scheme keeps the sets',
      'Squat 5x5 @ 225, missed the last rep.',
      ['5*barbell back squat 5@225'],
    ],
    ['a rack pull is no deadlift', 'Rack pulls 405x5, 455x3.', ['rack pull 5@405', 'rack pull 3@455']],
    ['a "Pull" day at a time of day', 'Pull 18:30. Pull-ups 3x10.', ['3*pull-up 10@bw']],
    [
      'failing a lift at a load, reps told after',
      'I failed squats at 150. My reps were 5, 3, 3.',
      ['barbell back squat 5@150', '2*barbell back squat 3@150'],
    ],
    ['an estimated max after a set', 'Squat 345x5 (~402 e1RM)', ['barbell back squat 5@345']],
    [
      'sets to failure are sets',
      'Deadlift 3 sets to failure with 135: 12, 10, 8.',
      ['barbell deadlift 12@135', 'barbell deadlift 10@135', 'barbell deadlift 8@135'],
    ],
    [
      '"my old PR of" a load is history',
      'Deadlifts today. I tied my old PR of 200 on Monday. Today I pulled 205.',
      ['barbell deadlift 1@205'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
