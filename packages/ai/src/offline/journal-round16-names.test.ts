/**
 * Sixteenth round: the lift is named by everything the lifter says about it, not by its first word
 * or a nearby generic word. A label's words are one name ("Standing Plate Curls", never "Standing"); a
 * name told after the numbers names them ("…, in a lift called the front squat"); a generic word
 * ("cardio") yields to the specific one told next; two movements joined by "with" are one movement;
 * "hypers" are hyperextensions. Lines written by us. Rows as in journal-general.test.ts: "name
 * reps@weight" in lb ("-" = none), runs as "n*row".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

const names = (line: string) => [...new Set(parseJournal(line, 'lb').sets.map((s) => s.name))];

describe('the lift is named by everything the lifter says about it', () => {
  it.each([
    [
      'a modifier and a kit word before the movement',
      'Standing Plate Curls: 3x12x10',
      ['3*Standing Plate Curls 12@10'],
    ],
    ['a kit word leading the name', 'Plate pinches - 3x30x10', ['3*Plate Pinches 30@10']],
    [
      'a modifier before an unknown movement',
      'Kneeling band pulldown 2x15x20',
      ['2*Kneeling Band Pulldown 15@20'],
    ],
    [
      'a name told after the numbers, in words',
      'This morning I hauled 135 pounds from the floor, three times, in an exercise called the deadlift.',
      ['barbell deadlift 3@135'],
    ],
    [
      'a name told by "what they call"',
      'Today I got 50 lb over my head, eight reps, in what they call the strict press.',
      ['overhead press 8@50'],
    ],
    [
      'a name told by "which is"',
      'Did 3 sets of 12 on the sled, which is the leg press.',
      ['3*leg press 12@-'],
    ],
    [
      'a name said before "as they call it"',
      'I did 4x6 with 95 lbs, the front squat as they call it',
      ['4*front squat 6@95'],
    ],
    [
      "a count told after a lift verb's load is its reps",
      'Tonight I squatted 185 lbs, four times, the back squat as they call it.',
      ['barbell back squat 4@185'],
    ],
    ['a load carried to a lone count after it', 'Bench 185 pounds, six times', ['barbell bench press 6@185']],
    [
      'generic cardio, the machine told next',
      'Got in 25 minutes of cardio. Used the rower today.',
      ['Rowing -@-'],
    ],
    ['generic cardio, the bike told next', 'Cardio 30 mins. Spin bike at level 8.', ['Cycling -@-']],
    [
      'two movements joined by "with"',
      'Lunge with overhead press: 3x8 at 25 lb',
      ['3*Lunge With Overhead Press 8@25'],
    ],
    [
      'a description under the joined name repeats its parts',
      'Deadlift with shrug: you pull, stand tall, deadlift and shrug at the top. 2x10 at 95',
      ['2*Deadlift With Shrug 10@95'],
    ],
  ])('%s: %s', (_what, line, want) => {
    expect(brief(line)).toEqual(want);
  });

  it('hypers are hyperextensions, back extensions stay back extensions', () => {
    expect(names('Hypers 3 x 15')).toEqual(['hyperextension']);
    expect(names('hyperextensions - 2 sets of 20')).toEqual(['hyperextension']);
    expect(names('45 degree back extensions 3x12')).toEqual(['back extension']);
  });
});

describe('lines that look alike but mean something else stay as they were', () => {
  it.each([
    [
      'a pause after "with" is how, not a second lift',
      'Squats with a pause 3x5 @ 185',
      ['3*barbell back squat 5@185'],
    ],
    ['kit after "with" picks the variant', 'Lunges with dumbbells 3x10 @ 30', ['3*dumbbell lunge 10@30']],
    ['a box after "to" is where', 'Squat to a box 3x5 @ 135', ['3*box squat 5@135']],
    ['cardio with no machine told stays cardio', 'Did 20 mins cardio. Felt good.', ['Cardio -@-']],
    ['a specific cardio already named keeps its name', '30 min bike, then cardio class', ['Cycling -@-']],
    [
      'a count of sets after a load is no reps',
      'Deadlift 225 lbs, 3 sets of 5',
      ['3*barbell deadlift 5@225'],
    ],
    ['reverse hypers are their own lift', 'Reverse hypers 3x12 @ 90', ['3*Reverse Hypers 12@90']],
    [
      'a lift mentioned later, not named as a name',
      'Bench 3x5 @ 185, deadlift felt heavy',
      ['3*barbell bench press 5@185'],
    ],
  ])('%s: %s', (_what, line, want) => {
    expect(brief(line)).toEqual(want);
  });
});
