/**
 * Round 20: a block whose name line carries one half of the sets and whose lines under it carry the
 * other. "Squats (5x5)" over "225", "235"… had logged five sets with no load and put the loads in the
 * note; "Squat 225" over "5, 5, 5, 4" had logged the reps with no load.
 * - A lift's name with its scheme ("5x5", "(3x5)", "x5", "5 reps", "3 sets of 8", "sets of 5") heads
 *   rows of loads (bare, with a unit, a list on one line, "Set 1: 100"): one set of those reps a load
 *   (journal-header-reps).
 * - A lift's name with a bare load ("Squat 225", "Bench: 60", "Squat @ 225") heads rows of reps only:
 *   each row's reps at that load (journal-block-heading), as a load with its unit already did.
 * Decisions where the notation is ambiguous (the safer reading kept: a wrong load is worse than none):
 * - more load rows than one are the sets, whatever count the name line told ("Squat 5x5" over three
 *   loads logs three sets: the count was the plan); one load alone under a count of sets is every set's
 *   ("Bench 3 sets of 5" over "135" is 3 x 5 at 135, as "135 lbs" already was);
 * - a bare number under a scheme is a load only when heavier than 20 and the reps, the lift is not done
 *   with the body, and nothing but loads stands under the name ("Pull-ups 3x10" over "10", "8", "7";
 *   "Lateral raise 3x12" over "15", "15", "20" stay as they were);
 * - a bare number after a name is a load only above 30, over reps all lighter than it, for a lift not
 *   done with the body: "Curls 25" over "10, 10, 8" keeps its reps without a load;
 * - "bar" for a load stays without one: the bar's weight is not said (a 45 lb, 35 lb, 15 kg or EZ bar,
 *   a Smith machine's), as the real sets decided ("Bar x12": bar weight unknown).
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a name with its scheme heads rows of loads', () => {
  it.each([
    [
      'scheme in brackets, a load a line',
      'Squats (5x5)\n225\n235\n245\n245\n245',
      ['barbell back squat 5@225', 'barbell back squat 5@235', '3*barbell back squat 5@245'],
    ],
    [
      'a list of loads on one line',
      'OHP 3x5\n95, 100, 105',
      ['overhead press 5@95', 'overhead press 5@100', 'overhead press 5@105'],
    ],
    [
      'numbered set rows',
      'Squat 5x5\nSet 1: 100\nSet 2: 100\nSet 3: 105\nSet 4: 105\nSet 5: 105',
      ['2*barbell back squat 5@100', '3*barbell back squat 5@105'],
    ],
    ['reps only on the name', 'Squat x5\n225\n245', ['barbell back squat 5@225', 'barbell back squat 5@245']],
    [
      'loads with their unit',
      'Bench 3x8\n135lbs\n145lbs\n155lbs',
      ['barbell bench press 8@135', 'barbell bench press 8@145', 'barbell bench press 8@155'],
    ],
    [
      'kilos, "@" left open on the name',
      'Squat 5x5 @\n100kg\n105kg',
      ['barbell back squat 5@220.462', 'barbell back squat 5@231.485'],
    ],
    [
      'dashed rows under a dashed scheme',
      'Row - 3x10\n- 135\n- 145\n- 155',
      ['barbell row 10@135', 'barbell row 10@145', 'barbell row 10@155'],
    ],
    [
      'a slashed list, the unit on the last',
      'OHP (3x5)\n95 / 100 / 105 lbs',
      ['overhead press 5@95', 'overhead press 5@100', 'overhead press 5@105'],
    ],
    [
      'rows numbered "1:"',
      'Incline bench 3 x 8\n1: 135\n2: 145\n3: 155',
      [
        'incline barbell bench press 8@135',
        'incline barbell bench press 8@145',
        'incline barbell bench press 8@155',
      ],
    ],
    [
      'reps in words, "#" for pounds',
      'Romanian deadlift 5 reps\n135#\n155#\n175#',
      ['romanian deadlift 5@135', 'romanian deadlift 5@155', 'romanian deadlift 5@175'],
    ],
    ['one load under a count of sets', 'DEADLIFT 1X5\n315', ['barbell deadlift 5@315']],
    [
      'two lifts a blank line apart',
      'Squat 5x5\n225\n\nBench 5x5\n185',
      ['5*barbell back squat 5@225', '5*barbell bench press 5@185'],
    ],
    [
      'sets of five in brackets',
      'Deadlift (sets of 5)\n225\n275\n315',
      ['barbell deadlift 5@225', 'barbell deadlift 5@275', 'barbell deadlift 5@315'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it('kilos for a kilo lifter: bare loads in the member unit', () => {
    expect(brief('Front squat 3x3\n80\n85\n90', 'kg')).toEqual([
      'front squat 3@176.37',
      'front squat 3@187.393',
      'front squat 3@198.416',
    ]);
  });
});

describe('a name with a bare load heads rows of reps', () => {
  it.each([
    [
      'two lifts, no blank line',
      'Squat 225\n5, 5, 5, 4\nBench 185\n5, 5, 5',
      ['3*barbell back squat 5@225', 'barbell back squat 4@225', '3*barbell bench press 5@185'],
    ],
    ['a count a line', 'Squat 225\n5\n5\n5', ['3*barbell back squat 5@225']],
    ['"@" before the load, slashed reps', 'Squat @ 225\n5/5/5', ['3*barbell back squat 5@225']],
    [
      'a colon before the load',
      'Squat: 225\n5, 5, 5, 4',
      ['3*barbell back squat 5@225', 'barbell back squat 4@225'],
    ],
    ['sets × reps under the load', 'Squat - 315\n3x5', ['3*barbell back squat 5@315']],
    ['reps with their word', 'Leg press 360\n12 reps\n10 reps', ['leg press 12@360', 'leg press 10@360']],
    ['dashed reps', 'Squat 225\n5-5-5-5', ['4*barbell back squat 5@225']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it('kilos: "Bench: 60" over its reps', () => {
    expect(brief('Bench: 60\n8\n8\n6', 'kg')).toEqual([
      '2*barbell bench press 8@132.277',
      'barbell bench press 6@132.277',
    ]);
  });
});

describe('lines that look alike but mean something else do not change', () => {
  it.each([
    [
      'bodyweight reps under a count of sets',
      'Pull-ups 3 sets\n10\n8\n7',
      ['pull-up 10@bw', 'pull-up 8@bw', 'pull-up 7@bw'],
    ],
    [
      'a bodyweight lift’s first count is reps',
      'Push-ups 40\n30\n25',
      ['push-up 40@bw', 'push-up 30@bw', 'push-up 25@bw'],
    ],
    [
      'a light number after the name stays no load',
      'Curls 25\n10, 10, 8',
      ['2*barbell curl 10@-', 'barbell curl 8@-'],
    ],
    [
      'light numbers under a scheme',
      'Lateral raise 3x12\n15\n15\n20',
      ['3*dumbbell lateral raise 12@-', '2*dumbbell lateral raise 15@-', 'dumbbell lateral raise 20@-'],
    ],
    ['whole sets under the name', 'Squat\n5 x 100\n5 x 100', ['2*barbell back squat 5@100']],
    ['numbered whole sets', 'Squat:\nSet 1: 225 x 5\nSet 2: 225 x 5', ['2*barbell back squat 5@225']],
    [
      'a load with its unit over reps',
      'Lat pulldown: 120 lbs\n12 reps\n10 reps\n8 reps',
      ['lat pulldown 12@120', 'lat pulldown 10@120', 'lat pulldown 8@120'],
    ],
    [
      'a count of sets over whole rows',
      'Incline Bench - 3 sets\n1: 135x10\n2: 155x8',
      ['incline barbell bench press 10@135', 'incline barbell bench press 8@155'],
    ],
    ['a load over a whole set', 'Squat 225\n5 x 100', ['barbell back squat 5@100']],
    [
      'reps and loads in rows',
      'Bench\n60kg - 10\n70kg - 8',
      ['barbell bench press 10@132.277', 'barbell bench press 8@154.323'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it('warm-up loads before a whole set are not the scheme’s loads', () => {
    expect(brief('Squat 5x5\n135\n185\n225x5')).not.toContain('barbell back squat 5@135');
  });

  it('the bar keeps no load', () => {
    const sets = brief('BENCH\nwarmup: bar x 10, 95 x 8');
    expect(sets).toEqual(['barbell bench press 10@-', 'barbell bench press 8@95']);
  });
});
