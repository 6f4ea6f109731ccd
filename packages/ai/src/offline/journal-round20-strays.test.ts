/**
 * Round 20: numbers that are not sets but got logged, and separators between two lifts.
 * - The hour a lifter came in, woke or trained, written with no "am"/"pm" ("Got to the gym at 6,
 *   squat 3x5 225") logged a set "?x6": after a word of arriving, waking or training, an hour of the
 *   clock is a time (journal-calendar). Words before a sentence end or a spaced dash that name no lift
 *   ("Woke up and trained. Deadlift") are a remark, not the lift's label (journal-logbook).
 * - A date in digits before the lift with a dash or a weekday ("12/3 - Squat", "Mon 3/12 squat",
 *   "12.3 - squat") logged 12 and 3 reps: it is a date (journal-calendar), at face value too.
 * - "Pullups 3x max: 12, 9, 8" read as a 3RM at +12, +9, +8: a list of bare counts after "N x max" that
 *   does not climb all the way is the reps of sets to failure (journal-records, journal-asides).
 * - "curls 3x12 30lb / triceps pushdown 3x12 50lb" logged six curls at 50: a spaced slash, plus or a
 *   superset's "with" between a set and a named lift starts the next lift (journal-segments).
 * Decided: "curls / pushdowns 3x12" (one scheme after two lifts parted by a spaced slash or plus) is
 * both lifts' scheme, as "curls and pushdowns 3x12" was; a slash between two lifts for the same main
 * muscle ("RDL / SLDL", "Pull-up / chin-up") names one lift two ways and stays one lift, never twice the
 * sets. "A and B 3x12 30/50" gives each lift its load in order. "3x max: 225, 245, 265" (climbing)
 * keeps its 3RM loads. "10/8 - squat 225" is a date now, as "10/8 squat 225" was: no set.
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('an hour, a date or a list of reps to failure is no set of its own', () => {
  it.each([
    ['arrival hour, comma', 'Got to the gym at 6, squat 3x5 225', ['3*barbell back squat 5@225']],
    [
      'arrival hour, full stop, kg',
      'got to the gym around 7. bench 5x5 80kg',
      ['5*barbell bench press 5@176.37'],
    ],
    ['capitals', 'HIT THE GYM AT 6, SQUAT 3X5 225', ['3*barbell back squat 5@225']],
    ['hour then a dash', 'got to gym at 7 - bench 5x5 185', ['5*barbell bench press 5@185']],
    [
      'woke up, then a sentence',
      'Woke up at 5 and trained. Deadlift 1x5 140kg',
      ['barbell deadlift 5@308.647'],
    ],
    ['trained at, a dash', 'Trained at 6 - squat 3x5 100kg', ['3*barbell back squat 5@220.462']],
    [
      'a block under the hour',
      'Gym at 6\nSquat 3x5 225\nBench 3x5 185',
      ['3*barbell back squat 5@225', '3*barbell bench press 5@185'],
    ],
    ['date, dash', '12/3 - Squat 3x5 225', ['3*barbell back squat 5@225']],
    ['date with year, dash', '12/3/24 - Squat 3x5 225', ['3*barbell back squat 5@225']],
    ['weekday and date', 'Mon 3/12 squat 3x5 225', ['3*barbell back squat 5@225']],
    ['dotted date, dash', '12.3 - squat 3x5 225', ['3*barbell back squat 5@225']],
    [
      'date, double dash, a block',
      '3/12 -- squat 3x5 225\nbench 3x5 185',
      ['3*barbell back squat 5@225', '3*barbell bench press 5@185'],
    ],
    ['x max, colon', 'Pullups 3x max: 12, 9, 8', ['pull-up 12@bw', 'pull-up 9@bw', 'pull-up 8@bw']],
    ['x max, brackets', 'Push-ups 3 x max (20, 18, 15)', ['push-up 20@bw', 'push-up 18@bw', 'push-up 15@bw']],
    ['x max, slashes', 'Pushups 3xMax (20/18/15)', ['push-up 20@bw', 'push-up 18@bw', 'push-up 15@bw']],
    [
      'x failure, a rep more',
      'Push ups 3 x failure: 20, 22, 18',
      ['push-up 20@bw', 'push-up 22@bw', 'push-up 18@bw'],
    ],
    [
      'x max with an added load',
      'Weighted pull-ups 3x max @ +25: 8, 6, 5',
      ['pull-up 8@25', 'pull-up 6@25', 'pull-up 5@25'],
    ],
    ['x max, one set short', 'Chin-ups 3x max: 10, 8', ['chin-up 10@bw', 'chin-up 8@bw']],
    [
      'superset, slash',
      'Superset: curls 3x12 30lb / triceps pushdown 3x12 50lb',
      ['3*barbell curl 12@30', '3*triceps pushdown 12@50'],
    ],
    ['slash, @', 'Curls 3x12 @30 / Pushdowns 3x12 @50', ['3*barbell curl 12@30', '3*triceps pushdown 12@50']],
    [
      'slash, kg',
      'Squat 5x5 100kg / bench 5x5 80kg',
      ['5*barbell back squat 5@220.462', '5*barbell bench press 5@176.37'],
    ],
    [
      'superset with "with"',
      'superset curls 3x12 30lb with triceps pushdown 3x12 50lb',
      ['3*barbell curl 12@30', '3*triceps pushdown 12@50'],
    ],
    ['shared scheme, slash', 'curls / pushdowns 3x12', ['3*barbell curl 12@-', '3*triceps pushdown 12@-']],
    ['shared scheme, plus', 'SS curls + pushdowns 3x12', ['3*barbell curl 12@-', '3*triceps pushdown 12@-']],
    [
      'shared scheme, a load each',
      'Leg ext & leg curl 3x15 100/80 lbs',
      ['3*leg extension 15@100', '3*lying leg curl 15@80'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('lines that look alike keep their reading', () => {
  it.each([
    [
      'three lifts on a line',
      'Squat 3x5 225; Bench 3x5 185; Row 3x5 155',
      ['3*barbell back squat 5@225', '3*barbell bench press 5@185', '3*barbell row 5@155'],
    ],
    [
      'loads parted by slashes',
      'Bench 185/195/205 x 5',
      ['barbell bench press 5@185', 'barbell bench press 5@195', 'barbell bench press 5@205'],
    ],
    ['reps parted by slashes', 'OHP 95 5/5/5', ['3*overhead press 5@95']],
    [
      'load/reps pairs',
      'Squat 60/5, 80/5, 100/5',
      ['barbell back squat 5@60', 'barbell back squat 5@80', 'barbell back squat 5@100'],
    ],
    ['a reps list', 'Pullups: 8, 7, 6', ['pull-up 8@bw', 'pull-up 7@bw', 'pull-up 6@bw']],
    ['week and day', 'Week 2 Day 1 - Squat 3x5 225', ['3*barbell back squat 5@225']],
    ['a weigh-in', 'Weighed in at 182, bench 3x5 185', ['3*barbell bench press 5@185']],
    [
      'a program named in digits',
      '5/3/1 - Squat 5/3/1 225 245 265',
      ['barbell back squat 5@225', 'barbell back squat 3@225', 'barbell back squat 1@225'],
    ],
    // 10 lb is lighter than any bar: the curl is a dumbbell's (round 29, journal-light-bar).
    ['a load with "at" after a lift', 'Curls at 10 lbs 3x12', ['3*dumbbell curl 12@10']],
    [
      'a climbing 3RM list',
      'Squat 3x max: 225, 245, 265',
      ['barbell back squat 3@225', 'barbell back squat 3@245', 'barbell back squat 3@265'],
    ],
    ['a 3RM told in a sentence', 'In my 3x max, I dead lifted 275lbs', ['barbell deadlift 3@275']],
    [
      'sets parted by a slash',
      'Squat 225x5 / 245x3',
      ['barbell back squat 5@225', 'barbell back squat 3@245'],
    ],
    ['a remark after a slash', 'Squat 3x5 225 / felt heavy', ['3*barbell back squat 5@225']],
    ['one lift two ways', 'RDL / SLDL 3x8 135', ['3*RDL SLDL 8@135']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
