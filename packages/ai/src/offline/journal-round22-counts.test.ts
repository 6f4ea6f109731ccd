/**
 * Round 22: counts of reps told beside an implement or a bodyweight move.
 * - A word naming a side ("one-handed", "two-handed", "one-armed", "one-legged") is a variant, never a
 *   count (journal-counts' SIDE_WORD, used by journal-prepare), and names the move as "one-arm" does
 *   (journal-words' QUALIFIERS): "20 x one-handed kettlebell swings (16kg)" is 20 swings at 16 kg.
 * - "Crunches 30 x 4": on a move the body alone loads (a bodyweight core, conditioning or push-up move
 *   with no kit and no loaded form among its names), an unmarked first number read as a load only for
 *   its size is the reps, and the small count after it the sets (journal-logged). The real log writes
 *   reps × sets throughout ("Doubles 15 x 4"); no one logs 30 lb crunches without a unit. Not a move
 *   lifters load ("Pull up: 30x4" is 30 added), not a unit written, not "3 x 30" (sets first, as ever).
 * - "I started with 40 swings": after "with", a bare number right before a lift named in the plural is
 *   its count, as "did 40 swings" is (journal-sets); a barbell's load may go bare, so not "started with
 *   135 squats".
 * - "not one, but two unassisted pull-ups": the count after "but" is the one done (journal-counts), and
 *   "completing"/"managing" are verbs of doing as "completed" is.
 * - "made up of sets: 11, 13, 9, 9, 13": a "sets:" field before a list is the list's, one count per set,
 *   not a count of sets (journal-normalize).
 * - "4 x 8# sledge x 20": an implement named after its load inside a chain of counts is named first, so
 *   the chain reads as counts around a marked load (journal-prepare).
 * - "… another 5 mile run": a bout told as another is a new bout, even at the same distance
 *   (journal-logged's addToCardio).
 * Real lines from holdout 43 first, then lines written by us. Rows as in journal-general.test.ts:
 * "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines (holdout 43)', () => {
  it.each([
    ['  • 20 x one-handed kettlebell swings (16kg)', 'kg', ['kettlebell swing 20@35.274']],
    ['4 x 8# sledge x 20', 'lb', ['4*Sledge 20@8']],
    ['Abs: Crunches 30 x 4', 'kg', ['4*crunch 30@bw']],
    ['I started with 40 swings.', 'kg', ['kettlebell swing 40@-']],
    [
      'I surprised myself by completing not one, but two unassisted pull-ups in a row!',
      'lb',
      ['pull-up 2@bw'],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('a word naming a side is a variant, not a count', () => {
  it.each([
    ['- 15 x two-handed swings (24kg)', ['kettlebell swing 15@52.911']],
    ['30 x goblet squats (24kg)', ['goblet squat 30@52.911']],
    ['5 x 16kg one-handed swings x 10', ['5*kettlebell swing 10@35.274']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text, 'kg')).toEqual([...rows]);
  });
});

describe('reps × sets on a move the body alone loads', () => {
  it.each([
    ['Sit-ups 25 x 3', ['3*sit-up 25@bw']],
    ['* Push-ups 20 x 5', ['5*push-up 20@bw']],
    ['Burpees: 15x4', ['4*burpee 15@bw']],
    ['Crunches 30x4', ['4*crunch 30@bw']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });

  it.each([
    ['sets first, as ever', 'Crunches 3 x 30', ['3*crunch 30@bw']],
    ['a move lifters load', 'Pull up: 30x4', ['pull-up 4@30']],
    ['a unit written', 'Crunches 30 lb x 4', ['crunch 4@30']],
    ['a move often done with a plate', 'Russian twists 25 x 20', ['russian twist 20@25']],
    ['no lift named', '10 x 3 @ 100', []],
  ] as const)('not %s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe('counts told in a sentence', () => {
  it.each([
    ['did 50 burpees', ['burpee 50@bw']],
    ['Finished with 50 burpees.', ['burpee 50@bw']],
    ['Warm-up: started with 30 swings', ['kettlebell swing 30@-']],
    ['not one but three chin-ups!', ['chin-up 3@bw']],
    ['Managed not one, but 4 pull-ups today', ['pull-up 4@bw']],
    ['Did 45 sit-ups, made up of sets: 15, 15, 15', ['3*sit-up 15@bw']],
    ['Curls reps: 10, 8, 6 @ 30', ['barbell curl 10@30', 'barbell curl 8@30', 'barbell curl 6@30']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });

  it.each([
    ['a barbell load before the lift', 'Started with 135 squats', ['barbell back squat -@135']],
    ['a goal', 'my goal is 100 push-ups', []],
    ['a failed count', "I couldn't do 5 pull ups", []],
    ['a field and its count', 'Push-ups sets 3, reps 10', ['3*push-up 10@bw']],
  ] as const)('not %s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe('an implement named inside a chain of counts', () => {
  it.each([
    ['4x8# sledge x 20', ['4*Sledge 20@8']],
    ['3 x 50 lb farmer walks x 40', ["3*farmer's carry 40@50"]],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe('another bout is a new bout', () => {
  it.each([
    ['Managed to run 5 miles. I followed it up with another 5 mile run on Monday.', ['2*Running -@-']],
    ['Ran 3 miles, then another 2 mile run later', ['2*Running -@-']],
    ['Ran 4 miles on Saturday and another 4 mile run Sunday', ['2*Running -@-']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });

  it('not the same bout told again', () => {
    expect(brief('Ran 5 miles this morning. The 5 miles took 45:00.')).toHaveLength(1);
  });
});
