/**
 * Round 26: multi-line blocks (a pasted workout: a name line, then set rows, bullets or a circuit).
 * - "Bench 225" over "Set 1: 5", "Set 2 - 5 reps", "1) 5", "2. 5 reps": a row's own number counts the
 *   sets; the row's reps are lifted at the bare load on the name line, as "Bench 225" over "5", "5", "4"
 *   already were (journal-block-heading's SET_LABEL).
 * - "- Goblet squats 20 kg" over "- 100 m Run", "- 10 pull-ups": a row that counts a move of its own (a
 *   lift other than the heading's, or a bout of cardio) is the next item of the list, never the heading's
 *   reps at its load. The goblet squat with no reps logs as the same line alone does ("Goblet squats 20
 *   kg"): one set at 20 kg, reps unstated. A heading naming only the implement ("KB 16kg") still lends its
 *   load to each move under it.
 * - "30 double-unders", "20 wall-balls": a count first on its line, then one word joined of several,
 *   names the move counted, as the words written apart do; it is no remark on the set before. In a round
 *   every count names its move ("10 circles H2H"). "20 free" under back extensions stays a remark.
 * - "10 KB bottoms up presses for each arm": a small word inside a name that ends in a movement ("up") is
 *   the name's, and "for each arm" is the side the reps were counted on. In a round, a count before the
 *   move it names is a set, never talk about the sets before.
 * - "Swings - 10 mins" over "12 Sw @ 24kgs - top of the minute": a lift's name over a clock, with the
 *   row (or the heading) saying the work goes every minute, is one set a minute (journal-every-minute);
 *   "Sw" is the heading's name cut short; "Total - 120+" is the tally.
 * - "Did three rounds of this – 20 Kb two handed swings" over more rows, "3 rounds: 10 push-ups" over
 *   "15 air squats": the first move after the round count's dash or colon is the block's first row.
 * - "Run 400m" over "Squats 1 x 15", "Bench 1 x 10": a bout of cardio done before the rows is no empty
 *   set count waiting for them (journal-rows).
 * Real lines from holdout 47 and the lines named for this round first, then lines written by us. Rows
 * as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines (holdout 47, the round brief)', () => {
  it.each([
    [
      'Bench 225\nSet 1: 5\nSet 2: 5\nSet 3: 4',
      'lb',
      ['2*barbell bench press 5@225', 'barbell bench press 4@225'],
    ],
    ['- Goblet squats 20 kg\n- 100 m Run', 'kg', ['goblet squat -@44.092', 'Running -@-']],
    ['10 pull-ups\n30 double-unders', 'lb', ['pull-up 10@bw', 'double under 30@bw']],
    [
      'Swings - 10 mins\n12 Sw @ 24kgs - top of the minute\nTotal - 120+',
      'kg',
      ['10*kettlebell swing 12@52.911'],
    ],
    [
      'Did three rounds of this:\n\n20 Kb two handed swings\n10 KB bottoms up presses for each arm\n10 Kb snatches\n20 Kb "tornadoes" - (two handed kb swing to release to two handed overhead press)\n10 circles H2H',
      'kg',
      [
        '3*kettlebell swing 20@-',
        '3*KB Bottoms Up Presses 10@-',
        '3*kettlebell snatch 10@-',
        '3*Kb Tornadoes 20@-',
        '3*Circles 10@-',
      ],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('blocks written by us', () => {
  it.each([
    ['Squat 315\nSet 1: 5\nSet 2: 5\nSet 3: 5', 'lb', ['3*barbell back squat 5@315']],
    [
      'Deadlift: 140\nSet 1 - 5 reps\nSet 2 - 5 reps\nSet 3 - 3 reps',
      'kg',
      ['2*barbell deadlift 5@308.647', 'barbell deadlift 3@308.647'],
    ],
    ['OHP 95\n1) 8\n2) 7\n3) 6', 'lb', ['overhead press 8@95', 'overhead press 7@95', 'overhead press 6@95']],
    [
      'Bench press 100\nSet 1 5\nSet 2 4',
      'kg',
      ['barbell bench press 5@220.462', 'barbell bench press 4@220.462'],
    ],
    ['- Romanian deadlift 60 kg\n- 500 m row', 'kg', ['romanian deadlift -@132.277', 'Rowing -@-']],
    [
      '* Kettlebell swings 24kg\n* 400m run\n* 10 burpees',
      'kg',
      ['kettlebell swing -@52.911', 'Running -@-', 'burpee 10@bw'],
    ],
    ['Front squat 60kg\n- 20 push-ups', 'kg', ['front squat -@132.277', 'push-up 20@bw']],
    ['KB 16kg\n10 swings\n10 goblet squats', 'kg', ['kettlebell swing 10@35.274', 'goblet squat 10@35.274']],
    ['15 box jumps\n20 wall-balls', 'lb', ['box jump 15@bw', 'Wall-Balls 20@-']],
    ['Squat 5x5 @ 225\n50 double-unders', 'lb', ['5*barbell back squat 5@225', 'double under 50@bw']],
    [
      '3 rounds:\n10 KB presses for each arm\n10 circles',
      'kg',
      ['3*kettlebell press 10@-', '3*Circles 10@-'],
    ],
    [
      '5 rounds\n15 swings\n10 bottoms-up presses each arm',
      'kg',
      ['5*kettlebell swing 15@-', '5*Bottoms-Up Presses 10@-'],
    ],
    ['Cleans EMOM 10 min\n3 @ 60kg', 'kg', ['10*power clean 3@132.277']],
    ['Goblet squats - 6 mins\n8 @ 24kg - top of the minute', 'kg', ['6*goblet squat 8@52.911']],
    ['3 rounds: 10 push-ups\n15 air squats', 'lb', ['3*push-up 10@bw', '3*bodyweight squat 15@bw']],
    ['3 rounds - 10 pull-ups\n20 push-ups', 'lb', ['3*pull-up 10@bw', '3*push-up 20@bw']],
    [
      'Row 500m\nSquats 1 x 15\nBench 1 x 10',
      'lb',
      ['Rowing -@-', 'barbell back squat 15@-', 'barbell bench press 10@-'],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('near lines that keep their reading', () => {
  it.each([
    ['Bench 225\n5\n5\n4', 'lb', ['2*barbell bench press 5@225', 'barbell bench press 4@225']],
    ['Squat 225\n5 x 100', 'lb', ['barbell back squat 5@100']],
    ['Push-ups 40\n30\n25', 'lb', ['push-up 40@bw', 'push-up 30@bw', 'push-up 25@bw']],
    ['Bench\nSet 1: 225x5\nSet 2: 225x5', 'lb', ['2*barbell bench press 5@225']],
    [
      'I did lower back extensions.\n20 free\n20 x 10kg',
      'kg',
      ['back extension 20@-', 'back extension 20@22.046'],
    ],
    ['Bench 225x5\n160 x 4 - oops', 'lb', ['barbell bench press 5@225', 'barbell bench press 4@160']],
    ['Front Squats (two 16 kg bells)\n3 x 5', 'kg', ['3*front squat 5@35.274']],
    ['Curls @ 30 lb\n12, 10, 8', 'lb', ['barbell curl 12@30', 'barbell curl 10@30', 'barbell curl 8@30']],
    ['Goblet squats 20 kg', 'kg', ['goblet squat -@44.092']],
    ['Swings 10 mins', 'kg', ['kettlebell swing -@-']],
    ['3 rounds: 10 push-ups, 15 squats', 'lb', ['3*push-up 10@bw', '3*bodyweight squat 15@bw']],
    ['EMOM 8 Minutes – 4 Handstand Pushups', 'lb', ['8*handstand push-up 4@bw']],
    [
      'Bench Press - 3 sets\n95x9 (warmup)\n135x6\n185x3',
      'lb',
      ['barbell bench press 9@95', 'barbell bench press 6@135', 'barbell bench press 3@185'],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});
