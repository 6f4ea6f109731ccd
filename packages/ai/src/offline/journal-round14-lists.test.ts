/**
 * Issue 11, fourteenth round: a list of sets is read item by item, and what the list states once is
 * shared by its items, whatever joins them (commas, "and", "&", "then", slashes, plain spaces). A count
 * and reps before a list of loads give one set per load when the count agrees (or none is told); a load
 * before a list of schemes is every scheme's; counts joined to the last by "and"/"&" are all items;
 * whole sets parted by slashes are items; a bodyweight move's bare counts parted by spaces are its reps
 * (journal-list-items). A sum said in the list's sentence restates it (journal-told-lists). Lines
 * written by us.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('what a list states once is shared by its items', () => {
  it.each([
    [
      'a count and reps, then loads joined by "and"',
      'Front squat went fine: 3 sets of 4 at 100, 110 and 120',
      'lb',
      ['front squat 4@100', 'front squat 4@110', 'front squat 4@120'],
    ],
    [
      'no count told, loads with a unit after the last',
      'Incline press sets of 6 @ 40, 45, 50 kg',
      'kg',
      [
        'incline barbell bench press 6@88.185',
        'incline barbell bench press 6@99.208',
        'incline barbell bench press 6@110.231',
      ],
    ],
    [
      'a load, then schemes after "at"',
      'Rows were heavy today. 70kg at 2x8, 1x6 and 1x5.',
      'kg',
      ['2*barbell row 8@154.323', 'barbell row 6@154.323', 'barbell row 5@154.323'],
    ],
    [
      'a load with its unit, then schemes joined by "then"',
      'Overhead press 95 lbs 3x5 then 2x3',
      'lb',
      ['3*overhead press 5@95', '2*overhead press 3@95'],
    ],
    [
      'counts joined to the last by "&", the lift named after them',
      'Did sets of 12, 15, 12 & 20 dips',
      'lb',
      ['dip 12@bw', 'dip 15@bw', 'dip 12@bw', 'dip 20@bw'],
    ],
    [
      'counts joined to the last by "and" under a label',
      'Pull ups: sets of 8, 7, 6 and 6.',
      'lb',
      ['pull-up 8@bw', 'pull-up 7@bw', '2*pull-up 6@bw'],
    ],
    [
      'a sum said beside its list is no set',
      'Push ups 20, 20, 15 and 10 for a total of 65',
      'lb',
      ['2*push-up 20@bw', 'push-up 15@bw', 'push-up 10@bw'],
    ],
    [
      'bare counts parted by spaces under a bodyweight move',
      'Crunches: 30 20 20',
      'lb',
      ['crunch 30@bw', '2*crunch 20@bw'],
    ],
    [
      'a bodyweight move named without a colon',
      'Dips 15 12 10 (last one slow)',
      'lb',
      ['dip 15@bw', 'dip 12@bw', 'dip 10@bw'],
    ],
    [
      'whole sets parted by slashes, no spaces',
      'Front squat 3 @ 95/3 @ 115/2 @ 135/1 @ 155',
      'lb',
      ['front squat 3@95', 'front squat 3@115', 'front squat 2@135', 'front squat 1@155'],
    ],
    [
      'whole sets parted by slashes, reps said',
      'Bench 8 reps at 60kg / 6 reps at 70kg / 1 rep at 80kg',
      'kg',
      ['barbell bench press 8@132.277', 'barbell bench press 6@154.323', 'barbell bench press 1@176.37'],
    ],
    [
      'a count told in a word',
      'Deadlift, kept it easy: three sets of 5 @ 135, 155 and 175.',
      'lb',
      ['barbell deadlift 5@135', 'barbell deadlift 5@155', 'barbell deadlift 5@175'],
    ],
  ])('%s', (_, text, unit, rows) => {
    expect(brief(text, unit as 'kg' | 'lb')).toEqual(rows);
  });
});

describe('lines that look like lists but say something else stay as they were', () => {
  it.each([
    // A count that disagrees with the list: not one set per load.
    ['Squat 5x5 @ 100, 120', ['5*barbell back squat 5@100', 'barbell back squat 5@120']],
    // Two counts joined by "and" say nothing about reps.
    ['Week 5 and 6 went well', []],
    // Days numbered in a list are no sets.
    ['Trained on days 1, 2 and 3 of the plan', []],
    // A loaded lift's bare counts parted by spaces are sets, reps and load.
    ['Squat 3 5 225', ['3*barbell back squat 5@225']],
    // Weighted dips: a heavy first count before light ones is a load and its reps.
    ['Dips: 45 8 8', ['dip 8@45']],
    // Bare counts parted by spaces under a loaded lift are no reps list.
    ['Curls 25 12 10', ['barbell curl 12@25']],
    // One rep count at each load of a slash list, read by journal-lists as before.
    [
      'Bench 3 @ 140/150/155',
      ['barbell bench press 3@140', 'barbell bench press 3@150', 'barbell bench press 3@155'],
    ],
    // Minutes are no item of a reps list.
    ['Bike 10, 12 and 15 minutes', ['Cycling -@-']],
  ])('%s', (text, rows) => {
    expect(brief(text, 'lb')).toEqual(rows);
  });
});
