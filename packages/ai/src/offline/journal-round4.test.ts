/**
 * Issue 11, fourth round: forms written by us before the parser read them, one failure class each.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("bw" = bodyweight only), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('kettlebells, speeds and cardio', () => {
  it.each([
    [
      'a kettlebell size in "k" is kilos',
      'Swings: 3x10x16k, 2x10x24k',
      ['3*kettlebell swing 10@35.274', '2*kettlebell swing 10@52.911'],
    ],
    [
      'reps × bell size in "k"',
      'Goblet squat 5x20k, 5x24k',
      ['goblet squat 5@44.092', 'goblet squat 5@52.911'],
    ],
    ['"k" on a cardio line stays a distance', 'Ran 8k', ['Running -@-']],
    ['a speed is not a load', 'Treadmill: 20 minutes at 3.5 mph', ['Treadmill -@-']],
    ['"tread mill" written apart is the treadmill', 'Tread mill 10 min', ['Treadmill -@-']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('attempts, minutes and shorthand', () => {
  it.each([
    [
      'failed attempts in a list of sets are neither sets nor a lift',
      'Squat:\n- 5 x 100 kg\n- 2 failed attempts at 140 kg\n- 3 x 120 kg',
      ['barbell back squat 5@220.462', 'barbell back squat 3@264.554'],
    ],
    [
      'a missed attempt between sets',
      'Bench\n225x5\nmissed attempt at 245\n225x3',
      ['barbell bench press 5@225', 'barbell bench press 3@225'],
    ],
    [
      'a missed lift after the sets on their line keeps them',
      'Squat 5x5 225 - missed lift on set 4',
      ['5*barbell back squat 5@225'],
    ],
    [
      'reps on the minute for some minutes are that many sets',
      'Swings 24kg, 5 reps every minute for 12 min',
      ['12*kettlebell swing 5@52.911'],
    ],
    [
      'minutes, then reps on the minute, with the total after',
      'Goblet squat 20 kg, 8 minutes, 6 on the minute (48 reps)',
      ['8*goblet squat 6@44.092'],
    ],
    ['EMOM minutes: reps', 'EMOM 10 min: 3 power cleans @ 135', ['10*power clean 3@135']],
    ['"2H SW" is a two-hand kettlebell swing', '2H SW 32kg, 15', ['kettlebell swing 15@70.548']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('exports and statements', () => {
  it.each([
    [
      'an app export: set number, load, reps in a run',
      'Chest Press : 1 40.00 10 2 45.00 10 3 45.00 8',
      ['machine chest press 10@40', 'machine chest press 10@45', 'machine chest press 8@45'],
    ],
    [
      'a record stated as it stands is history, an instruction is no set',
      'Deadlift 5x3 @ 315\nMy PR on the deadlift is 405. You should work up to a heavy triple.',
      ['5*barbell deadlift 3@315'],
    ],
    [
      '"should" about the lifter\'s own sets keeps them',
      'Squats 5x5 @ 225 felt like I should go heavier',
      ['5*barbell back squat 5@225'],
    ],
    [
      'a scheme in dashes, its loads in dashes on a later line',
      'Front squat 5-3-1\nI went 135-155-175',
      ['front squat 5@135', 'front squat 3@155', 'front squat 1@175'],
    ],
    [
      'a set count, then its loads in dashes',
      'Deadlift 3 sets: 225-245-265',
      ['barbell deadlift -@225', 'barbell deadlift -@245', 'barbell deadlift -@265'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('two lifts sharing one count', () => {
  it.each([
    [
      'a superset with the sets written once',
      'Curls superset with triceps pushdowns – 3 sets of 12',
      ['3*barbell curl 12@-', '3*triceps pushdown 12@-'],
    ],
    [
      'a superset, the sets right after the names',
      'Curls superset with dips 3x10',
      ['3*barbell curl 10@-', '3*dip 10@bw'],
    ],
    [
      'two lifts split by a slash, the set count for both after',
      'Leg curl – 40kg, 10 reps / Leg extension – 50kg, 10 reps (3 sets overall)',
      ['3*lying leg curl 10@88.185', '3*leg extension 10@110.231'],
    ],
    [
      "a second lift chained after the first one's count",
      'Bent over dumbbell row, 40 lb dumbbells, 3 sets of 12 Pull-Ups: 8x, 7x, 6x',
      ['3*one-arm dumbbell row 12@40', 'pull-up 8@bw', 'pull-up 7@bw', 'pull-up 6@bw'],
    ],
    [
      'a field after a set number names no lift',
      'Bench Press\nSet 1 Reps: 10 Weight: 135 lbs\nSet 2 Reps: 8 Weight: 155 lbs',
      ['barbell bench press 10@135', 'barbell bench press 8@155'],
    ],
    [
      'a note on the next line says the load written was the lifter',
      'Pull-ups: 3x6@180\nNote: pull-ups are bodyweight.',
      ['3*pull-up 6@bw'],
    ],
    [
      'one scheme in a sentence, then each lift with its load',
      'Did 3x8 of 40 kg bench, 30 kg. rows and 20 kg curls.',
      ['3*barbell bench press 8@88.185', '3*barbell row 8@66.139', '3*barbell curl 8@44.092'],
    ],
    [
      'sets first, the lift named in the aside after them',
      '225x2x8 sets (paused bench, 90 sec rest)',
      ['8*paused bench press 2@225'],
    ],
    [
      '"2-45lbs" is a pair of 45 lb dumbbells',
      'DB shrugs - 3 sets of 2-60lbs x 10 reps each.',
      ['3*dumbbell shrug 10@60'],
    ],
    [
      'a scheme changed into another: the second was done',
      'Bench at 185 (185, not 190) felt slow. I had to turn 5x5 into 5x3.',
      ['5*barbell bench press 3@185'],
    ],
    [
      // Round 26: beside a failed try the load told is the one made, a single (journal-load-story).
      'a load, then a miss at another load',
      'My bench press was 185 pounds. I failed on 190. Oh well.',
      ['barbell bench press 1@185'],
    ],
    [
      'an old record tied is history',
      'Squat 3x3 @ 275. Last Friday I tied my old PR of 300 pounds.',
      ['3*barbell back squat 3@275'],
    ],
    [
      'the machine used, then the lift done on it',
      'Onto the leg press machine for calf raises, 3 x 15 x 200',
      ['3*standing calf raise 15@200'],
    ],
    [
      'the smith machine for a lift',
      'Used the smith machine for squats, 3x8 @ 135',
      ['3*smith machine squat 8@135'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
