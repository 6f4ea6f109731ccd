/**
 * Round 16: what was attempted is logged as singles, what failed is not a set, and a gloss that says a
 * scheme again adds nothing. Loads made, told as a list after a verb of making them (a meet's or a max
 * day's attempts), are one single each; a failed or missed attempt is cut out as a sentence of its own
 * and never logged, wherever it sits; the same load said again later in the story is that attempt
 * talked about (journal-attempts, sorted by journal-achieved's sentenceKind). A bracket or quote after
 * a scheme that restates it in words or digits ("(three sets of five)", "(that's 40 reps total)") loses
 * its numbers (journal-told-lists). Lines written by us.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('loads made, told as a list, are one single each', () => {
  it.each([
    [
      'a meet opener, a second, a miss with no unit',
      'Squat at the meet: opened at 150, then 160, missed 167.5',
      'kg',
      ['barbell back squat 1@330.693', 'barbell back squat 1@352.739'],
    ],
    [
      'three pulls, the unit on the last',
      'Deadlift: pulled 180, 195 and 205kg, all white lights',
      'kg',
      ['barbell deadlift 1@396.832', 'barbell deadlift 1@429.901', 'barbell deadlift 1@451.947'],
    ],
    [
      'a unit on each, a bail after',
      'Bench went ok, made 100kg and 105kg, bailed on 110kg',
      'kg',
      ['barbell bench press 1@220.462', 'barbell bench press 1@231.485'],
    ],
    [
      'a max day, a failure joined by "then"',
      'Max day on press: hit 60, 65, 70kg then failed 72.5kg',
      'kg',
      ['overhead press 1@132.277', 'overhead press 1@143.3', 'overhead press 1@154.323'],
    ],
    [
      'pounds, a miss told twice',
      'OHP: got 135, 145 lbs, then missed 155 twice',
      'lb',
      ['overhead press 1@135', 'overhead press 1@145'],
    ],
    [
      'the count of attempts told before them',
      'Squat at the meet: did all three attempts 180, 190 and 200kg',
      'kg',
      ['barbell back squat 1@396.832', 'barbell back squat 1@418.878', 'barbell back squat 1@440.924'],
    ],
    [
      'a load said again in the story is the attempt',
      'Deadlift: opened at 200, then 215. 215 is a new PR!',
      'kg',
      ['barbell deadlift 1@440.924', 'barbell deadlift 1@473.993'],
    ],
    [
      'a missed load told about afterwards',
      'Bench: hit 100, 105kg and missed 110kg. 110 went about halfway up before it stalled.',
      'kg',
      ['barbell bench press 1@220.462', 'barbell bench press 1@231.485'],
    ],
    [
      'an olympic lift',
      'Snatch: made 60 and 65kg, missed 70kg behind',
      'kg',
      ['snatch 1@132.277', 'snatch 1@143.3'],
    ],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual(rows);
  });
});

describe('a failed or missed attempt is never a set', () => {
  it.each([
    [
      'a failed single after the sets',
      'Squat 5x5 @ 100kg and failed a 120kg single',
      'kg',
      ['5*barbell back squat 5@220.462'],
    ],
    ['a miss after "then"', 'Front squats 3x3 at 80kg, then missed 95kg', 'kg', ['3*front squat 3@176.37']],
    [
      'failed attempts counted',
      'Deadlift 140kg x 3, then 2 failed attempts at 170kg',
      'kg',
      ['barbell deadlift 3@308.647'],
    ],
    [
      'attempts told, then that they failed',
      "Bench 60kg 4x8, 3 attempts at 90kg but couldn't lock it out",
      'kg',
      ['4*barbell bench press 8@132.277'],
    ],
    [
      '"I failed on" a load for a single',
      'Bench 185 x 5, then I failed on 225 for a single',
      'lb',
      ['barbell bench press 5@185'],
    ],
    [
      'the try named with its lift',
      'Squat 3x5 @ 100kg, then failed a front squat attempt at 140kg',
      'kg',
      ['3*barbell back squat 5@220.462'],
    ],
    [
      'a failure first, the set after it kept',
      'Squat: I failed on 140kg, then hit 130kg x 3',
      'kg',
      ['barbell back squat 3@286.601'],
    ],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual(rows);
  });
});

describe('a gloss that says the scheme again adds no sets', () => {
  it.each([
    ['the scheme in words', 'Squat 100kg 3x5 (three sets of five)', 'kg', ['3*barbell back squat 5@220.462']],
    ['the total reps', "Rows 4x10 @ 50kg (that's 40 reps total)", 'kg', ['4*barbell row 10@110.231']],
    [
      'words first, digits in the gloss',
      'Incline press 3 sets of 8 (3x8) at 40kg',
      'kg',
      ['3*incline barbell bench press 8@88.185'],
    ],
    ['square brackets', 'Goblet squat 24kg 4x10 [4 sets of 10]', 'kg', ['4*goblet squat 10@52.911']],
    ['a bodyweight lift', 'Dips 3x12 (3 sets of 12 reps)', 'lb', ['3*dip 12@bw']],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual(rows);
  });
});

describe('counter-examples keep their reading', () => {
  it.each([
    [
      'a reps list is no list of loads',
      'Curls: did 20, 15, 12',
      'lb',
      ['barbell curl 20@-', 'barbell curl 15@-', 'barbell curl 12@-'],
    ],
    [
      'reps told at a list of loads',
      'Squat 10 reps at 100, 110 and 120kg',
      'kg',
      ['barbell back squat 10@220.462', 'barbell back squat 10@242.508', 'barbell back squat 10@264.554'],
    ],
    [
      'a rep missed inside a set keeps the sets',
      'Squat 5x5 @ 100kg, missed the last rep on set 5',
      'kg',
      ['5*barbell back squat 5@220.462'],
    ],
    [
      'missed sessions are no missed lift',
      'Missed 3 sessions last month but squatted 100kg x 5 today',
      'kg',
      ['barbell back squat 5@220.462'],
    ],
    ['a load in brackets is no gloss', 'Bench 3x5 (60kg)', 'kg', ['3*barbell bench press 5@132.277']],
    [
      'a plan in brackets is no gloss',
      'Squat 3x5 at 100kg (4x5 next week)',
      'kg',
      ['3*barbell back squat 5@220.462'],
    ],
    [
      'loads for next week are a goal',
      'Deadlift 3x5 @ 140kg. Next week I will try 150, 155 and 160kg',
      'kg',
      ['3*barbell deadlift 5@308.647'],
    ],
    [
      'sets failed at a load are still sets',
      'I failed squats at 150kg. My reps were 5, 3, 2',
      'kg',
      ['barbell back squat 5@330.693', 'barbell back squat 3@330.693', 'barbell back squat 2@330.693'],
    ],
    [
      "last year's attempts are history",
      'Last year at the meet I opened at 315, then 335, then 350',
      'lb',
      [],
    ],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});
