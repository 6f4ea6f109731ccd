/**
 * Issue 11, eighteenth round: in a story of attempts, each load told as done is a single, and a load
 * told as a change is added to the last load told. "Did 95", "started at 95 and made it", "came down 5
 * pounds to 195 and got it" are one lift each; a failed try is none; "another 20 pounds went on", "added
 * 50 more", "+20 lbs", "up 50", "dropped 20" are the load they came to, and "down 10 to 235" is 235.
 * Only the lifter's own sets of today count: another lifter's numbers ("Mike's best is 155", "he pulled
 * 500") and a max from long ago are no sets. Lines written by us. Rows as in journal-general.test.ts:
 * "name reps@weight" in lb ("-" = none), runs as "n*row".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { sentenceKind } from './journal-achieved.ts';

describe('a load told as done in a story of attempts is a single', () => {
  it.each([
    [
      'done, matched the old best, then a miss',
      'Squat day. Opened with 275 and did it easily. Did 295, same as my old best. Did 305. Went for 315 and missed it twice.',
      ['barbell back squat 1@275', 'barbell back squat 1@295', 'barbell back squat 1@305'],
    ],
    [
      'a change down to a load written after it',
      'Bench: warmed up, then did 185, which matched my previous max. Tried 200 but failed at lockout. Came down 5 pounds to 195 and got it.',
      ['barbell bench press 1@185', 'barbell bench press 1@195'],
    ],
    [
      'the verb of the lift itself',
      'Deadlift max attempts. Pulled 365. Pulled 385, a new PR. Failed 405 off the floor.',
      ['barbell deadlift 1@365', 'barbell deadlift 1@385'],
    ],
    [
      '"made it" after "started at"',
      'Overhead press. Started at 95 and made it. Made 105 as well. Missed 115 twice.',
      ['overhead press 1@95', 'overhead press 1@105'],
    ],
    [
      'a jump, then a try with no luck',
      'Trap bar deadlift, max day. First 315, did it. Then jumped to 345 and did that too. Then tried 365, no luck.',
      ['trap bar deadlift 1@315', 'trap bar deadlift 1@345'],
    ],
  ])('%s: %s', (_, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});

describe('a load told as a change is added to the last load', () => {
  it.each([
    [
      'plates going on, counts in the next sentence',
      'Front squat. Began with 135 for 5. Then another 20 pounds went on the bar. 5 reps. Then 10 more was added. 3 reps.',
      ['front squat 5@135', 'front squat 5@155', 'front squat 3@165'],
    ],
    [
      '"added N more", "added another N"',
      'Leg press: started on 200 lbs, 12 reps. Added 50 more. 10 reps. Added another 50. 8 reps.',
      ['leg press 12@200', 'leg press 10@250', 'leg press 8@300'],
    ],
    [
      'a plus sign opening the clause',
      'Row: 95 lbs for 10. Then +20 lbs, 8 reps.',
      ['barbell row 10@95', 'barbell row 8@115'],
    ],
    [
      'up, then down from there',
      'Bench with a 45 lb bar, 15 reps. Then up 50 lbs, 10 reps. Then dropped 20, 12 reps.',
      ['barbell bench press 15@45', 'barbell bench press 10@95', 'barbell bench press 12@75'],
    ],
    [
      'a change with the load it came to',
      'Squats. Worked to 225 for 3. Went up 20 to 245, 2 reps.',
      ['barbell back squat 3@225', 'barbell back squat 2@245'],
    ],
    [
      'kilos added to the bar',
      'Bench press. Began with the 20 kg bar, 15 reps. An extra 10 kilos was added. 10 reps.',
      ['barbell bench press 15@44.092', 'barbell bench press 10@66.139'],
    ],
  ])('%s: %s', (_, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});

describe("only the lifter's own sets of today are sets", () => {
  it.each([
    [
      "another lifter's best",
      "Strict press. Mike's best is 155 for 3. I did 115 for 5, 125 for 3.",
      ['overhead press 5@115', 'overhead press 3@125'],
    ],
    [
      "a partner's max",
      "Bench. My training partner's max is 315. I worked up: 225x3, 245x1.",
      ['barbell bench press 3@225', 'barbell bench press 1@245'],
    ],
    ['what he pulled', 'Deadlift. He pulled 500 for a single. I pulled 405 x 2.', ['barbell deadlift 2@405']],
    [
      'a max from long ago, then the sets',
      'Push press, 3 rep max. I know my best was 185#, but that was years ago.\n135# for 3\n155# for 3',
      ['push press 3@135', 'push press 3@155'],
    ],
  ])('%s: %s', (_, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });

  it('sorts the sentences by owner', () => {
    expect(sentenceKind("Sam's weight was 185# for 5 reps.")).toBe('other');
    expect(sentenceKind('She squatted 225 for a triple.')).toBe('other');
    expect(sentenceKind("Today's top set was 315 for 3.")).toBe('today');
    expect(sentenceKind("The bar's weight was 45.")).toBe('today');
  });
});

describe('what stays as it was', () => {
  it.each([
    [
      'reps counted, not loads',
      'Push-ups: did 20, then 15. Max reps test.',
      ['push-up 20@bw', 'push-up 15@bw'],
    ],
    [
      'a change in brackets compares with last week',
      'Squat 5x5 @ 225 (+10 lbs from last week)',
      ['5*barbell back squat 5@225'],
    ],
    ['a load added to bodyweight', 'Curls 3x10 @ BW +20 lbs', ['3*barbell curl 10@20']],
    [
      'plates for next week',
      'Bench 185x5. Added 5 lbs to the bar for next week.',
      ['barbell bench press 5@185'],
    ],
    [
      'a count of another move after the sets',
      'Squats 3x5 at 275. Did 100 pushups after.',
      ['3*barbell back squat 5@275', 'push-up 100@bw'],
    ],
    [
      'a best from years back beside today',
      'Clean and jerk: my best ever was 100kg back in 2019. Today I did 80kg for 2, 85kg for 1.',
      ['clean and jerk 2@176.37', 'clean and jerk 1@187.393'],
    ],
  ])('%s: %s', (_, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});
