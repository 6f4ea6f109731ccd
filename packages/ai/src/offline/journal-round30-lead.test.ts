/**
 * Round 30, found by the lead posting entries to the running app (npm start on a clean clone):
 * - "Bench 3x5 185. 50 min total." logged one bench set of 50 and dropped the three sets: a time called a
 *   total was read as the sum of the reps (journal-time-total).
 * - "Deadlift 5x315. Time: 45 min" and "Squat 5x5 225. 1 hour total." logged a timed set of the lift: a
 *   sentence that is only a time taken, after a lift's rep sets, is how long the session took, a note, as
 *   "Time: 45 min" on its own line already was (journal-session-time).
 * Rows as in journal-general.test.ts (lb).
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a session’s length told after the sets', () => {
  it.each([
    ['Bench 3x5 185. 50 min total.', ['3*barbell bench press 5@185']],
    ['Bench 3x5 185. Took 50 min total', ['3*barbell bench press 5@185']],
    ['Bench 3x5 185. Workout took 50 min in total.', ['3*barbell bench press 5@185']],
    ['Bench 3x5 185\nTook 50 min total.', ['3*barbell bench press 5@185']],
    ['Squat 5x5 225. 1 hour total.', ['5*barbell back squat 5@225']],
    ['Squat 5x5 225, 60 minutes', ['5*barbell back squat 5@225']],
    ['Deadlift 5x315. Time: 45 min', ['barbell deadlift 5@315']],
    [
      'Deadlift 5x315. Then switched to sumo for 3x3 at 365. Time: 45 min',
      ['barbell deadlift 5@315', '3*sumo deadlift 3@365'],
    ],
    ['Squat 3x5 225\nThe whole session lasted about 70 minutes.', ['3*barbell back squat 5@225']],
    ['Rows 4x10 135. It took 40 min.', ['4*barbell row 10@135']],
  ])('%j', (text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('times that are still the move’s', () => {
  it.each([
    ['Plank 3 min total', ['plank -@bw']],
    ['Plank\n2 min', ['plank -@bw']],
    ['Run\n30 min', ['Running -@-']],
    ['Bench 3x5 185\n10 min bike', ['3*barbell bench press 5@185', 'Cycling -@-']],
    ['Bench 3x5 185. Rowing 10 min.', ['3*barbell bench press 5@185', 'Rowing -@-']],
    ['100 push-ups total', ['push-up 100@bw']],
  ])('%j', (text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
