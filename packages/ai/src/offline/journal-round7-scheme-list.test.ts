/**
 * Issue 11, seventh round (holdout 23's families): one scheme told for every lift in a sentence, over
 * a list of "load name" lines, written by us. Rows as in journal-general.test.ts: "name reps@weight"
 * in lb ("-" = none), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('"All weights were 3 sets of 10" over a list of loads with their lifts', () => {
  it.each([
    [
      'bullets, lb glued',
      'All weights were 3 sets of 12 reps.\n  • 90lb leg press\n  • 25lb lateral raise',
      ['3*leg press 12@90', '3*dumbbell lateral raise 12@25'],
    ],
    [
      'dashes, kg spaced, "all exercises"',
      'All exercises were 3 sets of 8.\n- 40 kg cable row\n- 30 kg leg curl',
      ['3*seated cable row 8@88.185', '3*lying leg curl 8@66.139'],
    ],
    [
      'a lift the catalogue lacks keeps its name as written',
      'Everything was 2 sets of 15.\n- 30lb rear delt fly\n- 15lb rotator twist',
      ['2*dumbbell rear delt fly 15@30', '2*Rotator Twist 15@15'],
    ],
    [
      'a muscle for the movement',
      'All weights were 3x10.\n* 50lb bicep curl\n* 50lb tricep',
      ['3*barbell curl 10@50', '3*Tricep 10@50'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
