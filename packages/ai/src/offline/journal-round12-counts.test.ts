/**
 * Issue 11, twelfth round: counts told in words or around a block are counts. A number word is a number
 * wherever a count goes ("four sets of twenty-two", "a dozen", "a slow triple", "four doubles"); a total
 * told beside its breakdown is logged once, as the breakdown; a count over a block of moves ("4 rounds
 * of:", "12x (EMOM)", "Part A: 8x") repeats each move, and a "Time =" line under it is no move; a plan's
 * list told beside what was done logs what was done. Lines written by us, in other words, lifts and
 * layouts than the corpus. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('number words are numbers wherever counts go', () => {
  it.each([
    [
      'sets and reps in words, one set apart',
      'Chin-ups: three sets of twelve and one set of eight.',
      ['3*chin-up 12@bw', 'chin-up 8@bw'],
    ],
    ['tens and units joined by a hyphen', 'Dips, four sets of twenty-two', ['4*dip 22@bw']],
    ['a dozen', 'Did a dozen strict pull-ups', ['pull-up 12@bw']],
    [
      'a set named by its reps, with words of how it went',
      'Deadlift day. After a long layoff, 405 came up for a slow triple.',
      ['barbell deadlift 3@405'],
    ],
    [
      'a double and a single in kilos; "clean" says how, it names no lift',
      'Front squat: 100 kg moved for a clean double, then 105 kg for a single.',
      ['front squat 2@220.462', 'front squat 1@231.485'],
    ],
    ['a count of doubles', 'Overhead press 60 kg for four doubles', ['4*overhead press 2@132.277']],
    [
      'a count of singles after a double',
      'Bench, a double at 315 and then three singles at 335',
      ['barbell bench press 2@315', '3*barbell bench press 1@335'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a total told beside its breakdown is logged once, as the breakdown', () => {
  it.each([
    [
      'a total in sets and reps, then the schemes in words',
      'Finished the 150 sit-ups in six sets. Four sets of thirty and two sets of fifteen.',
      ['4*sit-up 30@bw', '2*sit-up 15@bw'],
    ],
    [
      'a total after a dash',
      'Lunges, 3 sets: 12, 12, 10 - 34 total.',
      ['2*dumbbell lunge 12@-', 'dumbbell lunge 10@-'],
    ],
    [
      'a total in words, a sentence after the list',
      "Push-ups 20, 18, 15. That's fifty-three.",
      ['push-up 20@bw', 'push-up 18@bw', 'push-up 15@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a count over a block of moves repeats each move', () => {
  it.each([
    [
      '"N rounds of:" over moves a blank line apart, then the time',
      '4 rounds of:\n\n8 Goblet Squats\n\n12 Push-ups\n\n20 Mountain Climbers\n\nTime = 11:40',
      ['4*goblet squat 8@-', '4*push-up 12@bw', '4*mountain climber 20@bw'],
    ],
    [
      'a labelled part done every minute',
      'Part A: 8x (every minute)\n  3 Power Clean @ 70kg\n  6 Burpees',
      ['8*power clean 3@154.323', '8*burpee 6@bw'],
    ],
    [
      'an EMOM count alone',
      '12x (EMOM)\n  2 Deadlift @ 140kg\n  4 Box Jumps',
      ['12*barbell deadlift 2@308.647', '12*box jump 4@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a planned list told beside what was done logs what was done', () => {
  it.each([
    [
      'sets done as planned, then the rest fell short',
      'Dips were rough. The plan called for 4 sets: 15/12/12/10. I got the 15, the 12, and then only 8/7 for the remaining sets.',
      ['dip 15@bw', 'dip 12@bw', 'dip 8@bw', 'dip 7@bw'],
    ],
    [
      'a max set filled by what the last set got',
      'Pull-ups. The workout today was: 8, 6, 6, max. On the final set I got 11, a new best.',
      ['pull-up 8@bw', '2*pull-up 6@bw', 'pull-up 11@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('counter-examples keep their reading', () => {
  it.each([
    [
      'a double kettlebell is gear, not reps',
      'Double kettlebell front squat 2x5 @ 16kg',
      ['2*kettlebell front squat 5@35.274'],
    ],
    ['"single-leg" names a side', 'Single-leg press 3x12 at 90', ['3*leg press 12@90']],
    [
      'a set count over a list with its loads is no total',
      'Rows: 4 sets - 12, 10, 10, 8 (95, 105, 115, 125)',
      ['barbell row 12@95', 'barbell row 10@105', 'barbell row 10@115', 'barbell row 8@125'],
    ],
    [
      'one set in a story of years ago stays history',
      'Years ago I could only do one set of 6 pull-ups. Today 3 sets of 10.',
      ['3*pull-up 10@bw'],
    ],
    [
      'rounds over moves on the lines right under them',
      '3 rounds of:\n10 Push-ups\n15 Air Squats',
      ['3*push-up 10@bw', '3*bodyweight squat 15@bw'],
    ],
    [
      'a set count over its reps list',
      'Curls 3 sets: 12, 10, 8',
      ['barbell curl 12@-', 'barbell curl 10@-', 'barbell curl 8@-'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
