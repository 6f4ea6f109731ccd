/**
 * Round 25: a rep ladder told once over a list of moves ("21-15-9 thrusters and pull-ups", "25-20-15-10-5
 * reps" over bullets): each move one set per number of the ladder, grouped by move in the order first
 * listed (journal-schemes).
 * - A bout under the ladder ("50 yard Sandbag Run", "Run 200m") is run once each round, one bout per
 *   round; a move listed twice in the round is done twice each round, still one group.
 * - A lift's bare load after it in the list ("Thrusters 95/65", "Power cleans 135") is its load, the first
 *   of a prescribed pair; a bodyweight move's number ("box jumps 24/20") is the box's height, no set.
 * - "30-20-10 reps" opening a line is a ladder, not a date (journal-calendar).
 * Real lines from holdout 47 first, then lines written by us. Rows as in journal-general.test.ts:
 * "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

const ladder = (name: string, reps: number[], load: string) => reps.map((r) => `${name} ${r}@${load}`);

describe('real lines (holdout 47)', () => {
  it('a ladder over bullets with a sandbag run after each move', () => {
    expect(
      brief(
        'For time:\n\n25-20-15-10-5 reps\n\n– Strict Pushups\n– 50 yard Sandbag Run\n– Kettlebell Swing\n– 50 yard Sandbag Run\n– Sandbag Front Squats\n– 50 yard Sandbag Run',
        'kg',
      ),
    ).toEqual([
      ...ladder('push-up', [25, 20, 15, 10, 5], 'bw'),
      '15*Running -@-',
      ...ladder('kettlebell swing', [25, 20, 15, 10, 5], '-'),
      ...ladder('Sandbag Front Squats', [25, 20, 15, 10, 5], '-'),
    ]);
  });
});

const FRAN = [...ladder('dumbbell thruster', [21, 15, 9], '95'), ...ladder('pull-up', [21, 15, 9], 'bw')];

describe('a rep ladder over a list of moves, our own lines', () => {
  it.each([
    ['a prescribed pair of loads after the lift', '21-15-9 Thrusters 95/65 and Pull-ups', 'lb', FRAN],
    ['a named workout, the load after "@"', 'Fran: 21-15-9 thrusters @ 95, pull ups', 'lb', FRAN],
    ['"reps of:", the load in brackets', '21-15-9 reps of: thrusters (95#), pull-ups', 'lb', FRAN],
    ['a ladder heading over bullets, a pair of loads', '21-15-9\n- Thrusters 95/65\n- Pull-ups', 'lb', FRAN],
    [
      'a ten-step ladder of two moves',
      '10-9-8-7-6-5-4-3-2-1 KB swings and burpees',
      'lb',
      [
        ...ladder('kettlebell swing', [10, 9, 8, 7, 6, 5, 4, 3, 2, 1], '-'),
        ...ladder('burpee', [10, 9, 8, 7, 6, 5, 4, 3, 2, 1], 'bw'),
      ],
    ],
    [
      'one lift: a ladder of sets',
      '5-4-3-2-1 deadlift @ 225',
      'lb',
      ladder('barbell deadlift', [5, 4, 3, 2, 1], '225'),
    ],
    [
      'a bare load on a bullet, a run each round',
      '21-15-9 for time\n* Power cleans 135\n* Burpees\n* 400m run',
      'lb',
      [...ladder('power clean', [21, 15, 9], '135'), ...ladder('burpee', [21, 15, 9], 'bw'), '3*Running -@-'],
    ],
    [
      'no bullets, a box height in inches, a run',
      '15-12-9\nDeadlift 225#\nBox jumps 24"\n200m run',
      'lb',
      [
        ...ladder('barbell deadlift', [15, 12, 9], '225'),
        ...ladder('box jump', [15, 12, 9], 'bw'),
        '3*Running -@-',
      ],
    ],
    [
      'a ball weight pair and a box height pair',
      '10-8-6-4-2 wall balls 20/14, box jumps 24/20',
      'lb',
      [...ladder('Wall Balls', [10, 8, 6, 4, 2], '20'), ...ladder('box jump', [10, 8, 6, 4, 2], 'bw')],
    ],
    [
      'a kettlebell in kg, a run after the name, a rest that is no move',
      '21-15-9:\n- KB swings 24kg\n- Run 200m\n- Rest 1 min',
      'kg',
      [...ladder('kettlebell swing', [21, 15, 9], '52.911'), '3*Running -@-'],
    ],
    [
      'a move listed twice in the round',
      '20-15-10 reps\n– Push-ups\n– Sit-ups\n– Push-ups',
      'lb',
      ['2*push-up 20@bw', '2*push-up 15@bw', '2*push-up 10@bw', ...ladder('sit-up', [20, 15, 10], 'bw')],
    ],
    [
      'a run and a row, each its own bouts',
      '20-15-10 reps\n– Push-ups\n– 200m Run\n– Sit-ups\n– 500m Row',
      'lb',
      [
        ...ladder('push-up', [20, 15, 10], 'bw'),
        '3*Running -@-',
        ...ladder('sit-up', [20, 15, 10], 'bw'),
        '3*Rowing -@-',
      ],
    ],
    [
      'two lifts at one load each',
      '12-9-6 deadlifts 155, hang power cleans 155',
      'lb',
      [...ladder('barbell deadlift', [12, 9, 6], '155'), ...ladder('hang clean', [12, 9, 6], '155')],
    ],
    [
      'a ladder named "Ladder"',
      'Ladder 20-15-10 of push-ups, air squats',
      'lb',
      [...ladder('push-up', [20, 15, 10], 'bw'), ...ladder('bodyweight squat', [20, 15, 10], 'bw')],
    ],
    [
      '"reps" after a ladder that could pass for a date',
      '30-20-10 reps\n- Goblet squats\n- Sit-ups',
      'lb',
      [...ladder('goblet squat', [30, 20, 10], '-'), ...ladder('sit-up', [30, 20, 10], 'bw')],
    ],
  ] as const)('%s', (_, text, unit, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('near lines that keep their reading', () => {
  it.each([
    ['a date before a lift', '21-15-09 bench 3x5 @ 185', ['3*barbell bench press 5@185']],
    ['sets, reps and load with dashes', 'Squat 3-5-225', ['3*barbell back squat 5@225']],
    ['a ladder in a goal', 'goal: 21-15-9 thrusters at 95 next month', []],
    ['a range of loads', 'Bench 95-135 for 5s', ['barbell bench press 5@135']],
    ['a range of minutes', '15-20 min bike', ['Cycling -@-']],
    ['a plain scheme', 'Squat 3x5 @ 225', ['3*barbell back squat 5@225']],
    [
      'a rising list on one lift',
      'Rows 5-10-15 @ 95',
      ['barbell row 5@95', 'barbell row 10@95', 'barbell row 15@95'],
    ],
  ] as const)('%s', (_, text, want) => {
    expect(brief(text, 'lb')).toEqual(want);
  });
});
