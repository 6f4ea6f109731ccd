/**
 * Round 31, meets, totals and challenges: results as lifters report a powerlifting or weightlifting meet,
 * a challenge's name over its sets, and a sum of reps told after the sets that make it (holdout 52's real
 * lines, and the same ways written in other words, units and separators).
 * - "Squat 385 kg, Benchpress 310 kg, Deadlift 370 kg, Total 1065 kg", "363.7 sq/170.8 b/424.4 d = 959 at
 *   130.6lbs bw": two meet lifts or more, each at one bare load, beside a total, a sum the loads make, a
 *   bodyweight or weigh-in or a meet named, are singles; a second load in the other unit is the first's
 *   conversion; the total, the sum and the bodyweight are no sets (journal-meet-results). A lone
 *   "Deadlift: 160 kg." keeps its reps unknown (round 27), and so do lifts at loads with no meet's mark.
 * - "Hundred Push-up Challenge:" over "Week 5, Day 1: 30, 24, 22, 20, 31 = 127": the count in a challenge's
 *   name is its goal, no set; the move still heads the sets under it (journal-challenge-name).
 * - "Bench 3x5 185, 15 reps total": a sum of reps that the line's sets make is no set (journal-reps-total).
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('the real lines of the family', () => {
  it.each([
    [
      '> Bodyweight:   163.4 lbs\n> Squat:         450 lbs\n> Bench:        290 lbs\n> Deadlift:      535 lbs\n> Total:         1275 lbs',
      'lb',
      ['barbell back squat 1@450', 'barbell bench press 1@290', 'barbell deadlift 1@535'],
    ],
    [
      'I weighed in at 142.7 for the NASA American Cup in Mt Pleasant Texas August 19th 2017. Squat 227.5kg 501.55lbs, bench 117.5kg 259.04lbs, deadlift 285kg 628.31lbs total 622.50kg 1372.36lbs',
      'kg',
      ['barbell back squat 1@501.551', 'barbell bench press 1@259.043', 'barbell deadlift 1@628.317'],
    ],
    [
      '"Body weight" 131,30 , Squat 385 kg, Benchpress 310 kg, Deadlift 370 kg, Total 1065 kg',
      'kg',
      ['barbell back squat 1@848.779', 'barbell bench press 1@683.432', 'barbell deadlift 1@815.709'],
    ],
    [
      '363.7 sq/170.8 b/424.4 d = 959 at 130.6lbs bw',
      'lb',
      ['barbell back squat 1@363.7', 'barbell bench press 1@170.8', 'barbell deadlift 1@424.4'],
    ],
    [
      'Hundred Push-up Challenge:\nWeek 5, Day 1: 30, 24, 22, 20, 31 = 127',
      'lb',
      ['push-up 30@bw', 'push-up 24@bw', 'push-up 22@bw', 'push-up 20@bw', 'push-up 31@bw'],
    ],
    ['Bench 3x5 185, 15 reps total', 'lb', ['3*barbell bench press 5@185']],
  ] as const)('%j (%s)', (text, unit, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('the same ways of writing, in other words and layouts', () => {
  it.each([
    // a meet's results: singles at the first load written, whatever mark says it was a meet
    [
      'Meet day! Squat 180kg, bench 115kg, deadlift 210kg. Total 505kg at 82.5kg bodyweight.',
      'kg',
      ['barbell back squat 1@396.832', 'barbell bench press 1@253.531', 'barbell deadlift 1@462.97'],
    ],
    [
      'Squat - 405\nBench - 275\nDeadlift - 500\nTotal - 1180',
      'lb',
      ['barbell back squat 1@405', 'barbell bench press 1@275', 'barbell deadlift 1@500'],
    ],
    [
      'Weighed in at 74.2 kg.\nSquat: 170 kg (374.8 lb)\nBench: 110 kg (242.5 lb)\nDeadlift: 200 kg (440.9 lb)',
      'kg',
      ['barbell back squat 1@374.785', 'barbell bench press 1@242.508', 'barbell deadlift 1@440.924'],
    ],
    [
      'Squat 142.5 kg / 314 lb, Bench 95 kg / 209 lb, Deadlift 180 kg / 397 lb, Total 417.5 kg',
      'kg',
      ['barbell back squat 1@314.158', 'barbell bench press 1@209.439', 'barbell deadlift 1@396.832'],
    ],
    [
      'Competed today in the USPA: squat 220 kg, bench 140 kg, deadlift 250 kg',
      'kg',
      ['barbell back squat 1@485.016', 'barbell bench press 1@308.647', 'barbell deadlift 1@551.155'],
    ],
    [
      'Results from the meet: Squat 315 lbs, Bench 225 lbs, Deadlift 405 lbs.',
      'lb',
      ['barbell back squat 1@315', 'barbell bench press 1@225', 'barbell deadlift 1@405'],
    ],
    [
      'Snatch: 85kg\nClean & Jerk: 105kg\nTotal: 190kg\nBodyweight: 76kg',
      'kg',
      ['snatch 1@187.393', 'clean and jerk 1@231.485'],
    ],
    [
      'CrossFit Total: squat 275, press 135, deadlift 355 = 765',
      'lb',
      ['barbell back squat 1@275', 'overhead press 1@135', 'barbell deadlift 1@355'],
    ],
    // loads before short names, in a chain
    [
      '500 squat / 350 bench / 600 deadlift = 1450',
      'lb',
      ['barbell back squat 1@500', 'barbell bench press 1@350', 'barbell deadlift 1@600'],
    ],
    [
      '405sq, 285bp, 515dl, total 1205 at 198 bw',
      'lb',
      ['barbell back squat 1@405', 'barbell bench press 1@285', 'barbell deadlift 1@515'],
    ],
    // a challenge's count is its name
    [
      'Day 12 of my 100 burpee challenge: 25, 25, 20, 30',
      'lb',
      ['2*burpee 25@bw', 'burpee 20@bw', 'burpee 30@bw'],
    ],
    [
      'Thousand Squat Challenge - week 1: 50, 50, 40',
      'lb',
      ['2*barbell back squat 50@-', 'barbell back squat 40@-'],
    ],
    [
      'The 100 Pull-up Challenge\nDay 3: 12, 10, 8, 8',
      'lb',
      ['pull-up 12@bw', 'pull-up 10@bw', '2*pull-up 8@bw'],
    ],
    // a sum of reps the line's sets make
    ['Dips 3x10, 30 reps total', 'lb', ['3*dip 10@bw']],
    ['Curls 3x12 @ 30 (36 reps total)', 'lb', ['3*barbell curl 12@30']],
    ['Pull-ups 10, 8, 6 for 24 reps total', 'lb', ['pull-up 10@bw', 'pull-up 8@bw', 'pull-up 6@bw']],
    [
      'Bench 135x10, 185x8, 205x6, 24 reps total',
      'lb',
      ['barbell bench press 10@135', 'barbell bench press 8@185', 'barbell bench press 6@205'],
    ],
    ['Squat 5x5 @ 225, 25 reps in all', 'lb', ['5*barbell back squat 5@225']],
  ] as const)('%j (%s)', (text, unit, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('near lines that keep their reading', () => {
  it.each([
    // sets counted: a workout, whatever total follows
    ['Squat 3x5 225', 'lb', ['3*barbell back squat 5@225']],
    [
      'Squat 3x5 225, bench 3x5 185, deadlift 1x5 315, total 45 min',
      'lb',
      ['3*barbell back squat 5@225', '3*barbell bench press 5@185', 'barbell deadlift 5@315'],
    ],
    // one lift alone, or lifts at loads with no meet's mark: reps unknown (round 27)
    ['Deadlift: 160 kg.', 'kg', ['barbell deadlift -@352.739']],
    [
      'Squat: 450 lbs\nBench: 290 lbs\nDeadlift: 535 lbs',
      'lb',
      ['barbell back squat -@450', 'barbell bench press -@290', 'barbell deadlift -@535'],
    ],
    // a count told before "for the challenge" is a set; a count after the sets with no total word too
    ['I did 50 burpees for the challenge', 'lb', ['burpee 50@bw']],
    ['Dips 3x10, then 30 reps', 'lb', ['3*dip 10@bw', 'dip 30@bw']],
    // a challenge of days names no count of the move
    ['30 day squat challenge: 50 squats', 'lb', ['barbell back squat 50@-']],
  ] as const)('%j (%s)', (text, unit, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});
