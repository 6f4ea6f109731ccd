/**
 * Round 24: prose about records, plans, failures and other people (holdout 47).
 * - A record raised "from 135# to 150#" is the new one, the old load history (journal-records' maxTold);
 *   a record told made today ("setting a new PB. 365lbs.", "to break my record … before I reached
 *   112.5kg") with its load alone is a single, a span of time told with it no count (journal-records'
 *   recordSingles, called per sentence by journal-achieved). "400lbs is on the horizon" is a goal.
 * - A try whose failure is told after a blank line ("…a 56kg kettlebell today!\n\nI failed.") is no set:
 *   journal-attempts' failedAfter reads the tries across the lines; a bare "I failed" tells it.
 * - Another lifter's numbers ("He loaded up …", "he pumped out 4 reps") are no sets (journal-achieved's
 *   OTHERS, with the verbs a story tells lifting by); so is a label with them as its subject ("He
 *   loaded up:", journal-remarks' PLAN_LABEL).
 * - "A for 4 reps, after doing B for 3 reps": the sets go in the order lifted (journal-order).
 * - "aiming to do fifteen reps which I just about managed to do": the reps aimed at, told made, are the
 *   set (journal-achieved's AIMED_MADE), not a plan.
 * - "I was planning on … until I hit 60 lbs. and going 4 miles": a plan, no sets (journal-achieved's GOAL).
 * - "45 steps/min" is a cadence, no reps (journal-normalize).
 * - "Arm Bars @ 16kgs": the kettlebell arm bar is a lift (catalogue), not a qualifier and a bar.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

const KG = (kg: number) => String(Math.round(kg * 2.20462 * 1000) / 1000);

describe('real lines (holdout 47)', () => {
  it.each([
    [
      'For the dumb bell presses I was using 7.5 kg weights aiming to do fifteen reps which I just about managed to do on the first set.',
      'kg',
      [`dumbbell bench press 15@${KG(7.5)}`],
    ],
    [
      'I’ve been working hard to become stronger. Overall, I feel the amount I deadlift is a good marker.  Here’s me today setting a new PB. 365lbs. Looked pretty easy, right?  400lbs is on the horizon.',
      'lb',
      ['barbell deadlift 1@365'],
    ],
    [
      "Just a quick update. Wasn't 2 months to break my record :) It was actually 5 days less than 2 months before I reached 112.5kg on my bench press.",
      'kg',
      [`barbell bench press 1@${KG(112.5)}`],
    ],
    [
      'I am thrilled to say I increased my 5 RM Deadlift from 135# to 150#!',
      'lb',
      ['barbell deadlift 5@150'],
    ],
    ['I tried to goblet squat a 56kg kettlebell today!\n\nI failed. That’s my story.', 'kg', []],
    ['He loaded up 11 45 lb plates on each side! Then he pumped out 4 reps.', 'lb', []],
    [
      'The lower back pain I got right now is bcoz of what I did on Sunday - 160kg Sumo Deadlift for 4 reps, after doing 107.5kg squat for 3 reps.',
      'kg',
      [`barbell back squat 3@${KG(107.5)}`, `sumo deadlift 4@${KG(160)}`],
    ],
    [
      "I've just started training with 48 lbs., going 3 miles, 45 steps/min, 160 floors, in 1 hour on the Stairmaster.",
      'lb',
      ['Stair Climber -@-'],
    ],
    ['I was planning on adding weight gradually until I hit 60 lbs. and going 4 miles in 1 hour.', 'lb', []],
    ['Arm Bars @ 16kgs\n1 x 10', 'kg', [`kettlebell arm bar 10@${KG(16)}`]],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('records: the new one, told today, is the set', () => {
  it.each([
    ['Increased my 3RM squat from 100kg to 110kg today!', 'kg', [`barbell back squat 3@${KG(110)}`]],
    ['I increased my 1RM bench from 200 to 215.', 'lb', ['barbell bench press 1@215']],
    ['Set a new squat PR today. 405lbs.', 'lb', ['barbell back squat 1@405']],
    ['Finally broke my bench record today. 120kg!', 'kg', [`barbell bench press 1@${KG(120)}`]],
    ['New PB on the overhead press. 70kg. 80kg is on the horizon.', 'kg', [`overhead press 1@${KG(70)}`]],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('failed tries, plans and other people log nothing', () => {
  it.each([
    ['I tried to deadlift a 200kg bar today!\n\nI failed.', 'kg'],
    ['Tried to bench 315 today.\n\nI failed.', 'lb'],
    ['He loaded up 4 plates a side and pumped out 3 reps.', 'lb'],
    ['She banged out 10 reps at 135.', 'lb'],
    ['He loaded up: 11 45 lb plates on each side! Then he pumped out 4 reps.', 'lb'],
    ["I'm planning on adding 5 lbs each week until I hit 225 lbs.", 'lb'],
    ['I was planning to run 5 miles in 45 minutes.', 'lb'],
  ] as const)('%s', (text, unit) => {
    expect(brief(text, unit)).toEqual([]);
  });
});

describe('sets in the order lifted, and reps aimed at and made', () => {
  it.each([
    [
      'Did 100kg bench for 5 reps, after doing 140kg squat for 3 reps.',
      'kg',
      [`barbell back squat 3@${KG(140)}`, `barbell bench press 5@${KG(100)}`],
    ],
    [
      'Yesterday I did 60kg overhead press for 5 reps, after doing 120kg deadlift for 5 reps.',
      'kg',
      [`barbell deadlift 5@${KG(120)}`, `overhead press 5@${KG(60)}`],
    ],
    [
      'For the curls I was using 10 kg dumbbells aiming to do twelve reps which I just managed to do.',
      'kg',
      [`dumbbell curl 12@${KG(10)}`],
    ],
    ['Arm bars @ 12kg\n2 x 5', 'kg', [`2*kettlebell arm bar 5@${KG(12)}`]],
    ['Did 30 minutes on the stairmaster at 60 steps per minute.', 'lb', ['Stair Climber -@-']],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('counter-examples: readings that stay', () => {
  it.each([
    ['Squat 3x5 @ 100', 'kg', [`3*barbell back squat 5@${KG(100)}`]],
    [
      'Squat 5x5 at 140, after 5 minutes rest I did bench 3x8 at 80',
      'kg',
      [`5*barbell back squat 5@${KG(140)}`, `3*barbell bench press 8@${KG(80)}`],
    ],
    ['Walking lunges 3 x 20 steps', 'lb', ['3*dumbbell walking lunge 20@-']],
    ['Tried 100kg squat today and got it.', 'kg', [`barbell back squat 1@${KG(100)}`]],
    ['I went from 3x5 to 3x8 on squats at 100kg', 'kg', [`3*barbell back squat 8@${KG(100)}`]],
    // round 32 (journal-round32-cardio): a walk told by its steps is a walking bout, the lead's call.
    ['Walked 10000 steps today', 'lb', ['Walking -@-']],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});
