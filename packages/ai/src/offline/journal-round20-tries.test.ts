/**
 * Round 20: a try told in a sentence, and lifts joined by "and" sharing one scheme.
 * - A try told as failed ("Tried 225 bench for a double but failed", "Tried 405 deadlift, missed it",
 *   "attempted 140kg squat, failed", "Tried 225# bench, no luck") is no set, wherever its lift is named;
 *   the set after it is (journal-attempts cuts it out as a sentence of its own, kind 'failed').
 * - A try told as made ("Went for 225 bench, got it for 1") is the reps it was got for, else the reps
 *   tried ("a double"), else one. A load made after a miss with no count ("missed 405, made 395",
 *   "135kg went up") is a single.
 * - A set whose Nth rep failed is the reps before it ("failed the 3rd rep at 225" = 2 @ 225, "went for 5
 *   at 225 but failed the 5th" = 4). "Missed the last rep" after a scheme keeps the scheme, as before.
 * - Lifts joined by "and", "&", "," or "+" share a scheme written once before or after them, each with
 *   its own load (journal-joined). Decided: a load told once for all goes to the loaded lifts only,
 *   never to a bodyweight move beside them (pull-ups in "Thrusters and pull-ups 21-15-9, 95lb" take
 *   none: a wrong load is worse than a missing one); a load written on the last lift of a scheme-first
 *   line is that lift's alone ("3x12 lat pulldowns and rows @ 120"); a line of bodyweight moves with one
 *   load ("Pull-ups and dips 3x10 @ 25") keeps its reading as weighted sets.
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a try told as failed is no set, the set after it is', () => {
  it.each([
    [
      'a double failed, "instead"',
      'Tried 225 bench for a double but failed, did 205 for 3 instead',
      'lb',
      ['barbell bench press 3@205'],
    ],
    [
      '"missed it", then the pull',
      'Tried 405 deadlift, missed it, pulled 385 x 1 instead',
      'lb',
      ['barbell deadlift 1@385'],
    ],
    ['"and bailed"', 'Went for a 315 squat and bailed, hit 295 for 2', 'lb', ['barbell back squat 2@295']],
    ['"no luck", pound marks', 'Tried 225# bench, no luck. 205# x 3', 'lb', ['barbell bench press 3@205']],
    ['in capitals, "went up"', 'SQUAT - TRIED 405, FAILED. 385 WENT UP.', 'lb', ['barbell back squat 1@385']],
    [
      'kilos, failed at lockout',
      'OHP: attempted 70kg, failed at lockout, then 65kg x 1',
      'kg',
      ['overhead press 1@143.3'],
    ],
    [
      'the lift a heading, sentences apart',
      'Squat\nTried 140kg, missed it. 130kg x 2 after.',
      'kg',
      ['barbell back squat 2@286.601'],
    ],
    [
      'a load made after the failure',
      'attempted 140kg squat, failed, 135kg went up',
      'kg',
      ['barbell back squat 1@297.624'],
    ],
    ['"missed, made"', 'Deadlift: missed 405, made 395', 'lb', ['barbell deadlift 1@395']],
    ['missed twice, kilos', 'Deadlift: missed 180kg twice, made 175kg', 'kg', ['barbell deadlift 1@385.809']],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('a try told as made, or short of its reps, is the set achieved', () => {
  it.each([
    ['"got it for 1"', 'Went for 225 bench, got it for 1', 'lb', ['barbell bench press 1@225']],
    ['"got it!"', 'Deadlift: went for 500, got it!', 'lb', ['barbell deadlift 1@500']],
    [
      'a double tried and made',
      'went for a double at 315 on squat and got it',
      'lb',
      ['barbell back squat 2@315'],
    ],
    [
      'the lift after the load',
      'went for 5 at 225 on bench but only got 4',
      'lb',
      ['barbell bench press 4@225'],
    ],
    ['the load first', 'Bench: tried 315 for 5 but only got 4', 'lb', ['barbell bench press 4@315']],
    ['the 3rd rep failed', 'Bench: failed the 3rd rep at 225', 'lb', ['barbell bench press 2@225']],
    ['the 4th rep, kilos', 'Bench: failed the 4th rep at 100kg', 'kg', ['barbell bench press 3@220.462']],
    [
      'the last rep of a try',
      'Tried 100kg bench for 3 and missed the last rep',
      'kg',
      ['barbell bench press 2@220.462'],
    ],
    [
      'after a set, the 5th failed',
      'bench 185 x 5, went for 205 x 5 but failed the 5th',
      'lb',
      ['barbell bench press 5@185', 'barbell bench press 4@205'],
    ],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('lifts joined by "and" share the scheme written once, each its own load', () => {
  it.each([
    [
      'scheme first, bare loads',
      '3x10 curls 30 and pushdowns 50',
      ['3*barbell curl 10@30', '3*triceps pushdown 10@50'],
    ],
    [
      'the big lifts',
      '5x5 squat 225 and bench 185',
      ['5*barbell back squat 5@225', '5*barbell bench press 5@185'],
    ],
    [
      'three lifts, "and" twice',
      '4x10 leg press 360 and leg curls 90 and calf raises 180',
      ['4*leg press 10@360', '4*lying leg curl 10@90', '4*standing calf raise 10@180'],
    ],
    [
      'under a title',
      'Chest day: 4x8 incline db 60 and flyes 25',
      ['4*incline dumbbell bench press 8@60', '4*dumbbell fly 8@25'],
    ],
    [
      'then a lift with its own sets',
      '3x10 curls 30 and pushdowns 50, then dips 3x12',
      ['3*barbell curl 10@30', '3*triceps pushdown 10@50', '3*dip 12@bw'],
    ],
    [
      'sets of, units and "&"',
      '3 sets of 12 curls @ 25 lbs & hammer curls @ 20 lbs',
      ['3*barbell curl 12@25', '3*hammer curl 12@20'],
    ],
    [
      'a ladder after, a load for the loaded lift',
      'Thrusters and pull-ups 21-15-9, 95lb',
      [
        'dumbbell thruster 21@95',
        'dumbbell thruster 15@95',
        'dumbbell thruster 9@95',
        'pull-up 21@bw',
        'pull-up 15@bw',
        'pull-up 9@bw',
      ],
    ],
    [
      'a ladder first, the load last',
      '21-15-9 thrusters and pull-ups, 95lb',
      [
        'dumbbell thruster 21@95',
        'dumbbell thruster 15@95',
        'dumbbell thruster 9@95',
        'pull-up 21@bw',
        'pull-up 15@bw',
        'pull-up 9@bw',
      ],
    ],
    [
      'a named workout, the load on its lift',
      'Fran: thrusters 95lb and pull-ups 21-15-9',
      [
        'dumbbell thruster 21@95',
        'dumbbell thruster 15@95',
        'dumbbell thruster 9@95',
        'pull-up 21@bw',
        'pull-up 15@bw',
        'pull-up 9@bw',
      ],
    ],
    ['bodyweight moves, no load', '3x10: pull-ups and dips', ['3*pull-up 10@bw', '3*dip 10@bw']],
    [
      'the load on the last lift only',
      '3x12 lat pulldowns and rows @ 120',
      ['3*lat pulldown 12@-', '3*barbell row 12@120'],
    ],
  ] as const)('%s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
  it('kilos, commas', () => {
    expect(brief('5x5 squat 100kg, bench 80kg, row 70kg', 'kg')).toEqual([
      '5*barbell back squat 5@220.462',
      '5*barbell bench press 5@176.37',
      '5*barbell row 5@154.323',
    ]);
  });
});

describe('counter-examples keep their reading', () => {
  it.each([
    [
      'a failed try read right before',
      'Tried 315 bench but failed, did 295 for 2 instead',
      ['barbell bench press 2@295'],
    ],
    [
      'each lift its own count',
      'Squatted 5 sets of 5 with 275 today and pulled 405 for a triple',
      ['5*barbell back squat 5@275', 'barbell deadlift 3@405'],
    ],
    [
      'a list, each lift its own sets',
      'Leg day. Squats 4x8 at 225, then leg press 3x12 at 360, leg extensions 3x15 at 120 and calf raises 4x20.',
      [
        '4*barbell back squat 8@225',
        '3*leg press 12@360',
        '3*leg extension 15@120',
        '4*standing calf raise 20@-',
      ],
    ],
    [
      '"then" sets of chins',
      'OHP 5 sets of 3 at 135, then 3 sets of 10 chins',
      ['5*overhead press 3@135', '3*chin-up 10@bw'],
    ],
    ['a rep missed inside a scheme', 'Squat 5x5 @ 225, missed the last rep.', ['5*barbell back squat 5@225']],
    ['a try that got its reps', 'Bench: tried 225 for 5, got 5', ['barbell bench press 5@225']],
    ['one lift with "and" in its name', '3x5 clean and jerk 135', ['3*clean and jerk 5@135']],
    ['bodyweight moves sharing a load', 'Pull-ups and dips 3x10 @ 25', ['3*pull-up 10@25', '3*dip 10@25']],
    [
      'two lifts, one load after',
      'Squat and bench 5x5 @ 225',
      ['5*barbell back squat 5@225', '5*barbell bench press 5@225'],
    ],
    ['reps got, the next missed', 'Got 225 for 4 on bench, missed the 5th', ['barbell bench press 4@225']],
    ['a try missed, no set', 'Went for 315 and missed it twice.', []],
  ] as const)('%s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
  it('kilos, each its own scheme', () => {
    expect(brief('Did 5x5 on squat with 100 kg and 3x5 bench with 80', 'kg')).toEqual([
      '5*barbell back squat 5@220.462',
      '3*barbell bench press 5@176.37',
    ]);
  });
});
