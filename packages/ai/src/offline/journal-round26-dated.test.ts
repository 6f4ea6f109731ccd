/**
 * Round 26 (taken from the r26table branch; its table rows and ramps stay on that branch, not green):
 * - "200 back squats at #83", "5x5 @ #225": "#" before a number after "at" or "@" is pounds, as after it
 *   (journal-marks). "Set #2", "Exercise #3" number a set or a lift and are no load.
 * - "Barbell Squat 300lb x 1 rep Feb 2014 Barbell Deadlift 435lb …": a month and its year right after a
 *   set date it as a record is dated: history, no set today (journal-calendar). The date also ends the
 *   lift's clause, so the lift after it is its own, not the first lift again. A month and year told
 *   elsewhere ("best since May 2019") or a day of the month ("on Feb 3") leave the set as it is.
 * Real lines from holdout 50 first, then lines written by us. Rows as in journal-general.test.ts:
 * "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines (holdout 50)', () => {
  it.each([
    ['200 back squats at #83.', ['barbell back squat 200@83']],
    [
      'Barbell Squat 300lb x 1 rep Feb 2014 Barbell Deadlift 435lb x 1 rep Feb 2014 Bench Press 200lb x 1 rep Feb 2013 Overhead Press 155 x 3 reps July 2013',
      [],
    ],
  ] as const)('%s', (text, rows) => {
    expect(brief(text, 'lb')).toEqual([...rows]);
  });
});

describe('the same, in other lifters’ ways, written by us', () => {
  it.each([
    ['Bench 3x8 @ #135', ['3*barbell bench press 8@135']],
    ['Squat 5x5 at #225', ['5*barbell back squat 5@225']],
    ['Deadlift 1x5 @#315', ['barbell deadlift 5@315']],
    ['Front squat 5x3 @ #155', ['5*front squat 3@155']],
    ['Bench 225x1 (Jan 2020)', []],
    ['Squat 405 x 1 rep Dec 2018', []],
    ['Deadlift 500x1, March 2021', []],
    ['Deadlift 405x1 Mar 2019, Squat 365x1 Jan 2019', []],
    ['Old numbers: Bench Press 225 x 1 rep Aug 2015 Squat 315 x 2 reps Sept 2015', []],
  ] as const)('%s', (text, rows) => {
    expect(brief(text, 'lb')).toEqual([...rows]);
  });
});

describe('near lines that keep their reading', () => {
  it.each([
    ['Set #2: squat 5x225', ['barbell back squat 5@225']],
    ['Exercise #3: rows 3x10 @ 95', ['3*barbell row 10@95']],
    ['Curls 3x10 at 25#', ['3*barbell curl 10@25']],
    ['Squat 3x5 @ 225 on Feb 3', ['3*barbell back squat 5@225']],
    ['Bench 5x5 @ 185, best since May 2019', ['5*barbell bench press 5@185']],
    ['Squat 3x5 225 today. Felt good.', ['3*barbell back squat 5@225']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text, 'lb')).toEqual([...rows]);
  });
});
