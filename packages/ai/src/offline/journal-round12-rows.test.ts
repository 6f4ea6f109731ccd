/**
 * Issue 11, twelfth round: the rows of one list are read one way. "A x B" rows under one lift, one a
 * line, with blank lines or indentation between them, are one list: which side is the load is decided
 * once, by the evidence of every row (a unit, a decimal, a number too big for reps, a side that climbs
 * while the other holds), exactly as the same list written on one line with commas. A row is never
 * turned into many sets unless the whole list reads "sets x reps". A remark in parentheses after a row
 * stays a remark; a tally after a list of counts ("- 100 total", "(55 total)") is no load and no set
 * (journal-told-lists reads it; the cases here guard it beside the rows).
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('rows across lines are one list, read once', () => {
  it.each([
    [
      'a pyramid, reps first, one load too big for reps',
      'Incline press\n12 x 95\n10 x 115\n8 x 135\n6 x 155',
      [
        'incline barbell bench press 12@95',
        'incline barbell bench press 10@115',
        'incline barbell bench press 8@135',
        'incline barbell bench press 6@155',
      ],
    ],
    [
      'blank lines between rows, all numbers small',
      'Cable fly:\n\n20 x 15\n\n15 x 20\n\n12 x 25',
      ['cable fly 20@15', 'cable fly 15@20', 'cable fly 12@25'],
    ],
    [
      'indented rows, the last two the same',
      'Hammer curls\n  14 x 20\n  12 x 25\n  10 x 30\n  10 x 30',
      ['hammer curl 14@20', 'hammer curl 12@25', '2*hammer curl 10@30'],
    ],
    [
      'a remark in parentheses after the first row',
      'Lat pulldown\n12 x 90 (seat was too low)\n10 x 100\n8 x 110',
      ['lat pulldown 12@90', 'lat pulldown 10@100', 'lat pulldown 8@110'],
    ],
    [
      'a remark after a dash on the last row',
      'Band pull-aparts\n5 x 20/side\n8 x 20/side\n10 x 20/side - shoulders felt fine',
      ['band pull-apart 20@5', 'band pull-apart 20@8', 'band pull-apart 20@10'],
    ],
    [
      'a remark after a semicolon, and an emoji',
      'Leg curl\n15 x 60; easy\n12 x 70 💪\n10 x 80',
      ['lying leg curl 15@60', 'lying leg curl 12@70', 'lying leg curl 10@80'],
    ],
    [
      'capital X, one line holding two rows',
      'Shrugs\n20 X 135\n15 X 185, 12 X 225\n10 X 275',
      ['barbell shrug 20@135', 'barbell shrug 15@185', 'barbell shrug 12@225', 'barbell shrug 10@275'],
    ],
    [
      'decimals mark the load side',
      'Face pulls\n15 x 27.5\n12 x 30\n12 x 32.5',
      ['face pull 15@27.5', 'face pull 12@30', 'face pull 12@32.5'],
    ],
    [
      'the list after a sentence naming the lift, prose after it',
      'Then I did preacher curls:\n\n12 x 40\n10 x 50\n\n8 x 60\n\nFelt good.',
      ['preacher curl 12@40', 'preacher curl 10@50', 'preacher curl 8@60'],
    ],
    [
      'light loads climbing at the same reps per leg',
      'Reverse lunge\n5 x 10 each leg\n8 x 10 each leg\n12 x 10 each leg',
      ['dumbbell reverse lunge 10@5', 'dumbbell reverse lunge 10@8', 'dumbbell reverse lunge 10@12'],
    ],
    [
      'the same climb written on one line reads the same',
      'Dumbbell curl 6 x 12, 8 x 12, 10 x 12',
      ['dumbbell curl 12@6', 'dumbbell curl 12@8', 'dumbbell curl 12@10'],
    ],
    [
      'loads with their unit, × for x',
      'Goblet squat\n15 × 16kg\n12 × 20kg\n10 × 24kg',
      ['goblet squat 15@35.274', 'goblet squat 12@44.092', 'goblet squat 10@52.911'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it('keeps a remark after a row as a note, not a set', () => {
    const out = parseJournal('Lat pulldown\n12 x 90 (seat was too low)\n10 x 100', 'lb');
    expect(out.sets.map((s) => [s.reps, s.weight])).toEqual([
      [12, 90],
      [10, 100],
    ]);
    expect(out.note).toBe('seat was too low');
  });
});

describe('a tally after a list of counts is no load and no set', () => {
  it.each([
    [
      'a dash, then the total',
      'Situps: 25/30/25/20 - 100 total',
      ['sit-up 25@bw', 'sit-up 30@bw', 'sit-up 25@bw', 'sit-up 20@bw'],
    ],
    ['the total in parentheses', 'Pushups: 20/20/15 (55 total)', ['2*push-up 20@bw', 'push-up 15@bw']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('what keeps its reading', () => {
  it.each([
    ['a bodyweight list that adds up as sets x reps', 'Chin-ups\n2 x 6\n3 x 6\n4 x 6', ['9*chin-up 6@bw']],
    [
      'sets x reps rows with a blank line',
      'Front squat\n3 x 8\n\n2 x 10',
      ['3*front squat 8@-', '2*front squat 10@-'],
    ],
    ['a load after reps, not their sum', 'Squat 5/5/5 - 225', ['3*barbell back squat 5@225']],
    [
      'a sentence between rows ends the list',
      'Rows\n135 x 8\n\nFelt heavy today.\n\n3 x 10',
      ['barbell row 8@135', '3*barbell row 10@-'],
    ],
    ['a last count that is no tally', 'Pushups 10, 10, 20', ['2*push-up 10@bw', 'push-up 20@bw']],
    [
      '"Set N - load (conversion) - R reps": one set each',
      'Bench\nSet 1 - 60 kg (132 lb) - 10 reps\nSet 2 - 70 kg (154 lb) - 8 reps\nSet 3 - 80 kg (176 lb) - 5 reps',
      ['barbell bench press 10@132.277', 'barbell bench press 8@154.323', 'barbell bench press 5@176.37'],
    ],
    [
      '"Set N - R": the reps of each set',
      'Air squats\nSet 1 - 30\nSet 2 - 25\nSet 3 - 20',
      ['bodyweight squat 30@bw', 'bodyweight squat 25@bw', 'bodyweight squat 20@bw'],
    ],
    ['five by five on three lines', 'Press\n5 x 5\n5 x 5\n5 x 5', ['15*overhead press 5@-']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
