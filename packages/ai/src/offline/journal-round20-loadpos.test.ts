/**
 * Round 20: a load, or a list of loads, written where the set readers did not look for one, and a
 * scheme joined to the next by a plus. "Squat (225) 3x5" logged 3x5 with no load, "Squat: 135 (5x5)"
 * a set of 135 reps, "Dips +20kg x 8 x 3" eight sets of three. Each is now read where the decision is
 * made: journal-spread (a load or scheme in brackets, a bracketed list of loads after a scheme),
 * journal-normalize ("3 x 5 (225)" is no pair's total, "(225x5) x3" a set repeated),
 * journal-notation (an added load before two counts, bells last in a triple), journal-lists (a reps list
 * "x" one load), journal-clauses (a plus between whole sets), journal-asides (rest-pause mini-sets).
 *
 * Decisions where the notation is ambiguous (the safer reading kept: a missing load over a wrong one):
 * - A bare number in brackets beside a scheme is its load only when heavier than the reps and than any
 *   count (> 20): "Squat (2) 3x5" stays an aside, as does anything with a word ("(high bar)", "(level 8)").
 * - A bracketed list after a scheme is its loads, one a set, only when it has one number per set and each
 *   is at least 20 and more than five over the reps: "3x10 (12, 11, 10)" stays the reps done.
 * - "8, 8, 7, 6 x 80kg" at the start of the sets is every set at that load, like "8, 8, 7, 6 @ 80kg"; after
 *   a set's own load ("60x10, 8, 6x70") the counts keep their places, and a load of 30 or less with no
 *   unit ("12, 10, 8 x 25") is not read as one.
 * - "3 x 10 x 50s" is bells when the last number is over 20, or at least 5 on a line naming bells or a
 *   lift done with them ("Hammer curls 3x12x20s"); a count of 1 ("Plank 3 x 1 x 60s") stays a hold.
 * - "+20kg x 8 x 3": an added load, its counts ordered as any load-first triple (three sets of eight);
 *   a plus after a set ("100x5 + 60x3x10") joins two sets instead.
 * - "+4 +3" after a set are rest-pause mini-sets only on a line saying so (rest-pause, rp, myo reps), each
 *   no longer than the set; "225x5+1" alone is left as it was.
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('a load written where the sets do not look for it', () => {
  it.each([
    ['a load in brackets before the scheme', 'Squat (225) 3x5', ['3*barbell back squat 5@225']],
    ['square brackets', 'Squat [225] 3x5', ['3*barbell back squat 5@225']],
    ['a load before a bracketed scheme', 'Squat: 135 (5x5)', ['5*barbell back squat 5@135']],
    ['a spaced scheme, its load in brackets', 'Squat 3 x 5 (225) RPE 8', ['3*barbell back squat 5@225']],
    ['a bracketed set, times a count', 'Bench (100kg x 8) x 4', ['4*barbell bench press 8@220.462']],
    ['no colon, spaced', 'RDL 185 ( 3 x 8 )', ['3*romanian deadlift 8@185']],
    ['the load in brackets, block under the name', 'Squat\n(225) 3x5', ['3*barbell back squat 5@225']],
    ['load and scheme under the name', 'Deadlift:\n315 (1x5)', ['barbell deadlift 5@315']],
    ['kilos in square brackets', 'Front squat [60kg] 3x5', ['3*front squat 5@132.277']],
    [
      'a bracketed list of kilo loads, one a set',
      'Bench press 4x10 (20, 25, 30, 30)',
      ['barbell bench press 10@44.092', 'barbell bench press 10@55.116', '2*barbell bench press 10@66.139'],
      'kg',
    ],
    [
      'square brackets, pounds',
      'Row 3x10 [95, 105, 115]',
      ['barbell row 10@95', 'barbell row 10@105', 'barbell row 10@115'],
    ],
    ['bells last in a triple', 'Incline DB 3 x 10 x 50s', ['3*incline dumbbell bench press 10@50']],
    ['light bells on a curl', 'Hammer curls 3x12x20s', ['3*hammer curl 12@20']],
    [
      'a reps list, then "x" one load',
      'Bench press: 8, 8, 7, 6 x 80kg',
      ['2*barbell bench press 8@176.37', 'barbell bench press 7@176.37', 'barbell bench press 6@176.37'],
    ],
    [
      'no spaces, no unit',
      'Bench 10,8,6x135',
      ['barbell bench press 10@135', 'barbell bench press 8@135', 'barbell bench press 6@135'],
    ],
    [
      'a comma list of reps "x" a list of loads',
      'Curls 12, 10, 8 x 30, 35, 40',
      ['barbell curl 12@30', 'barbell curl 10@35', 'barbell curl 8@40'],
    ],
    ['dashes', 'Squat 5-5-3 x 275', ['2*barbell back squat 5@275', 'barbell back squat 3@275']],
  ])('%s', (_, text, rows, unit?: string) => {
    expect(brief(text, unit === 'kg' ? 'kg' : 'lb')).toEqual(rows);
  });
});

describe('an added load before two counts', () => {
  it.each([
    ['kilos', 'Dips +20kg x 8 x 3', ['3*dip 8@44.092']],
    ['pounds, no unit', 'Dips +45 x 8 x 3', ['3*dip 8@45']],
    ['"BW+"', 'Chin ups BW+25 x 6 x 4', ['4*chin-up 6@25']],
    ['a colon', 'Weighted pull-ups: +10kg x 5 x 3', ['3*pull-up 5@22.046']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('schemes joined by a plus, and rest-pause mini-sets', () => {
  it.each([
    [
      'sets of, at loads',
      'Squat 3 sets of 5 @ 225 + 1 set of 8 @ 185',
      ['3*barbell back squat 5@225', 'barbell back squat 8@185'],
    ],
    [
      '"with"',
      'Bench 3 sets of 5 with 185 + 2 sets of 10 with 135',
      ['3*barbell bench press 5@185', '2*barbell bench press 10@135'],
    ],
    [
      'scheme and load, no "@"',
      'Squat 3x5 100kg + 1x8 80kg',
      ['3*barbell back squat 5@220.462', 'barbell back squat 8@176.37'],
    ],
    [
      'rest-pause plus counts',
      'Leg press 300x10 rest-pause +4 +3',
      ['leg press 10@300', 'leg press 4@300', 'leg press 3@300'],
    ],
    [
      'the word after the counts',
      'Leg press 300x10+4+3 rest pause',
      ['leg press 10@300', 'leg press 4@300', 'leg press 3@300'],
    ],
    [
      'myo reps',
      'Lat pulldown 120x12 myo reps +5 +4',
      ['lat pulldown 12@120', 'lat pulldown 5@120', 'lat pulldown 4@120'],
    ],
    [
      '"rp" and bare counts',
      'Leg press 300x10 rp 4, 3',
      ['leg press 10@300', 'leg press 4@300', 'leg press 3@300'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('lines that look alike and keep their reading', () => {
  it.each([
    ['a bracketed word is a note', 'Squat (high bar) 3x5 225', ['3*barbell back squat 5@225']],
    ['a machine level', 'Leg extension 3x12 (level 8)', ['3*leg extension 12@-']],
    ['a machine pin', 'Lat pulldown 3x10 plate 9', ['3*lat pulldown 10@-']],
    ['a small bracketed number is no load', 'Squat (2) 3x5', ['3*barbell back squat 5@-']],
    [
      'loads after a scheme, already read',
      'Bench 3x5 (185, 195, 205)',
      ['barbell bench press 5@185', 'barbell bench press 5@195', 'barbell bench press 5@205'],
    ],
    ['a load after a scheme', 'Squats 5x5 (135)', ['5*barbell back squat 5@135']],
    [
      'a reps list at a load',
      'Bench 5,5,4 @ 225',
      ['2*barbell bench press 5@225', 'barbell bench press 4@225'],
    ],
    [
      'counts after a set keep their own load',
      'Bench 60x10, 8, 6x70',
      ['barbell bench press 10@60', 'barbell bench press 8@60', 'barbell bench press 6@70'],
    ],
    ['a hold in seconds', 'Plank 3 x 1 x 60s', ['plank -@bw']],
    ['an added load, then the scheme', 'Weighted dips +45lbs 3x8', ['3*dip 8@45']],
    ["a pair's total, then each bell", 'DB press 120(60s) x 8', ['dumbbell bench press 8@60']],
    [
      'a plus between sets is no added load',
      'Bench 100x5 + 60x3x10',
      ['barbell bench press 5@100', '3*barbell bench press 10@60'],
    ],
    ['a plus with no rest-pause word', 'Bench 225x5+1', ['barbell bench press 5@225']],
    [
      'two schemes at loads',
      'Bench 2x10 @ 60kg + 1x8 @ 65kg',
      ['2*barbell bench press 10@132.277', 'barbell bench press 8@143.3'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it('reps done in brackets after a scheme are no loads', () => {
    for (const text of ['Bench 3x10 (12, 11, 10)', 'Curls 3x12 (15, 15, 15)'])
      expect(parseJournal(text, 'lb').sets.every((s) => s.weight === null)).toBe(true);
  });

  it('a light load after a reps list is not taken for one', () => {
    expect(
      parseJournal('Curls 12, 10, 8 x 25', 'lb').sets.some((s) => s.weight === 25 && s.reps === 12),
    ).toBe(false);
  });
});
