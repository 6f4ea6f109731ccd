/**
 * Round 35, round 34's leftovers in lines of my own, in the ways lifters write them:
 * - "squat 100kg 3 sets of 5 and 1 set of 8 at 80kg": a load before a count of sets and one after the last
 *   set told are two loads, each its own sets' (journal-counts); before, the sets were merged into one list
 *   of four at a load of neither;
 * - "Squat 5x5 + 2 back-off sets", "Bench 3x8 plus 2 drop sets of 10 at 135": more sets counted after a plus
 *   are sets of their own (journal-separators); before, the 2 was a load added to the 5x5;
 * - CrossFit's benchmark workouts by name and score, "Fran 4:32 (95 lb)", "Cindy 18+5", "DT - 12:41 @ 135":
 *   written out as their published moves (journal-benchmarks); before, they logged nothing or a move named
 *   "Cindy". The prescribed load is not assumed: a barbell move takes the load the athlete wrote, or none.
 * - "10 burpees" / "20 air squats" / "x3" then "Bench 3x5 @ 185": a lift named first with its own sets ends
 *   the circuit's rows (journal-block-heading); before, the count of rounds reached it (nine sets).
 * Left: "Hack squat 3x10 with 2 plates each side" has no load (a sled's own weight is not told), and
 * "bicep curl (30 lb)" is a barbell curl (the writer's other lines would have to say it was dumbbells).
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectCheapToRead } from '../test-support/cpu-budget.ts';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('a load before the sets and another after the last', () => {
  it.each([
    [
      'squat 100kgs 3 sets of 5 reps and 1 set of 8 reps at 80kgs',
      ['3*barbell back squat 5@220.462', 'barbell back squat 8@176.37'],
    ],
    [
      'bench 80kg 3 sets of 8, then 1 set of 12 at 60kg',
      ['3*barbell bench press 8@176.37', 'barbell bench press 12@132.277'],
    ],
    [
      'Deadlift 140 kg 2 sets of 3 plus one set of 6 @ 120 kg',
      ['2*barbell deadlift 3@308.647', 'barbell deadlift 6@264.554'],
    ],
    [
      'rows 60kg 4 sets of 10 and 1 set of 15 at 50kg',
      ['4*barbell row 10@132.277', 'barbell row 15@110.231'],
    ],
  ] as const)('%j (loads kept in pounds)', (text, want) => {
    expect(brief(text, 'kg')).toEqual(want);
  });

  // Counter-examples: one load for every set, said once before or after, stays every set's.
  it.each([
    [
      'Calf raises with 50 lbs. 2 sets of 15 and one set of 30',
      ['2*standing calf raise 15@50', 'standing calf raise 30@50'],
    ],
    [
      'squat 3 sets of 5 reps and 1 set of 8 reps at 185',
      ['3*barbell back squat 5@185', 'barbell back squat 8@185'],
    ],
    [
      'bench 185 3 sets of 8 and one more set of 6',
      ['3*barbell bench press 8@185', 'barbell bench press 6@185'],
    ],
    [
      'squat 3 sets of 5 reps at 225 and 1 set of 8 reps at 185',
      ['3*barbell back squat 5@225', 'barbell back squat 8@185'],
    ],
  ] as const)('%j keeps its one load', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('more sets counted after a plus', () => {
  it.each([
    ['Squat 5x5 + 2 back-off sets', ['5*barbell back squat 5@-', '2*barbell back squat -@-']],
    ['Squat 5x5 @ 225 + 2 back-off sets', ['5*barbell back squat 5@225', '2*barbell back squat -@-']],
    [
      'Squat 5x5 @ 225 plus 2 back-off sets of 8 at 185',
      ['5*barbell back squat 5@225', '2*barbell back squat 8@185'],
    ],
    ['Bench 3x8 + 2 drop sets', ['3*barbell bench press 8@-', '2*barbell bench press -@-']],
    ['Dips 3x10 + 2 sets to failure', ['3*dip 10@bw', '2*dip -@bw']],
    ['Squat 5x5 + 2 sets of 8 @ 185', ['5*barbell back squat 5@-', '2*barbell back squat 8@185']],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });

  // Counter-examples: a plus before a load, or before reps, adds to the set.
  it.each([
    ['Chin-ups 3x8 +25', ['3*chin-up 8@25']],
    ['Pull-ups BW + 25 lbs 3x5', ['3*pull-up 5@25']],
    [
      '5 pull-ups + 10 push-ups + 15 squats x 20 rounds',
      ['20*pull-up 5@bw', '20*push-up 10@bw', '20*bodyweight squat 15@bw'],
    ],
  ] as const)('%j keeps its plus', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('benchmark workouts by name and score', () => {
  it.each([
    [
      'Fran 4:32 (95 lb)',
      [
        'barbell thruster 21@95',
        'barbell thruster 15@95',
        'barbell thruster 9@95',
        'pull-up 21@bw',
        'pull-up 15@bw',
        'pull-up 9@bw',
      ],
    ],
    ['Cindy: 14 rounds', ['14*pull-up 5@bw', '14*push-up 10@bw', '14*bodyweight squat 15@bw']],
    ['Cindy 18+5', ['18*pull-up 5@bw', '18*push-up 10@bw', '18*bodyweight squat 15@bw', 'pull-up 5@bw']],
    [
      'Cindy - 14 rounds + 12',
      ['14*pull-up 5@bw', '14*push-up 10@bw', '14*bodyweight squat 15@bw', 'pull-up 5@bw', 'push-up 7@bw'],
    ],
    [
      'Did Mary: 9 rounds + 7',
      [
        '9*handstand push-up 5@bw',
        '9*pistol squat 10@bw',
        '9*pull-up 15@bw',
        'handstand push-up 5@bw',
        'pistol squat 2@bw',
      ],
    ],
    ['Helen 11:20', ['3*Running -@-', '3*kettlebell swing 21@-', '3*pull-up 12@bw']],
    ['DT - 12:41 @ 135', ['5*barbell deadlift 12@135', '5*hang clean 9@135', '5*push jerk 6@135']],
    [
      'Murph 45:12',
      ['Running -@-', 'pull-up 100@bw', 'push-up 200@bw', 'bodyweight squat 300@bw', 'Running -@-'],
    ],
    ['Grace 3:10 @ 135', ['clean and jerk 30@135']],
    [
      'Diane 7:12 (155#)',
      [
        'barbell deadlift 21@155',
        'barbell deadlift 15@155',
        'barbell deadlift 9@155',
        'handstand push-up 21@bw',
        'handstand push-up 15@bw',
        'handstand push-up 9@bw',
      ],
    ],
    ['Barbara 28:44', ['5*pull-up 20@bw', '5*push-up 30@bw', '5*sit-up 40@bw', '5*bodyweight squat 50@bw']],
    ['Nancy scaled 19:30', ['5*Running -@-', '5*overhead squat 15@-']],
    [
      'WOD: Fran for time 5:01, 65 lb\nBench 3x5 @ 185',
      [
        'barbell thruster 21@65',
        'barbell thruster 15@65',
        'barbell thruster 9@65',
        'pull-up 21@bw',
        'pull-up 15@bw',
        'pull-up 9@bw',
        '3*barbell bench press 5@185',
      ],
    ],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });

  it('keeps the name and the time as the note', () => {
    expect(parseJournal('Fran 4:32 (95 lb)', 'lb').note).toBe('Fran 4:32');
    expect(
      parseJournal('Helen 11:20 with the 24kg bell', 'kg').sets.filter((s) => s.weight === 52.911),
    ).toHaveLength(3);
  });

  // Counter-examples: a name with no score is a person, and "barbell thrusters" alone is the barbell move.
  it.each([
    ['Grace and I squatted 3x5 @ 135', ['3*barbell back squat 5@135']],
    ['Helen said I should deadlift 3x5 at 225', ['3*barbell deadlift 5@225']],
    ['Karen spotted me on bench 3x5 @ 185', ['3*barbell bench press 5@185']],
    ['barbell thrusters 3x10 @ 75', ['3*barbell thruster 10@75']],
    ['thrusters 3x10 @ 25', ['3*dumbbell thruster 10@25']],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('a lift with its own sets after a circuit', () => {
  // Before, the circuit's count of rounds reached the lift: "Bench 3x5" after "x3" was nine sets.
  it.each([
    [
      '10 burpees\n20 air squats\nx3\n\nBench 3x5 @ 185',
      ['3*burpee 10@bw', '3*bodyweight squat 20@bw', '3*barbell bench press 5@185'],
    ],
    [
      '10 burpees\n20 air squats\nx3\nBench 3x5 @ 185',
      ['3*burpee 10@bw', '3*bodyweight squat 20@bw', '3*barbell bench press 5@185'],
    ],
    [
      'AMRAP 12:\n10 burpees\n20 air squats\n(completed 4 rounds + 2)\nSquat: 5x5 @ 225',
      ['4*burpee 10@bw', '4*bodyweight squat 20@bw', '5*barbell back squat 5@225'],
    ],
    // Counter-examples: a move of the round written name first with its count stays in the round.
    ['3 rounds:\n10 push-ups\nBurpees x 10', ['3*push-up 10@bw', '3*burpee 10@bw']],
    ['3 rounds:\n400m run\n20 sit-ups', ['3*Running -@-', '3*sit-up 20@bw']],
    ['3 rounds:\n10 burpees\nPlank: 1 x 45 sec', ['3*burpee 10@bw', '3*plank -@bw']],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

// journal-normalize's older "emom N" rule reads these separators, which journal-every-minute's EMOM_BARE does
// not: taking the rule out (tried this round, to keep one place that knows a bare EMOM's count) broke six of
// these seven, and no test had said so. They stay pinned until every-minute reads them itself.
describe('an EMOM count before its work, however parted', () => {
  it.each([
    ['EMOM 10 - 3 power cleans @ 185', ['10*power clean 3@185']],
    ['emom 10 x 3 deadlifts at 225', ['10*barbell deadlift 3@225']],
    ['EMOM 12, 5 pull-ups', ['12*pull-up 5@bw']],
    ['emom for 10: 3 squats @ 225', ['10*barbell back squat 3@225']],
    ['Deadlift emom 10 x 3 @ 225', ['10*barbell deadlift 3@225']],
    ['Power cleans EMOM 8 - 2 @ 135', ['8*power clean 2@135']],
    ['squat emom 10min x 2 @ 100kg', ['10*barbell back squat 2@220.462']],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('hostile input', () => {
  it('5,000 characters aimed at the new readers', () => {
    expectCheapToRead(
      [
        `Cindy ${'1 + '.repeat(1200)}`,
        `Fran ${'rx '.repeat(1600)}4:32`,
        `${'Cindy 18+5\n'.repeat(450)}`,
        `squat 100kg ${'3 sets of 5 and 1 set of 8 '.repeat(180)}at 80kg`,
        `Squat 5x5 ${'+ 2 sets '.repeat(600)}`,
        `${'plus 2 drop sets '.repeat(300)}`,
        `Murph ${'(, '.repeat(1600)}45:12`,
        `10 burpees\n20 squats\nx3\n${'Bench press row '.repeat(300)}3x5`,
        `3 rounds:\n10 burpees\n${'ab '.repeat(1600)}3x5`,
      ],
      (text) => parseJournal(text, 'lb'),
    );
  });
});
