/**
 * Issue 11, thirteenth round: an open set is filled by what was done in it (journal-open-sets). A set
 * written open ("max", "AMRAP", ">= 20", "at least 15", "min 15", "to failure", "as many as possible")
 * takes the count the story tells for it later; when the story only says it was done, its stated
 * minimum; when nothing fills it, it is still a set with its reps unknown. An open set told in a
 * sentence of its own after a sequence of sets is one more set. Related: a new max told as a load is a
 * single, a set "unweighted" on a weighted lift is a bodyweight set, and failed attempts are no sets.
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('an open set takes the count the story tells for it', () => {
  it.each([
    [
      'slashes, "max", the count told before "on the last set"',
      'Chin-ups: 6/5/5/max. I hit 9 on the last set.',
      ['chin-up 6@bw', '2*chin-up 5@bw', 'chin-up 9@bw'],
    ],
    [
      'a plan after the lift, "AMRAP", the count told after "on the final set"',
      'Dips tonight, the plan said 12, 10, 8, AMRAP. On the final set I got 15.',
      ['dip 12@bw', 'dip 10@bw', 'dip 8@bw', 'dip 15@bw'],
    ],
    [
      '"at least" with "and", the lift after the list',
      'The workout was 20, 18, 15, 15 and at least 22 sit-ups. I did 25 for the final set.',
      ['sit-up 20@bw', 'sit-up 18@bw', '2*sit-up 15@bw', 'sit-up 25@bw'],
    ],
    [
      '">=" and "the last one"',
      'Week 3 of the pull-up program: 4, 5, 4, 4, >= 6 with 90 seconds rest. Barely made 7 on the last one.',
      ['pull-up 4@bw', 'pull-up 5@bw', '2*pull-up 4@bw', 'pull-up 7@bw'],
    ],
    [
      '"as many as possible", "for the last one I did"',
      'Pike push-ups: 5, 5, as many as possible. For the last one I did 9.',
      ['2*pike push-up 5@bw', 'pike push-up 9@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('told only as done, an open set is its minimum; told nothing, its reps are unknown', () => {
  it.each([
    [
      '"min" after a dash, "finished all the sets"',
      'Air squats 30, 25, 25, min 35 - finished all the sets.',
      ['bodyweight squat 30@bw', '2*bodyweight squat 25@bw', 'bodyweight squat 35@bw'],
    ],
    [
      'the minimum in brackets, every set completed',
      'Diamond push-ups 8, 8, 6 and max (at least 10). Done, every set completed.',
      ['2*diamond push-up 8@bw', 'diamond push-up 6@bw', 'diamond push-up 10@bw'],
    ],
    [
      'a kettlebell load held over the open set, kilos',
      'Kettlebell swings with 24 kg: 15, 15, max (min 20). Made it through every set.',
      ['2*kettlebell swing 15@52.911', 'kettlebell swing 20@52.911'],
    ],
    [
      '"to failure" with nothing told',
      'Inverted rows: 10, 8, to failure',
      ['inverted row 10@bw', 'inverted row 8@bw', 'inverted row -@bw'],
    ],
    ['"AMRAP" with nothing told', 'Sit-ups 25, 20, AMRAP', ['sit-up 25@bw', 'sit-up 20@bw', 'sit-up -@bw']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('an open set told in a sentence of its own after a sequence is one more set', () => {
  it.each([
    [
      'filled by the count told for the last set',
      'Burpees: first a set of 12, then 10, then 8. The final set was to failure. I managed 14 on the last set.',
      ['burpee 12@bw', 'burpee 10@bw', 'burpee 8@bw', 'burpee 14@bw'],
    ],
    [
      'nothing told: still a set',
      'Burpees: first a set of 12, then 10, then 8. The final set was to failure.',
      ['burpee 12@bw', 'burpee 10@bw', 'burpee 8@bw', 'burpee -@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a new max told as a load, weighted sets without the load, failed attempts', () => {
  it.each([
    ['a new max after a colon, kilos', 'New overhead press max: 60 kg', ['overhead press 1@132.277']],
    ['"hit my new … max of"', 'Hit my new deadlift max of 200 kg today', ['barbell deadlift 1@440.924']],
    [
      'unweighted first, then added kilos',
      'Weighted chin-ups: 6 unweighted, 5 with 10 kg, 4 with 20 kg',
      ['chin-up 6@bw', 'chin-up 5@22.046', 'chin-up 4@44.092'],
    ],
    [
      '"without added weight", failed attempts are no sets',
      'Dips: 10 without added weight, 8 with 25 lbs, then 2 failed attempts with 45 lbs',
      ['dip 10@bw', 'dip 8@25'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('counter-examples keep their reading', () => {
  it.each([
    [
      "an AMRAP set is a scheme's own last set",
      'Squat 3x5 at 225, last set AMRAP: got 9',
      ['2*barbell back squat 5@225', 'barbell back squat 9@225'],
    ],
    [
      'an open last set after a scheme adds no set',
      'Squat 3 sets of 5 at 225. The last set was AMRAP.',
      ['3*barbell back squat 5@225'],
    ],
    [
      '"to failure" after a scheme',
      'Deadlift 5x5 at 100kg, final set to failure',
      ['5*barbell deadlift 5@220.462'],
    ],
    ['"at least" outside a list', 'Leg press 3 sets, at least 12 reps each, 270 lbs', ['3*leg press 12@270']],
    ['a max that is not new is no set', 'My squat max is 300', []],
    ['a new training max is a program number', 'The new training max is 300', []],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
