/**
 * Issue 11, fifth round: forum shorthand, written by us before the parser read it, one class each.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("bw" = bodyweight only), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('reps at a list of loads', () => {
  it.each([
    [
      'reps @ slash-parted loads, then one more',
      'Bench: 5 @ 135/155/175; 2 @ 195',
      [
        'barbell bench press 5@135',
        'barbell bench press 5@155',
        'barbell bench press 5@175',
        'barbell bench press 2@195',
      ],
    ],
    [
      'parenthesised warm-ups are sets too, with a unit at the end',
      'Squat 3 at (95/135)/185/205 lbs',
      [
        'barbell back squat 3@95',
        'barbell back squat 3@135',
        'barbell back squat 3@185',
        'barbell back squat 3@205',
      ],
    ],
    [
      'kilos after the list',
      'Deadlift: 2 @ 100/120 kg',
      ['barbell deadlift 2@220.462', 'barbell deadlift 2@264.554'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('each set’s reps at one load', () => {
  it.each([
    ['reps/reps/reps x load', 'Front squat: 5/4/4 x 155', ['front squat 5@155', '2*front squat 4@155']],
    ['with ×, spaced', 'Row 8 / 8 / 6 × 135', ['2*barbell row 8@135', 'barbell row 6@135']],
    ['a light load with its unit', 'Curls 10/8 @ 25 lb', ['barbell curl 10@25', 'barbell curl 8@25']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('short labels and the scheme before the name', () => {
  it.each([
    ['initials of a lift (back squat)', 'BS: 5x5 @ 225', ['5*barbell back squat 5@225']],
    ['initials of a lift (overhead press)', 'OP 3x5 @ 115', ['3*overhead press 5@115']],
    ['a one-word name without vowels (row)', 'RW: 3x8 @ 135', ['3*barbell row 8@135']],
    ['initials of an alias (pull down)', 'PD 3x10 120', ['3*lat pulldown 10@120']],
    ['an ambiguous label stays as written', 'LP: 3x10 @ 200', ['3*LP 10@200']],
    ['training shorthand is no lift', 'TM: 3x5 @ 225', ['3*TM 5@225']],
    [
      'the scheme before the label, the load after its colon',
      '3×5 SP: 95#\n5x5 Squat: 185',
      ['3*overhead press 5@95', '5*barbell back squat 5@185'],
    ],
    [
      'what the scheme should have been is no set',
      'Bench: 5x5 @ 185\nForgot the bench was 3x5 this week.',
      ['5*barbell bench press 5@185'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
