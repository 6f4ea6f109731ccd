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
