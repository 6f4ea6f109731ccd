/**
 * Round 33, cardio and carries told in prose (holdouts 55 and 56's real lines):
 * - "Today, I did 2.75 miles at that pace", "Today pack weighs 42 lbs and did 5 miles": a road distance
 *   done with no activity named is a run, a hike under a pack told (journal-told-bouts);
 * - "a 4.1 mile run in 42": a bare number a road bout was done in is its minutes; "the two 1 mile runs":
 *   a count of bouts of one distance is that many bouts (journal-told-bouts);
 * - "After 30 mins on the elliptical, I got on the stair master", "jumped on my bike": a machine got onto
 *   is a bout; "I did squeeze in a bike ride and a couple of runs": an emphatic "did" tells a session, and
 *   sessions counted in its list are that many (journal-session);
 * - "Today’s swim was followed by 4 miles on the treadmill", "a tough 3km swim session": a session named
 *   as a noun beside a bout with numbers is a bout, an activity's "session" that activity (journal-bouts);
 * - "I carried a 45 lb kettlebell around my house … for a mile": a carry told as a verb is the carry's set
 *   (journal-carried; journal-distance-moves now reads miles as a distance over ground);
 * - "loaded our packs today, and climbed the best hills": hills climbed are a hike (journal-session);
 *   "walking a couple miles": two miles (journal-told-bouts);
 * - earlier rounds' probes: "Did 100 skips with the rope" is the jump rope's reps (journal-lifter-names),
 *   and "Did a spin class and then 3 sets of 12 on the ab machine" keeps its "did" before the session
 *   (journal-done-verb), so the ride is logged and the sets are the ab machine's;
 * - "3.8 miles in 35 minutes: 1 minute walking warm up, 33 minutes running, …", "20 minutes on the treadmill
 *   consisting of" its walking and running: parts that fit in the bout's time are parts of one bout
 *   (journal-bout-parts, read by journal-timed);
 * - "a mix of 25m and 50m’s laps", "Lap swim 30 min": laps of a pool's size and a lap swim are swims
 *   (journal-no-bout, journal-cardio); "as part of the strength and conditioning class" is no bout
 *   (journal-told-bouts joins the class's name, journal-cardio's NO_SESSION drops it).
 * Left, not read right yet: "Few miles yesterday with the pup" (a distance in words with no activity),
 * "Thursdays Full pack +10 Hike." (a hike named as a title, with its pack's load and no verb), and "the
 * Garmin says 6.8 km’s, but the treadmill said 7km’s" (two readings of one bout read as two).
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectCheapToRead } from '../test-support/cpu-budget.ts';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('the real lines of the family', () => {
  it.each([
    [
      'Murph was humbling. In an hour and a half I got the two 1 mile runs done and 240 squats, 140 push ups, and 70 assisted pull ups.',
      ['2*Running -@-', 'barbell back squat 240@-', 'push-up 140@bw', 'assisted pull-up 70@-'],
    ],
    [
      'Yesterday I did a hike with friends. I brought my weighted hunt pack. The trail is called Sea to Sky.\n\nWe did a portion. 10 ugly miles. Climbed 1870 feet. Man I feel it.\n\nToday, jumped on my bike just to loosen up sore joints. My ride was sloooow. But great.',
      ['Walking -@-', 'Cycling -@-'],
    ],
    ['Today pack weighs 42 lbs and did 5 miles.', ['Walking -@-']],
    [
      'Then today I had the urge to do something after watching the vid about stone lifting so I carried a 45 lb kettlebell around my house multiple times for a mile.',
      ['kettlebell farmer carry -@45'],
    ],
    ['A buddy and I loaded our packs today, and climbed the best hills we have here..', ['Walking -@-']],
    [
      "Well right now I'm icing the knee I had replace in December after walking a couple miles today.",
      ['Walking -@-'],
    ],
    [
      'So Monday I did a 12.5 mile ride in 49 minutes and then a 4.1 mile run in 42.',
      ['Cycling -@-', 'Running -@-'],
    ],
    ['Today’s swim was followed by 4 miles on the treadmill.', ['Swimming -@-', 'Treadmill -@-']],
    ['I did squeeze in a bike ride and a couple of runs at the beach.', ['Cycling -@-', '2*Running -@-']],
    ['After 30 mins on the elliptical, I got on the stair master.', ['Elliptical -@-', 'Stair Climber -@-']],
    [
      'On Wednesday I did another easy 5km recovery run followed by a tough 3km swim session.',
      ['Running -@-', 'Swimming -@-'],
    ],
    ['Today, I did 2.75 miles at that pace. It felt great!', ['Running -@-']],
    [
      'Last night kicked the butt of Sunday as I did 150 squats (with heavier weight) in less than 30 minutes as part of the strength and conditioning class.',
      ['barbell back squat 150@-'],
    ],
    [
      'I was able to get in a total of 600 meters today (made up of a mix of 25m and 50m’s laps)… actually, the 50m is getting easier than it was..',
      ['Swimming -@-'],
    ],
    [
      '3.8 miles in 35 minutes: 1 minute walking warm up, 33 minutes running, 1 minute walking cool down',
      ['Running -@-'],
    ],
    [
      '20 minutes on the treadmill consisting of\n2 minutes walking at 5km/hour\n1 minute running at 8km/hour\nRepeated until end.',
      ['Treadmill -@-'],
    ],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('the same ways of writing, in other words and layouts', () => {
  it.each([
    // a road distance done, no activity named: a run; under a pack, a hike
    ['Yesterday I did 4 miles before breakfast.', ['Running -@-']],
    ['Got in 6 km at lunch.', ['Running -@-']],
    ['Loaded my ruck with 30 lbs and did 3 miles.', ['Walking -@-']],
    ['Hunting pack on, did 4 miles', ['Walking -@-']],
    // a bare number a road bout was done in: its minutes
    ['Did a 5k run in 27 this morning.', ['Running -@-']],
    ['Ran 3 miles in 24.', ['Running -@-']],
    // bouts counted
    ['We knocked out three 2 mile runs.', ['3*Running -@-']],
    ['I did fit in a swim and two runs this week.', ['Swimming -@-', '2*Running -@-']],
    // a machine got onto
    ['After 20 minutes on the bike, I hopped on the rower.', ['Cycling -@-', 'Rowing -@-']],
    ['Jumped on the treadmill after squats.', ['Treadmill -@-']],
    // a session named as a noun, then a bout with numbers
    ['My ride was followed by 5 km on the treadmill.', ['Cycling -@-', 'Treadmill -@-']],
    ['Did an easy 8km run followed by a 2km swim session.', ['Running -@-', 'Swimming -@-']],
    // laps of a pool
    ['Lap swim 30 min', ['Swimming -@-']],
    ['Swam 1000m, a mix of 25 yard lengths.', ['Swimming -@-']],
    // earlier rounds' probes
    ['Did a 3 mile run in the morning, then a 2 mile run after work', ['2*Running -@-']],
    // one bout told in its parts
    ['5k in 30 minutes: 5 min walking warm up, 20 min running, 5 min walking cool down', ['Running -@-']],
    ['40 minutes on the treadmill made up of\n4 minutes running\n1 minute walking', ['Treadmill -@-']],
    // a carry told as a verb
    ['Carried two 50 lb dumbbells for 100 yards.', ['Dumbbell Carry -@50']],
    ['carried a 60 lb sandbag up the hill for half a mile', ['Sandbag Carry -@60']],
    // hills climbed, a couple of miles
    ['Climbed a mountain with the dog this morning.', ['Walking -@-']],
    ['walked a couple of km', ['Walking -@-']],
    // a jump rope's turns counted, a session the "did" tells
    ['Did 100 skips with the rope', ['Jump Rope 100@-']],
    ['3 x 50 skips on the rope', ['3*Jump Rope 50@-']],
    ['Did a spin class and then 3 sets of 12 on the ab machine', ['Cycling -@-', '3*Ab Machine 12@-']],
    ['Did a spin class, then 3x12 crunches', ['Cycling -@-', '3*crunch 12@bw']],
    ['Did an easy run and 3x5 squats at 185', ['Running -@-', '3*barbell back squat 5@185']],
    // a strength class
    ['Squats 5x5 as part of my strength and conditioning session.', ['5*barbell back squat 5@-']],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('near misses that keep reading as before', () => {
  it.each([
    ['Got on the scale this morning.', []],
    ['I did 3 sets of 10 squats in 20.', ['3*barbell back squat 10@20']],
    ['20 min conditioning', ['Cardio -@-']],
    ['Ran 10 x 400m laps on the track.', ['10*Running -@-']],
    ['Did 5 sets of 5 squats at 225.', ['5*barbell back squat 5@225']],
    ['My swim was great.', []],
    ['Did 5 miles on the bike.', ['Cycling -@-']],
    ['Tomorrow I want to get in a couple of runs.', []],
    ['Carried the groceries for a mile.', []],
    ['Working on my six pack, did 3 miles.', ['Running -@-']],
    ['Climbed the stairs at work.', []],
    ['I want to climb the hills tomorrow.', []],
    ['10 A-skips', ['A-Skips 10@-']],
    ['a couple sets of 10 squats', ['2*barbell back squat 10@-']],
    ['Did 3x5 squats', ['3*barbell back squat 5@-']],
    // parts that outgrow the time before them, or a clock's time: bouts of their own
    ['20 minutes: 30 minutes running, 5 minutes walking', ['Running -@-', 'Walking -@-']],
    ['Workout at 6:30: 10 min running, 5 min walking', ['Running -@-', 'Walking -@-']],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('hostile input stays fast', () => {
  it('5,000 characters aimed at the new readers', () => {
    const hostile = [
      `did ${'1 '.repeat(1200)}miles`,
      `5 miles ${'run '.repeat(1000)}in 42`,
      `two ${'1 mile '.repeat(700)}runs`,
      `got on the ${'big '.repeat(1200)}bike`,
      `I did squeeze in a ride and a couple of ${'easy '.repeat(900)}runs`,
      `my ${'a '.repeat(2000)}swim followed by 4 miles`,
      `${'25m and '.repeat(600)}50m laps`,
      `strength ${'and '.repeat(1200)}conditioning`,
      `30 minutes: ${'1 minute walking, '.repeat(300)}`,
      `30 minutes${' '.repeat(4000)}: 1 min running, 1 min walking`,
      `20 minutes consisting of${'\n2 minutes running'.repeat(250)}`,
      `carried a 45 lb kettlebell ${'x '.repeat(1500)}for a mile`,
      `climbed ${'the '.repeat(1200)}hills`,
      `did a ${'easy '.repeat(900)}run, 3x5`,
      `${'skips with the '.repeat(300)}rope`,
      `walking a ${'couple '.repeat(800)}miles`,
      `did ${', and'.repeat(1200)} 5 miles`,
    ];
    expectCheapToRead(hostile, (text) => parseJournal(text, 'lb'));
  });
});
