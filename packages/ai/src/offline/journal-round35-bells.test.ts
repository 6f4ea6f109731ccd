/**
 * Round 35, kettlebell sessions and sets told in a sentence (holdouts 59 and 60's real lines):
 * - "Rows, 5 sets of 10. 50lbs weight.": a number told with its load unit after a scheme is its load,
 *   never the sets' reps summed, even when they sum to it (journal-told-lists);
 * - "(2) 5 rounds" over "3 x staggered pull ups" rows: a part's bracketed number before its round count
 *   orders the parts (journal-block-heading);
 * - "A 7 minute set of 24kg one arm clean and jerks … (60 reps total)", "A 5 minute set of snatches with
 *   the 24kg (53lb) bell for 30 reps each hand": one timed set told in a sentence, its move after "set
 *   of", its reps the total or both hands' (journal-phrasing); "10x10 one-armed swings within 5 minutes,
 *   followed by 10x Turkish get-ups within 10 minutes": the time a count took is a remark on its set;
 * - "One set of snatches with the 24kg. …" over "I ended up with 60, 30 right and 30 left.": the count
 *   made is the one set's reps, the split by hand no set (journal-scheme-result);
 * - "15-minute countdown: 15 KB swings." over "Just to be clear, that means we did 15 kettlebell swings on
 *   the minute, every minute, for 15 minutes.": the explanation tells the line once (journal-told-again),
 *   the work told before its clock is a set a minute (journal-every-minute);
 * - "Saturday's work sets on the press were 3 x 5 x 135": a weekday's possessive is no other lifter
 *   (journal-others); "so I decided to try a reverse band squat at 405 pounds", then "As I unracked 405
 *   …", "dumping the bar on the pins": a try told last in its sentence, failed (journal-attempts);
 * - "started it off with 8.8km" over "with this run": a distance done is the run (journal-told-bouts);
 * - "die 5x5 Deadlifts bei 80% meines [1RM][4]": a German article and "bei" beside a number
 *   (journal-languages), a markdown reference link its words (journal-layout).
 * Left: "I finished in 11:12 last Saturday on my fifth Big D Climb event." (a stair-climb race) logs
 * nothing: only the event's own name says what was climbed, and "climb" alone may as well be a rock
 * or hill climb, so no rule reads it.
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectCheapToRead } from '../test-support/cpu-budget.ts';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('the real lines of the family', () => {
  it.each([
    [
      'lb',
      '  1. Rows, 5 sets of 10. 50lbs weight. Alternated underhand and overhand.\n    These were really easy and I didn’t feel like I was working out at all. But as my doctor suggested, I kept the weight low.',
      ['5*barbell row 10@50'],
    ],
    [
      'lb',
      'Here’s what we did:\n15-minute countdown: 15 KB swings.\nJust to be clear, that means we did 15 kettlebell swings on the minute, every minute, for 15 minutes. I used a 70#KB, Sonja used a 40#KB (she did 10 reps by my prescription, not 15), and the other ladies used 25# and 30#.',
      ['15*kettlebell swing 15@70'],
    ],
    [
      'lb',
      '(2) 5 rounds\n3 x staggered pull ups\n10 x GHD sit ups\n30 x finger curls\n8 x push ups',
      ['5*Staggered Pull Ups 3@-', '5*GHD Sit Ups 10@-', '5*Finger Curls 30@-', '5*push-up 8@bw'],
    ],
    [
      'kg',
      'First move: One set of snatches with the 24kg. Just a test to see what I can do without too much stress to get a baseline.\n\nI ended up with 60, 30 right and 30 left.',
      ['snatch 60@52.911'],
    ],
    [
      'kg',
      'A 7 minute set of 24kg one arm clean and jerks at a consistent 8-9 reps per minute (60 reps total).\n\n2 minutes of 24kg swings for 60 reps',
      ['clean and jerk 60@52.911', 'kettlebell swing 60@52.911'],
    ],
    [
      'kg',
      'A 5 minute set of snatches with the 24kg (53lb) bell for 30 reps each hand (I had torn the skin of both palms with week before so kept the snatch volume low).',
      ['snatch 60@52.911'],
    ],
    [
      'lb',
      "Saturday's work sets on the press were 3 x 5 x 135, and the work sets on the squat were 3 x 5 x 295.\nI thought I could use some extra work on the squat, so I decided to try a reverse band squat at 405 pounds. I can't really explain how I allowed this to happen, but I set up green bands in the squat cage without bothering to check how much, if at all, the bar would deload at the bottom of the squat.\nAs I unracked 405 and started pushing my butt back I realized I wasn't getting any deload whatsoever. I was not at all prepared mentally to be squatting 405, and I had no inclination to really hit the bar at the bottom and try to come back up, so like the Federal Reserve, I aimed for a soft landing. I ended up doing a very slow negative, dumping the bar on the pins, and laying on the floor.",
      ['3*overhead press 5@135', '3*barbell back squat 5@295'],
    ],
    [
      'kg',
      'Today I reached Program Minimum standards from the Kettlebell Simple & Sinister book. This is essentially 10x10 one-armed swings within 5 minutes, followed by 10x Turkish get-ups within 10 minutes with a 1 minute rest in-between swings and get-ups.',
      ['10*kettlebell swing 10@-', 'turkish get-up 10@-'],
    ],
    [
      'kg',
      'I felt pretty good going into this week and started it off with 8.8km on this day.\nHowever, again with this run, I am still struggling to finish easy runs without taking any breaks.',
      ['Running -@-'],
    ],
    [
      'kg',
      'Gut, die 5x5 Deadlifts bei 80% meines [1RM][4] haben nicht gerade geholfen, aber das ist ja genau einer der Tests, denen man seine Fitness hin und wieder unterziehen muss: *Wie schnell bricht die Leistung oder die Form ein, wenn man Übungen oder Workouts nicht im vollständig ausgeruhten Zustand macht?*',
      ['5*barbell deadlift 5@-'],
    ],
  ] as const)('%s %j', (unit, text, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('the same ways of writing, in other words and layouts', () => {
  it.each([
    ['lb', 'Curls, 4 sets of 5. 20lbs weight.', ['4*barbell curl 5@20']],
    ['lb', 'Lunges, 3 sets of 10. 30 lbs.', ['3*dumbbell lunge 10@30']],
    ['kg', '(1) 4 rounds\n5 x pull ups\n10 x sit ups', ['4*pull-up 5@bw', '4*sit-up 10@bw']],
    ['lb', '3) 3 circuits\n12 x push ups\n15 x air squats', ['3*push-up 12@bw', '3*bodyweight squat 15@bw']],
    ['lb', '100 swings in 6 minutes', ['kettlebell swing 100@-']],
    ['lb', '50 burpees within 4 minutes', ['burpee 50@bw']],
    ['kg', 'A 10 minute set of 16kg snatches (120 reps total).', ['snatch 120@35.274']],
    ['kg', 'A 6 minute set of presses with the 16kg bell for 25 reps each arm', ['overhead press 50@35.274']],
    ['kg', 'die 3x5 Squats bei 100kg', ['3*barbell back squat 5@220.462']],
    ['kg', 'Squat 3x5 at 80% of my [1RM][2]', ['3*barbell back squat 5@-']],
    ['lb', 'Started things off with 5 miles.\nStill, the run was slow.', ['Running -@-']],
    ['lb', "Monday's work sets on the bench were 3 x 5 x 185.", ['3*barbell bench press 5@185']],
    ['lb', "Sunday's work sets on the deadlift were 1 x 5 x 315.", ['barbell deadlift 5@315']],
    [
      'lb',
      'Squats 3x5 275. I wanted more work, so I decided to try a pause squat at 315 pounds. No idea what I was thinking.\nAs I unracked 315 I knew it was too much. I sank slowly, dumping the bar on the safeties, and rolled out.',
      ['3*barbell back squat 5@275'],
    ],
    [
      'kg',
      'One set of presses with the 20kg. Felt heavy.\n\nI ended up with 24, 12 right and 12 left.',
      ['overhead press 24@44.092'],
    ],
    ['lb', 'We did 10 burpees every minute for 12 minutes.', ['12*burpee 10@bw']],
    [
      'lb',
      '20-minute clock: 8 goblet squats.\nIn other words, we did 8 goblet squats each minute for 20 minutes.',
      ['20*goblet squat 8@-'],
    ],
  ] as const)('%s %j', (unit, text, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('ordinary lines near these shapes are read as before', () => {
  it.each([
    ['lb', "Rows, 5 sets of 10. That's 50.", ['5*barbell row 10@-']],
    ['lb', 'Ran 3 miles in 25 minutes', ['Running -@-']],
    ['kg', "Yesterday's 400 swing reps in 15 min", ['kettlebell swing -@-']],
    ['lb', 'I thought I would die 3 times', []],
    ['lb', "Tapefactory's weight was 185# for 5 reps", []],
    ['lb', 'Backsquats 5-5-5-5-5\n\nWhich means you work up to a 5 rep max.', ['5*barbell back squat 5@-']],
    ['kg', 'Swings 20 reps x 8 sets (I did 160 swings in 7 minutes)', ['8*kettlebell swing 20@-']],
    [
      'lb',
      'Bench 5x5 185. Felt good, so I decided to try 225. Got it for 2.',
      ['5*barbell bench press 5@185'],
    ],
    [
      'kg',
      'One set of snatches with the 24kg. I did 40, 25 right and 20 left.',
      ['snatch 40@52.911', 'snatch 25@52.911'],
    ],
    [
      'lb',
      'Bench 3x5 185\nThat means 15 reps at 185.',
      ['3*barbell bench press 5@185', 'barbell bench press 15@185'],
    ],
    ['lb', 'Rowed 2000m in 8 minutes', ['Rowing -@-']],
    ['lb', '10 push-ups every minute', ['push-up 10@bw']],
  ] as const)('%s %j', (unit, text, want) => {
    expect(brief(text, unit)).toEqual(want);
  });

  it('5,000 characters aimed at the changed readers', () => {
    const hostile = [
      `${'(2) '.repeat(1200)}5 rounds\n3 x pull ups`,
      `(2) ${'5 '.repeat(2000)}rounds`,
      `Rows, 5 sets of 10. ${'50 '.repeat(1500)}lbs`,
      `A 5 minute set of ${'snatches '.repeat(500)}for 30 reps each hand`,
      `A 5 minute set of 24kg ${'24kg '.repeat(800)}(60 reps total)`,
      `A 5 minute set of snatches ${'with the 24kg (53lb) '.repeat(200)}`,
      `${'100 swings '.repeat(400)}in 5 minutes`,
      `${'10x'.repeat(1500)}10 swings within 5 minutes`,
      `100 ${'a '.repeat(2000)}in 5 minutes`,
      `100 swings ${'in '.repeat(1500)}under 5 minutes`,
      `${'[1RM]'.repeat(1000)}[4]`,
      `[${'a'.repeat(5000)}][4]`,
      `${'die '.repeat(1200)}5x5 Deadlifts`,
      `${'bei '.repeat(1200)}80%`,
      `started ${'it off with '.repeat(400)}8.8km`,
      `${'started it off '.repeat(300)}with 5 miles. this run`,
      `${"Saturday's ".repeat(500)}work sets were 3x5x135`,
      `${'I thought, so I decided to try '.repeat(150)}405. ${'As I unracked 405. '.repeat(100)}dumping the bar`,
      `Bench 3x5. So I decided to try 225.${' I unracked 225.'.repeat(300)} Dumping the bar.`,
      `One set of snatches with the 24kg.${' just a test'.repeat(400)}\nI ended up with 60, 30 right and 30 left`,
      `${'One set of snatches with the 24kg. '.repeat(150)}I got 60`,
      `One set of ${'snatches '.repeat(600)}with the 24kg. I got 60`,
      `15 ${'swings '.repeat(700)}every minute for 15 minutes`,
      `${'15 swings, '.repeat(400)}on the minute, every minute, for 15 minutes`,
      `15 swings${' , '.repeat(1500)}every minute for 15 minutes`,
      `15 swings${' ; '.repeat(1500)}every minute for 15 minutes`,
      `started it off with${' :'.repeat(2000)} 8.8km. this run`,
      `${'15 swings\nthat means 15 swings\n'.repeat(200)}`,
      `15-minute countdown: 15 swings\nJust to be clear, that means ${'15 swings '.repeat(500)}`,
      `${'that means 15\n'.repeat(350)}`,
      `15 swings\nJust to be clear, ${'to be clear, '.repeat(350)}that means 15 swings`,
    ];
    expectCheapToRead(hostile, (text) => parseJournal(text, 'lb'));
  });
});
