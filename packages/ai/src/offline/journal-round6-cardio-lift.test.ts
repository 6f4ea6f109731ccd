/**
 * Issue 11, sixth round, in our own words: a cardio line that names the lift done after it ("30:30 on
 * the bike after some deadlifts:", "10 min rower, then squats") logs the cardio and heads the sets on
 * the lines after with that lift.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb, runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('cardio, then the lift whose sets follow', () => {
  it.each([
    [
      'a time on the bike "after some" lift, reps × load lines',
      '20:00 on the bike after some squats:\n10 x 95, 8 x 135\nWork sets: 3 sets of 5 x 185',
      ['Cycling -@-', 'barbell back squat 10@95', 'barbell back squat 8@135', '3*barbell back squat 5@185'],
      'lb' as const,
    ],
    [
      'minutes on the rower, "then" the lift, kg',
      '10 min rower, then deadlifts:\n60kg x 5\n80kg x 5',
      ['Rowing -@-', 'barbell deadlift 5@132.277', 'barbell deadlift 5@176.37'],
      'kg' as const,
    ],
    [
      'a distance, "followed by" the lift on the same line',
      'Ran 2 miles followed by bench\n135 x 10\n185 x 5',
      ['Running -@-', 'barbell bench press 10@135', 'barbell bench press 5@185'],
      'lb' as const,
    ],
  ])('%s', (_, text, want, unit) => {
    expect(brief(text, unit)).toEqual(want);
  });
});
