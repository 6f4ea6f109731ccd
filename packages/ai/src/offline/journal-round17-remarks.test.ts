/**
 * Round 17: what a lifter says about sets already logged adds no sets. A total or sum told after the
 * sets ("(19 reps, 4 sets)", "That was 24 reps, 6600 lbs"), the same sets told again in words ("this was
 * the first time I got through 5 sets of 5 at 85lb"), a correction of the set it names ("(last set
 * actually x 6)"), and a goal in brackets ("(rep goal +2 next week)") restate or remark on them
 * (journal-restated, journal-achieved's sentenceKind). A light load before two small counts is
 * load x sets x reps ("Face pulls 20x3x15", journal-notation). Lines written by us.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*row".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('what is said about sets already logged adds no sets', () => {
  it.each([
    [
      'a count and sum in brackets',
      'Squat 225x5,5,5,4. (19 reps, 4 sets)',
      ['3*barbell back squat 5@225', 'barbell back squat 4@225'],
    ],
    [
      'a tonnage with a thousands comma',
      'Bench 155x8,8,7,6 (29 reps total, 4 sets = 4,495 lbs moved)',
      ['2*barbell bench press 8@155', 'barbell bench press 7@155', 'barbell bench press 6@155'],
    ],
    [
      'reps, tonnage and a time restated',
      'Deadlift: 6 sets of 4 at 275. That was 24 reps, 6600 lbs in 15 minutes.',
      ['6*barbell deadlift 4@275'],
    ],
    [
      'a sum and a rate of work',
      'Rows 135x10,10,10. That is 30 reps in all. Roughly 250lbs/min.',
      ['3*barbell row 10@135'],
    ],
    [
      'the scheme told again in words on the next line',
      'OHP\n85lb 5x5\nthis was the first time I got through 5 sets of 5 at 85lb!',
      ['5*overhead press 5@85'],
    ],
    [
      'got through, told again after the sets',
      'Front squat 3x5 @ 155\nMade it through all 3 sets of 5 at 155 without racking it.',
      ['3*front squat 5@155'],
    ],
    [
      'a correction of the last set of a load list',
      'Incline press 4 x 8: 95-115-125-135\n(last set actually x 6)',
      [
        'incline barbell bench press 8@95',
        'incline barbell bench press 8@115',
        'incline barbell bench press 8@125',
        'incline barbell bench press 6@135',
      ],
    ],
    ['a rep goal in brackets', 'Hack squat 3x10 @ 180 (rep goal +2 next week)', ['3*hack squat 10@180']],
    ['a goal of one more rep', 'Lunges 3x12 at 40 (goal +1 rep per set)', ['3*dumbbell lunge 12@40']],
    [
      'a sum pointed back at mid-sentence',
      'Pull-ups 8,7,6, that makes 21 reps',
      ['pull-up 8@bw', 'pull-up 7@bw', 'pull-up 6@bw'],
    ],
    [
      'a sum after "which"',
      'Leg press 270x12,12,10, which comes to 34 reps',
      ['2*leg press 12@270', 'leg press 10@270'],
    ],
    [
      'a program note in brackets between the name and its set',
      '2 Board Press (back-off to keep volume at 85%) 315x5',
      ['Board Press 5@315'],
    ],
    ['a light load, then sets and reps', 'Face pulls 20x3x15', ['3*face pull 15@20']],
    ['a light dumbbell, then sets and reps', 'Lateral raise 15x3x12', ['3*dumbbell lateral raise 12@15']],
    ['a heavier load, then sets and reps', 'Hammer curls 25 x 4 x 10', ['4*hammer curl 10@25']],
  ])('%s: %s', (_what, line, want) => {
    expect(brief(line)).toEqual(want);
  });
});

describe('new work told after the sets still counts', () => {
  it.each([
    [
      'a new load after "This time"',
      'Squat 135x5\nThis time 185x5',
      ['barbell back squat 5@135', 'barbell back squat 5@185'],
    ],
    [
      'the same scheme at a new load',
      'Bench 5x5 @ 135\nThis time I did 5 sets of 5 at 155',
      ['5*barbell bench press 5@135', '5*barbell bench press 5@155'],
    ],
    ['a bracket giving the load of the reps', 'Curls 3x15 (15 lb dumbbells)', ['3*dumbbell curl 15@15']],
    ['a word in brackets naming the variant', 'Squat (pause) 315x3', ['pause squat 3@315']],
    ['reps first, the load last', 'Squat 12 x 3 x 135', ['3*barbell back squat 12@135']],
    ['sets, reps, then the load', 'Deadlift 5x3x315', ['5*barbell deadlift 3@315']],
    [
      'more sets after a remark that points back',
      'Bench 3x8 at 135. That felt light, so 2x5 at 185.',
      ['3*barbell bench press 8@135', '2*barbell bench press 5@185'],
    ],
  ])('%s: %s', (_what, line, want) => {
    expect(brief(line)).toEqual(want);
  });
});
