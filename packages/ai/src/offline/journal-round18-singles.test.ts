/**
 * Round 18: a bare load where maxes are told is a single, and a total is not a lift (journal-maxes;
 * dates inside a heading are journal-calendar's). When an entry says records or maxes ("max day",
 * "1RM", "New PRs", "CrossFit total") or marks its loads as records ("195PR"), a bare load after a
 * ramp of "load×reps" items is one rep ("nRM": n reps), and a "Lift: load" row with no reps is a
 * single at that load (a lift done with the body keeps its count as reps). A labelled total
 * ("Total: 1190", "Total = 142.5") is a sum, never a set. "on Nov 7/15:" is a date.
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('where maxes are told, a bare load after a ramp is a single', () => {
  it.each([
    [
      '"max day" heading, record and failed marks on the loads',
      'Front squat max day\n95x5, 135x3, 155x2, 175, 185, 195PR, 205F',
      [
        'front squat 5@95',
        'front squat 3@135',
        'front squat 2@155',
        'front squat 1@175',
        'front squat 1@185',
        'front squat 1@195',
      ],
    ],
    [
      '"1RM" before the list, "(PR)" in brackets',
      '1RM bench today: 45x10, 95x5, 135x3, 155, 165, 170 (PR)',
      [
        'barbell bench press 10@45',
        'barbell bench press 5@95',
        'barbell bench press 3@135',
        'barbell bench press 1@155',
        'barbell bench press 1@165',
        'barbell bench press 1@170',
      ],
    ],
    [
      '"Max out day!" over a dashed row',
      'Max out day!\n- Deadlift 135x5, 225x3, 275x1, 305, 325, 335',
      [
        'barbell deadlift 5@135',
        'barbell deadlift 3@225',
        'barbell deadlift 1@275',
        'barbell deadlift 1@305',
        'barbell deadlift 1@325',
        'barbell deadlift 1@335',
      ],
    ],
    [
      'only a record mark says it, "new max" in the heading',
      'Singles to a new max.\nClean: 60x3, 70x2, 80, 85, 90PR',
      ['power clean 3@60', 'power clean 2@70', 'power clean 1@80', 'power clean 1@85', 'power clean 1@90'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('under a heading of records or maxes, "Lift: load" is a single; a total is a sum', () => {
  it.each([
    [
      '"Testing maxes", loads in pounds',
      'Testing maxes this week\nSquat: 140 lbs\nBench: 95 lbs\nDeadlift: 180 lbs',
      ['barbell back squat 1@140', 'barbell bench press 1@95', 'barbell deadlift 1@180'],
    ],
    [
      '"Personal records", dashes and the increase in brackets',
      'Personal records:\n* Back squat - 275 lb (+10)\n* Bench press - 190 lb (+5)',
      ['barbell back squat 1@275', 'barbell bench press 1@190'],
    ],
    [
      'a powerlifting total with its "Total:" line',
      'Our powerlifting total after the meet prep:\nSquat: 405\nBench: 285\nDeadlift: 500\nTotal: 1190',
      ['barbell back squat 1@405', 'barbell bench press 1@285', 'barbell deadlift 1@500'],
    ],
    [
      '"Total =" run on after the last row',
      'New maxes from testing week\n  - front squat: 82.5\n  - push press: 60   Total = 142.5',
      ['front squat 1@82.5', 'push press 1@60'],
    ],
    ['"3RM day": the rows are triples', '3RM day\nBack squat: 245 lbs', ['barbell back squat 3@245']],
    [
      'a date in digits closing the heading is no set',
      'My CrossFit Total on 3/14:\n• Squat: 185\n• Press: 95\n• Deadlift: 245',
      ['barbell back squat 1@185', 'overhead press 1@95', 'barbell deadlift 1@245'],
    ],
    [
      'a date in words with a slashed year, the total on the last row',
      'Retested on Feb 3/19:\n  • back squat: 190\n  • deadlift: 260   CrossFit Total = 450',
      ['barbell back squat 1@190', 'barbell deadlift 1@260'],
    ],
    [
      'a total after ordinary sets is no set of the lift before',
      'Bench 3x5 @ 185\nTotal: 555 lbs',
      ['3*barbell bench press 5@185'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('counter-examples: no max told, or a count that is reps', () => {
  it.each([
    [
      'no max told: a bare load after the ramp keeps its reps',
      'Squat 135x5, 185x5, 225, 245',
      [
        'barbell back squat 5@135',
        'barbell back squat 5@185',
        'barbell back squat 5@225',
        'barbell back squat 5@245',
      ],
    ],
    [
      'a percentage of the 1RM is a scale, not a max told',
      'Deadlift at 80% of my 1RM: 135x5, 185, 205',
      ['barbell deadlift 5@135', 'barbell deadlift 5@185', 'barbell deadlift 5@205'],
    ],
    [
      'an old PR named in the story is no max day',
      'Bench 185x5, 205x5, 225\nPR was 235 last year',
      ['barbell bench press 5@185', 'barbell bench press 5@205', 'barbell bench press 5@225'],
    ],
    [
      'rows without a max heading stay as written',
      'Squat: 225 lbs\nBench: 185 lbs',
      ['barbell back squat -@225', 'barbell bench press -@185'],
    ],
    [
      'a bodyweight lift on max day keeps its count as reps',
      'Max day\nPull-ups: 14\nSquat: 315',
      ['pull-up 14@bw', 'barbell back squat 1@315'],
    ],
    ['a slash pair before sets is no date', 'Squats on 5/3: 5x5 at 100', ['5*barbell back squat 5@100']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
