/**
 * Issue 11, eighteenth round: a cardio bout named by its machine or activity with a time or distance is
 * always logged, whatever else the sentence says. The activity said beside the quantity owns it, even in
 * a sentence about a workout or an injury (journal-cardio cardioBeside); a speed or level said without
 * its unit ("at 4.5", "at a 1.5 incline", "6.0 jogging") describes the bout and is never a load
 * (journal-bouts withoutSettings); a step machine or stepper is the stair climber (journal-cardio); a
 * count after a move's timed set on its line is that set's reps, not another set (journal-repeats).
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none).
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a bout named with its time or distance is always logged', () => {
  it.each([
    [
      'a walk in a sentence about a workout',
      'Hamstring still tight after Sunday, so I walked 4 miles as an easy workout and stretched.',
      ['Walking -@-'],
    ],
    [
      'a row after the workout is still a row',
      'After the workout I rowed 2000m to cool down',
      ['Rowing -@-'],
    ],
    [
      'a ride in a sentence about the session',
      'Short session today because of the heat; cycled 12 km as my whole session.',
      ['Cycling -@-'],
    ],
    [
      'a treadmill with speeds and a slope, no units',
      'Treadmill: 15 min walking at 3.8 on a 2.5 incline then 10 min of 6.0 jogging',
      ['Treadmill -@-'],
    ],
    [
      'a mistyped speed unit on the treadmill',
      'Treadmill - 20 minutes at 3.2 mhp, 3 incline',
      ['Treadmill -@-'],
    ],
    ['a bike at a level with no unit', 'Bike 12 minutes @ 7', ['Cycling -@-']],
    [
      'progress told today on the elliptical',
      'Elliptical: I am now up to 25 minutes at level 9',
      ['Elliptical -@-'],
    ],
    ['a warm-up on the step machine', 'Warm up on the step machine, 8 mins', ['Stair Climber -@-']],
    ['a stepper', 'Stepper for 12 minutes to finish', ['Stair Climber -@-']],
    ['a stair master in minutes', '15 min stairmaster', ['Stair Climber -@-']],
    [
      'a stair climber before lifting',
      'Stair climber 10 min\nSquat 3x5 @ 225',
      ['Stair Climber -@-', '3*barbell back squat 5@225'],
    ],
    ['a timed move with its count', 'Burpees – 2m. 24.', ['burpee 24@bw']],
    ['a timed move, its count after a comma', 'Mountain climbers: 1 min, 40', ['mountain climber 40@bw']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('lines that look alike but tell no such bout', () => {
  it.each([
    ['a rest beside the time', 'Rows 3x10 @ 135, rest 2 min between sets', ['3*barbell row 10@135']],
    ['a workout length', 'Whole workout took 50 minutes', []],
    ['a lateral shuffle is a drill', 'Lateral shuffles 3 x 20m', ['3*Lateral Shuffles -@-']],
    ['a load said at, on a lift', 'Squat 5x5 at 225', ['5*barbell back squat 5@225']],
    ['a hold is timed, its count another set', 'Plank 60 sec\nPush-ups 20', ['plank -@bw', 'push-up 20@bw']],
    ['a step-up is a lift', 'Step ups 3x10 with 20 lb dumbbells', ['3*dumbbell step-up 10@20']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
