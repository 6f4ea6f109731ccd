/**
 * Round 16: a block's sets belong to the lift the block names, wherever in the block it is named, and a
 * circuit's repeat line multiplies every line of the circuit with its own load (journal-block-lift,
 * journal-block-marks). Rows with no name under a date take the lift a sentence after them names; rows
 * in a block that names no lift, or two, stay unnamed. "Rest and repeat two more times", "repeat once",
 * "do it again", "Repeat 3x" after a circuit's lines make that many rounds in all, each line with its
 * own bracketed load (per bell) and a timed line as a timed set. Lines written by us. Rows as in
 * journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { repeatMark } from './journal-block-marks.ts';

describe('rows with no name take the lift their block names after them', () => {
  it.each([
    [
      'a date, three rows, a squat-only day told after',
      'Monday, March 3, 2021\n95 x 5\n115 x 5\n135 x 3\nShort on time so it was a squat-only day.',
      ['barbell back squat 5@95', 'barbell back squat 5@115', 'barbell back squat 3@135'],
    ],
    [
      'load x reps x sets, and the lift in a sentence about how it felt',
      'Sat 12 June\n60kg x 5 x 3\nBench felt strong this morning.',
      ['3*barbell bench press 5@132.277'],
    ],
    [
      'kilo rows, then a sentence saying it was all one lift',
      '20kg x 10\n40kg x 5\n50kg x 3 x 2\nAll of that was overhead press, nothing else today.',
      ['overhead press 10@44.092', 'overhead press 5@88.185', '2*overhead press 3@110.231'],
    ],
    [
      'dashed rows and a remark about the back',
      '- 185 x 5\n- 205 x 5\n- 225 x 5\nJust deadlifts this time, my back was tight.',
      ['barbell deadlift 5@185', 'barbell deadlift 5@205', 'barbell deadlift 5@225'],
    ],
    [
      'numbered set rows, the lift named last',
      'Set 1: 100 x 8\nSet 2: 110 x 6\nSet 3: 120 x 4\nThose were all barbell rows.',
      ['barbell row 8@100', 'barbell row 6@110', 'barbell row 4@120'],
    ],
    [
      'a second block after a blank line names its own lift',
      'Squat\n5x5 @ 185\n\n30 x 10\n30 x 10\nfinished with some hammer curls',
      ['5*barbell back squat 5@185', '2*hammer curl 10@30'],
    ],
    [
      'a day name over the rows, the machine named after',
      'Wednesday\n140 x 12\n160 x 10\n180 x 8\nleg press to finish, legs are toast',
      ['leg press 12@140', 'leg press 10@160', 'leg press 8@180'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe("a circuit's repeat line makes every line that many rounds, each with its own load", () => {
  it.each([
    [
      'rest and repeat once, a kettlebell in kilos and a timed plank',
      '- Kettlebell swings x 15 (16 kg)\n- Push-ups x 10\n- Plank x 30 s\n- Rest and repeat once',
      ['2*kettlebell swing 15@35.274', '2*push-up 10@bw', '2*plank -@bw'],
    ],
    [
      'starred lines, a rest before "repeat two more times"',
      '* Goblet squat x 10 (30 lb dumbbell)\n* Walking lunges x 12 (15-lb weights)\n* Rest 60 sec, then repeat two more times',
      ['3*goblet squat 10@30', '3*dumbbell walking lunge 12@15'],
    ],
    [
      '"do it again" after a timed wall sit',
      'Step-ups x 10 (10-lb weights)\nBicep curls x 12 (15-lb weights)\nWall sit x 45 s\nDo it again',
      ['2*dumbbell step-up 10@10', '2*barbell curl 12@15', '2*wall sit -@bw'],
    ],
    [
      '"Repeat 3x" under barbell lines',
      'Deadlift x 8 (95 lb)\nBent over row x 10 (65 lb)\nRepeat 3x',
      ['3*barbell deadlift 8@95', '3*barbell row 10@65'],
    ],
    [
      '"repeat 2 more times" after seconds spelled short',
      '- Dumbbell bench press x 10 (25-lb weights)\n- Mountain climbers x 30 sec\n- repeat 2 more times',
      ['3*dumbbell bench press 10@25', '3*mountain climber -@bw'],
    ],
    [
      '"twice more" is three rounds',
      'Thrusters x 10 (15-lb weights)\nBurpees x 8\nrest and repeat twice more',
      ['3*dumbbell thruster 10@15', '3*burpee 8@bw'],
    ],
    [
      'a timed drill named as written, with a remark in brackets',
      '- Reverse lunges x 10 (20-lb weights)\n- Fast feet (quick taps in place) x 20 s\n- Rest and repeat two more times',
      ['3*dumbbell reverse lunge 10@20', '3*Fast Feet -@-'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it.each([
    ['- Rest and repeat two more times', 3],
    ['repeat once', 2],
    ['do it again', 2],
    ['Repeat 3x', 3],
    ['went through it all again', 2],
    ['Rest 90s and repeat the circuit once more', 2],
    ['one more time', 2],
  ])('"%s" is %i rounds in all', (line, n) => {
    expect(repeatMark(line)?.n).toBe(n);
  });
});

describe('what looks like a block lift or a repeat but is not', () => {
  it.each([
    ['rows and a remark that names no lift stay unnamed', '135x5\n225x3\nfelt good', []],
    [
      'a block that names two lifts gives its rows to neither',
      '135x5\n225x3\nSquats and deadlifts today',
      [],
    ],
    [
      'a lift named before the rows keeps them; a later plan names no block',
      'Bench press\n135 x 10\n185 x 5\nSquats tomorrow',
      ['barbell bench press 10@135', 'barbell bench press 5@185'],
    ],
    [
      'a named row before the bare row: the lift a sentence mentions later is not theirs',
      'Bench 3x5 @ 185\n135 x 10\nfelt good on deadlift',
      ['3*barbell bench press 5@185', 'barbell bench press 10@135'],
    ],
    [
      'a date in digits is no row, and the lifts below have rows of their own',
      '3/14/22\nSquat 225 5,5,5\nPress 115 5,5',
      ['3*barbell back squat 5@225', '2*overhead press 5@115'],
    ],
    [
      '"then again:" over rows of its own repeats nothing above',
      'Curls:\n40 x 8, 30 x 8\nRest 90 seconds, then again:\n40 x 6, 30 x 6',
      ['barbell curl 8@40', 'barbell curl 8@30', 'barbell curl 6@40', 'barbell curl 6@30'],
    ],
    [
      'a plan to repeat next week is no round',
      'Squat\n3x5 @ 200\nRepeat next week with 205',
      ['3*barbell back squat 5@200'],
    ],
    ['"x 5 s" with a load before is reps, not seconds', 'Squat 135 x 5 s', ['barbell back squat 5@135']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
