/**
 * Issue 11, fourteenth round: in a block, a line that instructs or labels is not a set, and a repeat
 * mark multiplies what it covers (journal-block-marks, journal-block-heading). A program's label
 * ("Wendler 5/3/1 week 3", "Cycle 2 Week 1", "5x5 B") is a note; an abbreviation key is a note and
 * makes its short names read as the full ones; a remark after a row names no lift; a repeat mark after
 * rows ("Did that 3 times", "x3 rounds") or a circuit written out again and again makes rounds, each
 * move's sets together; a load of zero is a bodyweight set, and an unloaded squat or lunge in a circuit
 * is its bodyweight form. Lines written by us. Rows as in journal-general.test.ts: "name reps@weight"
 * in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a line that labels the program is a note, not a set', () => {
  it.each([
    [
      'a program and its week between the lift and its rows',
      'Squat\nWendler 5/3/1 week 3\n5 x 200\n3 x 230\n1 x 260',
      ['barbell back squat 5@200', 'barbell back squat 3@230', 'barbell back squat 1@260'],
    ],
    [
      'a scheme-named program with its workout letter',
      'Bench\n5x5 B\n5 x 185',
      ['barbell bench press 5@185'],
    ],
    [
      'a superset tag, then the week of the cycle',
      'B1: Overhead press\nwk 2 - 531\n3 x 95\n3 x 105\n3 x 115',
      ['overhead press 3@95', 'overhead press 3@105', 'overhead press 3@115'],
    ],
    [
      'a cycle and a week above two lifts',
      'Cycle 2 Week 1\nSquat 3x5 @ 245\nBench 3x5 @ 185',
      ['3*barbell back squat 5@245', '3*barbell bench press 5@185'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('an abbreviation key is a note, and its short names read as written in full', () => {
  it.each([
    [
      'a short name the catalogue does not know',
      'OHP = overhead press; FSQ = front squat\nOHP 5x5 @ 95\nFSQ 3x5 @ 155',
      ['5*overhead press 5@95', '3*front squat 5@155'],
    ],
    [
      'a key with commas, then a labelled row',
      'PBR = pendlay row, HT = hip thrust\n\nPBR: 4x6 @ 155\nHT: 3x10 @ 185',
      ['4*pendlay row 6@155', '3*barbell hip thrust 10@185'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a remark after a row names no lift', () => {
  it.each([
    [
      'a dash, then what changed after some sets, under a tagged heading',
      'A2: Backyard tree rows\n7 x 10 - shortened the strap after 4 sets to make them a bit easier',
      ['7*Backyard Tree Rows 10@-'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a repeat mark multiplies the rows it covers', () => {
  it.each([
    [
      'a sentence after a circuit, under its heading',
      'Circuit:\n15 kettlebell swings @ 50\n10 burpees\nRepeated the circuit 4 times',
      ['4*kettlebell swing 15@50', '4*burpee 10@bw'],
    ],
    [
      '"x3 rounds" after labelled rows',
      'Finisher\nDB curls: 25 x 12\nDips: 10\nx3 rounds',
      ['3*dumbbell curl 12@25', '3*dip 10@bw'],
    ],
    [
      'a count in words, then a remark about rest',
      'Core\nHanging leg raises: 12\nPlank: 1 x 45 sec\nthree times through - 30 sec rest',
      ['3*hanging leg raise 12@bw', '3*plank -@bw'],
    ],
    [
      'a circuit written out twice, one line after the other',
      '12 Push-ups, 15 Lunges\n12 Push-ups, 15 Lunges',
      ['2*push-up 12@bw', '2*bodyweight lunge 15@bw'],
    ],
    [
      'a circuit written out four times, blank lines between',
      '10 sit-ups, 10 push-ups, 10 squats\n\n10 sit-ups, 10 push-ups, 10 squats\n\n10 sit-ups, 10 push-ups, 10 squats\n\n10 sit-ups, 10 push-ups, 10 squats',
      ['4*sit-up 10@bw', '4*push-up 10@bw', '4*bodyweight squat 10@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('no load is a bodyweight set', () => {
  it.each([
    ['a zero load with its unit', 'Walking lunges: 20 @ 0 lb', ['dumbbell walking lunge 20@bw']],
    ['a zero load without one', 'Goblet squat 12 @ 0', ['goblet squat 12@bw']],
    [
      'an unloaded squat among push-ups in rounds',
      '5 rounds: 10 push-ups, 20 squats',
      ['5*push-up 10@bw', '5*bodyweight squat 20@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('counter-examples: lines that look alike and stay as they are', () => {
  it.each([
    ['a scheme under a lift is its sets, not a label', 'Squat\n5x5 @ 225', ['5*barbell back squat 5@225']],
    [
      '"x8" on its own line is the last set again, not a round count',
      'Leg press\n10 x 200\nx8',
      ['leg press 10@200', 'leg press 8@200'],
    ],
    [
      'a loaded squat in rounds keeps its bar',
      '3 rounds: 5 squats @ 135, 10 push-ups',
      ['3*barbell back squat 5@135', '3*push-up 10@bw'],
    ],
    [
      'one lift written twice is its sets twice, not rounds',
      'Rows 3x10 @ 135\nRows 3x10 @ 135',
      ['6*barbell row 10@135'],
    ],
    [
      'a spreadsheet row repeated is rows of a table',
      'Lat Pulldowns,65,8,no,no,no\nLat Pulldowns,65,8,no,no,no',
      ['2*lat pulldown 8@65'],
    ],
    [
      '"3 times a week" is a habit, not a repeat mark',
      'Curls\n3 x 10 @ 30\n3 times a week is my plan',
      ['3*barbell curl 10@30'],
    ],
    [
      'a machine level beside a bout is not a label',
      'Deadlift 5 x 5 @ 315\nLevel 7 on the bike for 10 minutes',
      ['5*barbell deadlift 5@315', 'Cycling -@-'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
