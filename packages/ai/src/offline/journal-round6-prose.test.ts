/**
 * Issue 11, sixth round: prose in our own words. (1) The lift named after its sets with "of" or "on"
 * ("knocked out 3x10 of curls"), a verb phrase before them. (2) A difference from an earlier load
 * ("adding 15# to my previous 1RM", "up 10 lbs from last week") is no set. (3) A max stated with its
 * load ("1RM now stands at 240#", "new 1RM: 180kg") is a single at that load.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb, runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('the lift named after its sets, a verb phrase before them', () => {
  it.each([
    [
      '"of" after sets of reps',
      'Ground out 4 sets of 8 reps of bench at 80kg today.',
      ['4*barbell bench press 8@176.37'],
      'kg' as const,
    ],
    [
      '"of" after N x R, a load with "with"',
      'Knocked out 3x10 of curls with 15kg',
      ['3*barbell curl 10@33.069'],
      'kg' as const,
    ],
    [
      '"on" after the sets, lb',
      'banged out 5x5 on squats @ 225',
      ['5*barbell back squat 5@225'],
      'lb' as const,
    ],
    [
      'the lift first still wins',
      'Deadlift 3 sets of 5 of the heavy stuff at 140kg',
      ['3*barbell deadlift 5@308.647'],
      'kg' as const,
    ],
  ])('%s', (_, text, want, unit) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('a difference from an earlier load, and a max stated', () => {
  it.each([
    [
      'an increase on a record, then the max',
      'Hit a bench PR today, adding 10 lbs to my old 1RM. 1RM is now 250 lbs.',
      ['barbell bench press 1@250'],
      'lb' as const,
    ],
    [
      'up from last week after the sets',
      'Squat 5x5 at 100kg, up 5kg from last week',
      ['5*barbell back squat 5@220.462'],
      'kg' as const,
    ],
    [
      'more than last time',
      'Deadlift 405x3, 20 lbs more than last time',
      ['barbell deadlift 3@405'],
      'lb' as const,
    ],
    ['a max with a colon', 'Deadlift: new 1RM: 180kg', ['barbell deadlift 1@396.832'], 'kg' as const],
  ])('%s', (_, text, want, unit) => {
    expect(brief(text, unit)).toEqual(want);
  });
});
