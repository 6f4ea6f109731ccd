/**
 * Names among prose and blocks of lines, written by us before the parser read them: lead-in words,
 * names after the numbers, sentences that name a lift, habits and plans, session stats, and a name
 * line followed by numbers on lines of their own. Rows: text, then the sets as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('names among prose', () => {
  it.each([
    ['words after the sets', 'Pullups 3 sets to failure', ['3*pull-up -@bw']],
    [
      'lead-in words',
      'Started with bench press: 135 for 10, 155 for 8',
      ['barbell bench press 10@135', 'barbell bench press 8@155'],
    ],
    ['name after the numbers', 'Finished with 3 sets of 15 crunches', ['3*crunch 15@bw']],
    ['name after "on"', 'Did 5 sets of 5 on squats at 225', ['5*barbell back squat 5@225']],
    [
      'list letters',
      'b. overhead press\n\n45 pounds x 8, 55 x 8',
      ['overhead press 8@45', 'overhead press 8@55'],
    ],
    [
      'kind of set is no name',
      'Barbell Rows: 4 sets x 10 reps, rest-pause set x 50 reps',
      ['4*barbell row 10@-', 'barbell row 50@-'],
    ],
    ['a known name in parentheses', 'Ab work (weight crunches) 30lbs 3 sets of 20', ['3*crunch 20@30']],
    [
      'the lifter’s bodyweight',
      'Pull Ups\n  • Bodyweight (189lbs): 9,7,6',
      ['pull-up 9@bw', 'pull-up 7@bw', 'pull-up 6@bw'],
    ],
    [
      'a sentence heads the block',
      'The leg press was the big surprise.\n60kg x 10\n70kg x 8',
      ['leg press 10@132.277', 'leg press 8@154.323'],
    ],
    [
      'a habit is a note',
      'Bench: I usually do 3x10 at 135, but today did 3x8 at 155',
      ['3*barbell bench press 8@155'],
    ],
    [
      'reps short are a remark',
      'Squat\n3x6x95kg\n4x95kg -- 2 reps short.',
      ['3*barbell back squat 6@209.439', 'barbell back squat 4@209.439'],
    ],
    [
      'a carry with its distance',
      'Farmer carries 3 x 50 yards with 70 lb dumbbells',
      ["3*farmer's carry -@70"],
    ],
    ['timed sets', 'Plank 3 x 1 min', ['3*plank -@bw']],
    ['a rowing time', 'Rowed 2000m in 8:05', ['Rowing -@-']],
    ['lifts as verbs', 'I squatted 100kg for 5 sets of 5', ['5*barbell back squat 5@220.462']],
    ['a verb and dumbbells', 'curled 30s for 12', ['barbell curl 12@30']],
    [
      'prose around the name',
      'OHP stalled at 135 again, got 5, 4, 4',
      ['overhead press 5@135', '2*overhead press 4@135'],
    ],
    ['chatter before a preposition', 'Hit a new PR on deadlift: 405 for 3!', ['barbell deadlift 3@405']],
    [
      'a name among words about the set',
      'Managed 8 pull-ups on my first set, then 6 and 5.',
      ['pull-up 8@bw', 'pull-up 6@bw', 'pull-up 5@bw'],
    ],
    [
      'back-off sets after a top set',
      'Squat: worked up to 315 for a set of 5, then did 3 back-off sets of 8 at 275.',
      ['barbell back squat 5@315', '3*barbell back squat 8@275'],
    ],
    ['rounds are sets', '5 rounds of 10 burpees', ['5*burpee 10@bw']],
    ['"in sets of"', '50 push-ups in sets of 10', ['5*push-up 10@bw']],
    ['a count before a known name', '15 squats', ['barbell back squat 15@-']],
    [
      'a lift named inside a sentence',
      'Starting out today I did a very easy three sets of five back squats at 195 pounds.',
      ['3*barbell back squat 5@195'],
    ],
    [
      'reps per leg explain the set',
      'I finished with two sets of 50 walking lunges (25 reps per leg).',
      ['2*dumbbell walking lunge 50@-'],
    ],
    ['prose verbs are no name', 'Then, dropped to 135 and hit it for a PR set of 32.', []],
    [
      '"Warm-up set:" is no field',
      'Bench Press (Barbell)\nWarm-up set: 20 kg × 10',
      ['barbell bench press 10@44.092'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });

  it.each([
    [
      'a tab-separated table',
      'Exercise\tSets\tReps\tWeight\nSquat\t3\t5\t225\nBench\t3\t8\t155',
      ['3*barbell back squat 5@225', '3*barbell bench press 8@155'],
    ],
    [
      'a markdown table',
      '| Lift | Sets | Reps | Weight |\n|---|---|---|---|\n| Deadlift | 1 | 5 | 315 |',
      ['barbell deadlift 5@315'],
    ],
    [
      'an app’s CSV export',
      'Date,Exercise,Category,Weight (kgs),Reps\n2024-01-01,Squat,Legs,100.0,5\n2024-01-01,Squat,Legs,100.0,5',
      ['2*barbell back squat 5@220.462'],
    ],
    ['bare sets, reps and load', 'Squat 3 5 225', ['3*barbell back squat 5@225']],
    ['slashed sets/reps/load', 'Squat: 3/5/225', ['3*barbell back squat 5@225']],
    ['the lifter’s weight in a sentence', 'Squat 3x5 @ 225. Bodyweight 180.', ['3*barbell back squat 5@225']],
    ['plates are no load', 'Hack squat machine 3x10 @ 2 plates', ['3*hack squat 10@-']],
    ['"F" for failure', 'Chins 3xF', ['3*chin-up -@bw']],
    [
      'an AMRAP set’s result',
      'Bench: 185x3, 225x3+ (got 6)',
      ['barbell bench press 3@185', 'barbell bench press 6@225'],
    ],
    ['bars between numbers', 'Row: 3 sets | 10 reps | 50 lb', ['3*barbell row 10@50']],
    [
      'bars between exercises',
      'Squat 5x5 @ 225 | Bench 3x5 @ 185',
      ['5*barbell back squat 5@225', '3*barbell bench press 5@185'],
    ],
    ['reps marked with x', 'Chin-Ups: 10x, 8x, 7x', ['chin-up 10@bw', 'chin-up 8@bw', 'chin-up 7@bw']],
    [
      'a count named by its set',
      'Seated Cable Row: 105 pounds, 1st set 10, second set 10, third set 9.',
      ['2*seated cable row 10@105', 'seated cable row 9@105'],
    ],
    [
      'session stats are no sets',
      'Bench 3x5 @ 185\nMax Heart Rate: 170 BPM\nCalories burned: 658',
      ['3*barbell bench press 5@185'],
    ],
    [
      'with bodyweight',
      'Bulgarian Split Squat\n1 set of 10 with bodyweight',
      ['bulgarian split squat 10@bw'],
    ],
    ['a plan in words is a note', 'Only two singles this time so maybe a double next time?', []],
    [
      'a goal label is a note',
      'Squat 3x5 @ 225\nGoal for next month: 3x5 @ 245',
      ['3*barbell back squat 5@225'],
    ],
    [
      'last week’s sets are a note',
      'Bench 5x5 135\nLast week I did 5x5 @ 130',
      ['5*barbell bench press 5@135'],
    ],
    ['last week in parentheses', 'Squat 3x5 225 (+5 from last week)', ['3*barbell back squat 5@225']],
    ['an estimated max is no set', 'Bench: 3x5 @ 185 (e1RM 215)', ['3*barbell bench press 5@185']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });

  // A walk told in words is a session since round 12 (journal-round12-cardio-words.test.ts).
  it('keeps prose without numbers as the note and logs nothing', () => {
    expect(parseJournal('Stretched a little today, felt good', 'lb').sets).toEqual([]);
  });
});
