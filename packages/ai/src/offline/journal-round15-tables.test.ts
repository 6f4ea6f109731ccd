/**
 * Issue 11, fifteenth round: a table is read by its header row. Markdown ("|---|" rules), org-mode
 * ("|---+---|" rules, leading spaces), tab-, space- and comma-separated tables with a header line: each
 * header cell says what its column holds (journal-table-columns) and each data row is read with it. A
 * date, "#" or "Set" column is when or which, never a set; "Exercise"/"Style"/"Übung" (or the first column
 * of words) is the name; "Set 1"/"S2"/"3" hold one set each; a load header ("16kg", "135 lb") puts that load
 * on the reps under it; "Sets", "Reps", "Load (kg)", "Sets x Reps", "RPE" hold that field; columns headed
 * with exercises give one set per count under them; "-" is nothing. Lines written by us.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a table is read by its header row', () => {
  it.each([
    [
      'a day column, the name, then one column per set',
      '| Day | Exercise | Set 1 | Set 2 | Set 3 |\n|---|---|---|---|---|\n| Mon 3 Jun | Pike push-ups | 12 | 10 | 8 |',
      'lb',
      ['pike push-up 12@bw', 'pike push-up 10@bw', 'pike push-up 8@bw'],
    ],
    [
      'CSV with "s1".."s4" set columns',
      'date,movement,s1,s2,s3,s4\n2024-02-11,Pull-ups,8,7,6,6',
      'lb',
      ['pull-up 8@bw', 'pull-up 7@bw', '2*pull-up 6@bw'],
    ],
    [
      'an org table under its heading, loads in the header',
      '** Bench press\n|------------+--------+--------+--------|\n| when       | 135 lb | 155 lb | 175 lb |\n|------------+--------+--------+--------|\n| 2024-05-02 |     10 |      8 |      5 |',
      'lb',
      ['barbell bench press 10@135', 'barbell bench press 8@155', 'barbell bench press 5@175'],
    ],
    [
      'an indented org table under a heading and a note, "#" column',
      '** Goblet squat\nheavier each set\n\n  |---+------+------+------|\n  | # | 16kg | 20kg | 24kg |\n  |---+------+------+------|\n  | 1 |   12 |   10 |    8 |',
      'kg',
      ['goblet squat 12@35.274', 'goblet squat 10@44.092', 'goblet squat 8@52.911'],
    ],
    [
      '"Load (kg)" gives the unit; a notes column is only notes',
      '| Exercise | Sets | Reps | Load (kg) | Notes |\n|---|---|---|---|---|\n| Romanian deadlift | 3 | 8 | 90 | felt good |',
      'lb',
      ['3*romanian deadlift 8@198.416'],
    ],
    [
      'a "Sets x Reps" column holds the scheme',
      '| Exercise | Sets x Reps | Weight |\n|---|---|---|\n| Leg press | 4x12 | 180 |',
      'lb',
      ['4*leg press 12@180'],
    ],
    [
      'exercise columns in a dated markdown row; "-" is nothing',
      '| Date | Sit-ups | Pull ups | Dips |\n|---|---|---|---|\n| 12.03.2021 | 30 | - | 15 |',
      'kg',
      ['sit-up 30@bw', 'dip 15@bw'],
    ],
    [
      'exercise columns in a dated CSV',
      'Date,Push-ups,Sit-ups\n2022-01-05,25,40',
      'kg',
      ['push-up 25@bw', 'sit-up 40@bw'],
    ],
    [
      'set cells written as load x reps',
      '| Exercise | Set 1 | Set 2 | Set 3 |\n|---|---|---|---|\n| Deadlift | 140x5 | 150x3 | 160x1 |',
      'kg',
      ['barbell deadlift 5@308.647', 'barbell deadlift 3@330.693', 'barbell deadlift 1@352.739'],
    ],
    [
      'tab-separated, no rule',
      'Exercise\tSet 1\tSet 2\nChin-ups\t10\t8',
      'kg',
      ['chin-up 10@bw', 'chin-up 8@bw'],
    ],
    [
      'one row per day, each with its own style',
      '| Date | Style | Set 1 | Set 2 |\n|--|--|--|--|\n| 2023-01-01 | Diamond push-ups | 15 | 12 |\n| 2023-01-03 | Push-ups | 10 | 8 |',
      'lb',
      ['diamond push-up 15@bw', 'diamond push-up 12@bw', 'push-up 10@bw', 'push-up 8@bw'],
    ],
    [
      'space-separated under a name line',
      'Dips\nDate        Set 1   Set 2\n2024-01-05  12      10',
      'kg',
      ['dip 12@bw', 'dip 10@bw'],
    ],
    [
      'German headers, sets written as load x reps',
      '| Datum | Übung | S1 | S2 | S3 |\n| --- | --- | --- | --- | --- |\n| 01.02.2024 | Bench press | 60x10 | 70x8 | 80x6 |',
      'kg',
      ['barbell bench press 10@132.277', 'barbell bench press 8@154.323', 'barbell bench press 6@176.37'],
    ],
    [
      'a "Set" column numbers the sets, it counts none',
      'Lat pulldown\n| Set | Reps | Weight |\n|---|---|---|\n| 1 | 12 | 50 |\n| 2 | 10 | 55 |',
      'kg',
      ['lat pulldown 12@110.231', 'lat pulldown 10@121.254'],
    ],
    [
      'a week column and "Weight (lbs)" in a kg entry',
      '| Week | Exercise | Sets | Reps | Weight (lbs) |\n|---|---|---|---|---|\n| 3 | Overhead press | 5 | 5 | 95 |',
      'kg',
      ['5*overhead press 5@95'],
    ],
    [
      'an empty name cell is the row above’s lift',
      '| Exercise | Weight | Reps |\n|---|---|---|\n| Squat | 100 | 5 |\n| | 110 | 3 |\n| Bench | 80 | 5 |',
      'kg',
      ['barbell back squat 5@220.462', 'barbell back squat 3@242.508', 'barbell bench press 5@176.37'],
    ],
    [
      'an aligned rule, pipes only between cells',
      'Exercise | Sets | Reps | Weight\n:--- | :-: | :-: | :-:\nHip thrust | 4 | 10 | 185',
      'lb',
      ['4*barbell hip thrust 10@185'],
    ],
    [
      'bodyweight and added load in the weight column',
      '| Exercise | Sets | Reps | Weight |\n|---|---|---|---|\n| Chin-ups | 3 | 8 | BW |\n| Dips | 3 | 10 | +15 |',
      'kg',
      ['3*chin-up 8@bw', '3*dip 10@33.069'],
    ],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual(rows);
  });
});

describe('counter-examples keep their reading', () => {
  it.each([
    [
      'a plan table of days and workouts',
      '| Day | Workout |\n|---|---|\n| Monday | Squat 5x5 |',
      'lb',
      ['5*barbell back squat 5@-'],
    ],
    [
      'a table of days and words counts nothing',
      '| Day | Focus |\n|---|---|\n| Mon | Legs |\n| Wed | Push |',
      'lb',
      [],
    ],
    [
      'a list of lifts with commas is no header',
      'Squat, bench, deadlift\nSquat 3x5 225',
      'lb',
      ['3*barbell back squat 5@225'],
    ],
    ['a row with wide gaps and no header', 'Bench  3x5  225', 'lb', ['3*barbell bench press 5@225']],
    [
      'bars between one lift’s numbers',
      'Squat: 3 sets | 10 reps | 100 kg',
      'lb',
      ['3*barbell back squat 10@220.462'],
    ],
    [
      'bars between two lifts',
      'Bench 5x5 @ 100 | Row 3x8 @ 60',
      'kg',
      ['5*barbell bench press 5@220.462', '3*barbell row 8@132.277'],
    ],
    ['a dated note row logs nothing', 'Date,Notes\n2024-01-01,rest day', 'kg', []],
    ['a headerless CSV export row', 'Deadlift,180,3,yes,no', 'kg', ['barbell deadlift 3@396.832']],
    [
      'a spreadsheet row without a header',
      'Chest press      12/95       12/105',
      'lb',
      ['machine chest press 12@95', 'machine chest press 12@105'],
    ],
    ['week columns are no sets', '| Week 1 | Week 2 |\n|---|---|\n| 100x5 | 105x5 |', 'kg', []],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual(rows);
  });
});
