/**
 * Issue 11, sixth round (holdout 19's block families): a count or scheme on one line for the lines
 * under it, a load before several schemes, a set count spelled out by its reps. Written by us, with
 * other lifts, units and symbols than the corpus. Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a round count on its own line, for the moves under it', () => {
  it.each([
    [
      '"(4x)", loads after commas',
      '(4x)\n- 12 goblet squats, 40lb.\n- 10 push-ups',
      ['4*goblet squat 12@40', '4*push-up 10@bw'],
    ],
    [
      '"3 rounds:", a load after "@"',
      '3 rounds:\n• 15 kettlebell swings @ 35 lb\n• 10 burpees',
      ['3*kettlebell swing 15@35', '3*burpee 10@bw'],
    ],
    ['"x3", names first', 'x3\nPull ups x 8\nDips x 12', ['3*pull-up 8@bw', '3*dip 12@bw']],
    [
      '"2 times through"',
      '2 times through:\n20 air squats\n10 thrusters (65 lb)',
      ['2*bodyweight squat 20@bw', '2*dumbbell thruster 10@65'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe("a section's scheme for the lifts at a load under it", () => {
  it.each([
    [
      '"Strength: 3 x 8", a percentage and the load',
      'Strength: 5 x 3\n  • Deadlift @ 85% (315#)',
      ['5*barbell deadlift 3@315'],
    ],
    [
      'two lifts under one scheme',
      'Part B - 4x6\nFront squat @ 185\nPush press 115 lb',
      ['4*front squat 6@185', '4*push press 6@115'],
    ],
    [
      'a lift heading its sets is no section',
      'Squat\n3x5\nBench @ 185',
      ['3*barbell back squat 5@-', 'barbell bench press -@185'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a load, then schemes at it', () => {
  it.each([
    [
      '"load, N sets of R; load, N sets of R"',
      '• leg curl (50 lbs, 2 sets of 12; 70 lbs, 2 sets of 10)',
      ['2*lying leg curl 12@50', '2*lying leg curl 10@70'],
    ],
    [
      '"load, N sets of R, 1 set of S"',
      'Chest press (80 lbs, 3 sets of 10, 1 set of 8)',
      ['3*machine chest press 10@80', 'machine chest press 8@80'],
    ],
    [
      '"load, N sets of a, b, and c reps each"',
      'Squat: 185 lbs, 3 sets of 10, 8, and 6 reps each',
      ['barbell back squat 10@185', 'barbell back squat 8@185', 'barbell back squat 6@185'],
    ],
    [
      '"N sets of a, b and c", no load',
      'Dips: 3 sets of 12, 10 and 8',
      ['dip 12@bw', 'dip 10@bw', 'dip 8@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a fan bike is its own machine', () => {
  it.each([
    ['Airdyne in a sentence', 'Easy 15 minutes on the airdyne', ['Air Bike -@-']],
    ['assault bike', 'Assault bike 10 min', ['Air Bike -@-']],
    ['a plain bike is still cycling', 'Bike 30 minutes', ['Cycling -@-']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
