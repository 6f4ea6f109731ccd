/**
 * Round 31, scheme then its loads: CrossFit and class write-ups give the rep scheme first and the loads
 * after it (holdout 51's real lines).
 * - "Back Squat 5-5-5-5-5" over "1. 175 2. 185 …", "Back Squat, five sets of three reps" over "Results:
 *   185-195-205-215-225lbs", "Reps and Rounds: 3-3-3-3-3" over "Results: 65#, …, 120#(f)": the scheme's
 *   line, then as many loads as sets (numbered, dashed, with commas, slashes or spaces, after a label),
 *   are a set of the scheme's reps at each load; a load marked failed ("(f)", "f", "(fail)") is an
 *   attempt missed, no set (journal-scheme-loads).
 * - "Deadlift – 5 reps @ 125#, 155#, 180#": reps told once, then loads each with its unit, a set at each
 *   (journal-scheme-loads).
 * - "then 405/455/495f/455/475/495/500PR": slashed loads with a failed or record mark are singles, the
 *   failed ones none (journal-scheme-loads).
 * - "HSPU day 38 (10-10-8-6-4)": a challenge's day after the move's name is no load; "with 10 bounces on
 *   top of last rep" is a remark, not a load of 10 (journal-count-asides).
 * - "Sitting calf raises" are the seated calf raise: "sitting" is the seated posture (catalogue).
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('the real lines of the family', () => {
  it.each([
    [
      'Back Squat, five sets of three reps\nResults: 185-195-205-215-225lbs',
      'lb',
      [
        'barbell back squat 3@185',
        'barbell back squat 3@195',
        'barbell back squat 3@205',
        'barbell back squat 3@215',
        'barbell back squat 3@225',
      ],
    ],
    [
      'WOD: Back Squat 5-5-5-5-5\n1. 175 2. 185 3. 195 4. 200 5. 205',
      'lb',
      [
        'barbell back squat 5@175',
        'barbell back squat 5@185',
        'barbell back squat 5@195',
        'barbell back squat 5@200',
        'barbell back squat 5@205',
      ],
    ],
    [
      'Bench Press 5-5-5-5-5\n1. 165 2. 170. 3. 175 4. 180 5. 185 (PR)',
      'lb',
      [
        'barbell bench press 5@165',
        'barbell bench press 5@170',
        'barbell bench press 5@175',
        'barbell bench press 5@180',
        'barbell bench press 5@185',
      ],
    ],
    [
      'CrossFit: Shoulder Press for Max Weight\nReps and Rounds: 3-3-3-3-3\nResults: 65#, 95#, 115#, 120#(f), 120#(f)',
      'lb',
      ['overhead press 3@65', 'overhead press 3@95', 'overhead press 3@115'],
    ],
    [
      'Deadlift – 5 reps @ 125#, 155#, 180#, 205#, 230#',
      'lb',
      [
        'barbell deadlift 5@125',
        'barbell deadlift 5@155',
        'barbell deadlift 5@180',
        'barbell deadlift 5@205',
        'barbell deadlift 5@230',
      ],
    ],
    [
      'My progression was: 3 x 5 deadlift @ 135lb, 2 x 5 deadlift @ 225lb, 1 x 5 deadlift @ 315lb, then 405/455/495f/455/475/495/500PR.',
      'lb',
      [
        '3*barbell deadlift 5@135',
        '2*barbell deadlift 5@225',
        'barbell deadlift 5@315',
        'barbell deadlift 1@405',
        '2*barbell deadlift 1@455',
        'barbell deadlift 1@475',
        'barbell deadlift 1@495',
        'barbell deadlift 1@500',
      ],
    ],
    [
      'HSPU day 38 (10-10-8-6-4)',
      'lb',
      [
        '2*handstand push-up 10@bw',
        'handstand push-up 8@bw',
        'handstand push-up 6@bw',
        'handstand push-up 4@bw',
      ],
    ],
    ['Sitting calf raises 3 x 15 with 10 bounces on top of last rep', 'lb', ['3*seated calf raise 15@-']],
  ] as const)('%j (%s)', (text, unit, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('the same ways of writing, in other words, units and layouts', () => {
  it.each([
    [
      'Front Squat 3-3-3-3\n1) 95kg 2) 100kg 3) 105kg 4) 110kg',
      'kg',
      ['front squat 3@209.439', 'front squat 3@220.462', 'front squat 3@231.485', 'front squat 3@242.508'],
    ],
    [
      'Deadlift 5-3-1\nResults: 275/315/350',
      'lb',
      ['barbell deadlift 5@275', 'barbell deadlift 3@315', 'barbell deadlift 1@350'],
    ],
    [
      'Push press, 4 sets of 6 reps\nWeights: 95, 105, 115, 125 lbs',
      'lb',
      ['push press 6@95', 'push press 6@105', 'push press 6@115', 'push press 6@125'],
    ],
    [
      'Power clean 2-2-2-2-2\n\n135# - 145# - 155# - 165#(F) - 165#',
      'lb',
      ['power clean 2@135', 'power clean 2@145', 'power clean 2@155', 'power clean 2@165'],
    ],
    [
      'Strict Press 5x3\nResults: 40kg, 42.5kg, 45kg, 47.5kg, 50kg',
      'kg',
      [
        'overhead press 3@88.185',
        'overhead press 3@93.696',
        'overhead press 3@99.208',
        'overhead press 3@104.719',
        'overhead press 3@110.231',
      ],
    ],
    [
      'Bench Press\nReps: 5-5-5\nLoads: 185-195-205',
      'lb',
      ['barbell bench press 5@185', 'barbell bench press 5@195', 'barbell bench press 5@205'],
    ],
    [
      'Press 5-5-5\n95 105 115',
      'lb',
      ['overhead press 5@95', 'overhead press 5@105', 'overhead press 5@115'],
    ],
    [
      'Squat - 3 reps at 100kg, 110kg, 120kg',
      'kg',
      ['barbell back squat 3@220.462', 'barbell back squat 3@242.508', 'barbell back squat 3@264.554'],
    ],
    [
      'Romanian deadlift 8 reps @ 60kg/70kg/80kg',
      'kg',
      ['romanian deadlift 8@132.277', 'romanian deadlift 8@154.323', 'romanian deadlift 8@176.37'],
    ],
    ['Overhead press 1 rep @ 135#, 145#, 155#(fail)', 'lb', ['overhead press 1@135', 'overhead press 1@145']],
    [
      'Snatch: 3 x 2 @ 50kg, then 60/65/70f/70/72.5PR',
      'kg',
      ['3*snatch 2@110.231', 'snatch 1@132.277', 'snatch 1@143.3', 'snatch 1@154.323', 'snatch 1@159.835'],
    ],
    [
      'Bench 3x5 at 185lb, then 205/215f/215/225PR singles',
      'lb',
      [
        '3*barbell bench press 5@185',
        'barbell bench press 1@205',
        'barbell bench press 1@215',
        'barbell bench press 1@225',
      ],
    ],
    [
      'Sumo deadlift, six sets of two reps\nResults: 100-110-120-130-140-150kg',
      'kg',
      [
        'sumo deadlift 2@220.462',
        'sumo deadlift 2@242.508',
        'sumo deadlift 2@264.554',
        'sumo deadlift 2@286.601',
        'sumo deadlift 2@308.647',
        'sumo deadlift 2@330.693',
      ],
    ],
    ['Pistols day 14: 10-8-6', 'lb', ['pistol squat 10@bw', 'pistol squat 8@bw', 'pistol squat 6@bw']],
    [
      'Pull-up challenge, day 21 (12-10-9-8)',
      'lb',
      ['pull-up 12@bw', 'pull-up 10@bw', 'pull-up 9@bw', 'pull-up 8@bw'],
    ],
    ['Seated calf raise 4 x 20 with 5 pulses at the top', 'lb', ['4*seated calf raise 20@-']],
    // a remark or a stop after the scheme or the loads
    [
      'Clean 3-3-3.\n135 - 145 - 155; felt quick',
      'lb',
      ['power clean 3@135', 'power clean 3@145', 'power clean 3@155'],
    ],
    [
      'Thruster, four sets of five\nResults: 95#, 105#, 115#, 125# 💪',
      'lb',
      [
        'dumbbell thruster 5@95',
        'dumbbell thruster 5@105',
        'dumbbell thruster 5@115',
        'dumbbell thruster 5@125',
      ],
    ],
    [
      'Pull-up challenge, day: 21 (12-10-9-8)',
      'lb',
      ['pull-up 12@bw', 'pull-up 10@bw', 'pull-up 9@bw', 'pull-up 8@bw'],
    ],
    // "sitting" is the seated posture
    ['Sitting leg curl 3x12 90', 'lb', ['3*seated leg curl 12@90']],
    ['Sitting cable row 3x10 100', 'lb', ['3*seated cable row 10@100']],
  ] as const)('%j (%s)', (text, unit, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('near misses that keep reading as before', () => {
  it.each([
    ['Squat 5x5\n225', 'lb', ['5*barbell back squat 5@225']],
    [
      'Bench 3x5 (135/155/175)',
      'lb',
      ['barbell bench press 5@135', 'barbell bench press 5@155', 'barbell bench press 5@175'],
    ],
    [
      'Squat 5 reps @ 185, 195, 205',
      'lb',
      ['barbell back squat 5@185', 'barbell back squat 5@195', 'barbell back squat 5@205'],
    ],
    ['every day 50 pushups', 'lb', ['push-up 50@bw']],
    ['Squat day 3: 5x5 185', 'lb', ['5*barbell back squat 5@185']],
    ['Rows 3x10 with 2 second pause', 'lb', ['3*barbell row 10@-']],
    ['Squat 3x5 with 225', 'lb', ['3*barbell back squat 5@225']],
    [
      'Bench 3 x 5 reps @ 135#, 155#, 175#',
      'lb',
      ['barbell bench press 5@135', 'barbell bench press 5@155', 'barbell bench press 5@175'],
    ],
  ] as const)('%j (%s)', (text, unit, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});
