/**
 * Issue 11, twelfth round: a lift the entry names beats words made into a name. When a heading, the
 * sentence that brings in the rows, or the rows' own words name a catalogue lift (also as "press ups",
 * "sit up", a plural or a variant), the rows log under it. Words about rest, programs and the session's
 * structure ("a minute rest in between", "the plan called for", "the 50 pull up challenge", "Week 2 /
 * Day 4", "my main work", "Over to …", "Below is …", "On the … front") never name a lift, and words
 * behind a preposition after the sets say how they were done. An unknown name is still logged as
 * written when no lift is in scope and its words sit where a name goes. Lines written by us.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('the lift a heading or an opening sentence names heads the rows', () => {
  it.each([
    [
      'a challenge heading, its week and a rest note above numbered sets',
      'Week 3 of the 50 pull up challenge\n(2 minutes rest in between)\nSet 1 - 9\nSet 2 - 8\nSet 3 - 7',
      ['pull-up 9@bw', 'pull-up 8@bw', 'pull-up 7@bw'],
    ],
    [
      'a programme heading, a day line and a rest line above a list of counts',
      'Week 2 of the 300 squat programme\nDay 4\n(45 sec rest in between)\n25, 25, 20',
      ['2*barbell back squat 25@-', 'barbell back squat 20@-'],
    ],
    [
      'a week and day of a challenge spelled in words, then the counts',
      'Then did Week 1 / Day 3 of the hundred sit up challenge. 20/22/18/25.',
      ['sit-up 20@bw', 'sit-up 22@bw', 'sit-up 18@bw', 'sit-up 25@bw'],
    ],
    [
      'the challenge named with its counts after a colon',
      'Did the 100 push-up challenge today: 20, 25, 30, 25',
      ['push-up 20@bw', 'push-up 25@bw', 'push-up 30@bw', 'push-up 25@bw'],
    ],
    [
      '"Over to" a lift, a scheme and a kilo load',
      'Over to the kettlebell swings: 3 x 20 @ 16kg',
      ['3*kettlebell swing 20@35.274'],
    ],
    [
      '"Over to" a challenge, counts with the rest after them',
      'Over to the sit up challenge. Today: 30, 25, 25, 20 with 90 seconds of rest in between.',
      ['sit-up 30@bw', '2*sit-up 25@bw', 'sit-up 20@bw'],
    ],
    [
      '"On the … front", sets of reps with a rest',
      'On the dips front, 4 sets of 12 with two minutes rest in between.',
      ['4*dip 12@bw'],
    ],
    [
      'the lift in a sentence, then what the plan called for',
      "Lunges didn't feel great. The plan called for 4 sets: 10/10/8/8.",
      ['2*dumbbell lunge 10@-', '2*dumbbell lunge 8@-'],
    ],
    [
      '"my main work" before an unknown lift, its scheme on the next line',
      'For my main work I did Jefferson curls\n\n3 x 8 @ 45',
      ['3*Jefferson Curls 8@45'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('a count told in prose logs under the lift it names', () => {
  it.each([
    ['"managed" with the British name', 'And managed 25 press ups before breakfast.', ['push-up 25@bw']],
    [
      'a lift before the kit it was done on',
      'Then I did 3 sets of 12 lunges holding a plate on the bench.',
      ['3*dumbbell lunge 12@-'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('words after the sets say how they were done, not which lift', () => {
  it.each([
    [
      'something under the knees',
      'Push-ups\n10 sets of 20 with a towel under my knees',
      ['10*push-up 20@bw'],
    ],
    [
      'a short break between sets',
      'Did some dips tonight, 4 sets of 10 with a short break in between',
      ['4*dip 10@bw'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('names that keep their reading', () => {
  it.each([
    ['"over" inside a catalogue name', 'Bent over rows 3x8 @ 135', ['3*barbell row 8@135']],
    ['rest after the sets of a named lift', 'Leg press 3x10 @ 300, rest 2 min', ['3*leg press 10@300']],
    ['an unknown name where a name goes', 'Prisoner squats 3 x 15', ['3*Prisoner Squats 15@-']],
    [
      'rest-pause is a kind of set, not rest',
      'Rest-pause curls 40 x 12, 5, 3',
      ['barbell curl 12@40', 'barbell curl 5@40', 'barbell curl 3@40'],
    ],
    ['a week and day label before the lift', 'Week 3 day 2: squat 5x5 @ 225', ['5*barbell back squat 5@225']],
    [
      'a program started, with sets after it',
      'Started the 5/3/1 program today: squat 5x5 @ 225',
      ['5*barbell back squat 5@225'],
    ],
    ['"press … up to" is no press-up', 'Pressed the bar up to 135 for 5', ['overhead press 5@135']],
    ['an unknown carry over a distance', 'Zercher carries 3 x 40m', ['3*Zercher Carries -@-']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
