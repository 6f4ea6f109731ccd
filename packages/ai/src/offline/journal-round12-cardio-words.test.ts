/**
 * Issue 11, twelfth round: a cardio session told in words is one cardio set. A run, jog, shuffle, walk,
 * hike, ride, spin, swim or row told as done logs one set of that activity, with or without numbers:
 * the activity may be named in one sentence and its distance in a later one, and a bare count after a
 * swim or a row is its distance. Speeds, paces and times of day are never its distance or time, and
 * cardio words that tell no session ("ran out of time", "rode the bus") log nothing. Lines written by
 * us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none), runs as "n*row".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('a session told in words is one cardio set', () => {
  it.each([
    ['a jog with no numbers', 'Went for a slow trail jog before breakfast.', ['Running -@-']],
    ['a shuffle is a slow run', 'I shuffled 4.1 km along the canal.', ['Running -@-']],
    [
      'the spin named first, its distance two sentences later',
      'Did an easy spin on the bike first. Legs were heavy. Ended up with 18 km on the computer.',
      ['Cycling -@-'],
    ],
    [
      'a walk, then its miles in the next paragraph',
      'Took the dog for a long walk.\n\nWe covered about 5 miles.',
      ['Walking -@-'],
    ],
    ['a bare count after a swim is its distance', 'Went swimming at lunch, did 1800.', ['Swimming -@-']],
    ['a bare count on the erg is metres', 'Rowed 6000 on the erg this evening.', ['Rowing -@-']],
    [
      'a tag on the walk, its distance on a later line',
      'Went for a long walk (easy)\n\nAbout 4 miles.',
      ['Walking -@-'],
    ],
    ['a hike with no numbers', 'Headed out for a hike with the kids.', ['Walking -@-']],
    [
      'kilometres with average and top speeds beside them',
      'Went cycling along the coast: 52 km (avg 24 km/h, max 48 km/h).',
      ['Cycling -@-'],
    ],
    [
      'a run told after the lifts',
      'Squats 5x5 @ 225. Then went for a run.',
      ['5*barbell back squat 5@225', 'Running -@-'],
    ],
    [
      'a club run, then its distance and time',
      'Went out to a club run after work. 8k in 44:10.',
      ['Running -@-'],
    ],
    ['a ride in the past tense, a speed in mph', 'Biked to the gym, 6 miles at 13 mph.', ['Cycling -@-']],
    [
      'a swim before the lifts',
      'Swam this morning, then bench 3x8 at 135.',
      ['Swimming -@-', '3*barbell bench press 8@135'],
    ],
    ['a ride with no numbers', 'Had a long ride with the club on Sunday morning.', ['Cycling -@-']],
    ['a run told again is the same run', 'Ran 5k in 26 minutes. Good run with the club.', ['Running -@-']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });

  it('keeps the distance, not the speeds, nor the time of day, in the note', () => {
    const ride = parseJournal('Did an easy bike ride.\n\nAll told 41.5km (average speed 19.8km/hr).', 'kg');
    expect(ride.sets.map((s) => [s.name, s.notes])).toEqual([['Cycling', '41.5km']]);
    const jog = parseJournal('Jogged 2.5 miles at 6:45 this morning.', 'lb');
    expect(jog.sets.map((s) => s.notes)).toEqual(['2.5 miles']);
    const swim = parseJournal('Went swimming at lunch, did 1800.', 'lb');
    expect(swim.sets.map((s) => s.notes)).toEqual(['1800']);
  });
});

describe('cardio words that tell no session log nothing', () => {
  it.each([
    ['time ran out', 'Ran out of time after 40 minutes, so no deadlifts.', []],
    ['a bus ride', 'Rode the bus for 35 minutes to get to the gym.', []],
    ['a comparison', 'I was gasping like I had sprinted a mile.', []],
    ['a plan that did not happen', 'Wanted to go for a run but it rained.', []],
    ['a session skipped', 'Skipped my run today.', []],
    ['a session not done', "Didn't go for a swim.", []],
    // Readings kept from before this round.
    [
      'running late before the sets',
      'Running late today: bench 3x5 at 185.',
      ['3*barbell bench press 5@185'],
    ],
    ['walking to the rack', 'Walked to the rack and squatted 225 for 5.', ['barbell back squat 5@225']],
    ['reps in a row', 'Did 15 push-ups in a row.', ['push-up 15@bw']],
    ['"in a row" after a run is no rowing', 'Ran 3 miles four days in a row.', ['Running -@-']],
    ['a run planned for tomorrow', '8 pull-ups; going for a run tomorrow.', ['pull-up 8@bw']],
    ['a lateral shuffle is a drill', 'Lateral shuffles 3 x 20m', ['3*Lateral Shuffles -@-']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
