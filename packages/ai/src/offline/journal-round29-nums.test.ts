/**
 * Round 29: how lifters arrange their numbers, from holdout 49 (opened this round). The rules, each at its
 * point of decision:
 * - A scheme before a colon with whole sets after it ("Squat, 4*8: 50*5,65*5, 75*8,8,8,8", "Incline
 *   sit-ups3*10-15: 5kg 10,10,8") is the plan they were done against, never sets of its own
 *   (journal-plan-colon). Loads alone after it ("Bench 3x8: 135, 155, 175"), one load, or one set keep
 *   the scheme as the sets.
 * - Words straight after a list's last count ("95*6,6,6,6 hard but okay") are a remark, as after a dash;
 *   "will up next week" after them plans the next load and says nothing of when these were done
 *   (journal-line-tails). A sentence typed against a list's full stop ("40*6,6,6.Should …") is parted.
 * - A count told, then split into sets that make it ("60 squats. 20 squats 3 reps", "30 … 15×2 reps",
 *   "50 push ups in 5 sets of 10") is those sets, the fewer count the sets; "60 squats" alone stays
 *   sixty reps, and a split that does not multiply out, or names another move, leaves both
 *   (journal-total-breakdown).
 * - A load written with its unit apart from an unmarked pair ("20×3 … holding the 5lbs ball") makes the
 *   pair counts, reps then sets (journal-sets); a maker's name between a load and its kit ("a 5lbs
 *   Bally’s Fitness weight ball") is neither a lift nor another lifter's (journal-kit-maker,
 *   journal-others).
 * - Inverted, ring, renegade and upright rows are lifts, so a test's "(60 Sec)" beside them is no erg
 *   bout (journal-cardio); paddling is cardio, and counts under a cardio heading with rests told
 *   ("Paddle" over "10,8,6,4,6,8,10 with minute rests") are bouts (journal-pieces).
 * - "single-leg" before a lunge-pattern lift (split squat, lunge, step-up) leaves it as it is
 *   (journal-name-words).
 * Seen and left: "I completed 10 x 1km rows" is labelled ten bouts, but "8 x 500m row" pieces of a
 * distance are one session by the round 25/28 convention (journal-round25-cardio, circuit-blocks), so
 * it stays one; "I started off with 60 squats." reads 60 as a load ("with" before a barbell lift's
 * plural is a load by design in journal-sets), as on main.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('holdout 49 lines this round reads right', () => {
  it.each([
    [
      'Wednesday, Gym\nSquat, 4*8: 50*5,65*5, 75*8,8,8,8\n1 leg rear foot elevated split squats ,3*6-10: 40*6,6,6.Should really have lower back exercise as well but 2 leg exercises is hard enough for me at the moment. I felt like back raises helped my lower back endurance for paddling when I have done for extended periods before.\nIncline sit-ups3*10-15: 5kg 10,10,8',
      'kg',
      [
        'barbell back squat 5@110.231',
        'barbell back squat 5@143.3',
        '4*barbell back squat 8@165.347',
        '3*bulgarian split squat 6@88.185',
        '2*Incline Sit-Ups 10@11.023',
        'Incline Sit-Ups 8@11.023',
      ],
    ],
    [
      'Bench Press, 4*6: 95*6,6,6,6 hard but okay, will up next week',
      'kg',
      ['4*barbell bench press 6@209.439'],
    ],
    [
      '1 Arm Row, 4*8: 40*8,8,8,8 (40 is heaviest dumbbell, might need to change exercises before the end of this cycle)',
      'kg',
      ['4*one-arm dumbbell row 8@88.185'],
    ],
    ['Tuesday, Paddle\n10,8,6,4,6,8,10 with minute rests', 'kg', ['7*Paddling -@-']],
    [
      'Bench Press (1RM) 110 kg\nChin Ups (Max) 10 Reps\nPress Ups (60 Sec) 44 Reps\nInverted Rows (60 Sec) 31 Reps\nDeadlift (1 RM) 170kg',
      'kg',
      [
        'barbell bench press 1@242.508',
        'chin-up 10@bw',
        'push-up 44@bw',
        'inverted row 31@bw',
        'barbell deadlift 1@374.785',
      ],
    ],
    [
      'I started out with intervals on the treadmill (after warming up), and did 10×20 sec with 10 sec break at 16 km per hour, which would be 10 miles per hour.',
      'kg',
      ['10*Treadmill -@-'],
    ],
    ['I started off with 60 squats. 20 squats 3 reps.', 'lb', ['3*barbell back squat 20@-']],
    [
      'Next I did 20 Bicep curls on each arm, using a 5lbs Bally’s Fitness weight ball',
      'lb',
      ['dumbbell curl 20@5'],
    ],
    [
      'For the next routine I did 30 over head tricep extension, basically holding the ball over my head with my arms extended I would bend at the elbow and bring the ball behind my neck. 15×2 reps.',
      'lb',
      ['2*overhead dumbbell triceps extension 15@-'],
    ],
    [
      'Moving onto my abs. I did 20×3 for 60 total crunches while holding the 5lbs ball.',
      'lb',
      ['3*crunch 20@5'],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('the same arrangements in other words', () => {
  it.each([
    ['Deadlift, 3*5: 225*5,5,5', ['3*barbell deadlift 5@225']],
    ['Overhead press 5x5: 95x5, 5, 5, 5, 5', ['5*overhead press 5@95']],
    ['Rows, 3 x 10: 135 x 10, 10, 8', ['2*barbell row 10@135', 'barbell row 8@135']],
    ['Front squat 4*6-8: 135*8,155*6,6,6', ['front squat 8@135', '3*front squat 6@155']],
    ['Lunges, 3*12: 25lbs 12,12,10', ['2*dumbbell lunge 12@25', 'dumbbell lunge 10@25']],
    ['Dips3*8-12: 25lb 12,10,9', ['dip 12@25', 'dip 10@25', 'dip 9@25']],
    ['Curls, 3*10: 30*10,10,9 felt good', ['2*barbell curl 10@30', 'barbell curl 9@30']],
    ['2. Leg press; 3x12: 270x12; 12; 12', ['3*leg press 12@270']],
    ['Squat 100x5, 5, 5 felt easy', ['3*barbell back squat 5@100']],
    ['I did 40 push-ups. 4x10.', ['4*push-up 10@bw']],
    ['Did 100 crunches today, 4 sets of 25', ['4*crunch 25@bw']],
    ['Did 50 push ups in 5 sets of 10', ['5*push-up 10@bw']],
    ['did 100 squats split into 4x25', ['4*barbell back squat 25@-']],
    ['I finished with 45 sit-ups: 15 sit-ups 3 sets.', ['3*sit-up 15@bw']],
    ['I did 20x3 crunches with a 5lbs ball', ['3*crunch 20@5']],
    ['Russian twists 15x3 holding a 10 lb plate', ['3*russian twist 15@10']],
    ['I did 12 curls, using a 15lb Bowflex dumbbell', ['barbell curl 12@15']],
    ['Bike\n10,8,6,4 with minute rests', ['4*Cycling -@-']],
    ['Kayak\n5, 5, 5 with minute rests', ['3*Paddling -@-']],
    ['Ring rows (1 min) 22 reps', ['inverted row 22@bw']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text, 'lb')).toEqual([...rows]);
  });
});

describe('near lines that keep their reading', () => {
  it.each([
    [
      'loads alone after a scheme',
      'Bench 3x8: 135, 155, 175',
      ['barbell bench press 8@135', 'barbell bench press 8@155', 'barbell bench press 8@175'],
    ],
    ['one load after a scheme', 'Bench 3x8: 135', ['3*barbell bench press 8@135']],
    ['words after a scheme', 'Squat 5x5: felt heavy today', ['5*barbell back squat 5@-']],
    ['a count alone', 'I did 60 squats.', ['barbell back squat 60@-']],
    ['a split that does not make the count', 'I did 45 pull-ups, 5x8', ['pull-up 45@bw', '5*pull-up 8@bw']],
    [
      'a split of another move',
      'I did 60 squats. 20 lunges 3 sets',
      ['barbell back squat 60@-', '3*dumbbell lunge -@-'],
    ],
    ['a bar named before its lift', '60 lb Trap Bar deadlift 3x5', ['3*trap bar deadlift 5@60']],
    ['a bare row with a time', 'row 10 min', ['Rowing -@-']],
    [
      'a lift over counts with rests',
      'Squats\n10,8,6 with 2 min rest',
      ['barbell back squat 10@-', 'barbell back squat 8@-', 'barbell back squat 6@-'],
    ],
    [
      'a bracket of talk before "so"',
      'Bench 185x5 (shoulder issue), so I stopped',
      ['barbell bench press 5@185'],
    ],
  ] as const)('not %s', (_, text, rows) => {
    expect(brief(text, 'lb')).toEqual([...rows]);
  });
});
