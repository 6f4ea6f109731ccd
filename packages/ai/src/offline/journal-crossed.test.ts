/**
 * A cross after a single ("Squat attempt 3: 350 ❌", "225x1 ❌, 215x1") is the lifter's "(missed)": no
 * set (journal-separators' crossedSets, read by the failed-set mark in journal-records and by the
 * face-value reading). Before, the line's closing emoji were cut as decoration and the miss was logged.
 * A cross after a scheme's load ("3x5 @ 225 ❌") keeps the sets: which of them was missed is not said.
 * Lines written by us. Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a cross after a single is a missed lift', () => {
  it.each([
    ['an attempt', 'Squat attempt 3: 350 ❌', []],
    ['load x 1', 'Deadlift 405x1 ❌', []],
    ['spaced', 'Deadlift 405 x 1 ❌', []],
    ['then a lift made', 'Bench 225x1 ❌, 215x1', ['barbell bench press 1@215']],
    ['1 x load, then another', 'Bench 1x225 ❌ 1x215', ['barbell bench press 1@215']],
    ['with the emoji selector', 'Bench 225x1 ❌️, 215x1', ['barbell bench press 1@215']],
    ['a load with its unit', 'Squat 315 lbs x 1, 335 lbs x 1 ❌', ['barbell back squat 1@315']],
  ] as const)('%s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });

  it.each([
    ['after a scheme’s load', 'Squat 3x5 @ 225 ❌', ['3*barbell back squat 5@225']],
    ['after a scheme and a bare load', 'Squat 3x5 225 ❌', ['3*barbell back squat 5@225']],
    ['a tick', 'Deadlift 405x1 ✅', ['barbell deadlift 1@405']],
  ] as const)('not %s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});
