/**
 * Issue 11: an entry that names a lift and states sets never logs nothing (journal-face-value). When
 * every reader before it sets the numbers aside (the lift named after them, in a sentence of its own, in
 * words no rule knows), the sets are read at face value under the lift the entry names; what the readers
 * call not today's work (a plan, a goal, history, a failed try, a stat) stays unlogged. Lines written by
 * us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('an entry that names a lift and states sets logs them', () => {
  it.each([
    [
      'the lift named at the end of the story',
      'Got 225 up for 3 clean reps, which felt great. Then 245 for 2. My favourite lift, the deadlift.',
      ['barbell deadlift 3@225', 'barbell deadlift 2@245'],
    ],
    [
      'a dated block, the lift in its closing sentence',
      'Monday 3 March\n95 lb x 8 reps x 1 set\n115 lb x 6 x 1\nShort session, all of it on the bench press.',
      ['barbell bench press 8@95', 'barbell bench press 6@115'],
    ],
    [
      'counts in words, the lift named as "a movement called"',
      'This morning I lifted 60 pounds over my head, eight times, a movement called the overhead press.',
      ['overhead press 8@60'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('what is not today’s work stays unlogged', () => {
  it.each([
    ['a plan', 'Next week I plan to squat 3x5 at 225.'],
    ['a goal', 'My goal is a 405 deadlift for 5 reps.'],
    ['tomorrow', 'Tomorrow: bench 5x5 @ 185'],
    ['history', 'Last year I benched 3x5 at 225.'],
    ['an old record', 'My old PR was 315x5 on squat.'],
    ['a failed try', 'Failed a squat attempt at 315 for 2.'],
  ])('%s', (_, text) => {
    expect(brief(text)).toEqual([]);
  });
});
