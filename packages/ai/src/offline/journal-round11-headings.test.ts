/**
 * Issue 11, eleventh round: what a heading carries holds for the rows under it, and a heading's remarks
 * are not exercises. A load or implement on the heading ("(one 20 kg bell)", "@ 25 lb") is the load of
 * every row without its own, whose numbers are then counts; a round count ("3 rounds of:", "x2 rounds",
 * "(did 4 rotations)") repeats each row, in order per exercise; fillers done between sets ("supersetted
 * with …", "… b/w sets") and a sentence interrupting the rows are notes, whose numbers and words log
 * nothing. Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" =
 * none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('a load on the heading holds for the rows under it', () => {
  it.each([
    ['one bell in parentheses', 'Goblet squats (one 20 kg bell)\n3 x 12', 'kg', ['3*goblet squat 12@44.092']],
    [
      'a load after "@", a list of reps',
      'Hammer curls @ 25 lb\n12, 10, 8',
      'lb',
      ['hammer curl 12@25', 'hammer curl 10@25', 'hammer curl 8@25'],
    ],
    [
      'a pair of dumbbells',
      'Overhead press (pair of 12 kg dumbbells)\n4 x 8',
      'kg',
      ['4*overhead press 8@26.455'],
    ],
    [
      'two bells, no space before the unit',
      'Kettlebell snatches (two 12kg bells)\n5 x 5',
      'kg',
      ['5*kettlebell snatch 5@26.455'],
    ],
    [
      'a list with repeats, in pounds',
      'Shrugs @ 60 lb\n15, 15, 12',
      'lb',
      ['2*barbell shrug 15@60', 'barbell shrug 12@60'],
    ],
    [
      'a tally after the row counts nothing more',
      'Turkish get-ups (one 16 kg bell)\n5 x 2 = 10 get-ups',
      'kg',
      ['5*turkish get-up 2@35.274'],
    ],
    [
      "a row's own load wins over the heading's",
      'Bent-over rows @ 40 kg\n3 x 10\n2 x 8 @ 50 kg',
      'kg',
      ['3*barbell row 10@88.185', '2*barbell row 8@110.231'],
    ],
  ])('%s: %s', (_, text, unit, rows) => {
    expect(brief(text, unit as 'kg' | 'lb')).toEqual(rows);
  });
});

describe('a round count on the heading repeats each row', () => {
  it.each([
    [
      'rotations in parentheses, rows with their own loads',
      'Circuit (did 4 rotations, short rests)\nLeg extension: 50 kg x 15\nSeated row: 45 kg x 12',
      'kg',
      ['4*leg extension 15@110.231', '4*seated cable row 12@99.208'],
    ],
    [
      '"3 rounds of:" over labelled rows in pounds',
      '3 rounds of:\nChest press: 60 lb x 10\nFace pulls: 30 lb x 15',
      'lb',
      ['3*machine chest press 10@60', '3*face pull 15@30'],
    ],
    [
      '"x2 rounds" on a line of its own',
      'x2 rounds\nPush press: 40 kg x 8\nGoblet squat: 24 kg x 12',
      'kg',
      ['2*push press 8@88.185', '2*goblet squat 12@52.911'],
    ],
    [
      'circuits counted in a word',
      'Two circuits:\nLeg press: 200 lb x 15\nLeg curl: 70 lb x 12',
      'lb',
      ['2*leg press 15@200', '2*lying leg curl 12@70'],
    ],
    [
      'a circuit named, then its rounds after a comma',
      'Circuit, 3 rounds\nBox step-ups: 10 kg x 12\nKettlebell swings: 16 kg x 20',
      'kg',
      ['3*Box Step-Ups 12@22.046', '3*kettlebell swing 20@35.274'],
    ],
  ])('%s: %s', (_, text, unit, rows) => {
    expect(brief(text, unit as 'kg' | 'lb')).toEqual(rows);
  });
});

describe("a heading's remarks and a sentence between the rows are notes", () => {
  it.each([
    [
      'a superset filler in parentheses names no lift',
      'Chest fly (supersetted with crunches)\n12 x 14 kg\n12 x 16 kg',
      ['dumbbell fly 12@30.865', 'dumbbell fly 12@35.274'],
    ],
    [
      'a sentence between the rows, with numbers of another day',
      'Incline press\n8 x 30 kg\n8 x 32.5 kg\nLast month I stalled on this (6 x 35 kg rather than 8 x 35 kg) so my coach reset the weights lower.\n8 x 30 kg',
      [
        'incline barbell bench press 8@66.139',
        'incline barbell bench press 8@71.65',
        'incline barbell bench press 8@66.139',
      ],
    ],
    [
      'a sentence run on after a row, under a filler',
      'Leg press (supersetted with calf raises)\n12 x 100 kg\n10 x 120 kg The trainer says we add weight next week if every rep goes up smoothly.\n10 x 120 kg',
      ['leg press 12@220.462', '2*leg press 10@264.554'],
    ],
  ])('%s: %s', (_, text, rows) => {
    expect(brief(text, 'kg')).toEqual(rows);
  });

  it('keeps the remarks in the note', () => {
    const { note } = parseJournal('Cable curls; wrist rolls b/w sets\n15 x 20 kg\n12 x 25 kg', 'kg');
    expect(note).toContain('wrist rolls b/w sets');
  });
});

describe('counter-examples keep their reading', () => {
  it.each([
    [
      'a capital X and a long tempo cue after a row, in capitals: the row stays whole',
      'HACK SQUAT\n200LB X 8 - 4 SECONDS DOWN, 2 SECONDS PAUSE, THEN 2 SECONDS UP',
      ['hack squat 8@200'],
    ],
    [
      "a target's load is not the rows'",
      'Squat (target 140 kg)\n100 x 5\n120 x 3',
      ['barbell back squat 5@220.462', 'barbell back squat 3@264.554'],
    ],
    [
      "the lifter's own weight is not the rows' load",
      'Pull-ups (bodyweight 80 kg)\n3 x 8',
      ['3*pull-up 8@bw'],
    ],
    [
      'rounds whose rows give one load a round',
      '4 Rounds\n3x Dips\n5x Front Squat (60, 70, 80, 90)',
      [
        '4*dip 3@bw',
        'front squat 5@132.277',
        'front squat 5@154.323',
        'front squat 5@176.37',
        'front squat 5@198.416',
      ],
    ],
    [
      'a variant in parentheses is the name, not a remark',
      'Bench (paused)\n5 x 100\n5 x 105',
      ['paused bench press 5@220.462', 'paused bench press 5@231.485'],
    ],
    [
      'lines that open with a load and name a lift are sets of their own, not headings',
      '3 x 10 each:\n20 kg lateral raise\n30 kg front raise',
      ['3*dumbbell lateral raise 10@44.092', '3*dumbbell front raise 10@66.139'],
    ],
    [
      'a plain name over rows with no remark reads as before',
      'Deadlift\n3 x 140 kg\n3 x 150 kg',
      ['barbell deadlift 3@308.647', 'barbell deadlift 3@330.693'],
    ],
  ])('%s: %s', (_, text, rows) => {
    expect(brief(text, 'kg')).toEqual(rows);
  });
});
