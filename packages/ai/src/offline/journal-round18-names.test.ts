/**
 * Eighteenth round: the lift is the movement named, not a body part, a day, a position or a word about
 * the sets. A body-part or day label before the movement names nothing ("Biceps - Hammer curls");
 * words about the sets ("a series of", "rounds", "as a finisher") leave the lift the entry named; a
 * score out of ten after the sets ("knee pain 2/10") is a remark, not reps; "two 25 lb dumbbells" is
 * the load of each bell; "*" between two counts is "x". Lines written by us. Rows as in
 * journal-general.test.ts: "name reps@weight" in lb ("-" = none), runs as "n*row".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('the lift is the movement named, not a body part, a day or a word about the sets', () => {
  it.each([
    [
      'a muscle label, the movement on the line after',
      'Biceps - Hammer curls\n3 x 12 x 25',
      ['3*hammer curl 12@25'],
    ],
    ['a day label with a dash', 'Leg day – leg extensions 3x12 @ 90', ['3*leg extension 12@90']],
    ['two body parts as a label', 'Shoulders and arms - curls 3x10 @ 30', ['3*barbell curl 10@30']],
    ['a body-part day label', 'Back day: T-bar row\n135 x 8', ['t-bar row 8@135']],
    ['a numbered day label', 'Day 2: Deadlifts\n315 x 3', ['barbell deadlift 3@315']],
    [
      'two muscles joined by "&"',
      'Chest & triceps: Close grip bench\n185 x 5',
      ['close-grip bench press 5@185'],
    ],
    [
      'a muscle label before a movement the catalogue lacks',
      'Lats: Front Pulldown (machine)\n10 @ 80\n8 @ 100',
      ['Front Pulldown 10@80', 'Front Pulldown 8@100'],
    ],
    [
      '"a series of" sets keeps the lift named before',
      'Overhead press. Worked up to 95 lb and did a series of 5 sets of 5.',
      ['5*overhead press 5@95'],
    ],
    [
      '"the opener" and "a series" name no lift',
      'Squat 5x5 @ 185, as the opener. Then a series of 3 sets of 8 on leg press at 270',
      ['5*barbell back squat 5@185', '3*leg press 8@270'],
    ],
    ['rounds as a finisher', 'Dips. Three rounds of 12 reps as a finisher.', ['3*dip 12@bw']],
    ['"circuit" as a label', 'Circuit: 3 rounds of 10 burpees', ['3*burpee 10@bw']],
    [
      'a pain score in brackets after a remark',
      'Leg extensions 3x15 @ 40, left knee ached a little (4/10)',
      ['3*leg extension 15@40'],
    ],
    ['an effort score in words', 'Step-ups 3x10 @ 20 - effort was 6 out of 10', ['3*dumbbell step-up 10@20']],
    ['a pain score after timed sets', 'Wall sits – 3x45s – knee pain 2/10', ['3*wall sit -@bw']],
    [
      'a pain score in a sentence after',
      'Leg curls: 3x12 @ 50. Pain 3 out of 10.',
      ['3*lying leg curl 12@50'],
    ],
    ['two dumbbells counted in words', 'Lunges 3x10 with two 25 lb dumbbells', ['3*dumbbell lunge 10@25']],
    [
      'a pair of kettlebells before "*"',
      'Goblet squats, a pair of 20kg kettlebells: 3 * 10',
      ['3*goblet squat 10@44.092'],
    ],
    ['"*" between two counts', 'Lunges: 4 * 12', ['4*dumbbell lunge 12@-']],
    ['"*" in a triple', 'Bench 3*5*185', ['3*barbell bench press 5@185']],
  ])('%s', (_, line, want) => {
    expect(brief(line)).toEqual(want);
  });
});

describe('lines that look alike but mean something else stay as they were', () => {
  it.each([
    ['a muscle that names the lift itself', 'Triceps: 3x12 @ 50', ['3*Triceps 12@50']],
    ['a body part inside a catalogue name', 'Calf raises 3x15 @ 100', ['3*standing calf raise 15@100']],
    ['"lat" inside the name', 'Lat pulldown 3x10 @ 100', ['3*lat pulldown 10@100']],
    ['"leg" inside the name', 'Leg press 3x10 @ 300', ['3*leg press 10@300']],
    ['reps of two sets in brackets', 'Bench 2 sets (10/10) @ 135', ['2*barbell bench press 10@135']],
    [
      'a slash list of reps ending in 10',
      'Push-ups: 8/10/12',
      ['push-up 8@bw', 'push-up 10@bw', 'push-up 12@bw'],
    ],
    ['a slash list with a load', 'Shrugs 10/10/10 @ 135', ['3*barbell shrug 10@135']],
  ])('%s', (_, line, want) => {
    expect(brief(line)).toEqual(want);
  });
});
