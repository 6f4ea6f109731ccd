/**
 * Issue 11, fifth round, notation classes: lines written by us in each notation, with variations of
 * exercise, unit, spacing and symbol, before the parser read them (journal-notation.ts).
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("bw" = bodyweight only), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a load, then sets and reps in either order', () => {
  it.each([
    [
      'more than ten is the reps, so the count before it is the sets',
      'Lateral raise 25 x 3 x 15',
      ['3*dumbbell lateral raise 15@25'],
    ],
    ['reps before sets when the reps are the big one', 'Leg press 300 x 12 x 3', ['3*leg press 12@300']],
    [
      'the smaller count is the sets',
      'Incline DB press 60 lbs x 3 x 10',
      ['3*incline dumbbell bench press 10@60'],
    ],
    ['and the same written the other way', 'Squat 225X5X3', ['3*barbell back squat 5@225']],
    ['a one before a few is singles', 'Deadlift 405×1×3', ['3*barbell deadlift 1@405']],
    [
      'a list of them, each read on its own',
      'Row: 95x2x12, 115x2x8, 135x5',
      ['2*barbell row 12@95', '2*barbell row 8@115', 'barbell row 5@135'],
    ],
    [
      "the entry's unambiguous triple sets its convention (sets first)",
      'Curls 30x3x12\nRows 95x5x3',
      ['3*barbell curl 12@30', '5*barbell row 3@95'],
    ],
    [
      "the entry's unambiguous triple sets its convention (reps first)",
      'Curls 30x12x3\nRows 95x3x5',
      ['3*barbell curl 12@30', '5*barbell row 3@95'],
    ],
    ['dumbbells by their weight', 'DB row 70s x 3 x 12', ['3*one-arm dumbbell row 12@70']],
    ['light dumbbells are still the load', 'Curls 12s x 3 x 10', ['3*barbell curl 10@12']],
    ['sets first, the load last', 'Front squat\n5 x 5 x 170', ['5*front squat 5@170']],
    ['reps first, the load last: more than ten is the reps', 'Curls 12 x 3 x 30', ['3*barbell curl 12@30']],
    ['reps first with a unit on the load', 'Row 15x2x60kg', ['2*barbell row 15@132.277']],
    ['sets first with capitals', 'OHP\n3 X 8 X 95', ['3*overhead press 8@95']],
    ['with a full stop after', 'Cable fly: 40x3x20.', ['3*cable fly 20@40']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });

  it('reads kilos the same', () => {
    expect(brief('Bench 60kg×3×12', 'kg')).toEqual(brief('Bench 60kg x 12 x 3', 'kg'));
    expect(brief('Bench 60kg×3×12', 'kg')).toHaveLength(1);
  });
});

describe('load × reps sets in a run with separators', () => {
  it.each([
    [
      'slashes with a space after',
      'Deadlift- 185 x5/ 225 x3/ 275×2',
      ['barbell deadlift 5@185', 'barbell deadlift 3@225', 'barbell deadlift 2@275'],
    ],
    [
      'units on each load',
      'Bench 60kg x 8 / 70kg x 5 / 80kg x 3',
      ['barbell bench press 8@132.277', 'barbell bench press 5@154.323', 'barbell bench press 3@176.37'],
    ],
    [
      'bars',
      'Squat 135x5 | 185x5 | 225x3',
      ['barbell back squat 5@135', 'barbell back squat 5@185', 'barbell back squat 3@225'],
    ],
    [
      'arrows',
      'Press 95 x 5 → 105 x 3 -> 115 x 2',
      ['overhead press 5@95', 'overhead press 3@105', 'overhead press 2@115'],
    ],
    ['bodyweight, then a load', 'Pull-ups BW x 8/ 25lbs x 5', ['pull-up 8@bw', 'pull-up 5@25']],
    ['a load, then reps and sets, by slashes', 'Squat 225/5/3', ['3*barbell back squat 5@225']],
    ['a load, a slash, then sets × reps', 'Squat 225/3x5', ['3*barbell back squat 5@225']],
    [
      'a load, a dash, then sets × reps, in a list',
      'Bench 135 - 2x10, 185 - 2x5',
      ['2*barbell bench press 10@135', '2*barbell bench press 5@185'],
    ],
    [
      'reps at loads by slashes',
      'Squat 8 @ 135 / 5 @ 185',
      ['barbell back squat 8@135', 'barbell back squat 5@185'],
    ],
    [
      'reps × load by slashes',
      'Bench 5x135 / 3x165',
      ['barbell bench press 5@135', 'barbell bench press 3@165'],
    ],
    [
      'one load and a reps list stays one load',
      'Curl 65 x 8/8/5',
      ['2*barbell curl 8@65', 'barbell curl 5@65'],
    ],
    ['a load after the sets stays a load', 'Bench 3x5/225', ['3*barbell bench press 5@225']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('format labels inside a block', () => {
  it.each([
    [
      'minutes of EMOM in the header are no set',
      'Squat 10min EMOM:\n225 x 3,3,3,3',
      ['4*barbell back squat 3@225'],
    ],
    [
      'a density block on a bodyweight move',
      'Dips 6min Density Block:\nBW x 10,10,8',
      ['2*dip 10@bw', 'dip 8@bw'],
    ],
    [
      'label lines under the lift are not new lifts',
      'Row\nAMRAP: 135x15\n8 min density block: 115x10,10,10',
      ['barbell row 15@135', '3*barbell row 10@115'],
    ],
    [
      'a header naming two formats, then a label line each',
      'Incline Bench AMRAP@9 + 6min Density Block:\nAMRAP@9: 155×12@9\n6min Density Block: 135×6,6,6,6',
      ['incline barbell bench press 12@155', '4*incline barbell bench press 6@135'],
    ],
    [
      'the format between the name and the colon',
      'Leg press 10 min density: 300 x 10, 10, 10',
      ['3*leg press 10@300'],
    ],
    [
      'minutes in parentheses after the format',
      'Press\nAMRAP@9: 95x11\nDensity Block (5min): 85x6,6,6',
      ['overhead press 11@95', '3*overhead press 6@85'],
    ],
    [
      'a format word before a set, no colon',
      'Squat\nTop set 315x3\nBack-offs 275x5x3',
      ['barbell back squat 3@315', '3*barbell back squat 5@275'],
    ],
    [
      'every other minute is half as many sets',
      'Squat E2MOM 10 min: 5 @ 225',
      ['5*barbell back squat 5@225'],
    ],
    [
      'EMOM minutes before a load × reps',
      'Power clean EMOM for 8 min: 60kg x 3',
      ['8*power clean 3@132.277'],
    ],
    [
      'EMOM minutes before a reps list: the list counts',
      'Squat 12 min EMOM: 2,2,2,2',
      ['4*barbell back squat 2@-'],
    ],
    [
      'minutes of EMOM before a count are that many sets',
      'Squat 20min EMOM: 3 reps @ 225',
      ['20*barbell back squat 3@225'],
    ],
    [
      'a drop-set label keeps the drop for a lighter "N x R"',
      'Curl\nDrop set: 30x10, 20x8, 10x6',
      ['barbell curl 10@30', 'barbell curl 8@20', 'barbell curl 6@10'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('rep schemes and rounds over several exercises', () => {
  it.each([
    [
      'a scheme over bulleted moves, a load in parentheses',
      'Metcon\n15-12-9\n• Deadlifts (225#)\n• Box jumps',
      [
        'barbell deadlift 15@225',
        'barbell deadlift 12@225',
        'barbell deadlift 9@225',
        'box jump 15@bw',
        'box jump 12@bw',
        'box jump 9@bw',
      ],
    ],
    [
      'a scheme before the moves on one line',
      '21-15-9 thrusters and pull-ups',
      [
        'dumbbell thruster 21@-',
        'dumbbell thruster 15@-',
        'dumbbell thruster 9@-',
        'pull-up 21@bw',
        'pull-up 15@bw',
        'pull-up 9@bw',
      ],
    ],
    [
      'a workout title and a load in parentheses before the moves',
      'For time: 21-15-9 thrusters (95#) and pull-ups',
      [
        'dumbbell thruster 21@95',
        'dumbbell thruster 15@95',
        'dumbbell thruster 9@95',
        'pull-up 21@bw',
        'pull-up 15@bw',
        'pull-up 9@bw',
      ],
    ],
    [
      'a named workout on the scheme line, moves on dashes',
      'Chipper 50-40-30\n- Double unders\n- Sit-ups',
      [
        'double under 50@bw',
        'double under 40@bw',
        'double under 30@bw',
        'sit-up 50@bw',
        'sit-up 40@bw',
        'sit-up 30@bw',
      ],
    ],
    [
      'a bare number in parentheses is the load of a lift, not of a bodyweight move',
      'Metcon\n15-12-9\n• Deadlifts (225)\n• Box jumps (24)',
      [
        'barbell deadlift 15@225',
        'barbell deadlift 12@225',
        'barbell deadlift 9@225',
        'box jump 15@bw',
        'box jump 12@bw',
        'box jump 9@bw',
      ],
    ],
    ['a lift before the counts owns them', 'Squat 5-5-5', ['3*barbell back squat 5@-']],
    [
      'a reps list under one lift is its own',
      'Curls\n10-8-6\nDips\n12-10-8',
      ['barbell curl 10@-', 'barbell curl 8@-', 'barbell curl 6@-', 'dip 12@bw', 'dip 10@bw', 'dip 8@bw'],
    ],
    [
      'load - reps lines are no scheme',
      'Deadlift\n135 - 5\n185 - 5',
      ['barbell deadlift 5@135', 'barbell deadlift 5@185'],
    ],
    [
      'rounds of counted moves in a sentence',
      'Did 3 rounds of 12 kettlebell swings and 10 burpees',
      ['3*kettlebell swing 12@-', '3*burpee 10@bw'],
    ],
    [
      'rounds with an x on each count',
      'Finished with 4 rounds of 15x push-ups, 20x air squats, 10x pull-ups.',
      ['4*push-up 15@bw', '4*bodyweight squat 20@bw', '4*pull-up 10@bw'],
    ],
    ['rounds for time as RFT', '5 RFT: 10 pull-ups, 20 push-ups', ['5*pull-up 10@bw', '5*push-up 20@bw']],
    [
      'rounds in a word',
      'Three rounds of 20 lunges and 10 pull-ups',
      ['3*dumbbell lunge 20@-', '3*pull-up 10@bw'],
    ],
    [
      'a rounds line, then a counted move on each line',
      'Three rounds:\n10x Burpees\n20x KB swings @ 16kg',
      ['3*burpee 10@bw', '3*kettlebell swing 20@35.274'],
    ],
    [
      'a rounds line, then bulleted moves',
      '3 rounds of\n- 10 push-ups\n- 15 air squats',
      ['3*push-up 10@bw', '3*bodyweight squat 15@bw'],
    ],
    [
      'a scheme with a load beside a move',
      '21-15-9: Thrusters 95 lb, Pull-ups',
      [
        'dumbbell thruster 21@95',
        'dumbbell thruster 15@95',
        'dumbbell thruster 9@95',
        'pull-up 21@bw',
        'pull-up 15@bw',
        'pull-up 9@bw',
      ],
    ],
    [
      'a bulleted move with its load after a titled scheme',
      'WOD 21-15-9\n- Thrusters 95#\n- Pull-ups',
      [
        'dumbbell thruster 21@95',
        'dumbbell thruster 15@95',
        'dumbbell thruster 9@95',
        'pull-up 21@bw',
        'pull-up 15@bw',
        'pull-up 9@bw',
      ],
    ],
    [
      'rounds with a colon at the start',
      '3 rounds: 10 push-ups, 15 sit-ups',
      ['3*push-up 10@bw', '3*sit-up 15@bw'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
