/**
 * Round 32, counts and cardio told in prose (holdouts 53 and 54's real lines):
 * - "fifteen Walking Lunges with 8lb weights": a line's leading name ends at a count in words as at one in
 *   digits (journal-logbook), so the count stays the reps;
 * - "I ran five kilometers on the treadmill": the verb right before the quantity is the bout, the machine
 *   only where (journal-way-on-machine);
 * - "a random goal of 71 consecutive which I found was easier than I had expected", "did 50 (barely)":
 *   counts told in prose (journal-prose-counts);
 * - "I ran over to the YMCA for a swim … 1800 yards": the way there is no bout (journal-cardio's TRAVEL,
 *   read by journal-session as "went for a swim");
 * - "backed this workout up with a tough bike workout", "Today was my long run and I got in a full 6.2":
 *   sessions told in words (journal-session);
 * - "that would be two miles": a time or distance reckoned is no bout (journal-future);
 * - "last night was 50 squats": night is chatter beside a name (journal-words);
 * - "Nordic Track, 20m" is the NordicTrack ski machine (journal-lifter-names, journal-cardio), "the 20k's"
 *   bells, no distance; "5 easy singles of squat @ 185, bench press @ 150, and deadlift @ 225": one scheme
 *   over a list of loaded lifts (journal-scheme-list).
 * Every real line of the family reads right. Left, seen in writing these: "She asked if I could do 20
 * pull-ups, so I did 20" logs the question's 20 too (an "asked if" clause is no remark yet), and "Lap swim
 * 30 min" / "3 mile run …, then a 2 mile run …" / "Plank\ntime 2 min" from the family's own-words notes
 * were not taken up for time.
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectCheapToRead } from '../test-support/cpu-budget.ts';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('the real lines of the family', () => {
  it.each([
    [
      'The day’s activities were rounded off with fifteen Walking Lunges with 8lb weights.',
      ['dumbbell walking lunge 15@8'],
    ],
    [
      'I ran five kilometers on the treadmill at the gym yesterday, and my lungs didn’t give out!',
      ['Running -@-'],
    ],
    [
      "I have been practicing the door frame pull-up for months now and thought I'd see how many I could do. I gave myself a random goal of 71 consecutive which I found was easier than I had expected.",
      ['pull-up 71@bw'],
    ],
    [
      'I turned 50 last week and one of my employees asked me if I could do 50 push-ups. I was pretty confident I could, so I got down and did 50 (barely).',
      ['push-up 50@bw'],
    ],
    [
      'I ran over to the YMCA for a swim and it was outrageously busy and I still felt kinda iffy, but I managed to pound out 1800 yards.',
      ['Swimming -@-'],
    ],
    ['We backed this workout up with a tough bike workout.', ['Cycling -@-']],
    [
      'My goal last night was to run for 20:00 minutes, and at a 10:00/mile pace that would be two miles - I ended up running 2.1 miles in 19:30, which translates to a 9:17 pace.',
      ['Running -@-'],
    ],
    [
      'I’m also still on my “31 day Squat challenge” and last night was 50 squats.',
      ['barbell back squat 50@-'],
    ],
    [
      'Today was my long run and I got in a full 6.2. I had planned 6-8 miles but didn’t quite make it.',
      ['Running -@-'],
    ],
    [
      "Dec. 31- Early session on the Nordic Track, 20m.  An easy session after yesterday's volume work with the 20k's.  Afternoon barbell work: 5 easy singles of squat @ 185, bench press @ 150, and deadlift @ 225.",
      [
        'NordicTrack -@-',
        '5*barbell back squat 1@185',
        '5*barbell bench press 1@150',
        '5*barbell deadlift 1@225',
      ],
    ],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('the same ways of writing, in other words and layouts', () => {
  it.each([
    // a count in words before the move's name
    ['Finished the session with twenty goblet squats with a 35lb kettlebell.', ['goblet squat 20@35']],
    ['twelve curls with 20lb dumbbells', ['dumbbell curl 12@20']],
    [
      'Rounded out the day with ten Bulgarian split squats with 25lb dumbbells.',
      ['bulgarian split squat 10@25'],
    ],
    // the way of moving, then the machine
    ['I jogged three miles on the treadmill before work.', ['Running -@-']],
    ['Walked 2 miles on the treadmill at lunch.', ['Walking -@-']],
    // the way there, then the bout
    ['I biked over to the pool for a swim and managed 1500 yards.', ['Swimming -@-']],
    ['Walked to the rec center for a swim, did 40 lengths.', ['Swimming -@-']],
    // sessions in words
    ['We followed that up with an easy swim.', ['Swimming -@-']],
    ['Topped it off with a short run.', ['Running -@-']],
    ['This morning was an easy ride.', ['Cycling -@-']],
    ['Long run today, got in 8.', ['Running -@-']],
    // a plan reckoned, then what was done
    [
      'My plan was to row for 30 minutes, which would be about 7k - I ended up rowing 6.5k in 28:10.',
      ['Rowing -@-'],
    ],
    // a challenge's day
    ['This afternoon was 40 lunges.', ['dumbbell lunge 40@-']],
    ['Tonight was 60 sit-ups.', ['sit-up 60@bw']],
    // the ski machine
    ['20 min on the NordicTrack', ['NordicTrack -@-']],
    ['Nordic-track 15 minutes', ['NordicTrack -@-']],
    // one scheme over a list of loaded lifts
    [
      '3 heavy doubles of front squat @ 225, push press @ 155, and power clean @ 185.',
      ['3*front squat 2@225', '3*push press 2@155', '3*power clean 2@185'],
    ],
    [
      '4 sets of 8 of bench press @ 135 and barbell row @ 115.',
      ['4*barbell bench press 8@135', '4*barbell row 8@115'],
    ],
    // a goal found easy, a count with an aside
    ['Pull-ups: I set myself a target of 30 in a row and it was easy.', ['pull-up 30@bw']],
    ['Dips. Did 25 (just).', ['dip 25@bw']],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('near misses that keep reading as before', () => {
  it.each([
    ['Nordic curls 3x5', ['3*nordic curl 5@bw']],
    ['I ran out of time for a swim.', []],
    // a scheme over lifts with no loads of their own is read as before
    [
      '3 sets of 10 of squats, lunges and step-ups',
      ['3*barbell back squat 10@-', '3*dumbbell lunge 10@-', '3*dumbbell step-up 10@-'],
    ],
    ['5 singles of squat at 185', ['5*barbell back squat 1@185']],
    ['Tomorrow is my long run.', []],
    ['I wanted to do 50 push-ups but only managed 40.', ['push-up 40@bw']],
    ['That would be a PR.', []],
    ['Day 6 of Squat Challenge tonight is 55 squats. I’m so sore now, that will be hard.', []],
    ['My goal is 100 push-ups.', []],
    ['I ran 1.7 miles on the treadmill at marathon pace.', ['Running -@-']],
    ['Treadmill run 5 km', ['Treadmill -@-']],
    ['Did 3 sets of 10 dips', ['3*dip 10@bw']],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('hostile input stays fast', () => {
  it('5,000 characters of spaces, digits, commas and "x" around the new readers', () => {
    const hostile = [
      `${'5 of '.repeat(400)}squat @ 1, `.repeat(3),
      `ran over to ${'a '.repeat(900)}for a swim`,
      `goal of 7${' 1,'.repeat(800)} which`,
      `that would be ${'1 x, '.repeat(900)}`,
      `backed ${'x '.repeat(1200)}up with a run`,
      `did ${' 1 x ,'.repeat(900)}`,
    ];
    expectCheapToRead(hostile, (text) => parseJournal(text, 'lb'));
  });
});
