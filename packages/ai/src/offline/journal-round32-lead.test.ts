/**
 * Round 32, the lead's: shapes found probing in our own words while the families worked (no sealed line
 * was read).
 * - "then 2 more sets of 5 at 205" logged one set: more sets told with their reps are that many sets
 *   (journal-normalize). "five more sets at 50%" with no reps stays out, as holdout 39's plan in a remark
 *   needs; "then 3 more at 335" (more reps, or more sets?) is left as it was.
 * Rows as in journal-general.test.ts (lb).
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('more sets told with their reps are sets', () => {
  it.each([
    [
      'Benched 225 for 5 reps, then 2 more sets of 5 at 205.',
      ['barbell bench press 5@225', '2*barbell bench press 5@205'],
    ],
    ['Did 2 more sets of 10 pull-ups.', ['2*pull-up 10@bw']],
    [
      'Squat 3x5 @ 225, then 2 more sets of 3 at 245',
      ['3*barbell back squat 5@225', '2*barbell back squat 3@245'],
    ],
    ['Bench 185x5, two more sets of 5 at 175', ['barbell bench press 5@185', '2*barbell bench press 5@175']],
    ['Pull-ups 10, 8, then 3 more sets of 6', ['pull-up 10@bw', 'pull-up 8@bw', '3*pull-up 6@bw']],
    ['Leg press 4x12 @ 360, 1 more set of 20 @ 270', ['4*leg press 12@360', 'leg press 20@270']],
  ])('%j', (text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it.each([
    // A plan after the day's work, with no reps of its own, is no set.
    ['Squat 5x5 at 225. Next week I will do five more sets at 50%.', ['5*barbell back squat 5@225']],
    ['Deadlift 5x315, then 3 more at 335', ['barbell deadlift 5@315', 'barbell deadlift 3@335']],
  ])('leaves %j as it was', (text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
