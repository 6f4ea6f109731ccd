/**
 * Issue 11, eleventh round: one load, however it is written (journal-load-forms). A load followed by
 * its conversion into the other unit is one load in the first unit, with or without units, after "/",
 * "=" or in parentheses; a load named by its implement ("the 30s", "a pair of 35's", "two 16 kg's",
 * "25DB") is each bell's load, its "two" or "pair" counting bells, not sets; reps at a list of loads
 * in prose is one set per load. Lines written by us, in other lifts, units, separators and orders.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a load and its conversion are one load, in the first unit', () => {
  it.each([
    [
      'kilos then pounds, no units, one row each',
      'Cable row\n10 x 30/66\n10 x 35/77.2\n8 x 40/88.2',
      ['seated cable row 10@66.139', 'seated cable row 10@77.162', 'seated cable row 8@88.185'],
    ],
    ['pounds then kilos after "with"', 'Lunges 3 x 10 with 60/27.2', ['3*dumbbell lunge 10@60']],
    ['after "@", whole numbers', 'Curl 3 x 8 @ 20/44', ['3*barbell curl 8@44.092']],
    ['before "x", the load first', 'Bench 4 x 5 @ 50/110', ['4*barbell bench press 5@110.231']],
    [
      'load first on rows of their own',
      'Bench\n60/132.3 x 5\n70/154.3 x 3',
      ['barbell bench press 5@132.277', 'barbell bench press 3@154.323'],
    ],
    [
      'a bare load, its kilos in parentheses',
      'Incline press 4 x 10 @ 135 (61.2 kg)',
      ['4*incline barbell bench press 10@135'],
    ],
    ['after "=", the first unit left bare', 'Hack squat 2 x 10 @ 80 = 176 lb', ['2*hack squat 10@176.37']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a load named by its implement is each bell’s load', () => {
  it.each([
    ['"two 16 kg\'s" over the scheme', "Goblet squat (two 16 kg's)\n4 x 6", ['4*goblet squat 6@35.274']],
    ['a pair of bells on a carry', "Farmer carry (two 20 kg's) 4 x 30m", ["4*farmer's carry -@44.092"]],
    ['"25DB" after "@"', 'Renegade row @ 25DB 3 x 8', ['3*renegade row 8@25']],
    ['"15DB" between commas', 'Tricep kickbacks, 15DB, 3 x 12', ['3*dumbbell triceps kickback 12@15']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('reps at a list of loads in prose: one set per load', () => {
  it.each([
    [
      'units on every load, "and" before the last',
      'Squats: 5 reps @ 100kg, 110kg and 120kg',
      ['barbell back squat 5@220.462', 'barbell back squat 5@242.508', 'barbell back squat 5@264.554'],
    ],
    [
      '"with" and "&", no units',
      'Overhead press 8 with 95, 105 & 115',
      ['overhead press 8@95', 'overhead press 8@105', 'overhead press 8@115'],
    ],
    [
      'a sentence, the Oxford comma',
      'Deadlift: I pulled 5 reps with 225lbs, 245lbs, and 265lbs',
      ['barbell deadlift 5@225', 'barbell deadlift 5@245', 'barbell deadlift 5@265'],
    ],
    [
      '"at" kilos',
      'Rows 10 reps at 60kg, 65kg and 70kg',
      ['barbell row 10@132.277', 'barbell row 10@143.3', 'barbell row 10@154.323'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('numbers that only look like a load pair or a bell keep their reading', () => {
  it.each([
    ['a date before the lift', '10/22 squat 5x5 @ 100', ['5*barbell back squat 5@100']],
    [
      'a reps list whose second is about twice the first',
      'Squat 5/11 reps',
      ['barbell back squat 5@-', 'barbell back squat 11@-'],
    ],
    ['a count before "DB", spaced', 'Did 20 DB rows', ['one-arm dumbbell row 20@-']],
    ['seconds of rest', 'Bench 3x8 @ 155, rest 90s between sets', ['3*barbell bench press 8@155']],
    ['two 45-second holds', 'Plank 2x45s', ['2*plank -@bw']],
    [
      'a scheme at a list of loads stays the scheme',
      'Front squat 3 sets of 3 at 185, 195 and 205',
      ['front squat 3@185', 'front squat 3@195', 'front squat 3@205'],
    ],
    [
      'a reps list beside a loads list',
      'Curls 12/10/8 with 30/35/40',
      ['barbell curl 12@30', 'barbell curl 10@35', 'barbell curl 8@40'],
    ],
    [
      'two schemes, each at its own load',
      'Squat 3 x 5 @ 100, 4 x 10 @ 60',
      ['3*barbell back squat 5@100', '4*barbell back squat 10@60'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
