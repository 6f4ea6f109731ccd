/**
 * Issue 11, sixteenth round: a cardio session told as a story or as fields is one set per machine, and
 * every machine in a sequence is logged. A stretch of a bout at another speed, slope, level or pace is
 * part of that bout (journal-bouts partOfBout, journal-cardio withPart: the parts never outlast the bout);
 * a program done on a machine names no machine (journal-cardio cardioWord); a bicycle is a bike; a record
 * of "Label - value" fields, blank lines between, is one bout named by its type (journal-fields); a road
 * distance told as the thing done ("an easy 10k") is a run (journal-cardio distanceTold).
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none).
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('one set per machine, told as a story or as fields', () => {
  it.each([
    [
      'a treadmill bout with its speeds and slopes',
      'Cooled down with 25 min on the treadmill, walking ten minutes at 3.5 mph on incline 8, then jogging 10 minutes at 5.5 mph and ending with five minutes flat.',
      ['Treadmill -@-'],
    ],
    [
      'a ride whose levels change',
      '40 minutes on the spin bike, starting at level 6 for 10 minutes, pushing up to level 12 for 20 min, then easing back for the last 10.',
      ['Cycling -@-'],
    ],
    [
      'a row with a faster stretch',
      'Rowed 30 minutes, the middle 10 minutes at a faster pace',
      ['Rowing -@-'],
    ],
    [
      'sprinting on the bike is the bike',
      'Half an hour on the exercise bike, sprinting 30 seconds at max resistance every few minutes.',
      ['Cycling -@-'],
    ],
    [
      'a cross trainer with a gradient change',
      'Did 30 mins on the cross trainer, 15 minutes at gradient 4 and 15 at gradient 10.',
      ['Elliptical -@-'],
    ],
    [
      'every machine in a sequence, a bicycle among them',
      'My routine: first 10 minutes on the bicycle, then 2 km on the rower, then 20 minutes on the stair climber.',
      ['Cycling -@-', 'Rowing -@-', 'Stair Climber -@-'],
    ],
    [
      'a program on a machine is no machine',
      'Then 20 minutes on the elliptical doing the Mountain Ride program, then 10 minutes on the treadmill.',
      ['Elliptical -@-', 'Treadmill -@-'],
    ],
    [
      'a program on the bike is no run',
      '25 min on the stationary bicycle doing the Fat Burn Run workout',
      ['Cycling -@-'],
    ],
    [
      'fields with dashes and blank lines',
      'Activity - Incline treadmill walk\n\nDistance - 2.5 miles\n\nTime - 41 minutes 10 seconds',
      ['Treadmill -@-'],
    ],
    [
      'fields with colons, the type naming a ride',
      'Type: Bike ride\nDistance: 32 km\nDuration: 1 hour 12 minutes',
      ['Cycling -@-'],
    ],
    [
      'a road distance told as the run',
      'Kicked the morning off with a nice steady 10k. Legs felt fresh and I kept it around 5:20/km.',
      ['Running -@-'],
    ],
    [
      'a run by its distance, its details after',
      'Got in a muddy 8 km before work.\nThe hills topped out at 9% and the whole thing took 47:12.',
      ['Running -@-'],
    ],
    [
      'a run by its distance in a sentence about the session',
      'The session opened with an easy 5k, then squats 3x5 at 225.',
      ['Running -@-', '3*barbell back squat 5@225'],
    ],
  ])('%s: %s', (_, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });

  it('a stretch longer than the bout is no part of it', () => {
    const [bout] = parseJournal('10 minutes on the treadmill, then 25 minutes at 4 mph', 'lb').sets;
    expect(bout?.notes).toBe('10 minutes, 25 minutes');
  });

  it('keeps the parts in the bout note', () => {
    const [bout] = parseJournal(
      '20 min on the treadmill, running 5 minutes at 6 mph, then 3 minutes at 8 mph',
      'lb',
    ).sets;
    expect(bout?.notes).toBe('20 min, including 5 minutes, 3 minutes');
  });
});

describe('what stays as it was', () => {
  it.each([
    [
      'a walk told as a bout of its own after the treadmill',
      '3 km on the treadmill and a 2 km walk home',
      ['Treadmill -@-', 'Walking -@-'],
    ],
    [
      'another machine after the first is another bout',
      '15 min on the rower at a hard pace, then 15 min on the bike at level 10',
      ['Rowing -@-', 'Cycling -@-'],
    ],
    ['type over sets and reps names no lift', 'Type - Strength\nSets - 3\nReps - 5\nWeight - 100', []],
    ['a lift with a dash is no field', 'Squat - 3x5 at 225', ['3*barbell back squat 5@225']],
    [
      'a distance with no article is not made a run',
      'Farmer carry 3 x 40m with 70 lb',
      ["3*farmer's carry -@70"],
    ],
    [
      'a lift in sets of ten, with a speed, is no bout',
      'Bench 3x10 at 135, speed work',
      ['3*barbell bench press 10@135'],
    ],
  ])('%s: %s', (_, text, expected) => {
    expect(brief(text)).toEqual(expected);
  });
});
