/**
 * Round 24: circuit and rounds blocks.
 * - "2 x 5 min" on a cardio machine, a count of spells of a time alone, is that many bouts
 *   (journal-logged's timedSets); intervals with a distance ("swim: 2 x 250y/2:00") stay one session.
 * - A rounds heading repeats its cardio rows too: the cardio named again with the very distance or time
 *   its bout holds is the bout done again (journal-logged's addToCardio).
 * - "3 sets:" heads its rows as rounds, as "3 sets of:" does (journal-block-heading); a row's bracket of
 *   loads whose counts add up to the sets ("10 x lat pulldowns (30 kg, 35 kg x 2)") is each set's load,
 *   "no weight" none (journal-round-loads).
 * Real lines from holdout 47 first, then lines written by us. Rows as in journal-general.test.ts:
 * "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines (holdout 47)', () => {
  it.each([
    [
      'I did 3 rounds of\n15 x 35lb thrusters\n750m rowing instead of running\n… in 15min 40sec.',
      'lb',
      ['3*dumbbell thruster 15@35', '3*Rowing -@-'],
    ],
    [
      '3 sets:\n\n  • 20 x raised heel (hack) squats, 2 second lower and 2 second raise (final set was normal lower and raise)\n  • 10 x lat pulldowns (30 kg, 35 kg x 2)',
      'kg',
      ['3*Raised Heel 20@-', 'lat pulldown 10@66.139', '2*lat pulldown 10@77.162'],
    ],
    [
      '4 sets:\n\n  • 10 x safety squats (45 kg, 55 kg x 3) – NB: still not sure what the weight of this bar is. I know I had 20 kg added for the first set, and 30 kg added for the rest.\n  • 10 x clean and press (20 kg, 25 kg x 3) – super happy with these. I managed to do 7 reps in each set without bouncing to get the press up – I did strict presses\n  • 20 x walking lunges, with wall ball carried above head (no weight, 2 kg x 3)\n  • 10 x raised push-ups',
      'kg',
      [
        'barbell back squat 10@99.208',
        '3*barbell back squat 10@121.254',
        'clean and press 10@44.092',
        '3*clean and press 10@55.116',
        'dumbbell walking lunge 20@-',
        '3*dumbbell walking lunge 20@4.409',
        '4*Raised Push-Ups 10@-',
      ],
    ],
    [
      '- static bike 2 x 5 min\n- rowing machine 2 x 5 mins\n- cross trainer 2 x 5 mins',
      'kg',
      ['2*Cycling -@-', '2*Rowing -@-', '2*Elliptical -@-'],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('spells of time on a machine are bouts', () => {
  it.each([
    ['treadmill 3 x 10 min', ['3*Treadmill -@-']],
    ['Bike 2 x 8 minutes', ['2*Cycling -@-']],
    ['exercise bike 4 x 30 secs', ['4*Cycling -@-']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text, 'kg')).toEqual([...rows]);
  });
});

describe('a rounds heading repeats its cardio rows', () => {
  it.each([
    ['3 rounds of\n10 x 50lb goblet squats\n400m run', 'lb', ['3*goblet squat 10@50', '3*Running -@-']],
    ['2 rounds:\n20 kettlebell swings\n500m row', 'kg', ['2*kettlebell swing 20@-', '2*Rowing -@-']],
    ['4 rounds of\n12 x 95lb thrusters\n1 km bike', 'lb', ['4*dumbbell thruster 12@95', '4*Cycling -@-']],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe("a row's bracket of loads under a count of sets", () => {
  it.each([
    [
      '3 sets:\n10 x bench press (60 kg, 70 kg x 2)',
      ['barbell bench press 10@132.277', '2*barbell bench press 10@154.323'],
    ],
    [
      '4 sets:\n  • 8 x leg press (100 kg x 2, 120 kg x 2)\n  • 12 x leg curls',
      ['2*leg press 8@220.462', '2*leg press 8@264.554', '4*lying leg curl 12@-'],
    ],
    [
      '2 sets:\n- 15 x goblet squats (16 kg, 20 kg)\n- 10 x push-ups',
      ['goblet squat 15@35.274', 'goblet squat 15@44.092', '2*push-up 10@bw'],
    ],
    [
      '3 sets:\n8 x deadlift (100 kg, 110 kg, 120 kg) - felt strong',
      ['barbell deadlift 8@220.462', 'barbell deadlift 8@242.508', 'barbell deadlift 8@264.554'],
    ],
    [
      '5 sets:\n5 x squat (100 kg, 110 kg x 4)',
      ['barbell back squat 5@220.462', '4*barbell back squat 5@242.508'],
    ],
    [
      '3 sets:\n12 x rows (40 kg, 45 kg x 2)\n12 x curls (no weight, 10 kg x 2)',
      ['barbell row 12@88.185', '2*barbell row 12@99.208', 'barbell curl 12@-', '2*barbell curl 12@22.046'],
    ],
  ] as const)('%s', (text, rows) => {
    expect(brief(text, 'kg')).toEqual([...rows]);
  });
});

describe('readings that do not change', () => {
  it.each([
    ['a plain scheme', 'Squat 3x5 @ 100kg', 'kg', ['3*barbell back squat 5@220.462']],
    ['no lift named', '3x5 @ 100', 'kg', []],
    ['swim intervals with a distance', 'swim: 2 x 250y/2:00; 5 x 50y/:30', 'lb', ['Swimming -@-']],
    ['a time told after its distance', 'Rowing 500m\nRowing 2:05', 'kg', ['Rowing -@-']],
    [
      'a bracket that is no list of loads',
      '3 sets:\n10 x hack squats (machine)',
      'kg',
      ['3*hack squat 10@-'],
    ],
  ] as const)('not %s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});
