/**
 * Round 19: sets counted before a plan or a story in the same sentence are today's. "Squat 3x5 @ 225,
 * next week 235" had logged nothing: the sentence read as a plan, whole. Now the clauses before the
 * one about another day (a plan, a goal, last week) keep their sets, and only the rest is a remark
 * (journal-clauses' doneThenTold). A sentence that is a plan or a story from its first clause, a failed
 * try, an example or another lifter's numbers is still decided whole.
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('sets counted before a plan in the same sentence are logged', () => {
  it.each([
    ['a plan after a comma', 'Squat 3x5 @ 225, next week 235', ['3*barbell back squat 5@225']],
    [
      'a remark, then a plan',
      'Squat 3x5 @ 225 lbs, felt easy, next time 230',
      ['3*barbell back squat 5@225'],
    ],
    ['"should go up"', 'Bench 3x5 185, should go up to 190 next week', ['3*barbell bench press 5@185']],
    ['last year after a comma', 'Bench 3x5 185, last year I did 225 for 5', ['3*barbell bench press 5@185']],
    ['"up from" last week', 'Row 4x8 @ 135, up from 125 last week', ['4*barbell row 8@135']],
    ['a goal after a dash', 'Deadlift 1x5 @ 315 - goal is 405 by summer', ['barbell deadlift 5@315']],
    [
      'kilos, then the plan',
      'Front squat 5x3 @ 80kg, aiming for 85kg next session',
      ['5*front squat 3@176.37'],
    ],
    [
      'a ramp, then the plan',
      'OHP 95x5, 105x5, 115x3, next time 120',
      ['overhead press 5@95', 'overhead press 5@105', 'overhead press 3@115'],
    ],
    ['bodyweight sets, then a goal', 'Pull-ups 3x8, want to get to 12 by next month', ['3*pull-up 8@bw']],
    [
      'two lifts, a plan at the end',
      'Squat 3x5 @ 225, bench 3x5 @ 185, next week add 5 to both',
      ['3*barbell back squat 5@225', '3*barbell bench press 5@185'],
    ],
    ['a lower-case line', 'curls 3x12 @ 30, next time try 35', ['3*barbell curl 12@30']],
    [
      'a plan after "felt heavy"',
      'Leg press 3x10 @ 360, felt heavy, stay here next week',
      ['3*leg press 10@360'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a sentence that is a plan or a story from its start is still not logged', () => {
  it.each([
    ['a plan from the first clause', 'Next week: squat 3x5 @ 235, bench 3x5 @ 190'],
    ['a wish', 'I want to squat 3x5 @ 235, then bench'],
    ['last week first', 'Last week I did 3x5 @ 225, this week 235'],
    ['a failed try, told on', "I attempted 340 for my first set of squats, and I wasn't even close"],
  ])('%s', (_, text) => {
    expect(brief(text)).toEqual([]);
  });
});
