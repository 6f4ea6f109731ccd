/**
 * Issue 11, fourth round: forms written by us before the parser read them, one failure class each.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("bw" = bodyweight only), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('kettlebells, speeds and cardio', () => {
  it.each([
    [
      'a kettlebell size in "k" is kilos',
      'Swings: 3x10x16k, 2x10x24k',
      ['3*kettlebell swing 10@35.274', '2*kettlebell swing 10@52.911'],
    ],
    [
      'reps × bell size in "k"',
      'Goblet squat 5x20k, 5x24k',
      ['goblet squat 5@44.092', 'goblet squat 5@52.911'],
    ],
    ['"k" on a cardio line stays a distance', 'Ran 8k', ['Running -@-']],
    ['a speed is not a load', 'Treadmill: 20 minutes at 3.5 mph', ['Treadmill -@-']],
    ['"tread mill" written apart is the treadmill', 'Tread mill 10 min', ['Treadmill -@-']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
