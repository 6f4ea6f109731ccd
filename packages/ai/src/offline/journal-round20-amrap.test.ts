/**
 * Round 20: a set to the limit with its load told between the mark and its count ("1x AMRAP @ 185 (12)",
 * "AMRAP at 85 (14 reps)", "1xAMRAP (12) @ 185") is that many reps at that load. Before, the load went
 * to the scheme before it, or "@ 95, then AMRAP" read as a list of counts (95, then an open set), or the
 * AMRAP set became a note and its count fell to the last set's load.
 * A 5/3/1 lifter's training max ("- TM 150", "(TM 200)", "training max 200") is the scale their
 * percentages are of, never a set's load: "85% x 5+ (7) - TM 150" had logged seven reps at 150. We do
 * not work a percentage out into a load (the lifter's rounding to their plates is unknown): those sets
 * keep no load, which is safer than a wrong one.
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('an AMRAP set told with its load, then its count', () => {
  it.each([
    [
      'after a scheme, the count in brackets',
      'Bench 3x5 @ 225, 1x AMRAP @ 185 (12)',
      ['3*barbell bench press 5@225', 'barbell bench press 12@185'],
    ],
    [
      'kilos, the count after a colon',
      'Squat 3x5 @ 100kg, AMRAP @ 90kg: 11',
      ['3*barbell back squat 5@220.462', 'barbell back squat 11@198.416'],
    ],
    [
      '"then", "at" and "reps"',
      'Press 5x5 @ 95, then AMRAP at 85 (14 reps)',
      ['5*overhead press 5@95', 'overhead press 14@85'],
    ],
    [
      '"then" and "@"',
      'Press 5x5 @ 95, then AMRAP @ 85 (14)',
      ['5*overhead press 5@95', 'overhead press 14@85'],
    ],
    ['the mark glued to its count of sets', 'Bench 1xAMRAP (12) @ 185', ['barbell bench press 12@185']],
    ['an equals sign', 'Deadlift 1xAMRAP @ 315 = 8', ['barbell deadlift 8@315']],
    [
      'a lifter on their own line',
      'Bench 3x5 @ 225\nAMRAP @ 185: 12',
      ['3*barbell bench press 5@225', 'barbell bench press 12@185'],
    ],
    [
      'lower case, no spaces',
      'bench 3x5@225, amrap@185 (12)',
      ['3*barbell bench press 5@225', 'barbell bench press 12@185'],
    ],
    [
      'pounds written out',
      'Row 4x8 @ 135 lbs, 1x AMRAP @ 115 lbs (15)',
      ['4*barbell row 8@135', 'barbell row 15@115'],
    ],
    [
      'bodyweight sets, then one to the limit',
      'Pull-ups 3x8, 1x max (12)',
      ['3*pull-up 8@bw', 'pull-up 12@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a set to the limit at its own load, its count not told, is still a set', () => {
  it.each([
    [
      'after a comma',
      'Squat 3x5 @ 225, AMRAP @ 185',
      ['3*barbell back squat 5@225', 'barbell back squat -@185'],
    ],
    [
      'on its own line',
      'Squat 3x5 @ 225\nAMRAP @ 185',
      ['3*barbell back squat 5@225', 'barbell back squat -@185'],
    ],
    [
      '"1 set to failure"',
      'Squat 3x5 @ 225, 1 set to failure at 185',
      ['3*barbell back squat 5@225', 'barbell back squat -@185'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe("a training max is a scale, not a set's load", () => {
  it.each([
    [
      'after a 5/3/1 ramp',
      'Squat 65% x 5, 75% x 5, 85% x 5+ (7) - TM 150',
      ['2*barbell back squat 5@-', 'barbell back squat 7@-'],
    ],
    ['in brackets on the name', 'Bench (TM 200) 70% x 5, 80% x 5, 90% x 5+', ['3*barbell bench press 5@-']],
    ['"training max" spelt out', 'Bench 5/3/1, training max 200: 3x5 @ 140', ['3*barbell bench press 5@140']],
    ['after the set', 'Squat 225x5 (TM 250)', ['barbell back squat 5@225']],
    ['told in a sentence', 'Squat 5x5 @ 225, my TM is 300', ['5*barbell back squat 5@225']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('counter-examples: what looks alike and stays as it was', () => {
  it.each([
    ['a "3x5+" scheme keeps its five reps', 'Bench 3x5+ @ 185', ['3*barbell bench press 5@185']],
    ['"TM" as a label of sets', 'TM: 3x5 @ 225', ['3*TM 5@225']],
    [
      'a list of counts with an open item',
      'Push-ups 20, 18, AMRAP',
      ['push-up 20@bw', 'push-up 18@bw', 'push-up -@bw'],
    ],
    [
      'a scheme then its count at a lower load',
      'Press 5x5 @ 95, then 1x14 @ 85',
      ['5*overhead press 5@95', 'overhead press 14@85'],
    ],
    [
      'the count of the last AMRAP set told after',
      'Bench 3x5+ @ 185 (got 9 on the last)',
      ['2*barbell bench press 5@185', 'barbell bench press 9@185'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
