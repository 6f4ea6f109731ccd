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

describe('a pair of dumbbells picks the dumbbell variant', () => {
  it.each([
    ['"2 x 12kg" after the sets', 'Bent Over Row: 3 x 8, 2 x 12kg', ['3*one-arm dumbbell row 8@26.455']],
    ['"2x25kg", no colon', 'Bench press 3x10, 2x25kg', ['3*dumbbell bench press 10@55.116']],
    ['"2 x 20 lbs" after a dash', 'Rows - 3 x 10 - 2 x 20 lbs', ['3*one-arm dumbbell row 10@20']],
    ['"(N weights)" after the name', 'Bicep curls (8kg weights), 3 sets of 8', ['3*dumbbell curl 8@17.637']],
    ['a heavy "2 x 100kg" is two sets', 'Squat 2 x 100kg', ['barbell back squat 2@220.462']],
    [
      'a lift with no dumbbell variant keeps its name',
      'Leg press: 3 x 10, 2 x 20kg',
      ['3*leg press 10@44.092'],
    ],
  ])('%s', (_label, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});

describe('one scheme over a list: "3 sets of 8 of:"', () => {
  it.each([
    [
      'loads on each line, one line with its own counts',
      '3 sets of 10 of:\nLeg press (100kg)\nLeg curl (30kg)\nCalf raise (1 set of 40kg, 2 sets of 60kg)',
      [
        '3*leg press 10@220.462',
        '3*lying leg curl 10@66.139',
        'standing calf raise 10@88.185',
        '2*standing calf raise 10@132.277',
      ],
    ],
    [
      '"3x12 of:", loads in lb',
      '3x12 of:\nLeg press 200 lbs\nLeg curl 80 lbs',
      ['3*leg press 12@200', '3*lying leg curl 12@80'],
    ],
    [
      '"on:" and no loads',
      '4 sets of 10 on:\nCable fly\nFace pulls',
      ['4*cable fly 10@-', '4*face pull 10@-'],
    ],
  ])('%s', (_label, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});

describe('a load in a sentence after the sets', () => {
  it.each([
    [
      'a guess at the machine load',
      'Did 3 x 12 of leg curls. Not sure of the weight but the pin said 40 kg.',
      ['3*lying leg curl 12@88.185'],
    ],
    [
      '"I think it\'s N lbs"',
      '3 x 10 reps of cable rows. I think it was 90 lbs.',
      ['3*seated cable row 10@90'],
    ],
    ["the lifter's own weight is no load", 'Squat 3x5. I weigh 180 lbs.', ['3*barbell back squat 5@-']],
    ['a plan is no load', 'Curls 3x10. Next time 30 lbs.', ['3*barbell curl 10@-']],
  ])('%s', (_label, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});

describe('two lifts, one count after both', () => {
  it.each([
    [
      'in a sentence, "for N sets of R"',
      'Then did seated rows and lat pulldowns for 3 sets of 10.',
      ['3*seated cable row 10@-', '3*lat pulldown 10@-'],
    ],
    [
      '"&" and a comma',
      'Leg extensions & leg curls, 4 x 12 at 50',
      ['4*leg extension 12@50', '4*lying leg curl 12@50'],
    ],
    ['a colon', 'Squats and lunges: 3 x 10', ['3*barbell back squat 10@-', '3*dumbbell lunge 10@-']],
    ['each lift its own sets', 'Bench 3x5 and rows 3x8', ['3*barbell bench press 5@-', '3*barbell row 8@-']],
    ['one lift with "and" in its name', 'Clean and jerk 5x2 @ 60kg', ['5*clean and jerk 2@132.277']],
  ])('%s', (_label, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});

describe('a scheme told before any lift, then a load for each lift', () => {
  it.each([
    [
      'a prose label, then "managed L for LIFT" loads',
      'We tried a new routine today: 5 sets of 5 reps, as heavy as we could. I managed 60kg for squats and 40kg for bench press',
      ['5*barbell back squat 5@132.277', '5*barbell bench press 5@88.185'],
    ],
    [
      '"3x10", then "used L for LIFT"',
      'We did 3x10 today. I used 60kg for squats and 40kg for bench press.',
      ['3*barbell back squat 10@132.277', '3*barbell bench press 10@88.185'],
    ],
    [
      'a lift named right after the scheme with its own load',
      'Kept it simple: 3 sets of 8 reps. Got 20kg for curls and 30kg for rows.',
      ['3*barbell curl 8@44.092', '3*barbell row 8@66.139'],
    ],
    [
      "a lift's own sets keep their reps",
      'We did 3x10 today.\nSquats 2x5 at 100',
      ['2*barbell back squat 5@100'],
    ],
  ])('%s', (_label, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});
