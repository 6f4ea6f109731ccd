/**
 * Issue 11, tenth round: where one exercise ends and the next begins on a line. After a complete set
 * (its numbers, with the load or the count of sets written after it), words that name a catalogue lift
 * before their own numbers, or a "Name:" label, start the next exercise; a name the catalogue lacks does
 * so before a whole "load x reps". A scheme that opens the line stays the scheme of the name after it,
 * and words about the set ("RPE", "rest", "each arm", "felt slow") start nothing. Lines written by us.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a lift named after a complete set starts the next exercise', () => {
  it.each([
    [
      'trailing set counts, a short label',
      'Squat 140x5 3 sets RDL 95x8 3 sets',
      ['3*barbell back squat 5@140', '3*romanian deadlift 8@95'],
    ],
    [
      'load x reps x sets, then a lift in lower case',
      'deadlift 315x3x2 barbell row 135x10 2 sets',
      ['2*barbell deadlift 3@315', '2*barbell row 10@135'],
    ],
    [
      'labels with colons run together, reps-only sets',
      'Incline DB press: 50x10, 50x9 Lateral raise: 15x12 3 sets Face pulls: x15, x15',
      [
        'incline dumbbell bench press 10@50',
        'incline dumbbell bench press 9@50',
        '3*dumbbell lateral raise 12@15',
        '2*face pull 15@-',
      ],
    ],
    [
      '"sets of reps" in words, then two more lifts',
      'Front squat 3 sets of 5 reps Leg press 270x12 Calf raises: 90x20',
      ['3*front squat 5@-', 'leg press 12@270', 'standing calf raise 20@90'],
    ],
    [
      'kilos, spaced notation, then a bodyweight lift',
      'Bench 100kg x 5 x 3 Pull-ups 3 sets x 8',
      ['3*barbell bench press 5@220.462', '3*pull-up 8@bw'],
    ],
    [
      'a zero load is bodyweight',
      'Hack Squats 180x10 3 Sets Nordic Curls 0x5',
      ['3*hack squat 10@180', 'nordic curl 5@bw'],
    ],
    [
      'a variant of the same lift is the next exercise',
      'bench 185x5 3 sets pause bench 155x3',
      ['3*barbell bench press 5@185', 'paused bench press 3@155'],
    ],
    [
      'a load after "@", then the next lift',
      'Leg Press 4 x 12 @ 300 calf raise 3x20 @ 200',
      ['4*leg press 12@300', '3*standing calf raise 20@200'],
    ],
    [
      '"at" a load with its unit',
      'Dips 3x10 at 25 lbs Skullcrushers 60x12',
      ['3*dip 10@25', 'skull crusher 12@60'],
    ],
    [
      'capitals, a count of sets before a label',
      'Pulldown 120X10 2 SETS Seal rows: 80X12',
      ['2*lat pulldown 10@120', 'chest-supported dumbbell row 12@80'],
    ],
    [
      'a name the catalogue lacks before a whole load x reps',
      'Goblet squat 50x12, 50x12 Zercher Holds 135x20 2 sets',
      ['2*goblet squat 12@50', '2*Zercher Holds 20@135'],
    ],
    [
      'an unknown label after load x reps x sets',
      'Floor press 205x3x3 Pin Press: 225x2',
      ['3*barbell floor press 3@205', 'Pin Press 2@225'],
    ],
    [
      'a lift after "N sets of R" before its own label',
      'Rows 4 sets of 8, 3 sets of 10 Chin-Ups: 10x, 8x, 7x',
      ['4*barbell row 8@-', '3*barbell row 10@-', 'chin-up 10@bw', 'chin-up 8@bw', 'chin-up 7@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('what follows a set and starts nothing', () => {
  it.each([
    ['a scheme opening the line', '5x5 squat 225', ['5*barbell back squat 5@225']],
    ['a scheme before a short label', '5×5 BS: 141.5#', ['5*barbell back squat 5@141.5']],
    ['an effort mark', 'Bench 135x5 RPE 8 185x3', ['barbell bench press 5@135', 'barbell bench press 3@185']],
    ['a rest', 'Rows 95x10 rest 90 95x10', ['2*barbell row 10@95']],
    ['each arm', 'Curls 30x10 each arm 30x8', ['barbell curl 10@30', 'barbell curl 8@30']],
    ['how it felt', 'Squat 225x5 felt slow 225x5', ['2*barbell back squat 5@225']],
    [
      'a load after the scheme, then a lift',
      'squat 5x5 225 bench 5x5 185',
      ['5*barbell back squat 5@225', '5*barbell bench press 5@185'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a heading that names the kind of set is no set itself', () => {
  it.each([
    ['one triple named above it', 'Heavy triple on squat\n140kg x 3', ['barbell back squat 3@308.647']],
    [
      'one double named, two rows',
      'deadlift double today\n405 x 2\n415 x 2',
      ['barbell deadlift 2@405', 'barbell deadlift 2@415'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a program name with a scheme heads lifts that write only a load', () => {
  it.each([
    [
      'colon and dash rows, one unit',
      'Workout A 3x8\nBench press: 135\nBarbell row - 115 lb\nDeadlift 1x5 225',
      ['3*barbell bench press 8@135', '3*barbell row 8@115', 'barbell deadlift 5@225'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
