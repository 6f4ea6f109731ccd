/**
 * Issue 11, thirteenth round: one cardio bout is one set, however many numbers tell it, and calendar
 * words are never sets or names. A distance in two units, a part inside the bout ("including", "first
 * 2 km", "last 10 min"), a bout told over several sentences and a distance in quotes are one bout; two
 * activities in one entry are two. Day names, dates and times of day ("9 March", "Saturday", "at 6 am",
 * "AM -") are never a set, a load or a name. Lines written by us. Rows as in journal-general.test.ts:
 * "name reps@weight" in lb ("-" = none), runs as "n*row".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('one cardio bout is one set, however many numbers tell it', () => {
  it.each([
    ['a distance in two units, then its time', 'Jog - 5 km (3.1 mi) in 29 min', ['Running -@-']],
    ['metres beside yards in a pool', 'Swim: 1000 m (1094 yd) in 24:10', ['Swimming -@-']],
    [
      'a part opened by "including", in brackets',
      'Ran 12 km including a threshold block (4 km at tempo, 17:20)',
      ['Running -@-'],
    ],
    ['a part opened by "with"', '10 km run with a fast finish (last 3 km in 12:30)', ['Running -@-']],
    [
      'parts named by where they fall in the bout',
      'Stationary bike: 40 minutes, first 30 min at level 6, last 10 min at level 9',
      ['Cycling -@-'],
    ],
    [
      'time and distance told sentences apart',
      'Friday: 50 min easy.  Calves sore.  Shortened the run to 50 minutes.  5.9 miles total.',
      ['Running -@-'],
    ],
    [
      'a distance total after the time is no count of reps',
      'Ran for 40 minutes. 4.4 miles total.',
      ['Running -@-'],
    ],
    [
      'a pace in whole minutes is no second time',
      'Ran 6 miles in 54 min, about 9 minute/mile pace.',
      ['Running -@-'],
    ],
    [
      'a distance in quotes is still the distance',
      'Tues: 6 "km" aqua jogging, then stretching.',
      ['Pool Running -@-'],
    ],
    [
      'two activities in one entry are two bouts',
      'Thursday: 4 "miles" deep water running at lunch: 2.5 miles easy on the treadmill (23:40).',
      ['Pool Running -@-', 'Treadmill -@-'],
    ],
    // round 32 (journal-round32-cardio): a count of one distance is that many bouts, as real line 49#1 is labelled.
    ['hill repeats are a run', 'Hill repeats, 8 x 200 m', ['8*Running -@-']],
  ])('%s: %s', (_, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });

  it('keeps the part in the bout’s note', () => {
    const sets = parseJournal('PM: 16 km run including tempo blocks (8 km - 34:10; 4:16 pace)', 'kg').sets;
    expect(sets).toHaveLength(1);
    expect(sets[0]?.notes).toContain('16 km');
    expect(sets[0]?.notes).toContain('including 8 km');
  });
});

describe('calendar words are never a set, a load or a name', () => {
  it.each([
    ['a date alone on a line above the bout', '14 March\n\nCycling – 30 km in 61 minutes', ['Cycling -@-']],
    [
      'a day name opening the sentence, a clock time in it',
      'Saturday we met Priya at 6 am for a long ride.',
      ['Cycling -@-'],
    ],
    ['a clock time with no space', 'Thursday I met the club at 7pm for a tempo run.', ['Running -@-']],
    ['the half of the day as a label', 'PM - 8 km run', ['Running -@-']],
    ['a date alone above a walk', '21 April\n\nWalk – 3 miles in 55 mins', ['Walking -@-']],
    ['a date alone above lifts', '3 June\nDeadlift 3x5 315', ['3*barbell deadlift 5@315']],
    ['a weekday and date above a run', 'Friday Oct. 9\n\n6 mile easy run.', ['Running -@-']],
  ])('%s: %s', (_, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});

describe('what stays as it was', () => {
  it.each([
    [
      'two runs told apart stay two',
      'Ran 3 miles this morning. Last night I ran 2 miles.',
      ['2*Running -@-'],
    ],
    ['a run, then a row', 'Ran 5 km, then rowed 2000 m.', ['Running -@-', 'Rowing -@-']],
    ['timed sets of a hold stay sets', 'Plank 3 x 1 min', ['3*plank -@bw']],
    [
      'a timed set with its rep total',
      'Kettlebell swings 10 minutes - 150 reps total',
      ['kettlebell swing 150@-'],
    ],
    ['a plan to meet is no session', 'I wanted to meet Sam at 6 am for a run.', []],
    ['"Sat" as a verb is no day', 'Sat on the bike for 20 min', ['Cycling -@-']],
  ])('%s: %s', (_, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});
