/**
 * Round 17: a load written after a run of counts belongs to that run, back to the previous load
 * (journal-lists runsAtLoads), and a heading that names the reps ("triples", "heavy singles", "sets of
 * 5") makes each load listed below it one set, a list on one line as much as one load a line
 * (journal-header-reps). A story after a line of sets, told without a full stop, is a sentence of its own,
 * so its history does not sink the sets (journal-achieved sentences, journal-clauses per sentence).
 * An angle moved to ("went to incline") is the bench at that angle (journal-names mentionIn). Lines
 * written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb, "n*row".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a load after a run of counts is that run’s load', () => {
  it.each([
    [
      'bracketed loads, two runs',
      'Bench 8, 8 (@ 185), 6, 5 (@ 205)',
      ['2*barbell bench press 8@185', 'barbell bench press 6@205', 'barbell bench press 5@205'],
    ],
    [
      'curls, a heavier second run',
      'Hammer curls 15, 12 (@ 25), 10, 10 (@ 30)',
      ['hammer curl 15@25', 'hammer curl 12@25', '2*hammer curl 10@30'],
    ],
    [
      'words for the load, a unit on the last',
      'Push press – 6 (at 95), 5,5,4 (at 115 lbs)',
      ['push press 6@95', '2*push press 5@115', 'push press 4@115'],
    ],
    [
      'no brackets, every run closed by its load',
      'Rows 10,10 @ 135, 8,8 @ 155',
      ['2*barbell row 10@135', '2*barbell row 8@155'],
    ],
    [
      'weighted dips, a run of one after',
      'Dips 8, 6 (@ 25 lbs), 5 (@ 45 lbs)',
      ['dip 8@25', 'dip 6@25', 'dip 5@45'],
    ],
    ['a remark after the load', 'Deadlift 5 (@ 315) felt easy', ['barbell deadlift 5@315']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a heading that names the reps makes each load below it a set', () => {
  it.each([
    [
      'triples over a dashed list',
      'Deadlift triples\n- 315, 335, 355',
      ['barbell deadlift 3@315', 'barbell deadlift 3@335', 'barbell deadlift 3@355'],
    ],
    [
      'heavy singles, slashes',
      'Bench, heavy singles:\n- 225 / 235 / 245',
      ['barbell bench press 1@225', 'barbell bench press 1@235', 'barbell bench press 1@245'],
    ],
    [
      'doubles in kilos, unit on the last loads',
      'Clean doubles\n60, 65, 70kg',
      ['power clean 2@132.277', 'power clean 2@143.3', 'power clean 2@154.323'],
    ],
    [
      'sets of five',
      'Squat, sets of 5:\n- 185, 205, 225 lbs',
      ['barbell back squat 5@185', 'barbell back squat 5@205', 'barbell back squat 5@225'],
    ],
    [
      'a list line then a single load line',
      'OHP triples\n95, 105 lbs\n115 lbs',
      ['overhead press 3@95', 'overhead press 3@105', 'overhead press 3@115'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('history told after a line of sets keeps the sets', () => {
  it.each([
    [
      'a correction of last week, no full stop after the sets',
      'EZ bar curls: 60×10, 70×8, 70×8 I wrote 50 for these last week but that was wrong.',
      ['ez bar curl 10@60', '2*ez bar curl 8@70'],
    ],
    [
      'an old best after the sets',
      'Lat pulldown 120x12, 130x10 My best last month was 140x10.',
      ['lat pulldown 12@120', 'lat pulldown 10@130'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('an angle moved to is the bench at that angle', () => {
  it.each([
    [
      'switched to incline after a story',
      'I decided my knee had had enough and switched to incline, 185 for 3 sets of 8.',
      ['3*incline barbell bench press 8@185'],
    ],
    [
      'went to decline',
      'My knee was done, so I went to decline and did 205 for 2 sets of 10.',
      ['2*decline barbell bench press 10@205'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('lines that look alike but mean something else do not change', () => {
  it.each([
    [
      'reps at a list of loads',
      'Bench 5 @ 135, 155, 175',
      ['barbell bench press 5@135', 'barbell bench press 5@155', 'barbell bench press 5@175'],
    ],
    [
      'one load for the whole run',
      'Curls 12, 10, 8 @ 30',
      ['barbell curl 12@30', 'barbell curl 10@30', 'barbell curl 8@30'],
    ],
    ['last week’s load in brackets', 'Squat 5 @ 225 (last week 215)', ['barbell back squat 5@225']],
    ['one load under singles names no lift', 'Singles:\n140kg', []],
    // Round 20: the one load under a named count of sets is every set's (journal-header-reps).
    ['a count of sets heads one load', 'Bench 3 sets of 5\n135', ['3*barbell bench press 5@135']],
    ['a treadmill at an incline', 'Treadmill 20 min at 12 incline', ['Treadmill -@-']],
    [
      'last week’s sets in the same sentence',
      'Bench 100x5 last week, today 110x5',
      ['barbell bench press 5@110'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
