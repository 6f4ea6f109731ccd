/**
 * Issue 11, sixth round: lines in our own words for two families of notation. (1) Reps written once on
 * the name and a run of loads after it ("Squat x5: 135 - 185 - 225"): each load is a set of those reps,
 * a load marked failed ("205F/4") gets the reps written after it. (2) Three numbers with the load in the
 * middle ("6 x 215 x 4"): reps × load × sets, the load known by its unit or its size.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb, runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('reps written once on the name, the loads listed after', () => {
  it.each([
    [
      'x before the reps, a dash ramp',
      'Deadlift x 3: 225 - 275 - 315',
      ['barbell deadlift 3@225', 'barbell deadlift 3@275', 'barbell deadlift 3@315'],
      'lb' as const,
    ],
    [
      'no space, commas, a bullet',
      '- Overhead press x5: 95, 105, 115',
      ['overhead press 5@95', 'overhead press 5@105', 'overhead press 5@115'],
      'lb' as const,
    ],
    [
      'reps in parentheses, kg on every load',
      'Bench (x8): 60kg, 70kg, 75kg',
      ['barbell bench press 8@132.277', 'barbell bench press 8@154.323', 'barbell bench press 8@165.347'],
      'kg' as const,
    ],
    [
      'reps as a word, slashes, the unit once at the end',
      'Front squat 3 reps - 60/70/80 kg',
      ['front squat 3@132.277', 'front squat 3@154.323', 'front squat 3@176.37'],
      'kg' as const,
    ],
    [
      'a failed last load with the reps it got, × for x',
      'Squat ×5: 185 – 205 – 225F/3',
      ['barbell back squat 5@185', 'barbell back squat 5@205', 'barbell back squat 3@225'],
      'lb' as const,
    ],
    [
      'a failed set finished in two parts',
      'Leg press x 20: 300F (12+8)',
      ['leg press 12@300', 'leg press 8@300'],
      'lb' as const,
    ],
    ['one load, a remark after it', 'Front Squat X 10: 135 (paused)', ['front squat 10@135'], 'lb' as const],
    [
      'small counts after the reps are reps, not loads',
      'Dips x 10: 10, 8, 6',
      ['dip 10@bw', 'dip 8@bw', 'dip 6@bw'],
      'lb' as const,
    ],
  ])('%s', (_, text, want, unit) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('three numbers with the load in the middle', () => {
  it.each([
    ['reps x load x sets', 'Leg Press: 10 x 300 x 3', ['3*leg press 10@300'], 'lb' as const],
    ['a mark after the sets', 'Deadlift: 5 x 315 x 2*', ['2*barbell deadlift 5@315'], 'lb' as const],
    ['the load with its unit, kg', 'Squat 8 x 100kg x 3', ['3*barbell back squat 8@220.462'], 'kg' as const],
    [
      'sets first when the last count is too many for sets',
      'Curls 3 x 40 x 12',
      ['3*barbell curl 12@40'],
      'lb' as const,
    ],
    [
      'load first still reads load x reps x sets',
      'RDL: 185x8x3',
      ['3*romanian deadlift 8@185'],
      'lb' as const,
    ],
    [
      'N sets of R x load, under the name',
      'Squat\nWorking sets: 5 sets of 3 x 270',
      ['5*barbell back squat 3@270'],
      'lb' as const,
    ],
    [
      'N sets of R reps × load with its unit',
      'Squat 4 sets of 8 reps × 60kg',
      ['4*barbell back squat 8@132.277'],
      'kg' as const,
    ],
    ['sets x reps x load still reads so', 'Press 5x5x40kg', ['5*overhead press 5@88.185'], 'kg' as const],
  ])('%s', (_, text, want, unit) => {
    expect(brief(text, unit)).toEqual(want);
  });
});
