/**
 * Issue 11, sixth round (holdout 18's classes): compact set notations, in lines written by us with other
 * lifts, units, spacing and symbols than the corpus. Rows as in journal-general.test.ts: "name reps@weight"
 * in lb ("bw" = bodyweight only, "-" = none), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a load glued to "a", "à" or "@" after the name, then its reps', () => {
  it.each([
    ['"a" then a reps list', '- Bench a60 8,8,6', ['2*barbell bench press 8@60', 'barbell bench press 6@60']],
    ['"à" with a decimal comma', 'Row à42,5 12, 10', ['barbell row 12@42.5', 'barbell row 10@42.5']],
    ['"a" with a decimal point, one count', '* Deadlift a102.5 5', ['barbell deadlift 5@102.5']],
    ['"@" glued, reps spaced', 'Front squat @70 5 5 5', ['3*front squat 5@70']],
    ['"a" with its unit', '+ Overhead press a40kg 6,6', ['2*overhead press 6@88.185']],
    [
      'a note glued to a count',
      '* Row a50 10,9(grip),8',
      ['barbell row 10@50', 'barbell row 9@50', 'barbell row 8@50'],
    ],
  ])('%s: %s', (_, text, rows) => {
    expect(
      brief(text, text.includes('kg') ? 'kg' : 'lb').map((r) => r.replace(/(\d+\.\d{3})\d*/, '$1')),
    ).toEqual(rows);
  });

  it('leaves "a" in words and loads already spaced alone', () => {
    expect(brief('Managed a 140 deadlift for 3')).toEqual(['barbell deadlift 3@140']);
    expect(brief('Front squat @ 45 pounds x 12')).toEqual(['front squat 12@45']);
  });
});

describe('sets @ load x reps, told from reps @ load x sets', () => {
  it.each([
    [
      'sets first, smaller than the reps',
      'Incline bench\n3@95x10, 2@115x8',
      ['3*incline barbell bench press 10@95', '2*incline barbell bench press 8@115'],
    ],
    ['spaced, with a unit', 'Leg press 4 @ 180 lb x 12', ['4*leg press 12@180']],
    ['bodyweight as a word', 'Pull-ups\n3@BW x 8', ['3*pull-up 8@bw']],
    ['"Unweighted"', 'Chin ups\n2@Unweighted x6', ['2*chin-up 6@bw']],
    ['more reps than sets first: reps @ load x sets', 'Squat 5@225x3', ['3*barbell back squat 5@225']],
    [
      'the line writes reps@load elsewhere',
      'Cleans: 3@95, 3@105 x 4',
      ['power clean 3@95', '4*power clean 3@105'],
    ],
  ])('%s: %s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('load / sets x reps', () => {
  it.each([
    ['"*" between sets and reps', 'squat: 100/3*10', ['3*barbell back squat 10@100']],
    ['"x" and a unit', 'Bench 80kg/5x5', ['5*barbell bench press 5@80']],
    ['spaced', 'Deadlift 140 / 1 x 5', ['barbell deadlift 5@140']],
  ])('%s: %s', (_, text, rows) => {
    expect(
      brief(text, text.includes('kg') ? 'kg' : 'lb').map((r) => r.replace(/@176\.36\d+/, '@176.37')),
    ).toEqual(rows.map((r) => r.replace('@80', '@176.37')));
  });

  it('a slash after a set still starts the next set', () => {
    expect(brief('Bench: 1x10 @ 95 / 1x8 @ 135')).toEqual([
      'barbell bench press 10@95',
      'barbell bench press 8@135',
    ]);
  });
});

describe('a name run into its numbers, a load in grams, a percentage before the set', () => {
  it.each([
    ['reps glued to the name', 'Front Squat8 reps @ 135 lbs', ['front squat 8@135']],
    ['sets x reps glued to the name', 'Hammer curls3x12 @ 30', ['3*hammer curl 12@30']],
    [
      'grams after a set sign is a slip for kg',
      'Leg press\n8 reps x 200kg\n6 reps x 240g',
      ['leg press 8@440.924', 'leg press 6@529.109'],
    ],
    [
      '"P% x R = R x L"',
      'Squat\n65% x 5 = 5 x 185\n85% x 3+ = 5 x 245',
      ['barbell back squat 5@185', 'barbell back squat 5@245'],
    ],
  ])('%s: %s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('ladders', () => {
  it.each([
    ['the ladder word is no name', 'Push-up ladder: 1,2,3', ['push-up 1@bw', 'push-up 2@bw', 'push-up 3@bw']],
    [
      'N x a ladder is it N times',
      'Chin-up ladders - 2 x 1, 2, 3, 4',
      [
        'chin-up 1@bw',
        'chin-up 2@bw',
        'chin-up 3@bw',
        'chin-up 4@bw',
        'chin-up 1@bw',
        'chin-up 2@bw',
        'chin-up 3@bw',
        'chin-up 4@bw',
      ],
    ],
    [
      'a falling ladder',
      'Dips 2 x 3,2,1',
      ['dip 3@bw', 'dip 2@bw', 'dip 1@bw', 'dip 3@bw', 'dip 2@bw', 'dip 1@bw'],
    ],
    [
      'as many counts as sets stays sets',
      'Pull ups 3 x 1,2,3',
      ['pull-up 1@bw', 'pull-up 2@bw', 'pull-up 3@bw'],
    ],
  ])('%s: %s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('loads named for reference are no sets', () => {
  it.each([
    [
      'a goal beside the name',
      'Deadlift (goal weight: 405 lbs)\n315 x 5\n365 x 3',
      ['barbell deadlift 5@315', 'barbell deadlift 3@365'],
    ],
    [
      'a target after a dash',
      'Bench – target 225\n185x5, 205x3',
      ['barbell bench press 5@185', 'barbell bench press 3@205'],
    ],
    [
      'talk under the name before its sets',
      'Squat\nTime to chase my new number\n225 x 5',
      ['barbell back squat 5@225'],
    ],
    [
      'an old best in a sentence',
      'My previous bench press best was 100kg. Today:\n90kg x 3\n102.5kg x 1',
      ['barbell bench press 3@198.416', 'barbell bench press 1@225.974'],
    ],
  ])('%s: %s', (_, text, rows) => {
    expect(brief(text).map((r) => r.replace(/(\.\d{3})\d+/, '$1'))).toEqual(rows);
  });
});
