/**
 * Issue 11, fifth round: cardio told in prose ("a mile on the elliptical in 13.38 minutes", "5mins
 * elliptical trainer – warm up"), written by us before the parser read them: one set, no reps or load.
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('cardio told in prose', () => {
  it.each([
    [
      'a distance on a machine in minutes',
      'Then I did 2 miles on the treadmill in 24.5 minutes.',
      ['Treadmill -@-'],
    ],
    ['minutes run into the machine, a dash, a remark', '10mins rowing machine – warm up', ['Rowing -@-']],
    [
      'minutes on the bike before the sets',
      'Did 20 minutes on the bike, then squats 3x5 @ 225',
      ['Cycling -@-', '3*barbell back squat 5@225'],
    ],
    ['a 5k run in minutes', 'Finished with a 5k run in 27 minutes.', ['Running -@-']],
    [
      'a cross trainer written in two words, a cool-down remark',
      '15mins cross trainer – cool down',
      ['Elliptical -@-'],
    ],
    [
      'minutes on the rower as a warm-up before the sets',
      'Warmed up with 5 minutes on the rower, then squats 3x5 @ 225',
      ['Rowing -@-', '3*barbell back squat 5@225'],
    ],
    ['km on the rower in a time', 'Then I did 2 km on the rower in 8:30.', ['Rowing -@-']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
