/**
 * Round 23: beginners' and non-lifters' prose.
 * - One rep told in words ("I managed to do a pull-up", "I did my first pull up") is one set of one rep
 *   of the bodyweight move the catalogue names; in a wish, a plan or a failure ("I want to do a
 *   pull-up", "I still can't do a pull-up") it is none (journal-one-rep).
 * - "20x russian twists": a count marked "x" before the move reads as "20 x russian twists" (journal-prepare).
 * - "super hard by rep 11": which rep of the set, not a count (journal-story).
 * - "between 65RPM and 83RPM": a range of rates is one rate, its "between" no rest (journal-bouts);
 *   "34 lengths" of a pool is a distance, as laps are (journal-cardio).
 * - "squat thrusts" is its own move (catalogue), and "11 push-up/squat thrusts" the move named by its head
 *   (journal-chunk-name).
 * - "a 4-3-2-1 descending ladder", "the two above" name no lift (journal-words), so the lift told in the
 *   sentence before holds; "single leg squats" is a side, not a kind of set (journal-phrasing), and "for
 *   each leg" keeps its side (journal-normalize).
 * Left for later: "Today, on the bench, my first set, was 95lbs, and I got all 12." (the bench named only
 * as where, the reps told after the load) and the park's monkey-bar pull-ups ("I did this 8 times").
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines (holdouts 42 and 44)', () => {
  it.each([
    ['On Thursday, for the first time in my life, I managed to do a pull-up.', 'lb', ['pull-up 1@bw']],
    ['Today I did a pull-up all by myself for the very first time.', 'lb', ['pull-up 1@bw']],
    ['And then I did it… I did my first pull up.', 'lb', ['pull-up 1@bw']],
    [
      'Then I did the Seated Dumbbell Press for 12 reps at 10 lbs. each arm, and that was super hard by rep 11.',
      'lb',
      ['dumbbell shoulder press 12@10'],
    ],
    ['I only swam 34 lengths as yet again my bladder got the better of me.', 'kg', ['Swimming -@-']],
    ['Cycled 10mins at between 65RPM and 83RPM.', 'kg', ['Cycling -@-']],
    ['  • 20x russian twists', 'lb', ['russian twist 20@bw']],
    ['I took a brief 15 second breather and did 11 push-up/squat thrusts.', 'kg', ['squat thrust 11@bw']],
    [
      'But around mid-afternoon I found myself doing pull-ups. Only 10 total, in a 4-3-2-1 descending ladder.',
      'lb',
      ['pull-up 4@bw', 'pull-up 3@bw', 'pull-up 2@bw', 'pull-up 1@bw'],
    ],
    [
      'In between the final 6 sets of the two above, I mixed in single leg squats:\n3 sets x 4 reps for each leg.',
      'kg',
      ['3*pistol squat 4@bw'],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('one rep told in words', () => {
  it.each([
    ['After months of negatives I finally did a chin-up today.', ['chin-up 1@bw']],
    ['Got my first push-up from the toes this morning.', ['push-up 1@bw']],
    ['I managed to do a strict pull-up at the end of class.', ['pull-up 1@bw']],
    ['Yesterday I was able to do a pistol squat on my left leg.', ['pistol squat 1@bw']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe('a count said once, cardio said loosely', () => {
  it.each([
    ['15x jumping jacks', ['jumping jack 15@bw']],
    ['25x mountain climbers', ['mountain climber 25@bw']],
    ['Goblet squat 3 x 10 @ 20kg, form fell apart on rep 9.', ['3*goblet squat 10@44.092']],
    ['Swam 20 lengths of the pool before work.', ['Swimming -@-']],
    ['Spin bike 30 min at between 85 and 95 rpm', ['Cycling -@-']],
    ['Rowed 15 min at 24-26 spm', ['Rowing -@-']],
    ['Rested a minute and did 15 squat thrusts.', ['squat thrust 15@bw']],
    ['Rested 30 seconds, then did 8 push-up/squat thrusts.', ['squat thrust 8@bw']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe('a set told in a sentence, its lift named before', () => {
  it.each([
    [
      'I got a few chin-ups in after dinner. 15 in all, as a 5-4-3-2-1 ladder.',
      ['chin-up 5@bw', 'chin-up 4@bw', 'chin-up 3@bw', 'chin-up 2@bw', 'chin-up 1@bw'],
    ],
    ['Then I did Bulgarian split squats:\n3 sets of 8 reps for each leg.', ['3*bulgarian split squat 8@-']],
    ['Single arm dumbbell rows:\n3 sets x 10 reps for each arm @ 40', ['3*one-arm dumbbell row 10@40']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe('counter-examples: readings that must not change', () => {
  it.each([
    ['I want to do a pull-up by the end of the year.', []],
    ['I still can’t do a pull-up.', []],
    ['My goal is to do a chin-up by summer.', []],
    ['I tried to do a pull-up but my arms just shook.', []],
    ['I did a set of pull-ups', []],
    ['I did a squat session today.', []],
    ['Bench 3x5 @ 185', ['3*barbell bench press 5@185']],
    ['Pull-ups 5x5, last set was hard by rep 4', ['5*pull-up 5@bw']],
    ['Heavy bench single for today\n155x1', ['barbell bench press 1@155']],
    ['Rest 2 min between rows', []],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});
