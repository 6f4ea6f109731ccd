/**
 * Issue 11, fifth round: one heavy set told in a forum post, written by us before the parser read it.
 * A load lifted by a lift's verb or called a record is a single; the lifter's bodyweight and weight
 * class are not loads.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a single stated in prose', () => {
  it.each([
    ['a lift verb with the load as its object', 'I squatted 315 lbs today!', ['barbell back squat 1@315']],
    ['pressed, no unit', 'Finally pressed 185 this morning.', ['overhead press 1@185']],
    ['reps written after it stay reps', 'I benched 225 for 3 today', ['barbell bench press 3@225']],
    [
      'a record at a bodyweight: the bodyweight is no load',
      'Won the deadlift at the meet with a PR of 500 at a bodyweight of 181.',
      ['barbell deadlift 1@500'],
    ],
    [
      'a weight-class note after the sets is no set',
      'Squat: 315 for 5\nBW down to 190, have to make weight at 181.',
      ['barbell back squat 5@315'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
