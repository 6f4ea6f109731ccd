/**
 * Notations and prose written by us before the parser read them, one family per row, so the
 * general mechanisms (ordinals, fills, labelled chains, lists, lead words, remarks) each have a test
 * beside the real-data scores. Rows: text, then the sets as "name reps@weight" in lb ("bw" =
 * bodyweight only, "-" = none), runs of equal sets written "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('counts and loads in words and chains', () => {
  it.each([
    ['number words', 'Leg extensions three sets of twelve at 90 pounds', ['3*leg extension 12@90']],
    ['"N sets x R @ W"', 'Bench press: 3 sets x 10 @ 135', ['3*barbell bench press 10@135']],
    [
      'reps list then load',
      'Bench 10,10,8 @ 135',
      ['2*barbell bench press 10@135', 'barbell bench press 8@135'],
    ],
    ['W×R×S', 'Squat 135x10x3', ['3*barbell back squat 10@135']],
    ['S×R×W', 'Squat 3x10x135', ['3*barbell back squat 10@135']],
    ['labelled chain', 'RDL 3 sets × 8 reps × 185 lbs', ['3*romanian deadlift 8@185']],
    ['unit glued to ×', 'OHP: 40kgx5x3', ['3*overhead press 5@88.185']],
    ['"for 3 sets"', 'Bench 185 x 5 for 3 sets', ['3*barbell bench press 5@185']],
    ['a trailing set count', 'Bench press 185 lbs for 8 reps, 3 sets', ['3*barbell bench press 8@185']],
    ['"x2" repeats the set', 'Squat 225 x 5 x2', ['2*barbell back squat 5@225']],
    ['per side', 'Bulgarian split squat 3 x 8/side @ 30', ['3*bulgarian split squat 8@30']],
    ['per leg', 'Lunges 3x10 per leg @ 40', ['3*dumbbell lunge 10@40']],
    ['a range: the first', 'Bench 4 sets of 6-8 reps @ 185', ['4*barbell bench press 6@185']],
    ['"N sets of X lbs"', 'Squat 3 sets of 225 lbs, 5 reps', ['3*barbell back squat 5@225']],
    ['a couple of sets', 'Did a couple sets of 8 pull ups', ['2*pull-up 8@bw']],
    ['"a heavy single"', 'Deadlift: worked up to a heavy single at 455', ['barbell deadlift 1@455']],
    [
      'load then reps, no sign',
      'Bench 135 5, 185 5, 205 3',
      ['barbell bench press 5@135', 'barbell bench press 5@185', 'barbell bench press 3@205'],
    ],
    ['named fields', 'Bench: reps 10, weight 135', ['barbell bench press 10@135']],
    ['decimal comma', 'Squat 62,5 kg 3x5', ['3*barbell back squat 5@137.789']],
    ['a pair of dumbbells', 'Dumbbell press 2x30kg 3x10', ['3*dumbbell bench press 10@66.139']],
    ['dumbbells by weight', 'Hammer curls 25s 3x12', ['3*hammer curl 12@25']],
    ['added load before ×', 'Chin-ups: BW x 10, BW+10 x 8', ['chin-up 10@bw', 'chin-up 8@10']],
    [
      'reps @ load, listed',
      'OHP 10 @ 40, 8 @ 45, 6 @ 50',
      ['overhead press 10@40', 'overhead press 8@45', 'overhead press 6@50'],
    ],
    [
      'loads in parentheses',
      'Lat pulldown 3 sets of 10 (60, 65, 70 lbs)',
      ['lat pulldown 10@60', 'lat pulldown 10@65', 'lat pulldown 10@70'],
    ],
    [
      '"+" between sets',
      'Deadlift 3 x 5 @ 140 + 1 x 8 @ 120',
      ['3*barbell deadlift 5@140', 'barbell deadlift 8@120'],
    ],
    ['a pair of dumbbells after @', 'Shrugs 3x15 @ 2x40lb', ['3*dumbbell shrug 15@40']],
    [
      'a unit ending the line',
      'Squat: 1x5 @ 60, 3x5 @ 110 (kg)',
      ['barbell back squat 5@132.277', '3*barbell back squat 5@242.508'],
    ],
    ['sets of a distance, unknown name', 'Sled push 4 x 20m @ 100', ['4*Sled Push -@100']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('which set the numbers are for', () => {
  it.each([
    [
      'ordinals that name whole sets',
      'Bench press: first set 185x8, second set 185x7, third set 185x6',
      ['barbell bench press 8@185', 'barbell bench press 7@185', 'barbell bench press 6@185'],
    ],
    [
      'ordinals that fill counted sets',
      'Leg Extensions – 3 warm up sets of 50 lbs. – first set 15 reps, second set 12 reps, and third set 10 reps',
      ['leg extension 15@50', 'leg extension 12@50', 'leg extension 10@50'],
    ],
    [
      '"each set"',
      'Leg Extensions – 3 working sets of 100 lbs. – 10 reps each set',
      ['3*leg extension 10@100'],
    ],
    [
      'a load per ordinal',
      'Preacher Curl 2×15 (45 lb first set, 35 lb second set)',
      ['preacher curl 15@45', 'preacher curl 15@35'],
    ],
    [
      'loads only, by ordinal',
      'Squats: 225 lbs first set, 235 lbs second set',
      ['barbell back squat -@225', 'barbell back squat -@235'],
    ],
    [
      'the last set',
      'Squat 3 sets of 8 at 185, last set 10 reps',
      ['2*barbell back squat 8@185', 'barbell back squat 10@185'],
    ],
    [
      'an ordinal before its numbers',
      'Bench: 3 sets of 8 @ 60kg, last set to failure (11 reps)',
      ['2*barbell bench press 8@132.277', 'barbell bench press 11@132.277'],
    ],
    [
      'a count then its reps',
      'Hack Squats: 4 sets x 12, 12, 10, 8',
      ['2*hack squat 12@-', 'hack squat 10@-', 'hack squat 8@-'],
    ],
    [
      'a count then its sets',
      'Bench 3 sets: 135x10, 155x8, 175x6',
      ['barbell bench press 10@135', 'barbell bench press 8@155', 'barbell bench press 6@175'],
    ],
    [
      'a count, then a reps list with the load',
      'Skull crushers 3 sets: 12, 10, 8 at 60 lbs',
      ['skull crusher 12@60', 'skull crusher 10@60', 'skull crusher 8@60'],
    ],
    [
      'loads per set after a colon',
      'Squats 3x10: 135, 155, 175',
      ['barbell back squat 10@135', 'barbell back squat 10@155', 'barbell back squat 10@175'],
    ],
    [
      'loads joined by "and"',
      'Front squat 3 sets of 3 at 185, 195 and 205',
      ['front squat 3@185', 'front squat 3@195', 'front squat 3@205'],
    ],
    [
      'reps list beside loads list',
      'Curls 12/10/8 with 30/35/40',
      ['barbell curl 12@30', 'barbell curl 10@35', 'barbell curl 8@40'],
    ],
    [
      'load/reps pairs after a name',
      'Bench 225/5, 225/5, 225/4',
      ['2*barbell bench press 5@225', 'barbell bench press 4@225'],
    ],
    [
      'a load before each S×R',
      'Bench press 65 lbs 1×8, 75 lbs 2×5',
      ['barbell bench press 8@65', '2*barbell bench press 5@75'],
    ],
    [
      'a cluster is one set',
      'Squats 5@95kg, 5@127kg (4,1)',
      ['barbell back squat 5@209.439', 'barbell back squat 5@279.987'],
    ],
    [
      'count then the reps and load',
      'Did 4 sets of incline bench, 10 reps each at 135',
      ['4*incline barbell bench press 10@135'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('lists of loads and of reps', () => {
  it.each([
    [
      'a reps list, then a loads list',
      'Leg Curl: 3 sets, 12/10/8 reps, 60/70/80 lbs',
      ['lying leg curl 12@60', 'lying leg curl 10@70', 'lying leg curl 8@80'],
    ],
    [
      'loads each with a unit',
      'Deadlift: 3 sets of 3 reps with 100kg, 105kg, 110kg',
      ['barbell deadlift 3@220.462', 'barbell deadlift 3@231.485', 'barbell deadlift 3@242.508'],
    ],
    ['assistance is no added load', 'Pull-ups (assisted, 40 lbs): 3 x 8', ['3*assisted pull-up 8@-']],
    ['laps are cardio', 'Swam 20 laps', ['Swimming -@-']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('compact forms', () => {
  it.each([
    ['reps @ load x sets', 'Squat 5@225x3', ['3*barbell back squat 5@225']],
    ['reps x load', 'Bench 10 reps x 135', ['barbell bench press 10@135']],
    ['a load after a slash', 'OHP 3x5/95', ['3*overhead press 5@95']],
    ['a load after a dash', 'Squat 3x5-225', ['3*barbell back squat 5@225']],
    ['a rep range after a dash stays a range', 'Bench 3x8-10 @ 135', ['3*barbell bench press 8@135']],
    ['steps are reps', 'Lunges 20 steps x 3 sets w/ 25 lb DBs', ['3*dumbbell lunge 20@25']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('small numbers that are loads', () => {
  it.each([
    [
      'a list of light loads',
      'Back Extension - Bodyweight x 12, 2.75 x 12, 5 x 10',
      ['back extension 12@bw', 'back extension 12@2.75', 'back extension 10@5'],
    ],
    [
      'a block of climbing loads',
      'External rotations\n5 x 10/side\n8 x 10/side\n10 x 10/side',
      ['External Rotations 10@5', 'External Rotations 10@8', 'External Rotations 10@10'],
    ],
    [
      'sets after a heavier load stay sets',
      'Squat 225x5, 3x5',
      ['barbell back squat 5@225', '3*barbell back squat 5@-'],
    ],
    ['a bodyweight block stays sets', 'Pull-ups\n3x5\n4x5\n5x5', ['12*pull-up 5@bw']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('number words', () => {
  it.each([
    ['a hundred', 'Did a hundred kettlebell swings', ['kettlebell swing 100@-']],
    ['a dozen', 'Pushups: a dozen, then ten', ['push-up 12@bw', 'push-up 10@bw']],
    ['thirty', 'thirty sit ups', ['sit-up 30@bw']],
    ['"one arm" is a side, not a count', 'one arm dumbbell row 3x10 @ 50', ['3*one-arm dumbbell row 10@50']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('units and lone counts', () => {
  it.each([
    ['kilograms spelled out', 'Bench 60 kilograms x 8', ['barbell bench press 8@132.277']],
    ['the pound sign', 'Squat 135# x 5', ['barbell back squat 5@135']],
    [
      'reps beside a set count and a load',
      'Lunges 10 each leg x 3 sets @ 20 lbs',
      ['3*dumbbell lunge 10@20'],
    ],
    [
      'a unit glued to each load',
      'Bench press 50kgx10 60kgx8',
      ['barbell bench press 10@110.231', 'barbell bench press 8@132.277'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
