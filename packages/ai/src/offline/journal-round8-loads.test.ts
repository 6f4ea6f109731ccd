/**
 * Issue 11, eighth round: how loads are spread over sets (journal-spread). The numbers after a name are
 * one sequence of loads and schemes: a load takes the schemes after it until the next load, a load list
 * as long as the set count goes one per set, and a scheme with no load before it takes the loads after
 * it. Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight only), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a load takes the schemes after it, until the next load', () => {
  it.each([
    [
      'one load, then a run of loads before one single',
      'Squat 135 3x5 155 185 205 1x3',
      [
        '3*barbell back squat 5@135',
        'barbell back squat 3@155',
        'barbell back squat 3@185',
        'barbell back squat 3@205',
      ],
    ],
    [
      'two loads before two sets go one per set',
      'Romanian deadlift 95 115 2x8 135 3x6',
      ['romanian deadlift 8@95', 'romanian deadlift 8@115', '3*romanian deadlift 6@135'],
    ],
    ['0 is the body alone', 'Chin-ups 0 0 10 1x6', ['2*chin-up 6@bw', 'chin-up 6@10']],
    ['added weight, then its reps list', 'Weighted dips +25 6,5 +45 4', ['dip 6@25', 'dip 5@25', 'dip 4@45']],
    [
      'bare load, reps, load, reps list',
      'Press 95 8 105 6,6,5',
      ['overhead press 8@95', '2*overhead press 6@105', 'overhead press 5@105'],
    ],
    [
      'loads with units: a bare number is reps',
      'Curl 20kg 12, 25kg 3x10',
      ['barbell curl 12@44.092', '3*barbell curl 10@55.116'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it('the member’s unit for bare loads', () => {
    expect(brief('Hack squat 40 2x10 60 80 1x8', 'kg')).toEqual([
      '2*hack squat 10@88.185',
      'hack squat 8@132.277',
      'hack squat 8@176.37',
    ]);
  });
});

describe('a scheme with no load before it takes the loads after it, one per set', () => {
  it.each([
    [
      'each load with its unit, en dash after the name',
      'Lat Pulldown – 3 x 12 reps (100 lbs, 110 lbs, 120 lbs)',
      ['lat pulldown 12@100', 'lat pulldown 12@110', 'lat pulldown 12@120'],
    ],
    [
      'a period typed for a comma',
      'Incline DB press: 3x8 (50 lb, 55 lb. 60 lb)',
      [
        'incline dumbbell bench press 8@50',
        'incline dumbbell bench press 8@55',
        'incline dumbbell bench press 8@60',
      ],
    ],
    [
      'the loads on their own line',
      'Leg Press 4 X 10\nLoads: 180, 230, 230, 270',
      ['leg press 10@180', '2*leg press 10@230', 'leg press 10@270'],
    ],
    [
      'a reps list, the name, then as many loads',
      'Did 8-8-8 hip thrusts at 135-155-175.',
      ['barbell hip thrust 8@135', 'barbell hip thrust 8@155', 'barbell hip thrust 8@175'],
    ],
    ['a scheme before its load with a unit', 'Calf raise 3x40 90 lbs', ['3*standing calf raise 40@90']],
    ['the scheme before the name, the load after it', '3x35 leg extension 70#', ['3*leg extension 35@70']],
    [
      'a scheme line under its name',
      'Lunges\n2 x 10: 30, 40',
      ['dumbbell lunge 10@30', 'dumbbell lunge 10@40'],
    ],
    [
      'a set count completed by its reps',
      'Shrug 3 sets of 12, 10, and 8 at 225',
      ['barbell shrug 12@225', 'barbell shrug 10@225', 'barbell shrug 8@225'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('table rows "set, load, reps" under a name', () => {
  it.each([
    [
      'light loads, blank line after the name',
      'Face pull\n\n1 12 15\n2 12 15\n3 14 12',
      ['2*face pull 15@12', 'face pull 12@14'],
    ],
    [
      'capitals, decimal loads',
      'HAMMER CURL\n1 10 12\n2 12.5 10\n3 12.5 8',
      ['hammer curl 12@10', 'hammer curl 10@12.5', 'hammer curl 8@12.5'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('lines the principle leaves as they were', () => {
  it.each([
    ['a sentence after the sets', 'Squat 3x5 @ 225. Bodyweight 180.', ['3*barbell back squat 5@225']],
    ['one load, one scheme', 'Squat 100 5x5', ['5*barbell back squat 5@100']],
    ['one scheme, one load after', 'Squat 5x5 225', ['5*barbell back squat 5@225']],
    [
      'reps@load pairs',
      'Back squats: 3@50, 3@60, 3@70 x 6',
      ['barbell back squat 3@50', 'barbell back squat 3@60', '6*barbell back squat 3@70'],
    ],
    ['a pin setting before the load', 'Leg extension set at 7 (110 lbs) 3x12', ['3*leg extension 12@110']],
    [
      'light numbers after a scheme are no loads',
      'Curls 3x10 10, 8, 6',
      ['barbell curl 10@-', 'barbell curl 8@-', 'barbell curl 6@-'],
    ],
    [
      'load × reps pairs',
      'Bench 135x5 185x3 205x1',
      ['barbell bench press 5@135', 'barbell bench press 3@185', 'barbell bench press 1@205'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it('one kg load, one scheme', () => {
    expect(brief('Row 50 3x10', 'kg')).toEqual(['3*barbell row 10@110.231']);
  });
});
