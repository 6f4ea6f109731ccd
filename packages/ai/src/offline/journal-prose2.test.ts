/**
 * Issue 11, third round: prose around sets, written by us before the parser read it. Rows as in
 * journal-general.test.ts: "name reps@weight" in lb ("bw" = bodyweight only), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('sets told in sentences', () => {
  it.each([
    [
      'a verb tells the set, the lift was named before',
      'Deadlifts went well today. Pulled 405 for 3 sets of 3.',
      ['3*barbell deadlift 3@405'],
    ],
    [
      '"at the same weight" repeats the load',
      'Hit 5 reps on 225 bench, then 4, then 3 at the same weight',
      ['barbell bench press 5@225', 'barbell bench press 4@225', 'barbell bench press 3@225'],
    ],
    [
      'a reps list, then its loads in parentheses',
      'Bench: 3 sets - 10, 8, 6 reps (135, 155, 175)',
      ['barbell bench press 10@135', 'barbell bench press 8@155', 'barbell bench press 6@175'],
    ],
    [
      'three lifts in one paragraph',
      'Today was leg day. I started with back squats, 3 sets of 5 at 225. Then I did Romanian deadlifts for 3 sets of 10 at 135. Finished with leg curls, 3x12 at 70.',
      ['3*barbell back squat 5@225', '3*romanian deadlift 10@135', '3*lying leg curl 12@70'],
    ],
    ['prose with no numbers logs nothing', 'Felt great today, slept well and ate a big breakfast', []],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
