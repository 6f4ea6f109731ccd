/**
 * Issue 11, eighth round: a list of "A x B" pairs is read once, as a whole (journal-pairs.ts). It stays
 * sets × reps only when every number is small, nothing marks a load and the sets add up to a session's
 * worth; otherwise each item is one set, and the load side is the one a unit, BW or a decimal marks,
 * else the one too heavy for reps, else the entry's habit, else the bigger side. Triples: which count
 * is the sets is one rule (journal-triples.ts setsFirst). Lines in our own words; counter-examples keep
 * their reading. Rows as in journal-general.test.ts: "name reps@weight" in lb, runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a list of pairs is one set per item, the load side decided for the whole list', () => {
  it.each([
    [
      'reps x load: the first item is no load of 15 for 40 reps',
      'Romanian deadlift 15x40, 12x60, 10x80, 10x80',
      ['romanian deadlift 15@40', 'romanian deadlift 12@60', '2*romanian deadlift 10@80'],
    ],
    [
      'semicolons, the load side shown by loads over 30',
      'Leg curl; 12x35; 10x45; 8x55',
      ['lying leg curl 12@35', 'lying leg curl 10@45', 'lying leg curl 8@55'],
    ],
    [
      'all small: 28 sets is no reading, so one set each, the bigger side the load',
      'Incline DB press 10×16, 10×18, 8×20',
      [
        'incline dumbbell bench press 10@16',
        'incline dumbbell bench press 10@18',
        'incline dumbbell bench press 8@20',
      ],
    ],
    [
      'load x reps, a decimal marks the load side, a light last load',
      'Goblet squat 40 x 8, 35 x 10, 27.5 x 12',
      ['goblet squat 8@40', 'goblet squat 10@35', 'goblet squat 12@27.5'],
    ],
    [
      'a decimal on the right marks the right side',
      'Face pulls 15x12.5, 15x15, 12x17.5',
      ['face pull 15@12.5', 'face pull 15@15', 'face pull 12@17.5'],
    ],
    [
      'the later list on the line reads the way the first did',
      'Lat raise 12x8, 10x8; dropset 8x8, 6x8',
      [
        'dumbbell lateral raise 8@12',
        'dumbbell lateral raise 8@10',
        'dumbbell lateral raise 8@8',
        'dumbbell lateral raise 8@6',
      ],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });

  it.each([
    [
      'kg on every load, a single-digit rep count is not carried',
      'Bench 8x60kg, 6x70kg, 4x80kg, 2x2x85kg',
      [
        'barbell bench press 8@132.277',
        'barbell bench press 6@154.323',
        'barbell bench press 4@176.37',
        '2*barbell bench press 2@187.393',
      ],
    ],
    [
      'BW items are sets too, a triple inside is sets x reps x load',
      'Chin-ups: 8xBW, 6x10kg, 4x15kg, 3x3x20kg, 6xBW',
      ['chin-up 8@bw', 'chin-up 6@22.046', 'chin-up 4@33.069', '3*chin-up 3@44.092', 'chin-up 6@bw'],
    ],
    [
      "the entry's habit: the next lift's small list is reps x load too",
      'Squat 10x40, 8x60, 6x80\nLunges 10x12, 10x12, 8x16',
      [
        'barbell back squat 10@88.185',
        'barbell back squat 8@132.277',
        'barbell back squat 6@176.37',
        '2*dumbbell lunge 10@26.455',
        'dumbbell lunge 8@35.274',
      ],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text, 'kg')).toEqual(want);
  });
});

describe('sets of one pair, and loads listed after a scheme', () => {
  it.each([
    [
      'a pair in parentheses after its sets, the bigger side the load',
      'Curl 3x(10x12)',
      ['3*barbell curl 10@12'],
    ],
    [
      'each load in the parentheses with its unit',
      'Lat pulldown - 3 x 12 reps (90 lbs, 100 lbs, 110 lbs)',
      ['lat pulldown 12@90', 'lat pulldown 12@100', 'lat pulldown 12@110'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('bare loads, each before its scheme', () => {
  it.each([
    [
      'one load a scheme, then two loads of one set each',
      'Row 70 3x10 60 50 1x12',
      ['3*barbell row 10@70', 'barbell row 12@60', 'barbell row 12@50'],
    ],
    ['a zero is bodyweight', 'Chin up 0 5 1x6', ['chin-up 6@bw', 'chin-up 6@5']],
    ['one load before its scheme, as before', 'Squat 185 4x6', ['4*barbell back squat 6@185']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('triples: which count is the sets', () => {
  it.each([
    ['sets x load x reps, the smaller count the sets', 'Rows 4x95x8', ['4*barbell row 8@95']],
    ['a colon, a heavier load in the middle', 'Hack squat: 2x140x10', ['2*hack squat 10@140']],
    ['marked counts win', 'OHP 60 kgs x 4s x 6r', ['4*overhead press 6@132.277']],
    [
      'load first, a 1 after a few is singles',
      'Clean 70 x 3 x 1, 75 x 1',
      ['3*power clean 1@70', 'power clean 1@75'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('a scheme before the name is sets × reps', () => {
  it.each([
    ['no load: many reps', '2x40 crunches', ['2*crunch 40@bw']],
    ['a load after the name', '3x45 leg curl 60#', ['3*lying leg curl 45@60']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('readings the principle must not change', () => {
  it.each([
    [
      'small numbers, a plausible total: sets x reps',
      'Pull-ups 3x10, 2x8',
      ['3*pull-up 10@bw', '2*pull-up 8@bw'],
    ],
    ['the same for a bodyweight move after its first item', 'Dips 5x5, 4x6', ['5*dip 5@bw', '4*dip 6@bw']],
    [
      'one small set count repeated: sets of each scheme, whatever the total',
      'Bench 4x10, 4x8, 4x6, 4x4',
      [
        '4*barbell bench press 10@-',
        '4*barbell bench press 8@-',
        '4*barbell bench press 6@-',
        '4*barbell bench press 4@-',
      ],
    ],
    [
      'a count that light beside 225 is sets',
      'Squat 225x5, 3x5',
      ['barbell back squat 5@225', '3*barbell back squat 5@-'],
    ],
    [
      '"2 x 12kg" after sets x reps is a pair of dumbbells',
      'Curls: 3 x 10, 2 x 12kg',
      ['3*dumbbell curl 10@26.455'],
    ],
    [
      'load x reps stays load x reps',
      'Bench 135x5, 185x3, 225x1',
      ['barbell bench press 5@135', 'barbell bench press 3@185', 'barbell bench press 1@225'],
    ],
    [
      'bodyweight, then light loads',
      'Back Extension - Bodyweight x 12, 2.75 x 12, 5 x 10',
      ['back extension 12@bw', 'back extension 12@2.75', 'back extension 10@5'],
    ],
    ['reps x load x sets, the smaller count the sets', 'Leg press 10 x 300 x 3', ['3*leg press 10@300']],
    ['load last: sets first', 'Push press 3 x 2 x 185', ['3*push press 2@185']],
    ['load first: a one before a few is singles', 'Deadlift 405x1x3', ['3*barbell deadlift 1@405']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
