/**
 * Issue 11, seventh round (holdout 23's families): lines written by us in each notation. Rows as in
 * journal-general.test.ts: "name reps@weight" in lb ("-" = none), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a CSV export row pasted without its header: name,load,reps[,flags]', () => {
  it.each([
    ['flags after the reps', 'Deadlift,180,3,yes,no', ['barbell deadlift 3@180']],
    ['no flags, a plate load', 'Front Squat,100,5', ['front squat 5@100']],
    ['a light dumbbell with flags', 'Lateral Raise,7.5,12,no', ['dumbbell lateral raise 12@7.5']],
    ['a decimal load', 'Overhead Press,42.5,6,no', ['overhead press 6@42.5']],
    [
      'rows of one lift, loads changing',
      'Bench Press,60,10,no\nBench Press,70,8,no\nBench Press,77.5,5,yes',
      ['barbell bench press 10@60', 'barbell bench press 8@70', 'barbell bench press 5@77.5'],
    ],
    [
      'rows of two lifts',
      'Barbell Row,50,10,,\nBarbell Row,50,10,,\nLeg Press,120,12,,',
      ['2*barbell row 10@50', 'leg press 12@120'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it('reads a typed "name, load, reps" when the first number can only be a load', () => {
    expect(brief('Squat, 225, 5')).toEqual(['barbell back squat 5@225']);
  });

  it('does not read two small counts without flags as a load and reps', () => {
    expect(brief('Dips,12,10').some((r) => r.endsWith('@12'))).toBe(false);
  });
});
