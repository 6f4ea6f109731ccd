/**
 * Issue 11, nineteenth round: what a lifter writes after a line's last set (a full stop, an emoji, a
 * remark after a dash, semicolon or comma, or in brackets) says nothing about the sets, and is cut
 * from every line before any reader of the whole entry (tables, numbered set rows, field records, a
 * load line under its scheme, load headings over rows, totals) sees it (journal-line-tails). Words that
 * do say something of the sets (a variant, a kind of set, "each", a record's field) stay. Lines
 * written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" =
 * bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { cutTail } from './journal-line-tails.ts';

const GOBLET = ['goblet squat 10@20', '2*goblet squat 8@24'];
const ROW = ['seated cable row 10@90', 'seated cable row 8@110'];
const DIPS = ['dip 12@bw', 'dip 10@bw', 'dip 9@bw'];
const THRUST = ['barbell hip thrust 10@135', '2*barbell hip thrust 8@155'];
const INCLINE = [
  'incline barbell bench press 6@95',
  'incline barbell bench press 6@105',
  '2*incline barbell bench press 6@115',
];
const FLY = ['2*cable fly 12@30', 'cable fly 10@35'];

describe('what ends a line after its sets leaves the sets as they were', () => {
  it.each([
    [
      'numbered sets on one line, a dash remark',
      'Goblet Squat : 1 20.00 10 2 24.00 8 3 24.00 8 - legs were toast',
      GOBLET,
    ],
    [
      'numbered sets on one line, a remark in brackets',
      'Goblet Squat : 1 20.00 10 2 24.00 8 3 24.00 8 (legs were toast)',
      GOBLET,
    ],
    ['numbered sets on one line, an emoji', 'Goblet Squat : 1 20.00 10 2 24.00 8 3 24.00 8 🔥', GOBLET],
    [
      'a markdown table, a remark after its last bar',
      'Seated Row\nReps | Pounds |\n---|---|\n10 | 90 |\n8 | 110 | — a real grind',
      ROW,
    ],
    [
      'a markdown table, a remark after a semicolon',
      'Seated Row\nReps | Pounds |\n---|---|\n10 | 90 |\n8 | 110 |; hands were slipping',
      ROW,
    ],
    ['a CSV table, an emoji', 'date,movement,s1,s2,s3\n2024-06-02,Dips,12,10,9 😅', DIPS],
    [
      'a CSV table, a remark in brackets',
      'date,movement,s1,s2,s3\n2024-06-02,Dips,12,10,9 (shoulders a bit cranky)',
      DIPS,
    ],
    [
      'set rows under a name, every line closed by a mark',
      'Hip Thrust.\n\n1 135 10.\n2 155 8.\n3 155 8!',
      THRUST,
    ],
    [
      'set rows under a name, a dash remark',
      'Hip Thrust\n\n1 135 10\n2 155 8\n3 155 8 - nice and smooth',
      THRUST,
    ],
    ['a load line under its scheme, an emoji', 'Incline Press 4 X 6\nLoad: 95, 105, 115, 115 🙌', INCLINE],
    [
      'a load line under its scheme, a remark after a semicolon',
      'Incline Press 4 X 6\nLoad: 95, 105, 115, 115; slow on the way down',
      INCLINE,
    ],
    [
      'loads with their counts, a remark in brackets',
      'Cable Fly\n30lbs – 12x, 12x; 35lbs – 10x (chest was pumped)',
      FLY,
    ],
    [
      'loads with their counts, a dash remark',
      'Cable Fly\n30lbs – 12x, 12x; 35lbs – 10x - chest was pumped',
      FLY,
    ],
    [
      'field records, every line closed by a full stop',
      '  - name: front squat.\n    weight: 155 lbs.\n    sets: 3.\n    reps: 4.',
      ['3*front squat 4@155'],
    ],
    [
      'a total after the records, with a remark',
      'New PRs:\nBench: 205 lbs\nPowerlifting Total: 900 lbs - stoked',
      ['barbell bench press 1@205'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('words after the sets that say something of them are not cut', () => {
  it.each([
    ['a variant in brackets', 'Deadlifts 3x5@225 (RDL)'],
    ['a kind of set after a dash', 'Squat 135x3, 155x2, 175x1 - singles'],
    ['a load per hand', 'Curls 3x10 @ 25 (each)'],
    ['help on the set', 'Pull-ups 3x8 - assisted'],
    ["a record's field after a comma with no space", 'Lateral Raise,7.5,12,no'],
    ['a comma inside a quoted name', '2.5 mi "Hills, Woods & Lake" walk'],
    [
      'a clause of a story after a comma',
      'This morning at the gym I finally pressed 135 for 3 reps, which made my day',
    ],
    ['words pointing at the other sets', 'Bench 185x5, 195x5, 205x5 - repeat'],
  ])('%s', (_, line) => {
    expect(cutTail(line)).toEqual([line, []]);
  });

  it('still reads the variant named after the sets', () => {
    expect(brief('Deadlifts\n3x5@225 (RDL)')).toEqual(['3*romanian deadlift 5@225']);
  });
});
