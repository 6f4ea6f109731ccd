/**
 * Round 29, found running the app as a newcomer: "Deadlift 210kg/462lb" over "3 rounds:" over moves.
 * A lift's name and load heads the rep rows under it ("Bench 80kg" over "5", "5", "5"), and the heading
 * reader took "3 rounds:" for such a row: the deadlift came out as 3 reps and the circuit below as one
 * round. A line that is only a round count ("3 rounds:", "Three rotations", "4 circuits:") is never a rep
 * row (journal-block-heading's ROUNDS_ONLY): it opens the moves below it, and the lift above keeps its
 * load with its reps unknown, as "Bench 80kg" alone reads.
 * Found probing the same code with layouts of our own, under a lift's name (and load):
 * - "10x" over "8x" over "6x" was one wrapped row "10x 8x" (ten sets of eight, journal-wrapped-rows):
 *   a line that ends at its mark, over another such line, is a column of reps, never a wrapped row;
 *   under a lift and its load "10x" alone is ten reps at it (REPS_MARK), not a round count.
 * - "3 sets:" over rows of one set each ("5", "5", "5" or "5 @ 100", "5 @ 105") was three rounds of
 *   them all (nine sets): it counts the rows; over a lone row it repeats it, and a count that differs
 *   from several rows ("4 sets:" over three) was the plan, so the rows are logged as written.
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a round count under a lift and its load opens the moves below', () => {
  it.each([
    [
      'Deadlift 210kg/462lb\n3 rounds:\n10 push-ups\n15 KB swings @ 24kg',
      ['barbell deadlift -@462.97', '3*push-up 10@bw', '3*kettlebell swing 15@52.911'],
    ],
    [
      'Deadlift 405lb\n3 rounds:\n10 push-ups\n20 sit-ups',
      ['barbell deadlift -@405', '3*push-up 10@bw', '3*sit-up 20@bw'],
    ],
    ['Bench 185 lbs\n3 rounds:\n10 push-ups', ['barbell bench press -@185', '3*push-up 10@bw']],
    [
      'Squat 225#\nThree rounds:\n- 10 burpees\n- 15 sit-ups',
      ['barbell back squat -@225', '3*burpee 10@bw', '3*sit-up 15@bw'],
    ],
    [
      'Bench 135 lb\n5 rounds of:\n10 pull-ups\n20 push-ups',
      ['barbell bench press -@135', '5*pull-up 10@bw', '5*push-up 20@bw'],
    ],
    [
      'Front squat 135lbs\n4 circuits:\n12 box jumps\n10 burpees',
      ['front squat -@135', '4*box jump 12@bw', '4*burpee 10@bw'],
    ],
    [
      'Deadlift 315 lbs\n\n3 rounds\n10 pull-ups\n15 sit-ups',
      ['barbell deadlift -@315', '3*pull-up 10@bw', '3*sit-up 15@bw'],
    ],
    ['OHP 95lb\nfour rounds:\n10 dips\n12 sit-ups', ['overhead press -@95', '4*dip 10@bw', '4*sit-up 12@bw']],
    [
      'Row 155 lb\n2 rotations:\n15 push-ups\n20 lunges',
      ['barbell row -@155', '2*push-up 15@bw', '2*bodyweight lunge 20@bw'],
    ],
    [
      'Press 85 lbs\n• 3 rounds:\n• 10 dips\n• 10 chin-ups',
      ['overhead press -@85', '3*dip 10@bw', '3*chin-up 10@bw'],
    ],
    [
      'Squat 245lb\n5\n5\n5\n3 rounds:\n10 burpees\n20 sit-ups',
      ['3*barbell back squat 5@245', '3*burpee 10@bw', '3*sit-up 20@bw'],
    ],
    [
      'Squat 225\n5\n5\n5\n3 rounds of:\n10 burpees\n20 sit-ups',
      ['3*barbell back squat 5@225', '3*burpee 10@bw', '3*sit-up 20@bw'],
    ],
  ] as const)('%j', (text, rows) => {
    expect(brief(text, 'lb')).toEqual([...rows]);
  });
});

describe('a column of reps and a count of sets under a lift', () => {
  it.each([
    [
      'Bench 185lb\n10x\n8x\n6x',
      ['barbell bench press 10@185', 'barbell bench press 8@185', 'barbell bench press 6@185'],
    ],
    [
      'Bench 185lb\nx10\nx8\nx6',
      ['barbell bench press 10@185', 'barbell bench press 8@185', 'barbell bench press 6@185'],
    ],
    ['Bench 185lb\n10 x\n8 x', ['barbell bench press 10@185', 'barbell bench press 8@185']],
    ['Squat 225\n5x\n5x\n5x', ['3*barbell back squat 5@225']],
    ['Deadlift 140kg\n5x\n5x\n5x', ['3*barbell deadlift 5@308.647']],
    [
      'Deadlift 315lb\n5x\n3 rounds:\n10 pull-ups\n15 sit-ups',
      ['barbell deadlift 5@315', '3*pull-up 10@bw', '3*sit-up 15@bw'],
    ],
    ['Squat 225lb\n3 sets:\n5\n5\n5', ['3*barbell back squat 5@225']],
    ['Squat 225lb\n3 sets:\n5', ['3*barbell back squat 5@225']],
    ['Squat 225lb\n3 sets\n8x', ['3*barbell back squat 8@225']],
    ['Squat\n3 sets:\n5\n5\n5', ['3*barbell back squat 5@-']],
    [
      'Squat\n3 sets:\n5 @ 100\n5 @ 105\n5 @ 110',
      ['barbell back squat 5@100', 'barbell back squat 5@105', 'barbell back squat 5@110'],
    ],
    ['Bench\n4 sets:\n8\n8\n8', ['3*barbell bench press 8@-']],
    ['Curls\n3 sets:\n12 reps at 30lb\n10 reps at 35lb', ['barbell curl 12@30', 'barbell curl 10@35']],
  ] as const)('%j', (text, rows) => {
    expect(brief(text, 'lb')).toEqual([...rows]);
  });
});

describe('a lift and its load past a blank line ends the circuit above', () => {
  // Found running the app: the circuit's round count reached the bench rows after it.
  it.each([
    [
      '3 rounds:\n10 push-ups\n15 KB swings @ 24kg\n\nBench 185lb\n10x\n8x',
      [
        '3*push-up 10@bw',
        '3*kettlebell swing 15@52.911',
        'barbell bench press 10@185',
        'barbell bench press 8@185',
      ],
    ],
    [
      '3 rounds:\n10 push-ups\n15 swings\n\nSquat 225\n5\n5\n5',
      ['3*push-up 10@bw', '3*kettlebell swing 15@-', '3*barbell back squat 5@225'],
    ],
    [
      '3 rounds:\n10 burpees\n\n20 sit-ups\n\nDeadlift 315lb\n5x\n3x',
      ['3*burpee 10@bw', '3*sit-up 20@bw', 'barbell deadlift 5@315', 'barbell deadlift 3@315'],
    ],
    // Counter-example: a move with its own load past a blank line is still the circuit's.
    ['3 rounds:\n10 push-ups\n\n15 swings @ 53lb', ['3*push-up 10@bw', '3*kettlebell swing 15@53']],
  ] as const)('%j', (text, rows) => {
    expect(brief(text, 'lb')).toEqual([...rows]);
  });
});

describe('what stays as it was', () => {
  it.each([
    // A row wrapped at its mark is still one row ("3 x" over "5 225"), and half a rep is no set.
    ['Squat\n3 x\n5 225', ['3*barbell back squat 5@225']],
    ['1 x\n½ 320 lbs.', []],
    // "3 sets:" over moves of their own repeats each of them.
    [
      '3 sets:\n10 push-ups\n15 squats\n20 sit-ups',
      ['3*push-up 10@bw', '3*bodyweight squat 15@bw', '3*sit-up 20@bw'],
    ],
    // A lone "x5" under a lift's own set is that set again (round 28).
    ['Bench 135x5\nx5', ['2*barbell bench press 5@135']],
    // Rep rows under a lift and its load are still its sets.
    ['Bench 185lb\n5\n5\n5', ['3*barbell bench press 5@185']],
    ['Curls @ 30 lb\n12, 10, 8', ['barbell curl 12@30', 'barbell curl 10@30', 'barbell curl 8@30']],
    // A repeat mark under moves, with nothing after it, still repeats them (journal-block-marks).
    ['10 push-ups\n20 sit-ups\n3 rounds', ['3*push-up 10@bw', '3*sit-up 20@bw']],
    // The same under a lift: "3 rounds:" with nothing below repeats the lift above.
    ['Deadlift 225 lb\n3 rounds:', ['3*barbell deadlift -@225']],
    // A lift's own sets above a round count stay its own (b4a5c37).
    ['Squat 3x5 @ 100\n3 rounds:\n10 push-ups', ['3*barbell back squat 5@100', '3*push-up 10@bw']],
  ] as const)('%j', (text, rows) => {
    expect(brief(text, 'lb')).toEqual([...rows]);
  });
});
