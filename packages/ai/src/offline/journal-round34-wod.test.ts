/**
 * Round 34, class write-ups and plain talk left by round 33's probes (lines of my own, in the ways
 * lifters write them):
 * - "5 pull-ups + 10 push-ups + 15 squats": a plus between counted moves parts the list as a comma does
 *   (journal-separators); before, "+ 10" read as a load added to the pull-ups and the rest was lost;
 * - "EMOM 10: 3 power cleans @ 185, 3 burpees", "Every minute for 10 minutes: 5 pull-ups, 10 push-ups":
 *   two moves or more on the clock are all done each time, a round of them (workTimes in
 *   journal-every-interval); a bare "EMOM 10:" is ten minutes (journal-every-minute);
 * - "10 KB swings 24kg, 10 goblet squats 24kg, 3 rounds" and "3x: …": the rounds told after a comma or as
 *   "3x:" before a list of counted moves (journal-segments); not after a list of schemes ("Bench 3x8, rows
 *   3x10, 3 rounds" reads as it did);
 * - "Hit 225 on bench for 3", "went up to 180 on deadlift for 1": a load "on" a lift, then its reps
 *   (journal-phrasing); before, the load was read as the reps;
 * - "pull ups till failure": "till", "til" and "untill" failure are "to failure" (journal-spelling), so the
 *   move is no longer named "Pull Ups Till Failure".
 * Left: "squat 100kgs 3 sets of 5 reps and 1 set of 8 reps at 80kgs" (a load before two schemes) still
 * splits wrong, "Squat 5x5 + 2 back-off sets" reads 2 as a load, "Hack squat 3x10 with 2 plates each
 * side" has no load (a sled's own weight is not told), "Cindy: 14 rounds" is a move named Cindy.
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectCheapToRead } from '../test-support/cpu-budget.ts';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('counted moves joined by a plus', () => {
  it.each([
    [
      '5 pull-ups + 10 push-ups + 15 squats x 20 rounds',
      ['20*pull-up 5@bw', '20*push-up 10@bw', '20*bodyweight squat 15@bw'],
    ],
    [
      '10 burpees + 20 air squats + 30 sit-ups, 5 rounds',
      ['5*burpee 10@bw', '5*bodyweight squat 20@bw', '5*sit-up 30@bw'],
    ],
    ['5 rounds: 10 burpees + 20 air squats', ['5*burpee 10@bw', '5*bodyweight squat 20@bw']],
    [
      '3x: 10 KB swings 24kg + 10 goblet squats 24kg',
      ['3*kettlebell swing 10@52.911', '3*goblet squat 10@52.911'],
      'kg',
    ],
    [
      'AMRAP 15 min: 5 pull-ups + 10 push-ups + 15 squats - 12 rounds',
      ['12*pull-up 5@bw', '12*push-up 10@bw', '12*bodyweight squat 15@bw'],
    ],
  ] as const)('%s', (text, rows, unit: 'lb' | 'kg' = 'lb') => {
    expect(brief(text, unit)).toEqual(rows);
  });

  it.each([
    // A load added to a lift, an AMRAP's extra reps: no second move.
    ['Pullups BW + 20 kg 3x5', ['3*pull-up 5@44.092'], 'kg'],
    ['Dips BW + 25 lbs 3x8', ['3*dip 8@25']],
    ['Pull-ups + 25 x 5', ['pull-up 5@25']],
    [
      'as many rounds as possible in 20 minutes:\n\n10 pullups\n10 thrusters, 65lbs\n\n13 rounds + 10 pullups',
      ['14*pull-up 10@bw', '13*dumbbell thruster 10@65'],
    ],
  ] as const)('keeps %s', (text, rows, unit: 'lb' | 'kg' = 'lb') => {
    expect(brief(text, unit)).toEqual(rows);
  });
});

describe('moves on a clock, and rounds told after the list', () => {
  it.each([
    ['EMOM 10: 3 power cleans @ 185, 3 burpees', ['10*power clean 3@185', '10*burpee 3@bw']],
    ['EMOM 10 min: 3 power cleans @ 185 + 3 burpees', ['10*power clean 3@185', '10*burpee 3@bw']],
    [
      'Every minute on the minute for 10 minutes: 5 pull-ups + 10 push-ups',
      ['10*pull-up 5@bw', '10*push-up 10@bw'],
    ],
    ['Every minute for 8 minutes: 3 cleans @ 135, 6 push-ups', ['8*power clean 3@135', '8*push-up 6@bw']],
    ['E2MOM x 6: 3 back squats @ 225, 5 box jumps', ['6*barbell back squat 3@225', '6*box jump 5@bw']],
    [
      '10 KB swings 24kg, 10 goblet squats 24kg, 3 rounds',
      ['3*kettlebell swing 10@52.911', '3*goblet squat 10@52.911'],
      'kg',
    ],
    ['4x: 15 wall balls 20lb, 10 box jumps', ['4*Wall Balls 15@20', '4*box jump 10@bw']],
  ] as const)('%s', (text, rows, unit: 'lb' | 'kg' = 'lb') => {
    expect(brief(text, unit)).toEqual(rows);
  });

  it.each([
    // One move on the clock is that many sets of it; schemes in a list are no circuit.
    ['EMOM 12 min: 5 deadlifts @ 275', ['12*barbell deadlift 5@275']],
    ['Every 2 min x 5: 3 front squats @ 185', ['5*front squat 3@185']],
    ['EMOM 10: 3 sit-ups', ['10*sit-up 3@bw']],
    ['Bench 3x8, rows 3x10, 3 rounds', null],
  ] as const)('keeps %s', (text, rows) => {
    if (rows) expect(brief(text)).toEqual(rows);
    else expect(parseJournal(text, 'lb').sets.filter((s) => s.name.includes('bench')).length).toBeLessThan(9);
  });
});

describe('a load on a lift, then its reps', () => {
  it.each([
    ['Hit 225 on bench for 3', ['barbell bench press 3@225']],
    ['went up to 180 on deadlift for 1', ['barbell deadlift 1@180']],
    ['got 100kg on the squat for a double', ['barbell back squat 2@220.462'], 'kg'],
    ['Went up to 100kg on squat for 2', ['barbell back squat 2@220.462'], 'kg'],
    ['I hit 315 on deadlift for 5 reps', ['barbell deadlift 5@315']],
    ['did 225 on the bench for 3 sets of 5', ['3*barbell bench press 5@225']],
  ] as const)('%s', (text, rows, unit: 'lb' | 'kg' = 'lb') => {
    expect(brief(text, unit)).toEqual(rows);
  });

  it.each([
    ['put 225 on the bar for 5', []],
    ['5 on the treadmill for 30 minutes', ['Treadmill -@-']],
    ['worked up to 315 on squat for a single', ['barbell back squat 1@315']],
  ] as const)('keeps %s', (text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('till failure', () => {
  it.each([
    ['Did pull ups till failure 3 sets', ['3*pull-up -@bw']],
    ['Dips untill failure, 2 sets', ['2*dip -@bw']],
    ['Rows till failure, 3 sets of 40 lbs', ['3*barbell row -@40']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it('keeps the words of a note', () => {
    expect(parseJournal('I lifted until failure', 'lb').note).toBe('I lifted until failure');
  });
});

describe('hostile input', () => {
  it.each([
    ['pluses', '5 pull-ups + '.repeat(400)],
    ['pluses without counts', 'a b + '.repeat(800)],
    ['clock over a long list', `EMOM 2: ${'3 burpees, '.repeat(450)}`],
    ['rounds after a long list', `${'10 burpees, '.repeat(450)}2 rounds`],
    ['loads on lifts', '225 on bench for '.repeat(300)],
    ['till', 'til '.repeat(1200)],
  ])('reads %s of 5,000 characters in under 500 ms', (_, text) => {
    expectCheapToRead([text], (input) => parseJournal(input, 'lb'));
  });
});
