/**
 * Nineteenth round, case and "did": members type on phones all in lower case, or shout in capitals, and
 * open a line with "did". No capital is needed to find a sentence, the first person or a name: an entry
 * written all in capitals reads as the same entry in lower case, and in text written in one case a stop
 * ends a sentence unless it closes a unit the words run on from ("185 lbs. and"), and a name after "the" is
 * told by its movement, not its capitals. A bare "did"/"done" opening a line says only
 * that the sets were done. Lines written by us. Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('sets read the same whatever the case, with "did" in front', () => {
  it.each([
    ['"did" before a label', 'did front squats: 4x6 @ 155', ['4*front squat 6@155']],
    ['"Did" before a label, capitalised', 'Did leg press: 3 x 12 @ 270', ['3*leg press 12@270']],
    ['"done" and a dash', 'done - incline db press 3x10 @ 45', ['3*incline dumbbell bench press 10@45']],
    ['"then did" before the sets', 'then did 3x15 cable crunches at 60', ['3*cable crunch 15@60']],
    ['"did" shouted', 'DID 5X5 BENCH @ 185', ['5*barbell bench press 5@185']],
    ['a capital X between counts', 'ROWS 3 X 10 @ 135', ['3*barbell row 10@135']],
    ['a shouted label and list', 'PULL-UPS: 8, 7, 6', ['pull-up 8@bw', 'pull-up 7@bw', 'pull-up 6@bw']],
    ['a shouted unit', 'OVERHEAD PRESS 95 LBS 5X5', ['5*overhead press 5@95']],
    [
      'a story in lower case, "i" for the first person',
      'i did my first 2 sets of dips with no weight, 12 reps each. i did my last 2 sets with a 25-pound plate, 8 reps each.',
      ['2*dip 12@bw', '2*dip 8@25'],
    ],
    [
      'a lower-case sentence after a unit abbreviation',
      'squat 3x5 at 225 lbs. then bench 3x5 at 155',
      ['3*barbell back squat 5@225', '3*barbell bench press 5@155'],
    ],
    ['a shouted sentence', 'I DID 3 SETS OF 10 CURLS AT 30 LBS.', ['3*barbell curl 10@30']],
    ['"we" in lower case', 'we did 5x5 squats at 185', ['5*barbell back squat 5@185']],
    [
      'a unit abbreviation inside a lower-case sentence',
      'deadlift 1x5 @ 275 lbs. and a back-off set 1x8 @ 225',
      ['barbell deadlift 5@275', 'barbell deadlift 8@225'],
    ],
    [
      'a lift named after "the" in lower case',
      'later i messed around with the push jerks, working up to a single of 185.',
      ['push jerk 1@185'],
    ],
    [
      'a lower-case sentence run on after a row',
      'curls\n8 x 20 kg after the warm-up my elbow hurt a bit so i went lighter\n10 x 15 kg',
      ['barbell curl 8@44.092', 'barbell curl 10@33.069'],
    ],
  ])('%s', (_, line, want) => {
    expect(brief(line)).toEqual(want);
  });
});

describe('what case and "did" must not change', () => {
  it.each([
    ['"Done." alone is a note', 'Done.', []],
    ['a denial is no set', "didn't do squats today, legs sore", []],
    ['an acronym in a mixed-case entry stays as written', 'BTN Press 3x8 @ 65', ['3*BTN Press 8@65']],
    [
      'a remark after a full stop stays a remark',
      'Bench 3x5 @ 185. Felt easy.',
      ['3*barbell bench press 5@185'],
    ],
  ])('%s', (_, line, want) => {
    expect(brief(line)).toEqual(want as string[]);
  });
});
