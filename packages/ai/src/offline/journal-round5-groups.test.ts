/**
 * Issue 11, fifth round (holdout 16's classes): lines written by us in each notation, with other lifts,
 * units, spacing and symbols than the corpus. Rows as in journal-general.test.ts: "name reps@weight" in
 * lb ("bw" = bodyweight only, "-" = none), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('marks that say what a number is', () => {
  it.each([
    ['"#" glued to the x', 'Squat 185#x5, 205#x3', ['barbell back squat 5@185', 'barbell back squat 3@205']],
    [
      '"#" with reps glued',
      'Barbell row 135#X8reps, 155# x 6 reps',
      ['barbell row 8@135', 'barbell row 6@155'],
    ],
    ['a hashtag after a set is no unit', 'Deadlift 405x5 #PR', ['barbell deadlift 5@405']],
    ['"#" on a weighted dip', 'Weighted dips 25#×8, 45#×6', ['dip 8@25', 'dip 6@45']],
    ['a date with its year is no set', 'Tuesday 9/15/2015 – Deadlift\n405×3', ['barbell deadlift 3@405']],
    ['an ISO date is no set', 'Bench 2015-09-15\n225x5', ['barbell bench press 5@225']],
    ['an estimated max after "~"', 'Press 135×7 ~ 167 1RM', ['overhead press 7@135']],
    ['an e1RM after the set', 'Squat 315x5 (367 e1RM)', ['barbell back squat 5@315']],
    ['"(~N)" after a set is an estimate', 'Squat 345x5 (~402)', ['barbell back squat 5@345']],
    ['"N sets @ M": too small for a load, reps', 'Lat pulldown 4 sets @ 12', ['4*lat pulldown 12@-']],
    ['"@" before reps with no load', '3 sets of Face Pulls @ 15 reps', ['3*face pull 15@-']],
    [
      'a heading that repeats the set under it',
      'Deadlift – 405×5 – 10/6/2015\n\n405×5 ~ 472 1RM',
      ['barbell deadlift 5@405'],
    ],
    [
      'a set on the name line, then more without a blank line',
      'Press 135x5\n135x5',
      ['2*overhead press 5@135'],
    ],
    [
      '"then worked up to" after a set written out is one more set',
      'Bench - 225x5 paused, then worked up to 275x2 with wrist wraps',
      ['barbell bench press 5@225', 'barbell bench press 2@275'],
    ],
    ['gear after a set is no lift', 'Deadlift 495x1 w/ belt', ['barbell deadlift 1@495']],
    [
      'narrow grip is close grip, a lift of its own',
      'Wide grip pulldown 3x10\nNarrow grip pulldown 3x12',
      ['3*lat pulldown 10@-', '3*close-grip lat pulldown 12@-'],
    ],
    [
      "a band's colour and strength are no name",
      'Light green band Good mornings 3x12',
      ['3*band good morning 12@-'],
    ],
    [
      '"are N of M": sets of reps',
      'Sit ups were 3 of 20, and dips are 2 of 12',
      ['3*sit-up 20@bw', '2*dip 12@bw'],
    ],
    [
      '"are" links a lift to its reps',
      'Chin ups were 8, 7, 6',
      ['chin-up 8@bw', 'chin-up 7@bw', 'chin-up 6@bw'],
    ],
    ['a time abbreviation point', '15 mins. cooldown on the bike', ['Cycling -@-']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('machine settings and schemes for the lines below', () => {
  it.each([
    [
      'a pin setting with the load in brackets',
      'Leg extension set at 7 (110 lbs) 3x12',
      ['3*leg extension 12@110'],
    ],
    ['a setting then the load, in one aside', 'Row 5x10 (set at 8, 120 lbs)', ['5*barbell row 10@120']],
    [
      'one scheme "on the following" lines, "N reps of M" meaning sets',
      'Did 2 reps of 12 on the following:\n\nLeg Press set at 8 (200lbs)\nLeg Curl set on 5 (70lbs)',
      ['2*leg press 12@200', '2*lying leg curl 12@70'],
    ],
    [
      '"3x10 for each of these"',
      '3x10 for each of these:\nChest press (80 lbs)\nSeated row (90 lbs)',
      ['3*machine chest press 10@80', '3*seated cable row 10@90'],
    ],
    [
      '"3x12 each:" over machine lines with loads',
      'Circuit, 3x12 each:\nChest press 50 lbs\nSeated row 60 lbs',
      ['3*machine chest press 12@50', '3*seated cable row 12@60'],
    ],
    [
      'a lift\'s own "3x5 each" is no header',
      'Squat 3x5 each\nBench 3x5',
      ['3*barbell back squat 5@-', '3*barbell bench press 5@-'],
    ],
    [
      'a rounds header over reps-first moves, one load per round',
      '3 Rounds\n10x Push ups\n5x Deadlift (185, 205, 225)',
      ['3*push-up 10@bw', 'barbell deadlift 5@185', 'barbell deadlift 5@205', 'barbell deadlift 5@225'],
    ],
    [
      'a rounds header over name-first moves, one load for all',
      '3 rounds\nPull ups x 10\nKB swings - 20 (53 lb)',
      ['3*pull-up 10@bw', '3*kettlebell swing 20@53'],
    ],
    [
      'a rounds header with plain counts',
      '5 rounds:\n15 Kettlebell swings\n10 Burpees',
      ['5*kettlebell swing 15@-', '5*burpee 10@bw'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('cardio in words and a load set up before its reps', () => {
  it.each([
    ['"a mile in 8.45": minutes and seconds', 'Jogged a mile in 8.45 to warm up', ['Running -@-']],
    ['"a full half hour" on a machine', 'Did a full half hour on the bike', ['Cycling -@-']],
    ['a resistance setting is no count', '10:00 on the rower at level 6', ['Rowing -@-']],
    ['"an hour" walking', 'Walked for an hour', ['Walking -@-']],
    [
      'the load put on, then "did N reps"',
      'Deadlift 3x5 at 275. Then I put 315 on the bar. Did three reps.',
      ['3*barbell deadlift 5@275', 'barbell deadlift 3@315'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('grouped sets', () => {
  it.each([
    [
      'waves: reps in brackets, one bracket of loads per wave',
      'Bench: 2x(5,3,1) @ (185,205,225), (195,215,235)',
      [
        'barbell bench press 5@185',
        'barbell bench press 3@205',
        'barbell bench press 1@225',
        'barbell bench press 5@195',
        'barbell bench press 3@215',
        'barbell bench press 1@235',
      ],
    ],
    [
      'one bracket of reps and loads as long as the count: once',
      'Curls 3x(10/8/6) @ (25/30/35)',
      ['barbell curl 10@25', 'barbell curl 8@30', 'barbell curl 6@35'],
    ],
    [
      'reps over a slashed list of loads in brackets',
      'Push press 3x(135/145/155)',
      ['push press 3@135', 'push press 3@145', 'push press 3@155'],
    ],
    [
      'reps over a bracketed list of loads',
      'Clean 2x(135, 145, 155)',
      ['power clean 2@135', 'power clean 2@145', 'power clean 2@155'],
    ],
    [
      'a plan in brackets that the sets spell out',
      'Power clean (4x3): 3,3,3,2 @ 155#',
      ['3*power clean 3@155', 'power clean 2@155'],
    ],
    [
      'a plan without brackets, then one count per set at one load',
      'Squat 3x5 5,5,4 @ 225',
      ['2*barbell back squat 5@225', 'barbell back squat 4@225'],
    ],
    [
      'loads continuing a one-set scheme, the last for N sets',
      'Squat 1x5@135, 185, 225 for three sets',
      ['barbell back squat 5@135', 'barbell back squat 5@185', '3*barbell back squat 5@225'],
    ],
    [
      'continuing loads, then another scheme; "for two doubles"',
      'Snatch 1x2@40, 50 1x1@60, 70 for two singles',
      ['snatch 2@40', 'snatch 2@50', 'snatch 1@60', '2*snatch 1@70'],
    ],
    [
      'reps at a load, then bare loads, no set count',
      'Front squat 3@135, 155, 175',
      ['front squat 3@135', 'front squat 3@155', 'front squat 3@175'],
    ],
    ['"x2@" then bare loads', 'Power clean x2@95, 115', ['power clean 2@95', 'power clean 2@115']],
    [
      'singles with two loads',
      'Bench 275x3, then singles with 295 and 305',
      ['barbell bench press 3@275', 'barbell bench press 1@295', 'barbell bench press 1@305'],
    ],
    [
      '"N reps of" a list of loads, a sentence after',
      'Front squat 3 reps of 95, 115, 135. Felt fine.',
      ['front squat 3@95', 'front squat 3@115', 'front squat 3@135'],
    ],
    ['"N reps of M": sets of M', 'Leg press 4 reps of 12', ['4*leg press 12@-']],
    [
      'doubles with a comma list after sets',
      'Squat: 135x5, then doubles with 275, 295',
      ['barbell back squat 5@135', 'barbell back squat 2@275', 'barbell back squat 2@295'],
    ],
    [
      'doubles at three loads, unit after',
      'Deadlift doubles at 405, 425 and 445 lbs',
      ['barbell deadlift 2@405', 'barbell deadlift 2@425', 'barbell deadlift 2@445'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
