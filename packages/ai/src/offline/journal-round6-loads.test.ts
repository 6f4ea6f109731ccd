/**
 * Issue 11, sixth round (holdout 19's families): lines written by us in each notation, with other
 * lifts, units, spacing and symbols than the corpus. Rows as in journal-general.test.ts: "name
 * reps@weight" in lb ("bw" = bodyweight only, "-" = none), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('three numbers chained by x, one of them a load', () => {
  it.each([
    ['load x sets x reps, the smaller count the sets', 'Front squat 185 X 3 X 5', ['3*front squat 5@185']],
    ['glued, upper case', 'Box squat\n205 X3X8', ['3*box squat 8@205']],
    ['load x reps x sets when the reps are more', 'Bench 225x5x3', ['3*barbell bench press 5@225']],
    ['a third number over 10 is reps', 'Leg press 270x3x15', ['3*leg press 15@270']],
    ['one set of reps', 'Deadlift 315 x 1 x 5', ['barbell deadlift 5@315']],
    [
      'the entry writes reps first ("12x4"), so "4x5" is reps first too',
      'Squat 265x4x5\nGood morning 125x12x4',
      ['5*barbell back squat 4@265', '4*good morning 12@125'],
    ],
    ['reps × load# × sets', 'Curls\n• 10×30#\n• 8×40#x3', ['barbell curl 10@30', '3*barbell curl 8@40']],
    ['reps × load × sets without a unit', 'Press 5x95x3', ['3*overhead press 5@95']],
    ['reps × load kg × sets', 'Row 12 x 60kg x 4', ['4*barbell row 12@132.277']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('loads with slashes, weight before reps', () => {
  it.each([
    ['one load/reps pair after a label', 'Deadlift\nTop set: 405/3', ['barbell deadlift 3@405']],
    [
      'pairs after a label',
      'Squat\nWarm-up: 45/10, 135/5\nWork: 275/5',
      ['barbell back squat 10@45', 'barbell back squat 5@135', 'barbell back squat 5@275'],
    ],
    ['one load, a list of reps', 'Press 115/5,5,4', ['2*overhead press 5@115', 'overhead press 4@115']],
    ['one load, sets × reps', 'Row 155/3x8', ['3*barbell row 8@155']],
    [
      'a list of loads, then singles',
      'Deadlift\n405/425/445 singles',
      ['barbell deadlift 1@405', 'barbell deadlift 1@425', 'barbell deadlift 1@445'],
    ],
    [
      'loads with units, then the reps in parentheses',
      'Front Squat\n60kg / 70kg / 80kg (3 reps)',
      ['front squat 3@132.277', 'front squat 3@154.323', 'front squat 3@176.37'],
    ],
    [
      'a list of loads × reps',
      'Bench 135/155/175 x 5',
      ['barbell bench press 5@135', 'barbell bench press 5@155', 'barbell bench press 5@175'],
    ],
    [
      'a rep scheme stays reps',
      'Squat 5/3/1',
      ['barbell back squat 5@-', 'barbell back squat 3@-', 'barbell back squat 1@-'],
    ],
    ['a conversion is still one load', 'Squat 100kg/220lbs x 5', ['barbell back squat 5@220.462']],
    [
      "the day's scheme in parentheses on the name line",
      'Press (5/3/1)\n• 5×95#\n• 3×105#',
      ['overhead press 5@95', 'overhead press 3@105'],
    ],
    [
      'a scheme the lifter did not reach is no set',
      "Bench\n225/5,5,4\nDidn't quite make 225/3x5.",
      ['2*barbell bench press 5@225', 'barbell bench press 4@225'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('the reps on the name, then a load per set', () => {
  it.each([
    [
      'dashes between loads, a record mark',
      'Deadlift x 3: 315 - 335 - 365(pr)',
      ['barbell deadlift 3@315', 'barbell deadlift 3@335', 'barbell deadlift 3@365'],
    ],
    ['one load and an aside', 'Front Squat x 12: 135 (unbroken)', ['front squat 12@135']],
    ['slashes and units', 'Press x 2: 40kg/45kg', ['overhead press 2@88.185', 'overhead press 2@99.208']],
    ['a number lighter than the reps is no load', 'Curls x 10: 8', ['barbell curl 8@-']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('an absurd count falls back to a load', () => {
  it.each([
    ['"Set: 185" is the set\'s load, not 185 sets', 'Squat\nWork set: 185', ['barbell back squat -@185']],
    ['"Work Set: 235/3" is 3 reps at 235', 'Bench\nWork Set: 235/3', ['barbell bench press 3@235']],
    ['a few sets stay sets', 'Squat\n3 sets', ['3*barbell back squat -@-']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
