/**
 * Issue 11, sixth round (holdout 21's classes): bodybuilding and general-fitness logbooks, written by
 * us in each family of notation with other lifts, units, spacing and marks than the corpus. Rows as in
 * journal-general.test.ts: "name reps@weight" in lb ("bw" = bodyweight only, "-" = none), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe("last time's line beside this time's", () => {
  it.each([
    ['LT/TT with colons', 'Leg extensions\nLT: 160 x 14 reps\nTT: 160 x 16 reps', ['leg extension 16@160']],
    ['bulleted, no colon', 'Leg curl\n- LT 170x8\n- TT 185x6', ['lying leg curl 6@185']],
    ['"Prev" and "Today"', 'Curls\nPrev: 30 x 10\nToday: 35 x 8', ['barbell curl 8@35']],
    ['bodyweight both times', 'Back extension\n  • LT: BW x 6\n  • TT: BW x 8', ['back extension 8@bw']],
    [
      '"Last time" and "This time"',
      'Hack squat\nLast time: 180 x 10\nThis time: 200 x 10',
      ['hack squat 10@200'],
    ],
    ['"Last week" in kg', 'Leg press\nLast week: 200kg x 12\nToday: 210kg x 12', ['leg press 12@462.97']],
    [
      '"Last:" alone is the last set, not last time',
      'Squat 225x5\nLast: 245x3',
      ['barbell back squat 5@225', 'barbell back squat 3@245'],
    ],
  ])('%s', (_label, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});

describe('sets x reps at a load OF the lift, lifts rotated', () => {
  it.each([
    [
      'rotating with',
      'I did 3 x 12 at 30lbs of hammer curls rotating with 3 x 12 at 100lbs of cable rows.',
      ['3*hammer curl 12@30', '3*seated cable row 12@100'],
    ],
    [
      'rotated with, no "of" on the second',
      'Then 4 x 8 at 50lbs of lateral raises rotated with 4 x 8 at 90lbs face pulls',
      ['4*dumbbell lateral raise 8@50', '4*face pull 8@90'],
    ],
    ['one lift, "@"', 'I did 3x8 @ 135 of bench press', ['3*barbell bench press 8@135']],
    [
      'a ball after the name loads the set',
      'Core: 3 x 20 of sit ups, 3 x 20 of leg lifts and 3 x 20 of oblique twists with a 12lb medicine ball',
      ['3*sit-up 20@bw', '3*lying leg raise 20@bw', '3*russian twist 20@12'],
    ],
  ])('%s', (_label, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});

describe('a set table under the name', () => {
  it.each([
    [
      '"Reps | Pounds |" with a markdown rule',
      'Incline dumbbell press\nReps | Pounds |\n---|---|\n12 | 30 |\n10 | 35 |',
      ['incline dumbbell bench press 12@30', 'incline dumbbell bench press 10@35'],
    ],
    [
      'weight first, pipes both sides',
      'Leg press\n| Weight | Reps |\n|---|---|\n| 200 | 12 |\n| 250 | 10 |',
      ['leg press 12@200', 'leg press 10@250'],
    ],
    [
      'a kg column',
      'Lat pulldown\nkg | reps\n40 | 12\n50 | 10',
      ['lat pulldown 12@88.185', 'lat pulldown 10@110.231'],
    ],
    [
      'columns by spaces',
      'Bench press\nReps  Weight\n12  135\n10  155',
      ['barbell bench press 12@135', 'barbell bench press 10@155'],
    ],
  ])('%s', (_label, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});

describe('a reps list sharing one load, the last count after "and"', () => {
  it.each([
    [
      '"N, N and N reps at L"',
      'Bench: 10, 8 and 6 reps at 100',
      ['barbell bench press 10@100', 'barbell bench press 8@100', 'barbell bench press 6@100'],
    ],
    ['"&" and "@"', 'Curls 12 & 10 reps @ 40', ['barbell curl 12@40', 'barbell curl 10@40']],
    [
      '"rep sets", then "a final" set',
      'Rows: 10,9,8 and 7 rep sets at 60kg, and a final 15 at 40kg',
      [
        'barbell row 10@132.277',
        'barbell row 9@132.277',
        'barbell row 8@132.277',
        'barbell row 7@132.277',
        'barbell row 15@88.185',
      ],
    ],
    ['"sets and reps" stays sets', 'Squat 3 sets and 8 reps at 100', ['3*barbell back squat 8@100']],
    [
      'the implement in parentheses after a sentence',
      'Then moved on to seated shoulder press (machine), 3 x 10 at 50kg',
      ['3*machine shoulder press 10@110.231'],
    ],
  ])('%s', (_label, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});
