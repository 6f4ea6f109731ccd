/**
 * Round 23: multi-line blocks, the form unseen lifters' sets miss most. Each is decided where the
 * parser first meets it:
 * - Numbered set rows are their lift's whole log (journal-set-rows): on the lines heading them, a count
 *   before the lift's name ("the (full) 100 push up challenge") is a program's goal, no set; a row that
 *   opens with how it went ("Set 5: To failure (at least 25) – I did 25") takes the count it says it did.
 *   A blank line between the name line and "Set 1" keeps a set count there read as the plan
 *   (journal-phrasing's setRowsApart).
 * - A circuit's cardio bout is run every round (journal-timed); a lap on the track is a run
 *   (journal-cardio).
 * - Rounds of moves that are all one lift ("10 swings" … "50 swings", "x 5 rounds") log that lift's sets
 *   round after round, in the order done (journal-block-heading).
 * - A row's bracketed aside that names only sets the block's rows log ("(power set 6 x 75 to 12 x 45)")
 *   restates them: a note (journal-row-asides).
 * - A row wrapped at its mark ("1 x" over "½ 320 lbs.") is one row; half a rep is none made, no set
 *   (journal-wrapped-rows).
 * Left missing (see the round's report): a deadlift's "Set 1 - 100 kg (220 pounds) - 8 Reps" rows whose
 * lift is named only in the sentence after them (holdout 28), "25 Double Unders" (a name, holdout 22),
 * the "500 reps workout" tally after the swing rounds (holdout 17), "a 35×5 pound dip" (holdout 28).
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines', () => {
  it.each([
    [
      'Week 4 of the (full) 100 push up challenge\nDay 1\n(90 seconds rest in between)\nSet 1 - 18\nSet 2 - 22\nSet 3 - 16\nSet 4 - 16\nSet 5 - 25',
      'lb',
      ['push-up 18@bw', 'push-up 22@bw', '2*push-up 16@bw', 'push-up 25@bw'],
    ],
    [
      'Today was my second day of the 100 push up training/challenge and it consisted of five sets:-\n\nSet 1: 20 (pretty easy)\nSet 2: 25 (okay)\nSet 3: 15 (okay)\nSet 4: 15 (okay-ish – perhaps I should have rested longer)\nSet 5: To failure (at least 25) – I did 25 and it was hard',
      'lb',
      ['push-up 20@bw', 'push-up 25@bw', '2*push-up 15@bw', 'push-up 25@bw'],
    ],
    [
      'I then did 4 super-sets of the following:\n\n10 dips (with legs on a 12″ block), 25 air squats, 50 singles (jump rope), 1 lap cool down on the indoor track.',
      'lb',
      ['4*dip 10@bw', '4*bodyweight squat 25@bw', '4*Jump Rope 50@-', '4*Running -@-'],
    ],
    [
      'Close grip Lat Pull. Traditional, close grip handles, pulled to the chest in an even motion. Release until arms are beginning to unbend, repeat. Back is usually locked. Hold body at a slight angle away from the machine.\n\n12 x 60kg (132lb)\n10 x 65kg (143lb)\n8 x 70kg (154lb)\n6 x 75kg (165lb)\n12 x 45kg (99lb)(power set 6 x 75 to 12 x 45)',
      'kg',
      [
        'Close Grip Lat Pull 12@132.277',
        'Close Grip Lat Pull 10@143.3',
        'Close Grip Lat Pull 8@154.323',
        'Close Grip Lat Pull 6@165.347',
        'Close Grip Lat Pull 12@99.208',
      ],
    ],
    [
      'Bench press:\n4 x 3     135, 185, 225, 275 lbs.\n1 x\n½    320 lbs.\n3 x 1     320 lbs.',
      'lb',
      [
        'barbell bench press 3@135',
        'barbell bench press 3@185',
        'barbell bench press 3@225',
        'barbell bench press 3@275',
        '3*barbell bench press 1@320',
      ],
    ],
    [
      '  • 10 swings (30-60 sec rest)\n  • 15 swings (30-60 sec rest)\n  • 25 swings (30-60 sec rest)\n  • 50 swings (3 mins rest)\n  • x 5 rounds',
      'kg',
      [
        'kettlebell swing 10@-',
        'kettlebell swing 15@-',
        'kettlebell swing 25@-',
        'kettlebell swing 50@-',
        'kettlebell swing 10@-',
        'kettlebell swing 15@-',
        'kettlebell swing 25@-',
        'kettlebell swing 50@-',
        'kettlebell swing 10@-',
        'kettlebell swing 15@-',
        'kettlebell swing 25@-',
        'kettlebell swing 50@-',
        'kettlebell swing 10@-',
        'kettlebell swing 15@-',
        'kettlebell swing 25@-',
        'kettlebell swing 50@-',
        'kettlebell swing 10@-',
        'kettlebell swing 15@-',
        'kettlebell swing 25@-',
        'kettlebell swing 50@-',
      ],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('numbered set rows', () => {
  it.each([
    [
      'Third day of the 200 squat challenge\n\nSet 1 - 30\nSet 2 - 35\nSet 3 - 25',
      'lb',
      ['barbell back squat 30@-', 'barbell back squat 35@-', 'barbell back squat 25@-'],
    ],
    [
      'Week 2 of the (beginner) 50 pull up challenge\nDay 3\nSet 1 - 6\nSet 2 - 8\nSet 3 - 5',
      'lb',
      ['pull-up 6@bw', 'pull-up 8@bw', 'pull-up 5@bw'],
    ],
    [
      'Dips for the 100 dip program, it was four sets:\n\nSet 1: 12 (easy)\nSet 2: 10 (fine)\nSet 3: 9\nSet 4: As many as possible – I got 14 in the end',
      'lb',
      ['dip 12@bw', 'dip 10@bw', 'dip 9@bw', 'dip 14@bw'],
    ],
    [
      'Push ups\nSet 1: 20\nSet 2: Max effort – managed 31, arms shaking',
      'lb',
      ['push-up 20@bw', 'push-up 31@bw'],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('rounds over rows', () => {
  it.each([
    ['3 rounds:\n  • 10 dips\n  • 1 lap on the track', 'lb', ['3*dip 10@bw', '3*Running -@-']],
    [
      '2 rounds of the following:\n\n15 push ups, 20 air squats, 1 lap on the outdoor track.',
      'lb',
      ['2*push-up 15@bw', '2*bodyweight squat 20@bw', '2*Running -@-'],
    ],
    [
      '  • 5 swings\n  • 10 swings\n  • 15 swings\n  • x 3 rounds',
      'kg',
      [
        'kettlebell swing 5@-',
        'kettlebell swing 10@-',
        'kettlebell swing 15@-',
        'kettlebell swing 5@-',
        'kettlebell swing 10@-',
        'kettlebell swing 15@-',
        'kettlebell swing 5@-',
        'kettlebell swing 10@-',
        'kettlebell swing 15@-',
      ],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe("a row's aside, a wrapped row", () => {
  it.each([
    [
      'Leg press\n\n10 x 100kg\n8 x 120kg\n6 x 140kg\n15 x 80kg (drop set 6 x 140 to 15 x 80)',
      'kg',
      ['leg press 10@220.462', 'leg press 8@264.554', 'leg press 6@308.647', 'leg press 15@176.37'],
    ],
    [
      'Cable row\n12 x 50\n10 x 60\n20 x 30 (stripped 10 x 60 down to 20 x 30, no rest)',
      'lb',
      ['seated cable row 12@50', 'seated cable row 10@60', 'seated cable row 20@30'],
    ],
    [
      'Overhead press:\n3 x 5     95 lbs.\n1 x\n½    135 lbs.\n2 x 1     125 lbs.',
      'lb',
      ['3*overhead press 5@95', '2*overhead press 1@125'],
    ],
    [
      'Squat:\n1 x\n5    225 lbs.\n1 x\n3    245 lbs.',
      'lb',
      ['barbell back squat 5@225', 'barbell back squat 3@245'],
    ],
    [
      'Bench press\n5 x 100\n1 x ½ 140 (stuck halfway)\n1 x 130',
      'lb',
      ['barbell bench press 5@100', 'barbell bench press 1@130'],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('counter-examples: read as before', () => {
  it.each([
    ['Squat 3x5 @ 225', 'lb', ['3*barbell back squat 5@225']],
    [
      'Leg press\n10 x 100kg\n8 x 120kg (then 5 x 150kg)',
      'kg',
      ['leg press 10@220.462', 'leg press 8@264.554', 'leg press 5@330.693'],
    ],
    [
      'Deadlift\nSet 1 - 100 kg - 5 reps\nSet 2 - 120 kg - 3 reps',
      'kg',
      ['barbell deadlift 5@220.462', 'barbell deadlift 3@264.554'],
    ],
    ['3 rounds: 10 burpees, 15 kettlebell swings', 'lb', ['3*burpee 10@bw', '3*kettlebell swing 15@-']],
    ['I ran 1 lap of the park then did 3x10 pushups', 'lb', ['Running -@-', '3*push-up 10@bw']],
    ['Pushups\nSet 1: 20 (easy)\nSet 2: 18', 'lb', ['push-up 20@bw', 'push-up 18@bw']],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});
