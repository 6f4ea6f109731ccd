/**
 * Round 23: schemes, a load with its reps and sets inside a list of loads, a row that repeats the last
 * load, reps × sets after a load told on its own, and sets told by the clock.
 * - A load-first triple at the top of a ramp of load × reps items ("20kg x 8, 40kg x 5, 62kg x 3 x 9")
 *   takes as its reps the count that goes on from the item before, held or falling as the load climbs;
 *   the other count is the sets (journal-triples' rampSetsFirst): nine triples at 62, while
 *   "315 x 5, 365 x 2 x 5" stays two fives.
 * - A row that leaves its load blank ("     x 8 x 2" under "65 x 6") is at the load above, its first
 *   count in the reps' column (journal-blank-load).
 * - "20 kg x 3 sets x 10 sets": both counts marked "sets", one mark a slip; the counts' own rule reads
 *   three tens (journal-triples).
 * - "holding a 10kg plate: 12 x 4": after a load told on its own, a pair read as a load only for its
 *   size is reps × sets at that load (journal-loads).
 * - "0x20x3": a zero first is the load, none (journal-notation).
 * - "EMOM 8 Minutes – 4 Handstand Pushups", "5:00, on the minute: 5 pushups": one set each minute
 *   (journal-every-minute).
 * - "5 reps @ 60, 65, and 70% of 1RM" then "Reps @ 100, 105, & 115#": the reps at those loads are the
 *   sets, the percentages a note (journal-ladder); a list of percentages is no list of loads.
 * - "Log press" is a strongman lift as written, no slip for "leg press" (journal-words' IMPLEMENTS).
 * Real lines first (holdouts 42, 26, 22, 14), then lines written by us, then lines that must not change.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines', () => {
  it.each([
    [
      'Back squats: 20kg x 8, 40kg x 5, 62kg x 3 x 9',
      'kg',
      ['barbell back squat 8@44.092', 'barbell back squat 5@88.185', '9*barbell back squat 3@136.686'],
    ],
    [
      'Deadlifts: 60kg x 8, 70kg x 5, 85kg x 2 x 8',
      'kg',
      ['barbell deadlift 8@132.277', 'barbell deadlift 5@154.323', '8*barbell deadlift 2@187.393'],
    ],
    ['Log press: 30kg x 5, 35kg x 5 x 8', 'kg', ['Log Press 5@66.139', '8*Log Press 5@77.162']],
    ['(Dumbbell bench press) 20 kg x 3 sets x 10 sets', 'kg', ['3*dumbbell bench press 10@44.092']],
    ['Back extensions holding a 10kg plate: 12 x 4', 'kg', ['4*Back Extensions 12@22.046']],
    [
      'Barbell curls\n45 x 10\n65 x 6\n     x 8 x 2',
      'lb',
      ['barbell curl 10@45', 'barbell curl 6@65', '2*barbell curl 8@65'],
    ],
    [
      'Clean & Jerk\n5 reps @ 60, 65, and 70% of 1RM\n\nReps @ 100, 105, & 115#. The last few reps of the last set began to feel heavy.',
      'lb',
      ['clean and jerk 5@100', 'clean and jerk 5@105', 'clean and jerk 5@115'],
    ],
    ['Low Ab Crunches (0 = unweighted)\n0x20x3', 'lb', ['3*crunch 20@bw']],
    ['  • EMOM 8 Minutes – 4 Handstand Pushups', 'lb', ['8*handstand push-up 4@bw']],
    ['5:00, on the minute: 5 pushups', 'lb', ['5*push-up 5@bw']],
    // The same shape, the other order: the 5 after the load holds the ramp's reps.
    ['- Squat 315 x 5, 365 x 2 x 5', 'lb', ['barbell back squat 5@315', '2*barbell back squat 5@365']],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('a triple at the top of a ramp keeps the ramp reps', () => {
  it.each([
    [
      'Front squat: 40kg x 6, 50kg x 4, 60kg x 2 x 6',
      'kg',
      ['front squat 6@88.185', 'front squat 4@110.231', '6*front squat 2@132.277'],
    ],
    [
      'Overhead press: 30kg x 5, 35kg x 5 x 5',
      'kg',
      ['overhead press 5@66.139', '5*overhead press 5@77.162'],
    ],
    ['Press: 95 x 5, 115 x 3 x 6', 'lb', ['overhead press 5@95', '6*overhead press 3@115']],
    [
      'Deadlift 135x5; 225x3; 275x2x5',
      'lb',
      ['barbell deadlift 5@135', 'barbell deadlift 3@225', '5*barbell deadlift 2@275'],
    ],
    ['Bench 185 x 5, 205 x 3 x 5', 'lb', ['barbell bench press 5@185', '3*barbell bench press 5@205']],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('rows, marks and loads told once', () => {
  it.each([
    ['Curls\n30 x 12\n40 x 8\n   x 8 x 2', 'lb', ['barbell curl 12@30', '3*barbell curl 8@40']],
    ['Bench\n135 x 5\n185 x 3\nx 3\nx 3', 'lb', ['barbell bench press 5@135', '3*barbell bench press 3@185']],
    ['Incline dumbbell press 25 kg x 3 sets x 12 sets', 'kg', ['3*incline dumbbell bench press 12@55.116']],
    ['Weighted sit-ups holding a 20lb plate: 15 x 3', 'lb', ['3*Weighted Sit-Ups 15@20']],
    ['Hip thrusts with a 40kg bar: 12 x 3', 'lb', ['3*barbell hip thrust 12@88.185']],
    ['Hanging leg raises (0 = bodyweight)\n0x15x3', 'lb', ['3*hanging leg raise 15@bw']],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('sets told by the clock and by percentages', () => {
  it.each([
    ['EMOM 10 minutes – 3 pull-ups', 'lb', ['10*pull-up 3@bw']],
    ['10:00, on the minute: 2 power cleans @ 135', 'lb', ['10*power clean 2@135']],
    ['E2MOM 12 min: 5 burpees', 'lb', ['6*burpee 5@bw']],
    [
      'Snatch\n3 reps at 70, 75 and 80% of max\nReps at 50, 55 and 60 kg.',
      'kg',
      ['snatch 3@110.231', 'snatch 3@121.254', 'snatch 3@132.277'],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('lines whose reading does not change', () => {
  it.each([
    ['Squat 3x5 @ 225', 'lb', ['3*barbell back squat 5@225']],
    // Triples before the pair: no ramp below them.
    [
      'Row: 95x2x12, 115x2x8, 135x5',
      'lb',
      ['2*barbell row 12@95', '2*barbell row 8@115', 'barbell row 5@135'],
    ],
    ['Squat 135x5x2, 225x3x3', 'lb', ['2*barbell back squat 5@135', '3*barbell back squat 3@225']],
    ['Bench 225x5x3', 'lb', ['3*barbell bench press 5@225']],
    ['Rope pushdowns: 30kg x 12 x 3', 'kg', ['3*triceps pushdown 12@66.139']],
    // A lighter back-off after the top: no ramp to go on from.
    ['Squat 225 x 5, 185 x 8 x 2', 'lb', ['barbell back squat 5@225', '2*barbell back squat 8@185']],
    ['5:00 on the bike, easy', 'lb', ['Cycling -@-']],
    ['Curls 5 reps at 25, 30 and 35', 'lb', ['barbell curl 5@25', 'barbell curl 5@30', 'barbell curl 5@35']],
    ['Squat\n5 x 225\nx 3', 'lb', ['barbell back squat 5@225', 'barbell back squat 3@225']],
    // Sets first after a load told on its own, as ever.
    ['Calf raises with 50 lbs: 3 x 15', 'lb', ['3*standing calf raise 15@50']],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});
