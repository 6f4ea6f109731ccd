/**
 * Blocks of lines and words around a name, written by us before the parser read them: a name line
 * then numbers on lines of their own (fields, counts, loads), qualifiers after a name, words after the
 * numbers under a label, cardio blocks, dates and set numbers around the sets, a variant named after
 * the sets. Rows: text, then the sets as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('blocks: a name line, then numbers on lines of their own', () => {
  it.each([
    ['fields, one per line', 'Squats\nSets: 5\nReps: 5\nWeight: 225', ['5*barbell back squat 5@225']],
    ['counts, reps and load', 'Romanian Deadlift\n3 sets\n10 reps\n135 lbs', ['3*romanian deadlift 10@135']],
    ['a load line, then the sets', 'Curls\n25 lb dumbbells\n3 sets of 10', ['3*barbell curl 10@25']],
    [
      'a load labelled, then the sets labelled',
      'Bench\nWeight: 185 lbs\nSets: 3 x 8',
      ['3*barbell bench press 8@185'],
    ],
    ['a load in the name line', 'Cable flyes (each side 20 lbs)\n3 x 12', ['3*cable fly 12@20']],
    [
      '"+10 x 5" is an added load, not a bullet',
      'Pullups\nBW x 8\n+10 x 5',
      ['pull-up 8@bw', 'pull-up 5@10'],
    ],
    [
      '"load - reps" per line',
      'Deadlift\n135 - 5\n185 - 5',
      ['barbell deadlift 5@135', 'barbell deadlift 5@185'],
    ],
    [
      '"reps - load" per line',
      'Leg Press\n10 reps - 200\n8 reps - 300',
      ['leg press 10@200', 'leg press 8@300'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('names with their qualifiers', () => {
  it.each([
    [
      'a qualifier after a comma',
      'Dumbbell press, incline, 3x10 @ 50',
      ['3*incline dumbbell bench press 10@50'],
    ],
    ['a qualifier in parentheses', 'Bench (close grip) 3x8 @ 135', ['3*close-grip bench press 8@135']],
    ['a qualifier that changes nothing', 'Squat, low bar, 3x5 @ 315', ['3*barbell back squat 5@315']],
    ['the bench by its angle', 'Incline 3x8 @ 155', ['3*incline barbell bench press 8@155']],
    [
      'the angle after the sets says how',
      'Incline Dumbbell Bench Press: 75x9, 75x8  45* incline',
      ['incline dumbbell bench press 9@75', 'incline dumbbell bench press 8@75'],
    ],
    ['a flat dumbbell bench', 'Flat DB 3x10 @ 70', ['3*dumbbell bench press 10@70']],
    [
      'a body-part prefix',
      'Arms - curls 3x12 @ 30, pushdowns 3x15 @ 60',
      ['3*barbell curl 12@30', '3*triceps pushdown 15@60'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('words after the numbers under a label', () => {
  it.each([
    [
      'where the set was done',
      'Calf raises – 3 sets of 20 on the Smith machine with 90 lbs',
      ['3*standing calf raise 20@90'],
    ],
    [
      'a count, a load and reps between dashes',
      'Cable Crossovers: 3 sets – 30 lbs – 15 reps',
      ['3*cable fly 15@30'],
    ],
    [
      'a count the sets spell out after a full stop',
      'Squats: did 3 sets. 135x10, 185x8, 205x6',
      ['barbell back squat 10@135', 'barbell back squat 8@185', 'barbell back squat 6@205'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('counts on lines of their own', () => {
  it.each([
    ['counts under a name line', 'Dips\n10\n10\n5', ['2*dip 10@bw', 'dip 5@bw']],
    [
      'a count under a name the catalogue lacks',
      'Superman Back Extension\n10',
      ['Superman Back Extension 10@-'],
    ],
    ['"x5" lines repeat the load', 'Squats\n230×5\nx5\nx5', ['3*barbell back squat 5@230']],
    [
      'a bare count line repeats the load',
      'Incline bench press\n205 x 7\n7\n185x7',
      ['2*incline barbell bench press 7@205', 'incline barbell bench press 7@185'],
    ],
    ['a total on its own line', 'Side bends\n56 total', ['Side Bends 56@-']],
    ['"repetitions"', 'Push-ups to failure\n30 repetitions', ['push-up 30@bw']],
    ['"1 leg" is a side, not a count', '1 leg press\n295 x10\nx10', ['2*leg press 10@295']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('cardio blocks', () => {
  it.each([
    ['a cardio heading, a machine, a time', 'cardio\narc trainer\n25 min', ['Elliptical -@-']],
    ['a machine line, then a distance', 'Rowing machine\n2000m', ['Rowing -@-']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('dates and set numbers around the sets', () => {
  it.each([
    ['a date in words', 'March 4th - Deadlift 1x5 @ 315', ['barbell deadlift 5@315']],
    ['a weekday and a date in words', 'Mon, Mar 4: Bench 3x8 @ 155', ['3*barbell bench press 8@155']],
    [
      'set numbers inside a line',
      'Squat set 1 135x5 set 2 185x5 set 3 225x5',
      ['barbell back squat 5@135', 'barbell back squat 5@185', 'barbell back squat 5@225'],
    ],
    [
      '"Set #1:" lines',
      'Bench\nSet #1: 135 x 10\nSet #2: 155 x 8',
      ['barbell bench press 10@135', 'barbell bench press 8@155'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('a variant named after the sets', () => {
  it.each([
    ['an abbreviation in parentheses', 'Deadlifts\n3x24@135 (RDL)', ['3*romanian deadlift 24@135']],
    ['a word about the gear stays a note', 'Squat 3x5 @ 225 (belt)', ['3*barbell back squat 5@225']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
