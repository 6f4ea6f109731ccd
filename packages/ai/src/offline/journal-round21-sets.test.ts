/**
 * Round 21: sets told around their scheme.
 * - A load set apart from its scheme by a comma is the scheme's ("Squat 245, 3x5", "Squat: 245, 3 sets
 *   of 5"), as a load in brackets is (journal-spread); a bare number that may be reps stays reps
 *   ("Pullups 12, 3x5", "Squat 5, 3x5"): a load only above 20 and above the reps.
 * - "worked up to" after sets written out is one more set (journal-marks): "135x5, 185x3, worked up to
 *   275x3" logs all four, as "then worked up to" did. Alone it is still the top set only.
 * - The count got on one set replaces that set's reps (journal-achieved): "3x5 @ 185 but only got 4 on
 *   the last set", "3 sets of 5 at 185 but the last set I only got 4". Not "got 4 more", not a count
 *   that is no fewer than the scheme's.
 * - "3 supersets of A (12 @ 30) and B (15 @ 50)", "2 giant sets: …": a superset count heads its moves as
 *   "3 rounds:" does (journal-segments), and a whole set at its load in brackets after a name is that
 *   lift's (journal-separators), not an aside for the lift after it.
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a load set apart from its scheme by a comma', () => {
  it.each([
    ['Squat 245, 3x5', ['3*barbell back squat 5@245']],
    ['Squat: 245, 3x5', ['3*barbell back squat 5@245']],
    ['Squat 245, 3 sets of 5', ['3*barbell back squat 5@245']],
    ['Squat: 245, 3 sets of 5', ['3*barbell back squat 5@245']],
    ['Bench 185 lbs, 3x8', ['3*barbell bench press 8@185']],
    ['Deadlift 315#, 1x5', ['barbell deadlift 5@315']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });

  it.each([
    ['a bodyweight count before a scheme', 'Pullups 12, 3x5', ['pull-up 12@bw', '3*pull-up 5@bw']],
    ['a number no heavier than the reps', 'Squat 5, 3x5', ['3*barbell back squat 5@-']],
  ] as const)('not %s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe('"worked up to" after sets written out is one more set', () => {
  it.each([
    [
      'Squat: 135x5, 185x3, 225x2, worked up to 275x3',
      [
        'barbell back squat 5@135',
        'barbell back squat 3@185',
        'barbell back squat 2@225',
        'barbell back squat 3@275',
      ],
    ],
    [
      'Squat 135x5, 185x3, worked up to 275x3',
      ['barbell back squat 5@135', 'barbell back squat 3@185', 'barbell back squat 3@275'],
    ],
    [
      'squat\n135x5, 185x3, worked up to 275x3',
      ['barbell back squat 5@135', 'barbell back squat 3@185', 'barbell back squat 3@275'],
    ],
    [
      'Bench 135x10, 185x5, 205x3 and worked up to 245x1',
      [
        'barbell bench press 10@135',
        'barbell bench press 5@185',
        'barbell bench press 3@205',
        'barbell bench press 1@245',
      ],
    ],
    [
      'Deadlift 5x135, 3x225; worked up to 405x1',
      ['barbell deadlift 5@135', 'barbell deadlift 3@225', 'barbell deadlift 1@405'],
    ],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });

  it.each([
    ['alone', 'Squat worked up to 275x3', ['barbell back squat 3@275']],
    [
      'after warm-ups told in words',
      'Squat: warmed up with the bar, worked up to 275x3',
      ['barbell back squat 3@275'],
    ],
  ] as const)('still the top set only %s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe('the count got on one set is that set’s reps', () => {
  it.each([
    [
      'Bench 3x5 @ 185 but only got 4 on the last set',
      ['2*barbell bench press 5@185', 'barbell bench press 4@185'],
    ],
    [
      'Bench: I managed 3 sets of 5 at 185 but the last set I only got 4',
      ['2*barbell bench press 5@185', 'barbell bench press 4@185'],
    ],
    [
      'Squat 5x5 at 225, only got 3 on the final set',
      ['4*barbell back squat 5@225', 'barbell back squat 3@225'],
    ],
    ['OHP 3x8 at 95 but I only managed 6 on the third set', ['2*overhead press 8@95', 'overhead press 6@95']],
    [
      'Bench 3 sets of 8 at 135 but on the last set I only got 6 reps',
      ['2*barbell bench press 8@135', 'barbell bench press 6@135'],
    ],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });

  it.each([
    ['"more" is no set’s count', 'Bench 3x5 @ 185 but only got 4 more', ['3*barbell bench press 5@185']],
    [
      'a count no fewer than the reps',
      'Bench 3x5 @ 185, got 5 on the last set',
      ['3*barbell bench press 5@185'],
    ],
  ] as const)('not when %s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe('supersets and sets in brackets after their lift', () => {
  it.each([
    ['3 supersets: curls 12 @ 30, pushdowns 15 @ 50', ['3*barbell curl 12@30', '3*triceps pushdown 15@50']],
    [
      '3 supersets of curls (12 @ 30) and pushdowns (15 @ 50)',
      ['3*barbell curl 12@30', '3*triceps pushdown 15@50'],
    ],
    [
      '2 supersets - bench 10 @ 135 and rows 10 @ 135',
      ['2*barbell bench press 10@135', '2*barbell row 10@135'],
    ],
    ['3 rounds: 10 pull-ups, 20 push-ups', ['3*pull-up 10@bw', '3*push-up 20@bw']],
    ['curls (12 @ 30), pushdowns (15 @ 50)', ['barbell curl 12@30', 'triceps pushdown 15@50']],
    ['bench (3x5 @ 185) and rows (3x8 @ 135)', ['3*barbell bench press 5@185', '3*barbell row 8@135']],
    ['Squat (3x5 @ 225)', ['3*barbell back squat 5@225']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });

  it.each([
    ['one move is no superset', '3 rounds of 10 pushups', ['3*push-up 10@bw']],
    ['a scheme in brackets keeps the load after it', 'Squat (3x5) 225', ['3*barbell back squat 5@225']],
  ] as const)('%s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});
