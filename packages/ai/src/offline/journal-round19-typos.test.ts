/**
 * Nineteenth round (typos): a long lift or machine word typed with one slip (two neighbouring letters
 * swapped, a letter missing or extra) is that word, wherever the entry says it: a
 * name heading sets, a sentence, a cardio bout. Short words, words the parser knows, words that differ
 * from a lift word at their end, and a slip between two lift words stay as written; so does an unknown
 * lift, and a wrong letter is no slip: "slipping" is one key from skipping. Lines written by us.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none), runs as "n*row".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { spelledRight } from './journal-spelling.ts';

describe('a long lift or machine word typed with one slip is that word', () => {
  it.each([
    ['two letters swapped', 'Ovrehead press 3x5 @ 95', ['3*overhead press 5@95']],
    ['a swap in an angle word', 'Inlcine bench 3x8 @ 155', ['3*incline barbell bench press 8@155']],
    ['a swap in a one-word name', 'Dedalift 315x5', ['barbell deadlift 5@315']],
    ['a swap before a plural', 'Praecher curls 3x10 @ 50', ['3*preacher curl 10@50']],
    ['a swap late in a long word', 'Skullcrsuhers 3x10 @ 60', ['3*skull crusher 10@60']],
    ['a letter missing', 'Bulgrian split squats 3x10 @ 30', ['3*bulgarian split squat 10@30']],
    ['a letter typed twice', 'Dumbbbell rows 3x10 @ 60', ['3*one-arm dumbbell row 10@60']],
    ['in capitals', 'OVERHAED SQUAT 3x3 @ 95', ['3*overhead squat 3@95']],
    ['the second word of a name', 'Zercher sqauts 3x5 @ 185', ['3*zercher squat 5@185']],
    ['after the implement', 'Kettlebell swnigs 5x20 @ 53', ['5*kettlebell swing 20@53']],
    ['inside a sentence', 'Did 3 sets of 8 on the hack sqauts at 180', ['3*hack squat 8@180']],
    ['a machine missing a letter', '20 min on the tredmill', ['Treadmill -@-']],
    ['a machine with two letters swapped', '15 minutes on the ellipitcal', ['Elliptical -@-']],
    ['a machine with a letter extra', '2000m on the rowinng machine', ['Rowing -@-']],
    ['a machine heading its time', 'Stairmsater 10 min', ['Stair Climber -@-']],
  ])('%s', (_, line, want) => {
    expect(brief(line)).toEqual(want);
  });
});

describe('words that are not slips stay as written', () => {
  it.each([
    ['a lift word', 'Rows 3x10 @ 135', ['3*barbell row 10@135']],
    ['a short word one letter from a lift word ("rows")', 'Rose 3x10 @ 135', ['3*Rose 10@135']],
    ['"dress" is no press', 'Dress 3x10', ['3*Dress 10@-']],
    ['"cure" is no curl', 'Cure 3x10 @ 20', ['3*Cure 10@20']],
    [
      'a real word a far key away ("crunches")',
      'Two weeks on crutches, then leg press 3x10 @ 200',
      ['3*leg press 10@200'],
    ],
    [
      'another form of a lift word ("raises")',
      'Raised the seat, leg extensions 3x12 @ 90',
      ['3*leg extension 12@90'],
    ],
    ['an unknown lift', 'Tibialis raises 3x20', ['3*Tibialis Raises 20@-']],
    ['an unknown lift near "curls"', 'Jefferson curls 3x8 @ 60', ['3*Jefferson Curls 8@60']],
    ['an unknown word mistyped', 'Tiibalis raises 3x20', ['3*Tiibalis Raises 20@-']],
    ['a real word a far key from "rowing"', 'Roving lunges 3x10 @ 20', ['3*Roving Lunges 10@20']],
    [
      'the lifter weighed in: no load, no "weighted"',
      'Weighed in at 182, bench 3x5 185',
      ['3*barbell bench press 5@185'],
    ],
    [
      '"I weighed" in kilos',
      'I weighed 81.5 kg this morning, squat 5x5 100kg',
      ['5*barbell back squat 5@220.462'],
    ],
    ['a thing that weighed is a load', 'Curls 3x10, the dumbbells weighed 30 lbs', ['3*barbell curl 10@30']],
  ])('%s', (_, line, want) => {
    expect(brief(line)).toEqual(want);
  });

  it.each([
    ['short words', 'rose dress cure rows press curl squad plank'],
    ['real words one slip from a lift word', 'crutches roving raised carried lunged squads pressed slipping'],
    [
      'dictionary words one slip from a lift word',
      'weighed waking handled thorough mourning inline lounges shingles',
    ],
    ['a slip between two lift words (abductor, adductor)', 'Aductor machine'],
    ['known words of prose', 'started finished because warmup really'],
    ['a slip at the end of the word, where English words change form', 'deadlfit treadmil'],
  ])('%s', (_, words) => {
    expect(spelledRight(words)).toBe(words);
  });
});
