/**
 * Issue 11, nineteenth round: the same sets however the lifter parts and spells them. Semicolons part a
 * list as commas do (journal-separators), a comma's spaces say nothing (journal-spread), a unit reads the
 * same spelled "lbs" or "pounds", "kg" or "kilos" (journal-unit-spelling), and "@" reads the same
 * spaced or glued. Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb
 * ("-" = none), runs as "n*row".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('the same sets, parted or spelled another way', () => {
  it.each([
    [
      'Incline bench 155x8; 8; 7',
      'Incline bench 155x8, 8, 7',
      ['2*incline barbell bench press 8@155', 'incline barbell bench press 7@155'],
    ],
    ['Hack squat; 180; 10', 'Hack squat, 180, 10', ['hack squat 10@180']],
    [
      'Rows: 135 for 10; 155 for 8; 175 for 6',
      'Rows: 135 for 10, 155 for 8, 175 for 6',
      ['barbell row 10@135', 'barbell row 8@155', 'barbell row 6@175'],
    ],
    [
      'Lunges 3x12; then 2x10 at 40',
      'Lunges 3x12, then 2x10 at 40',
      ['3*dumbbell lunge 12@-', '2*dumbbell lunge 10@40'],
    ],
    [
      'Leg curl 90 12 100 10, 10, 10',
      'Leg curl 90 12 100 10,10,10',
      ['lying leg curl 12@90', '3*lying leg curl 10@100'],
    ],
    [
      'Front squat 4x4 (60, 65, 70, 75kg)',
      'Front squat 4x4 (60,65,70,75kg)',
      ['front squat 4@132.277', 'front squat 4@143.3', 'front squat 4@154.323', 'front squat 4@165.347'],
    ],
    ['RDL 3x10 at 185 pounds', 'RDL 3x10 at 185 lbs', ['3*romanian deadlift 10@185']],
    ['Seated row 70 kilos x 12', 'Seated row 70 kg x 12', ['seated cable row 12@154.323']],
    ['Seated row 70 kgs x 12', 'Seated row 70kg x 12', ['seated cable row 12@154.323']],
    ['Curls 3x10@35', 'Curls 3 x 10 @ 35', ['3*barbell curl 10@35']],
    ['Chin-ups 8@bodyweight', 'Chin-ups 8 @ bodyweight', ['chin-up 8@bw']],
    ['Goblet squats@24kg 3x10', 'Goblet squats @ 24kg 3x10', ['3*goblet squat 10@52.911']],
    [
      'Bench 5 @ 185, 3 @ 205, 1 @ 225',
      'Bench 5@185, 3@205, 1@225',
      ['barbell bench press 5@185', 'barbell bench press 3@205', 'barbell bench press 1@225'],
    ],
    [
      'Press 3x5 @ 95; and the last set was slow',
      'Press 3x5 @ 95, and the last set was slow',
      ['3*overhead press 5@95'],
    ],
  ])('%s reads as %s', (one, other, expected) => {
    expect(brief(one)).toEqual(expected);
    expect(brief(other)).toEqual(expected);
  });
});

describe('what the principle must not change', () => {
  it.each([
    // A decimal comma is a load's point, not a list's comma.
    ['Bench 3x8 at 60,5 kg', ['3*barbell bench press 8@133.38']],
    // The line's one semicolon before words starts a remark; the sets before it stay.
    ['Press 3x5 @ 95; felt heavy', ['3*overhead press 5@95']],
    // "pounds" a word away from a number is prose, no unit of a load.
    [
      'Deadlift 3x5 @ 315 pounds, added a few pounds to the bar since last week',
      ['3*barbell deadlift 5@315'],
    ],
    // "one at 245" in words is the last set again; a digit "1 @ 225" above is a single.
    ['Squat 5 at 225, one at 245', ['barbell back squat 5@225', 'barbell back squat 5@245']],
    ['Squat 5 at 225; one more at 245', ['barbell back squat 5@225', 'barbell back squat 5@245']],
    // On a line with commas, a semicolon parts groups: the loads after it are their own.
    ['Pullups: BW x 8; +10 x 6', ['pull-up 8@bw', 'pull-up 6@10']],
  ])('%s', (text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});
