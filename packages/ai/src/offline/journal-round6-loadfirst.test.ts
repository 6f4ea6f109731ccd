/**
 * Issue 11, sixth round, in our own words. (1) A load written once, with its unit, before a line's sets
 * × reps ("Dumbbell press 10kg 1 x 5, 1 x 4") holds for the sets × reps after them on that line; a
 * new load starts a new run. (2) A compound movement the catalogue lacks ("Clean and Press") is
 * logged as written, never shortened to a lift it contains ("dumbbell press").
 * Rows as in journal-general.test.ts: "name reps@weight" in lb, runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a load written once before the sets of its line', () => {
  it.each([
    [
      'kg, two runs of sets',
      'Bench 60kg 3 x 5, 2 x 4',
      ['3*barbell bench press 5@132.277', '2*barbell bench press 4@132.277'],
      'kg' as const,
    ],
    [
      'lb, ones written as 1 x R',
      'Incline DB press 50 lbs 1x10, 1x8, 1x6',
      [
        'incline dumbbell bench press 10@50',
        'incline dumbbell bench press 8@50',
        'incline dumbbell bench press 6@50',
      ],
      'lb' as const,
    ],
    [
      'a new load starts a new run',
      'Curl 12.5kg 2x10, 1x8 then 10kg 1x12',
      ['2*barbell curl 10@27.558', 'barbell curl 8@27.558', 'barbell curl 12@22.046'],
      'kg' as const,
    ],
    [
      'load × reps first: later sets × reps keep no load',
      'Squat 225x5, 3x5',
      ['barbell back squat 5@225', '3*barbell back squat 5@-'],
      'lb' as const,
    ],
    [
      'the next line is not the same line',
      'Squat 100kg 5x5\nBench 3x5',
      ['5*barbell back squat 5@220.462', '3*barbell bench press 5@-'],
      'kg' as const,
    ],
  ])('%s', (_, text, want, unit) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('a compound movement the catalogue lacks', () => {
  it.each([
    [
      'dumbbell clean and press, misspelt',
      'Dumbel Clean and Press 12kg 3 x 6',
      ['3*Dumbel Clean and Press 6@26.455'],
      'kg' as const,
    ],
    [
      'kettlebell clean & press',
      'Kettlebell clean & press: 16kg 5x5',
      ['5*Kettlebell Clean and Press 5@35.274'],
      'kg' as const,
    ],
    [
      'clean and jerk is in the catalogue',
      'Clean and jerk 60kg 5x2',
      ['5*clean and jerk 2@132.277'],
      'kg' as const,
    ],
  ])('%s', (_, text, want, unit) => {
    expect(brief(text, unit)).toEqual(want);
  });
});
