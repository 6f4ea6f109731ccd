/**
 * Issue 11, eighth round, in our own words: (A) a cardio bout is ONE set carrying its distance, time
 * and pace, however many lines or sentences tell it; a distance in a time with no activity is a run;
 * the activity may be named in the clause beside the numbers. (B) sets told in prose ("for 4 sets of
 * 3", "my sets were 12, 10, 9 and 8") belong to the lift the story is about; a goal, a program's week
 * and a total are no sets. Rows as in journal-general.test.ts: "name reps@weight" in lb, runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('a cardio bout is one set', () => {
  it.each([
    ['a heading, distance, time and pace lines', 'Run:\n3.1 miles\n27:45\n8:57 pace', ['Running -@-']],
    ['upper-case machine, metres then a clock time', 'ROW\n2000 m\n7:58', ['Rowing -@-']],
    [
      'minutes, miles and calories under a machine',
      'Elliptical:\n25 min\n2.4 mi\n210 cal',
      ['Elliptical -@-'],
    ],
    [
      'two bouts, each over lines, an hour-long clock time',
      'Hike:\n5.2 km\n1:05:12\n\nBike:\n12 km\n31:40',
      ['Walking -@-', 'Cycling -@-'],
    ],
    [
      'one ride told in two clauses',
      'Cycled 20 km before work, and the 20k ride took 48 minutes.',
      ['Cycling -@-'],
    ],
    ['kilometres in minutes, no activity named', '10 km in 55 minutes', ['Running -@-']],
    ['miles in a clock time, no activity named', '2.5 mi in 21:30', ['Running -@-']],
    // round 32 (journal-round32-cardio): the bike trainer is named as its machine, as the treadmill is.
    ['a turbo trainer is a bike', 'After that, 20 min on the turbo trainer.', ['Bike Trainer -@-']],
    [
      'the machine in the clause, the time in the same one',
      'Set the treadmill timer to 30 minutes and just went for it.',
      ['Treadmill -@-'],
    ],
    [
      'the activity in the clause before its distance',
      'The jog felt easy today and I got the 10k done.',
      ['Running -@-'],
    ],
    ['a machine with a bare count after "for"', 'Stairmaster for 15', ['Stair Climber -@-']],
    ['a stair stepper with a bare count after a colon', '- stair stepper: 12', ['Stair Climber -@-']],
    [
      'a pace on a running machine',
      'Easy session on the running machine, pace was 14:30 per mile.',
      ['Treadmill -@-'],
    ],
    [
      'a split per 500 m on its own labelled line',
      'Rowing: 5000m\nTime: 21:12\nSplit: 2:07/500m',
      ['Rowing -@-'],
    ],
    ['a pace in an aside', '5K run: 28:45 (9:15/mi pace)', ['Running -@-']],
    [
      'a hike in words, feet climbed, hours',
      'Hiked 8 miles with 2000 ft of climbing in 3 hours.',
      ['Walking -@-'],
    ],
    // round 32 (journal-round32-cardio): a count of one distance is that many bouts, as real line 49#1 is labelled.
    ['repeats of a distance after it are one bout', 'Row 500m x 4 (2:00 rest)', ['4*Rowing -@-']],
    ['a count after a timed hold is its sets', 'Wall sit 1:00 x 3', ['3*wall sit -@bw']],
    ['a count after a carry distance is its sets', 'Prowler 20 yards x 6', ['6*Prowler -@-']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });

  it('keeps distance, time and pace in the one set’s note', () => {
    const { sets } = parseJournal('Run:\n3.1 miles\n27:45\n8:57 pace', 'lb');
    expect(sets).toHaveLength(1);
    expect(sets[0]?.notes).toBe('3.1 miles, 27:45, 8:57 pace');
  });
});

describe('sets told in prose', () => {
  it.each([
    [
      'sets of reps at a load, after talk, under the heading',
      'Deadlifts\nNot much sleep this week, but I still pulled 140 kg for 3 sets of 3.',
      ['3*barbell deadlift 3@308.647'],
      'kg' as const,
    ],
    [
      'sets of reps, the bell named in the clause before',
      'Kettlebell swings. Grabbed the 24kg bell and went for 8 sets of 10 reps.',
      ['8*kettlebell swing 10@52.911'],
      'kg' as const,
    ],
    [
      'the lift named in the sentence before, the load after the sets',
      'Front squats today. Felt slow at first but I went for 6 sets of 2 reps with 80kg.',
      ['6*front squat 2@176.37'],
      'kg' as const,
    ],
    [
      '"my sets were" a list of reps',
      'Dips at home. My sets were 12, 10, 9 and 8.',
      ['dip 12@bw', 'dip 10@bw', 'dip 9@bw', 'dip 8@bw'],
      'lb' as const,
    ],
    ['"in a row" is one set', 'Managed 15 dips in a row tonight.', ['dip 15@bw'], 'lb' as const],
    [
      'a load\'s abbreviation point before "for 10 reps"',
      'Rows: 3 sets of 135 lbs. for 10 reps.',
      ['3*barbell row 10@135'],
      'lb' as const,
    ],
    [
      'a record that is the total of the sets told after it',
      'Chin-ups: I hit a new record of 40 chin-ups in total today. My sets were 12, 10, 10 and 8.',
      ['chin-up 12@bw', '2*chin-up 10@bw', 'chin-up 8@bw'],
      'lb' as const,
    ],
    [
      "a goal's load in an aside",
      'Bench\nI have a goal in mind (225 lbs). Today I did 185 for 5 sets of 5.',
      ['5*barbell bench press 5@185'],
      'lb' as const,
    ],
  ])('%s', (_, text, want, unit) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('readings the principles leave alone', () => {
  it.each([
    ['intervals of the same distance, different times', 'Row 500m 1:45\nRow 500m 1:50', ['2*Rowing -@-']],
    [
      'the same activity on both sides of a lift',
      'Ran 3 miles\nSquat 3x5 @ 225\nRan 2 miles',
      ['Running -@-', '3*barbell back squat 5@225', 'Running -@-'],
    ],
    [
      'minutes on a bike, then a lift',
      'Bike 10 min, then squats 3x5 @ 225',
      ['Cycling -@-', '3*barbell back squat 5@225'],
    ],
    ['a timed hold', 'Plank 3 x 1 min', ['3*plank -@bw']],
    [
      'a break is no cardio',
      'Took a 5 min break between sets, then bench 3x5 @ 185',
      ['3*barbell bench press 5@185'],
    ],
    ['a row lift with a bare count is no cardio', 'Seated rows for 12', []],
    ['a carry over a distance in a time', 'Farmers walk 3 x 40m in 30 sec', ["3*farmer's carry -@-"]],
    [
      'a sentence that only counts sets',
      'Bench 3x5 @ 185. Last 2 sets were tough.',
      ['3*barbell bench press 5@185'],
    ],
    [
      'a habit told in sets of reps',
      'Squat 5x5 @ 225\nI usually do 3 sets of 5 on Mondays.',
      ['5*barbell back squat 5@225'],
    ],
    ['a personal trainer is no bike', 'My trainer had me do 20 minutes of stretching.', []],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });

  it('keeps a set that happens to be the sum of the others', () => {
    expect(brief('Barbell squats (30kg – 15; 60kg – 6; 70kg – 5; 80kg – 4)', 'kg')).toEqual([
      'barbell back squat 15@66.139',
      'barbell back squat 6@132.277',
      'barbell back squat 5@154.323',
      'barbell back squat 4@176.37',
    ]);
  });
});
