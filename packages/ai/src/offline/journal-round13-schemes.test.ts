/**
 * Issue 11, thirteenth round: a scheme is read the same way however it is punctuated and wherever it
 * sits around the name. "load/reps" pairs are "load x reps" pairs, read list-wide by journal-pairs (a
 * percentage before an item is a note, bare counts after an item are more sets at its load, a lone
 * pair is a list of one, a grip label under a lift is that lift held another way). A scheme told in
 * words (a load, then reps and sets joined by "and"; the sets before the name and the reps after it)
 * is put plainly by journal-phrasing's schemeInWords, and lifts sharing it get a line each, a muscle
 * standing for the lift that works it. Lines written by us.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a slash between load and reps is read as an x is', () => {
  it.each([
    [
      'percent tags before the items are notes',
      'Squat\n60/8; (65%) 80/5; (75%) 95/3',
      'kg',
      ['barbell back squat 8@132.277', 'barbell back squat 5@176.37', 'barbell back squat 3@209.439'],
    ],
    [
      'one load, then more sets of reps at it',
      'Overhead press\n(85%) 115/5, 5, 4',
      'lb',
      ['2*overhead press 5@115', 'overhead press 4@115'],
    ],
    ['a lone pair before a remark', 'Deadlift 140/5 - moved well', 'kg', ['barbell deadlift 5@308.647']],
    [
      'grip labels under the lift, bodyweight then added load',
      'Chin-ups\nneutral grip: BW/8; 20/5\nclose grip: 20/5, 4',
      'kg',
      ['chin-up 8@bw', '2*chin-up 5@44.092', 'chin-up 4@44.092'],
    ],
    [
      'reps first, parted by spaces',
      'Leg press   10/180   10/230   8/270',
      'lb',
      ['leg press 10@180', 'leg press 10@230', 'leg press 8@270'],
    ],
    [
      '"bodyweight" spelled out, a count after an added load',
      'Dips\nbodyweight/12; 25/8, 7',
      'lb',
      ['dip 12@bw', 'dip 8@25', 'dip 7@25'],
    ],
    [
      'units on every load',
      'Press 40kg/8; 45kg/6; 50kg/4',
      'kg',
      ['overhead press 8@88.185', 'overhead press 6@99.208', 'overhead press 4@110.231'],
    ],
    [
      'grip labels under a bench variant',
      'Incline bench\nwide grip: 135/8, 8\nclose grip: 115/10',
      'lb',
      ['2*incline barbell bench press 8@135', 'incline barbell bench press 10@115'],
    ],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual(rows);
  });
});

describe('a scheme told in words around the name', () => {
  it.each([
    [
      'two lifts sharing a load, reps and sets',
      'I did curls and rows at 20 lbs each, 12 reps and 3 sets each.',
      'lb',
      ['3*barbell curl 12@20', '3*barbell row 12@20'],
    ],
    [
      'sets before reps, "with" a load',
      'I did shoulder press and curls with 15 lbs, 3 sets and 12 reps each.',
      'lb',
      ['3*overhead press 12@15', '3*barbell curl 12@15'],
    ],
    [
      'muscles named for the lifts',
      'I did glutes and hamstrings at 30 lbs, 4 sets and 10 reps each.',
      'lb',
      ['4*Glutes 10@30', '4*Hamstrings 10@30'],
    ],
    [
      'a half told in words',
      'Shrugs at two and a half kg, 20 reps and 2 sets total',
      'kg',
      ['2*barbell shrug 20@5.512'],
    ],
    [
      'sets run into the word, reps per set after the name',
      '4sets lunges (12 per set)',
      'lb',
      ['4*dumbbell lunge 12@-'],
    ],
    ['reps per set in parentheses, bodyweight', '2 sets push-ups (20 per set)', 'lb', ['2*push-up 20@bw']],
    [
      'sets before the name, reps each after it',
      '3 sets goblet squats, 15 reps each',
      'kg',
      ['3*goblet squat 15@-'],
    ],
    ['"set/rep" before a name', '3 set/15 rep Cable Face Pull @ 30 lbs', 'lb', ['3*face pull 15@30']],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual(rows);
  });
});

describe('counter-examples keep their reading', () => {
  it.each([
    [
      'a rep scheme in slashes',
      'Squat 5/3/1',
      ['barbell back squat 5@-', 'barbell back squat 3@-', 'barbell back squat 1@-'],
    ],
    [
      'a reps list beside a loads list',
      'Curls 12/10/8 with 30/35/40',
      ['barbell curl 12@30', 'barbell curl 10@35', 'barbell curl 8@40'],
    ],
    ['two small counts stay reps', 'Pull-ups 8/6', ['pull-up 8@bw', 'pull-up 6@bw']],
    ['a split per 500 m is no pair', 'Rowing 2000m, split 1:55/500m', ['Rowing -@-']],
    [
      'warm-up loads in parentheses',
      'Bench 3 at (95/135)/185 lbs',
      ['barbell bench press 3@95', 'barbell bench press 3@135', 'barbell bench press 3@185'],
    ],
    ['one lift named with "and"', 'Clean and jerk 3x3 @ 60 kg', ['3*clean and jerk 3@132.277']],
    ['sets x reps lists stay sets', 'Pull-ups 3x10, 2x8', ['3*pull-up 10@bw', '2*pull-up 8@bw']],
    [
      'bare counts after an x pair',
      'Bench 225x5, 5, 4',
      ['2*barbell bench press 5@225', 'barbell bench press 4@225'],
    ],
  ] as const)('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
