/**
 * Issue 11, ninth round: what a block's own layout says about its sets. Rows under a heading are the
 * sets (the heading's count neither multiplies nor pads them); "N sets, M reps" in words is a scheme
 * whose loads spread one per set; loads one after another with "N reps of each" are one set each; a
 * number spelled out after the sets is a remark; rounds told one by one (or "I did N rounds" of a
 * round's moves) are one set per round of each move; "same weight, same sets and reps" repeats the
 * lift before. Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb
 * ("-" = none, "bw" = bodyweight only), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a block’s layout says how many sets it holds', () => {
  it.each([
    [
      'a heading count under the rows it heads, warm-ups among them',
      'Deadlift - 2 sets\n135 x 5 (warm up)\n225 x 5\n275 x 3',
      ['barbell deadlift 5@135', 'barbell deadlift 5@225', 'barbell deadlift 3@275'],
    ],
    [
      'a word between the count and "sets", more rows than the count',
      'incline press: 3 ugly sets\n60 x 10\n80 x 8\n90 x 6\n95 x 4',
      [
        'incline barbell bench press 10@60',
        'incline barbell bench press 8@80',
        'incline barbell bench press 6@90',
        'incline barbell bench press 4@95',
      ],
    ],
    [
      'fewer rows than the count: the rows, not padding',
      'Leg Curl -- 4 sets\n50lb x 12\n60lb x 10',
      ['lying leg curl 12@50', 'lying leg curl 10@60'],
    ],
    [
      'bare counts one a line under a bodyweight heading',
      'Chin-ups - 3 sets\n8\n6\n5',
      ['chin-up 8@bw', 'chin-up 6@bw', 'chin-up 5@bw'],
    ],
    [
      'a count before braces of whole sets, on one line',
      'Then presses, nothing heavy, 2 sets {95 lbs x 10; 105 lbs x 8; 115 lbs x 6}',
      ['overhead press 10@95', 'overhead press 8@105', 'overhead press 6@115'],
    ],
    [
      'a count after the name, more whole sets than it',
      'Hack squat 2 sets: 90x12, 110x10, 130x8',
      ['hack squat 12@90', 'hack squat 10@110', 'hack squat 8@130'],
    ],
    [
      '"N sets, M reps" in words, loads split by slashes',
      'Overhead Press: 3 sets, 6 reps: 95lb/100lb/105lb',
      ['overhead press 6@95', 'overhead press 6@100', 'overhead press 6@105'],
    ],
    ['"N Sets, M Reps" with one load', 'Lunges - 2 Sets, 12 Reps: 40 lbs', ['2*dumbbell lunge 12@40']],
    [
      'a remark after the slashed loads',
      'RDL: 3 sets, 8 reps: 60kg/70kg/80kg... felt great',
      ['romanian deadlift 8@132.277', 'romanian deadlift 8@154.323', 'romanian deadlift 8@176.37'],
    ],
    [
      'loads joined by "then", reps "of each"',
      'Cable row. 100lb, then 110lb, then 120lb. 12 reps of each.',
      ['seated cable row 12@100', 'seated cable row 12@110', 'seated cable row 12@120'],
    ],
    [
      '"and then" between loads, "reps each"',
      'Goblet squat 20kg and then 24kg, 10 reps each',
      ['goblet squat 10@44.092', 'goblet squat 10@52.911'],
    ],
    [
      'a total spelled out after the sets is no load',
      'Crunches. 30, 30, 40. A hundred total.',
      ['2*crunch 30@bw', 'crunch 40@bw'],
    ],
    [
      'rounds numbered one by one, each move one run of sets',
      'Round 1: 15 burpees and 5 chin-ups. Round 2: 12 burpees and 6 chin-ups. Round 3: 9 burpees and 7 chin-ups.',
      ['burpee 15@bw', 'burpee 12@bw', 'burpee 9@bw', 'chin-up 5@bw', 'chin-up 6@bw', 'chin-up 7@bw'],
    ],
    [
      'a ladder that kept going until its last round',
      'The first round was 10 dips and 2 pull-ups. The second round was 9 dips and 4 pull-ups. We kept going until 6 dips and 10 pull-ups.',
      [
        'dip 10@bw',
        'dip 9@bw',
        'dip 8@bw',
        'dip 7@bw',
        'dip 6@bw',
        'pull-up 2@bw',
        'pull-up 4@bw',
        'pull-up 6@bw',
        'pull-up 8@bw',
        'pull-up 10@bw',
      ],
    ],
    [
      'a round’s moves, then the rounds done',
      'The routine is 5 burpees and 10 crunches for as many rounds as possible. Got through 4 rounds before the buzzer.',
      ['4*burpee 5@bw', '4*crunch 10@bw'],
    ],
    [
      'a rounds heading set apart by a blank line from its moves',
      '4 Rounds\n\n  - 8 push-ups\n  - 12 box squats',
      ['4*push-up 8@bw', '4*box squat 12@-'],
    ],
    [
      '"same weight, same sets and reps" on the next line',
      'Incline bench 4x8 at 40kg\nFlyes, same weight, same sets and reps.',
      ['4*incline barbell bench press 8@88.185', '4*dumbbell fly 8@88.185'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('what the layout does not change', () => {
  it.each([
    ['one row under a count still fills it', 'Squat - 3 sets\n10 x 135', ['3*barbell back squat 10@135']],
    [
      'parts of a set, one a line, fill the count',
      'Squats\n3 sets\n10 reps\n135 lbs',
      ['3*barbell back squat 10@135'],
    ],
    ['one bare count under a count', 'Push-ups\n3 sets\n15', ['3*push-up 15@bw']],
    [
      'same weight but sets of its own',
      'Bench 5x5 225. Rows, same weight, 3x8.',
      ['5*barbell bench press 5@225', '3*barbell row 8@-'],
    ],
    [
      'a load in digits after unloaded sets is theirs',
      'Leg press 3 sets of 5. I used 245',
      ['3*leg press 5@245'],
    ],
    [
      'loads after a scheme, commas',
      'Squat 3x5 100kg, 110kg, 120kg',
      ['barbell back squat 5@220.462', 'barbell back squat 5@242.508', 'barbell back squat 5@264.554'],
    ],
    ['rounds with no moves told', 'I did 3 rounds', []],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
