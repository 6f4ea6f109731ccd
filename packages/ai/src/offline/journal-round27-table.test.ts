/**
 * Round 27: a lift's row copied out of a spreadsheet or notebook table with no header, its fields as
 * bare columns ("Squats 85 3 8": load, sets, reps; "Inverted Situps body 3 10": the body for the load).
 * The numbers' sizes say which is which (journal-bare-columns): the load is the one number clearly above
 * the others (or with a point, a unit or a bodyweight word), the smaller count the sets (at most 6), the
 * other the reps, in whatever order the columns run. A remark after the row ("felt heavy") is a note and
 * changes no number, here and after a row told in pieces ("Squat 225 reps 5 felt heavy": journal-field-
 * pieces).
 * Ambiguous calls: "Squat 100 5 5" is 5 x 5 (sets and reps read either way agree; not a reps list of two
 * sets, since the row has no mark between the counts); more than 6 sets ("Curls 25 12 10") and counts
 * after a unit load that do not rise ("50kg 10 8") are left to the readers that take them for a load and
 * its reps, or a reps list, as before. Rows under a table header, rows in an entry that lists reps by
 * spaces after a load, and rows marked with dashes or commas are other readers' too.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines (holdout 50)', () => {
  it.each([
    ['Squats 85 3 8', ['3*barbell back squat 8@85']],
    ['Bench Press 65 3 8', ['3*barbell bench press 8@65']],
    ['Inverted Situps body 3 10', ['3*Inverted Situps 10@bw']],
    [
      'Squats 85 3 8\nBench Press 65 3 8\nInverted Situps body 3 10',
      ['3*barbell back squat 8@85', '3*barbell bench press 8@65', '3*Inverted Situps 10@bw'],
    ],
  ])('%s', (text, rows) => {
    expect(brief(text, 'lb')).toEqual(rows);
  });
});

describe('bare columns in our own words: other orders, units and names', () => {
  it.each([
    ['Leg Press 180 4 12', 'lb', ['4*leg press 12@180']],
    ['Dumbbell Row 22.5 3 10', 'kg', ['3*one-arm dumbbell row 10@49.604']],
    ['Lat pulldown 50kg 3 12', 'kg', ['3*lat pulldown 12@110.231']],
    ['Incline bench 60 kg 4 10', 'kg', ['4*incline barbell bench press 10@132.277']],
    ['Hip thrust 135 lbs 3 10', 'lb', ['3*barbell hip thrust 10@135']],
    ['Leg curl 45# 3 15', 'lb', ['3*lying leg curl 15@45']],
    ['Pull ups BW 3 8', 'lb', ['3*pull-up 8@bw']],
    ['Sit ups bodyweight 3 20', 'lb', ['3*sit-up 20@bw']],
    // Both readings of two equal counts are the same scheme.
    ['Squat 100 5 5', 'lb', ['5*barbell back squat 5@100']],
    // Sets, reps, then the load; reps, sets, then the load; load, reps, sets.
    ['Overhead press 3 8 40', 'lb', ['3*overhead press 8@40']],
    ['Romanian deadlift 8 3 100', 'lb', ['3*romanian deadlift 8@100']],
    ['Cable row 50 8 4', 'lb', ['4*seated cable row 8@50']],
    ['Bench: 92.5 5 3', 'lb', ['3*barbell bench press 5@92.5']],
    ['Goblet squat 24 3 12', 'kg', ['3*goblet squat 12@52.911']],
    ['SQUATS  85  3  8', 'lb', ['3*barbell back squat 8@85']],
    [
      '- Squats 85 3 8\n- Bench Press 65 3 8',
      'lb',
      ['3*barbell back squat 8@85', '3*barbell bench press 8@65'],
    ],
    // The entry's other rows say "3x5 @ 100": its bare row is the same fields.
    ['Squat 3x5 @ 100\nBench 80 3 8', 'lb', ['3*barbell back squat 5@100', '3*barbell bench press 8@80']],
  ])('%s', (text, unit, rows) => {
    expect(brief(text, unit as 'kg' | 'lb')).toEqual(rows);
  });
});

describe('a remark after the row changes none of its numbers', () => {
  it.each([
    ['Squat 225 reps 5 felt heavy', ['barbell back squat 5@225']],
    ['Squat 225 reps 5 - felt heavy', ['barbell back squat 5@225']],
    ['Bench 135 reps 8 sets 3 felt good', ['3*barbell bench press 8@135']],
    ['Squats 85 3 8 felt heavy', ['3*barbell back squat 8@85']],
    ['Squats 85 3 8 (felt good)', ['3*barbell back squat 8@85']],
  ])('%s', (text, rows) => {
    expect(brief(text, 'lb')).toEqual(rows);
  });
});

describe('numbers that are not columns stay as they were', () => {
  it.each([
    // A bodyweight move's bare counts are a reps list; a heavy first count, a load and its reps.
    ['Dips 10 8 6', 'lb', ['dip 10@bw', 'dip 8@bw', 'dip 6@bw']],
    ['Push ups 25 20 15', 'lb', ['push-up 25@bw', 'push-up 20@bw', 'push-up 15@bw']],
    ['Dips: 45 8 8', 'lb', ['dip 8@45']],
    // Dashes between the counts: a load and its reps, as round 15 reads it.
    ['Bench 100 - 5 - 5', 'kg', ['barbell bench press 5@220.462']],
    // A reps list after a load, by commas or by spaces after a unit.
    ['Squat 255 5,5,4', 'lb', ['2*barbell back squat 5@255', 'barbell back squat 4@255']],
    [
      'Lat pulldown 50kg 12 10 8',
      'kg',
      ['lat pulldown 12@110.231', 'lat pulldown 10@110.231', 'lat pulldown 8@110.231'],
    ],
    ['Lat pulldown 50kg 10 8', 'kg', ['lat pulldown 10@110.231', 'lat pulldown 8@110.231']],
    // More than 6 sets is no sets count: a load and its reps.
    ['Curls 25 12 10', 'lb', ['barbell curl 12@25']],
    // Three numbers of one size, running down: reps, not a load.
    ['Squat 20 10 6', 'lb', ['barbell back squat 10@20']],
    // A row in an entry that lists reps by spaces after a load is read that way.
    ['Squat 100 5 5 5\nBench 80 5 3', 'lb', ['barbell back squat 5@100', 'barbell bench press 5@80']],
    // Not a lift's row.
    ['Week 3 5 100', 'lb', []],
  ])('%s', (text, unit, rows) => {
    expect(brief(text, unit as 'kg' | 'lb')).toEqual(rows);
  });

  it('takes no year for a load', () => {
    expect(brief('Squat 12 11 2024', 'lb').join(' ')).not.toMatch(/@2024/);
  });

  it('takes no time of day for a column', () => {
    expect(brief('Bench 7:30 3 8', 'lb').join(' ')).not.toMatch(/^3\*|@7/);
  });
});
