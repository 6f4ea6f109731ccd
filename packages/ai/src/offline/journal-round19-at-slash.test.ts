/**
 * Nineteenth round, "at" and " / ": lifters write "3x5 @ 225" or "3x5 at 225", and part their sets with
 * commas or with spaced slashes; the sets are the same. "at" after a set's numbers or its reps, or before
 * a count of reps, is the mark "@" (and "@" decides between a load and an effort); a slash with spaces
 * around it before a whole set parts the sets as a comma does (journal-separators). Lines written by us.
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('"at" reads as "@", a spaced slash between sets as a comma', () => {
  it.each([
    [
      'reps at a load, then the last one repeated',
      'Good mornings 8 at 95, 8 at 115 x 2',
      ['good morning 8@95', '2*good morning 8@115'],
    ],
    [
      'reps at a load in kilos',
      'Sumo deadlift 3 reps at 100 kg, 3 reps at 110 kg',
      ['sumo deadlift 3@220.462', 'sumo deadlift 3@242.508'],
    ],
    ['"at" before a count of reps', 'Seated row: 3 sets at 12 reps', ['3*seated cable row 12@-']],
    ['"at 15 reps" after the name', 'Face pulls at 15 reps, 3 sets', ['3*face pull 15@-']],
    [
      'sets parted by slashes, a scheme among them',
      'Leg curl 12 at 50 / 10 at 60 / 3 x 8 at 70',
      ['lying leg curl 12@50', 'lying leg curl 10@60', '3*lying leg curl 8@70'],
    ],
    [
      'each scheme keeps its own load',
      'Skull crushers 2 x 12 at 60 / 1 x 10 at 70',
      ['2*skull crusher 12@60', 'skull crusher 10@70'],
    ],
    [
      'a load after a comma, then a slash',
      'OHP 3 x 5, 40kg / 2 x 5 45kg',
      ['3*overhead press 5@88.185', '2*overhead press 5@99.208'],
    ],
    [
      'load x reps parted by slashes',
      'Pendlay row 135x8 / 155x6 / 175x4',
      ['pendlay row 8@135', 'pendlay row 6@155', 'pendlay row 4@175'],
    ],
    [
      'bodyweight, then loads, parted by slashes',
      'Chin-ups: BW x 10 / 10kg x 6 / 20kg x 4',
      ['chin-up 10@bw', 'chin-up 6@22.046', 'chin-up 4@44.092'],
    ],
    [
      'reps "@" a load parted by slashes',
      'Curls 12 reps @ 20 / 10 reps @ 25',
      ['barbell curl 12@20', 'barbell curl 10@25'],
    ],
    [
      'a list of reps at loads',
      'Front squat: 5 at 135, 5 at 155, 3 at 175',
      ['front squat 5@135', 'front squat 5@155', 'front squat 3@175'],
    ],
    ['sets x reps at a load', 'Lat pulldown 3x10 at 120', ['3*lat pulldown 10@120']],
  ])('%s', (_, line, want) => {
    expect(brief(line)).toEqual(want);
  });

  it('"at" after load x reps is an effort, as "@" is', () => {
    const read = (text: string) => parseJournal(text, 'lb').sets.map((s) => [s.reps, s.weight, s.rpe]);
    const want = [
      [8, 315, 7],
      [6, 335, 8],
    ];
    expect(read('Hack squat 315x8 at 7, 335x6 at 8')).toEqual(want);
    expect(read('Hack squat 315x8 @ 7, 335x6 @ 8')).toEqual(want);
  });
});

describe('what "at" and the slash must not change', () => {
  it.each([
    ['unspaced slashes are a scheme of reps', 'Bench 5/5/5 @ 185', ['3*barbell bench press 5@185']],
    [
      '"at" after a word is a story, no mark',
      'Squat 3x5 @ 225, bodyweight at 180 this morning',
      ['3*barbell back squat 5@225'],
    ],
    [
      'a spaced slash before words stays a remark',
      'Press 3x5 @ 95 / next week 100',
      ['3*overhead press 5@95'],
    ],
    ['"at" before a time of day', 'Squat 3x5 at 225 at 7pm', ['3*barbell back squat 5@225']],
    ['"at" before no number', 'Bench 3x5 @ 185, last set hard at the end', ['3*barbell bench press 5@185']],
  ])('%s', (_, line, want) => {
    expect(brief(line)).toEqual(want);
  });
});
