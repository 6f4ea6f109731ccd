/**
 * Issue 11, seventh round (holdout 23's families): prose lines written by us. Rows as in
 * journal-general.test.ts: "name reps@weight" in lb ("-" = none), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a phrasal lead-in before the sets ("started out with", "ended up doing") is no name and no talk', () => {
  it.each([
    [
      'started out with, under a lift named in the sentence before',
      'Went heavy on my squats today. Started out with 5x135 as a warm-up, then 5x225.',
      ['barbell back squat 5@135', 'barbell back squat 5@225'],
    ],
    [
      'ended up doing, the lift after the sets',
      'Ended up doing 3 sets of 10 curls.',
      ['3*barbell curl 10@-'],
    ],
    [
      'ended up doing, a bell in the sentence',
      'Grabbed my 35 pound kettlebell and ended up doing 5 sets of 20 swings.',
      ['5*kettlebell swing 20@35'],
    ],
    ['kicked off with', 'Kicked off with 3x8 on the leg press at 200', ['3*leg press 8@200']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a lift mentioned in a later sentence of a line, before any set, heads the sets after it', () => {
  it.each([
    [
      'after a clause that names nothing',
      'Anyway, I went heavy on my front squats this morning. Started with 5x95. Then 5x135, 5x155.',
      ['front squat 5@95', 'front squat 5@135', 'front squat 5@155'],
    ],
    [
      'after an opening remark',
      'Long day, but I got to the incline bench tonight. Did 8x115, then 6x135.',
      ['incline barbell bench press 8@115', 'incline barbell bench press 6@135'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a load told in a sentence of its own after unloaded sets loads them', () => {
  it.each([
    [
      'a long sentence, pounds',
      'Goblet squats: 3 sets of 10 reps. I chose to hold the bell with 25 pounds of weight',
      ['3*goblet squat 10@25'],
    ],
    [
      'kilos, dumbbells',
      'Lunges: 3 sets of 12. I decided to hold a pair of 12 kg dumbbells for these today',
      ['3*dumbbell lunge 12@26.455'],
    ],
    [
      'a plan for next time stays a remark',
      'Push ups: 3 sets of 12. Felt good and I might add a 10 kg plate on my back next time',
      ['3*push-up 12@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a load said once before runs of counts holds for each run on its line', () => {
  it.each([
    [
      'then one more set',
      'Shrugs with 70 lbs. 3 sets of 12 and one set of 20.',
      ['3*barbell shrug 12@70', 'barbell shrug 20@70'],
    ],
    [
      'after a colon, "then"',
      'Leg curls at 40 kg: 2 sets of 10, then 1 set of 15',
      ['2*lying leg curl 10@88.185', 'lying leg curl 15@88.185'],
    ],
    [
      'a load of its own ends it',
      'Shrugs with 70 lbs. 3 sets of 12, then 90 lbs for 8.',
      ['3*barbell shrug 12@70', 'barbell shrug 8@90'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('one set to failure or AMRAP with its reps told after it in parentheses', () => {
  it.each([
    [
      'as many reps as possible, "I did N!"',
      'Pushups : 2 sets of 8 reps, 1 set of as many reps as possible (I did 13!)',
      ['2*push-up 8@bw', 'push-up 13@bw'],
    ],
    ['to failure, "I got N"', 'Dips: 3x10, 1 set to failure (I got 14)', ['3*dip 10@bw', 'dip 14@bw']],
    [
      'one set to failure, "N reps"',
      'Chin ups: 3x6, one set to failure (9 reps)',
      ['3*chin-up 6@bw', 'chin-up 9@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a count of sprints with the distance of each is one run', () => {
  it.each([
    ['yards, after a comma', '• 6 sprints, 50 yards each', ['Running -@-']],
    ['metres, glued', '8 sprints, 100m each', ['Running -@-']],
    ['"of" and a word before', '5 hill sprints of 60 m each', ['Running -@-']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
