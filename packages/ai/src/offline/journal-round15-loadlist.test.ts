/**
 * Round 15: a list of loads with one rep count is one set at each load, and a decimal comma is a decimal
 * point. Lifters write a ramp's loads parted by spaces, commas or slashes and the reps once, after the
 * last load ("95 115 135x3") or before the list ("x3 @ 140 160 180"). Which numbers are loads is
 * journal-ramp's loadRamp; a run of loads before a load × reps is journal-spread's; "77,5" is
 * journal-decimal-comma's. Lines written by us.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('loads listed with one rep count are one set each', () => {
  it.each([
    [
      'spaces, reps after the last',
      'Front squat 95 115 135x3',
      'lb',
      ['front squat 3@95', 'front squat 3@115', 'front squat 3@135'],
    ],
    [
      'commas with no spaces',
      'Incline press 60,70,80x8',
      'kg',
      [
        'incline barbell bench press 8@132.277',
        'incline barbell bench press 8@154.323',
        'incline barbell bench press 8@176.37',
      ],
    ],
    [
      'commas and spaces, a spaced x',
      'Rows 40, 50, 60 x 10',
      'kg',
      ['barbell row 10@88.185', 'barbell row 10@110.231', 'barbell row 10@132.277'],
    ],
    [
      'reps before the list',
      'Deadlift x3 @ 140 160 180',
      'kg',
      ['barbell deadlift 3@308.647', 'barbell deadlift 3@352.739', 'barbell deadlift 3@396.832'],
    ],
    [
      'reps before, loads in commas',
      'Barbell row x8 @ 135, 155, 175',
      'lb',
      ['barbell row 8@135', 'barbell row 8@155', 'barbell row 8@175'],
    ],
    [
      'light dumbbells rising',
      'Lateral raises 6 8 10 12x12',
      'kg',
      [
        'dumbbell lateral raise 12@13.228',
        'dumbbell lateral raise 12@17.637',
        'dumbbell lateral raise 12@22.046',
        'dumbbell lateral raise 12@26.455',
      ],
    ],
    [
      'kettlebells, spaced x',
      'Goblet squat 20 24 28 x 10',
      'kg',
      ['goblet squat 10@44.092', 'goblet squat 10@52.911', 'goblet squat 10@61.729'],
    ],
    [
      'four loads',
      'Hip thrust 100 120 140 160x8',
      'kg',
      [
        'barbell hip thrust 8@220.462',
        'barbell hip thrust 8@264.554',
        'barbell hip thrust 8@308.647',
        'barbell hip thrust 8@352.739',
      ],
    ],
    [
      'dumbbells a pair at a time',
      'Dumbbell press 14 16 18 x 8',
      'kg',
      ['dumbbell bench press 8@30.865', 'dumbbell bench press 8@35.274', 'dumbbell bench press 8@39.683'],
    ],
    [
      'a ramp, then a heavier set of its own',
      'Squat 135 185 225x5 245x3',
      'lb',
      [
        'barbell back squat 5@135',
        'barbell back squat 5@185',
        'barbell back squat 5@225',
        'barbell back squat 3@245',
      ],
    ],
    [
      'a unit on every load',
      'Shoulder press 30kg 35kg 40kg x 6',
      'kg',
      ['overhead press 6@66.139', 'overhead press 6@77.162', 'overhead press 6@88.185'],
    ],
    ['two loads', 'Cable row 45 55x12', 'kg', ['seated cable row 12@99.208', 'seated cable row 12@121.254']],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual(rows);
  });
});

describe('a decimal comma inside a list of loads', () => {
  it.each([
    [
      'every load a half',
      'Romanian deadlift 102,5 112,5 122,5 x 6',
      'kg',
      ['romanian deadlift 6@225.974', 'romanian deadlift 6@248.02', 'romanian deadlift 6@270.066'],
    ],
    [
      'halves glued to the reps',
      'Close grip bench 57,5 62,5 67,5x5',
      'kg',
      [
        'close-grip bench press 5@126.766',
        'close-grip bench press 5@137.789',
        'close-grip bench press 5@148.812',
      ],
    ],
    [
      'a half last',
      'Power clean 50 55 57,5 x 2',
      'kg',
      ['power clean 2@110.231', 'power clean 2@121.254', 'power clean 2@126.766'],
    ],
    [
      'light halves beside whole loads',
      'Curls 12,5 15 17,5x10',
      'kg',
      ['barbell curl 10@27.558', 'barbell curl 10@33.069', 'barbell curl 10@38.581'],
    ],
    ['a half in a chain of sets', 'Paused bench 4x3x82,5', 'kg', ['4*paused bench press 3@181.881']],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual(rows);
  });
});

describe('counter-examples keep their reading', () => {
  it.each([
    [
      'one load, then a reps list',
      'Bench 255 5,5,4',
      'lb',
      ['2*barbell bench press 5@255', 'barbell bench press 4@255'],
    ],
    ['two sets of 5, not 5.5', 'Deadlift 405 5,5', 'lb', ['2*barbell deadlift 5@405']],
    [
      'a scheme, then a load per set',
      'Squat 3x5 185 205 225',
      'lb',
      ['barbell back squat 5@185', 'barbell back squat 5@205', 'barbell back squat 5@225'],
    ],
    [
      'loads before a scheme',
      'Bench 100 110 120 3x5',
      'lb',
      ['barbell bench press 5@100', 'barbell bench press 5@110', 'barbell bench press 5@120'],
    ],
    [
      'one load, a reps list in slashes',
      'Squat 225 x 8/8/5',
      'lb',
      ['2*barbell back squat 8@225', 'barbell back squat 5@225'],
    ],
    ['a load then sets x reps', 'Curls 25 3x12', 'lb', ['3*barbell curl 12@25']],
    ['ten sets after a load', 'Squat 100 10x3', 'kg', ['10*barbell back squat 3@220.462']],
    ['efforts after the load', 'Squat 3x5 @ 225 rpe 7/8/9', 'lb', ['3*barbell back squat 5@225']],
    ['a reps list in commas', 'Pull-ups 10,8,6', 'lb', ['pull-up 10@bw', 'pull-up 8@bw', 'pull-up 6@bw']],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual(rows);
  });
});
