/**
 * Issue 11, third round: notations written by us before the parser read them, one general mechanism
 * per row (lists that imply the set count, dumbbell pairs, names inside sentences, supersets, half
 * and failed reps, notes that are not sets). Rows as in journal-general.test.ts: "name reps@weight"
 * in lb ("bw" = bodyweight only), runs of equal sets written "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a list that implies the set count', () => {
  it.each([
    [
      'reps × a list of loads',
      'Squat 5x265,280,285',
      ['barbell back squat 5@265', 'barbell back squat 5@280', 'barbell back squat 5@285'],
    ],
    ['bodyweight × a list of reps', 'Pull ups BWx5,5,8', ['2*pull-up 5@bw', 'pull-up 8@bw']],
    [
      'sets × reps, then loads with nothing between',
      'Leg ext 3x15 120, 130, 140',
      ['leg extension 15@120', 'leg extension 15@130', 'leg extension 15@140'],
    ],
    [
      'a unit after the last load is every load’s',
      'Squat 3 x 5 reps - 100, 110, 120 kg',
      ['barbell back squat 5@220.462', 'barbell back squat 5@242.508', 'barbell back squat 5@264.554'],
    ],
    [
      'reps after a load are not loads',
      'Bench 8x135, 8x155',
      ['barbell bench press 8@135', 'barbell bench press 8@155'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('a count of dumbbells before the load', () => {
  it.each([
    ['"2x45s" before the sets', 'DB bench 2x45s 3x10', ['3*dumbbell bench press 10@45']],
    [
      '"2x50s for 3 sets of 10"',
      'Incline DB press 2x50s for 3 sets of 10',
      ['3*incline dumbbell bench press 10@50'],
    ],
    [
      '"with 2x20kg" after the sets',
      'Bulgarian split squats 3x8 each leg with 2x20kg',
      ['3*bulgarian split squat 8@44.092'],
    ],
    ['"2-45lbs"', 'Curls 2-45lbs 3x10', ['3*barbell curl 10@45']],
    ['a pair of dumbbells after the sets', 'Shrugs 3x12 2x70lbs', ['3*dumbbell shrug 12@70']],
    ['one kettlebell at a load', 'Goblet squat 3x12 @ 1x32kg KB', ['3*kettlebell goblet squat 12@70.548']],
    ['a total, then each dumbbell', 'DB press 3x10 @ 100 total (50s)', ['3*dumbbell bench press 10@50']],
    ['plate math is no set', 'Bench 3x5 @ 135 (bar + 2x25)', ['3*barbell bench press 5@135']],
    ['alone, "2x45s" is two timed holds', 'Plank 2x45s', ['2*plank -@bw']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('the lift named inside a sentence', () => {
  it.each([
    [
      'a lead-in label ending in the lift',
      'My leg workout started with squats: three sets of eight reps at 315',
      ['3*barbell back squat 8@315'],
    ],
    ['"onto the X for"', 'Then onto the leg press for 3x12 at 360', ['3*leg press 12@360']],
    [
      '"I finished with X at S x R x W"',
      'I finished with seated cable rows at 4 x 8 x 165',
      ['4*seated cable row 8@165'],
    ],
    ['a name as written keeps its words', 'Did Snatch balance - 52.5kg 2x3', ['2*Snatch Balance 3@115.743']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('two exercises on one line', () => {
  it.each([
    [
      '"A1 … A2 …" with no separator',
      'A1 Bench 3x8 @ 185 A2 Pull ups 3x8',
      ['3*barbell bench press 8@185', '3*pull-up 8@bw'],
    ],
    [
      '"SS … + …"',
      'SS Curls 3x10 @ 25 + Skullcrushers 3x10 @ 60',
      ['3*barbell curl 10@25', '3*skull crusher 10@60'],
    ],
    [
      '"superset with"',
      'Curls 3x12 @ 30 superset with pushdowns 3x12 @ 50',
      ['3*barbell curl 12@30', '3*triceps pushdown 12@50'],
    ],
    [
      'lifts separated by dashes',
      'Squat 5x5 225 - Bench 5x5 185 - Row 5x5 135',
      ['5*barbell back squat 5@225', '5*barbell bench press 5@185', '5*barbell row 5@135'],
    ],
    [
      'lifts run on with no separator',
      'squat 5x5 225 bench 5x5 185 row 5x5 135',
      ['5*barbell back squat 5@225', '5*barbell bench press 5@185', '5*barbell row 5@135'],
    ],
    [
      'a run-on lift after load × reps',
      'Deadlift 1x5 315 chins 3x8',
      ['barbell deadlift 5@315', '3*chin-up 8@bw'],
    ],
    ['a plus between sets', 'Curl 30x10 + 20x8 (drop)', ['barbell curl 10@30', 'barbell curl 8@20']],
    [
      'a lighter "N x R" on a drop-set line is load × reps',
      'Curls 30x10, dropset 20x8, 10x6',
      ['barbell curl 10@30', 'barbell curl 8@20', 'barbell curl 6@10'],
    ],
    [
      'rest-pause mini-sets at the same load',
      'Pushdown 50x12 rest pause 5, 3',
      ['triceps pushdown 12@50', 'triceps pushdown 5@50', 'triceps pushdown 3@50'],
    ],
    ['a plus before gear is no exercise', 'Squat 3x5 @ 225 + bands', ['3*barbell back squat 5@225']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('rest is not a set', () => {
  it.each([
    ['"rest 3 min"', 'Squat 225 x 5 x 3 rest 3 min', ['3*barbell back squat 5@225']],
    ['"90s rest"', 'Bench 3x8 @ 185, 90s rest', ['3*barbell bench press 8@185']],
    ['"60 sec between sets"', 'Rows 4x10 @ 135, 60 sec between sets', ['4*barbell row 10@135']],
    ['rest in days is prose, kept whole in the note', 'Rested 3 days before this session', []],
    ['a timed hold stays timed', 'Plank 3 x 60 sec, rest 30s', ['3*plank -@bw']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('prose around a set', () => {
  it.each([
    ['an article before the load: a single', 'Hit a 315 squat today', ['barbell back squat 1@315']],
    ['a record with no reps: a single', 'Deadlift PR 405', ['barbell deadlift 1@405']],
    ['a record label then its load', 'Got a new PB on bench - 100 kg', ['barbell bench press 1@220.462']],
    [
      'a record load after named singles stays theirs',
      'Bench singles (PR 105kg)',
      ['barbell bench press 1@231.485'],
    ],
    [
      'ordinals after counts, "the second" without "set"',
      'Curls: at 30 lbs, 12 reps the first set, 10 the second, and 9 the third.',
      ['barbell curl 12@30', 'barbell curl 10@30', 'barbell curl 9@30'],
    ],
    [
      'a lift named a sentence before, then "I could only manage"',
      'Then front squats – brutal. At 80kg I could only manage 6 reps.',
      ['front squat 6@176.37'],
    ],
    ['a name made of chatter words', 'Good morning squats 3x8 @ 95', ['3*good morning 8@95']],
    ['a lone count repeated', 'Bird dogs\n  - 12 (x3)', ['3*bird dog 12@bw']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('a count first on its line', () => {
  it.each([
    ['an unknown move counted', '* 100 froggers', ['Froggers 100@-']],
    ['a catalogue name after the count', '* 40 banded pull aparts', ['band pull-apart 40@-']],
    ['a hyphenated duration is cardio', 'Wednesday: 30-minute Z2 run', ['Running -@-']],
    ['hours of sleep are no set', '8 hours sleep', []],
    ['coffees are no set', '2 coffees before training', []],
    ['eggs for breakfast are no set', '3 eggs for breakfast', []],
    ['a count of exercises is no set', '4 exercises today', []],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('structured logs', () => {
  it.each([
    [
      'a name field, a goal and rest that are not sets, numbered set rows',
      '**Name:** Hip Airplanes\n**Goal:** 10 kg x 3 sets x 10-12 reps\n**Rest:** 2 min\n\n### Working Sets\n1. 10 x 12 good\n2. 10 x 10 RPE 9',
      ['Hip Airplanes 12@10', 'Hip Airplanes 10@10'],
    ],
    [
      'numbered rows with a load after keep their set count',
      'Squat\n1. 3x5 @ 225\n2. 3x5 @ 235',
      ['3*barbell back squat 5@225', '3*barbell back squat 5@235'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('schemes and aims are not sets', () => {
  it.each([
    [
      'a 5/5/5+ scheme before the sets done',
      'squat, 5 / 5 / 5+. after warmup:\n  1. 5x 100 kg\n  2. 5x 110 kg',
      ['barbell back squat 5@220.462', 'barbell back squat 5@242.508'],
    ],
    ['a scheme alone is what was done', 'OHP 5/5/5+', ['3*overhead press 5@-']],
    [
      'an aim names the lift, the sets come later',
      'I wanted to hit a 3×5 deadlift today. Weeks ago 315 felt heavy. Okay, so 335 for a 3×5.',
      ['3*barbell deadlift 5@335'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('counts and units a line implies', () => {
  it.each([
    [
      'spaced reps after a load',
      'Lat pulldown 50kg 12 10 8',
      ['lat pulldown 12@110.231', 'lat pulldown 10@110.231', 'lat pulldown 8@110.231'],
    ],
    ['"3RM 100kg" is three reps', 'Front squat 3RM 100kg', ['front squat 3@220.462']],
    ['"5 singles @ 180" is five sets of one', 'Deadlift 5 singles @ 180', ['5*barbell deadlift 1@180']],
    [
      '"backoffs" names no lift',
      'Squat top set 180x3 @9, backoffs 160x5x3',
      ['barbell back squat 3@180', '3*barbell back squat 5@160'],
    ],
    [
      'sets after a top set, counted on purpose',
      'Squats - worked up to 140x3, then 2x5 at 120',
      ['barbell back squat 3@140', '2*barbell back squat 5@120'],
    ],
    [
      'a unit in parentheses ending a line of load × reps',
      'Leg press 200 x 15, 250 x 12, 300 x 10 (lbs)',
      ['leg press 15@200', 'leg press 12@250', 'leg press 10@300'],
    ],
    [
      'another lift ends a "working up to" line',
      'I started with back squats, working up to 3 sets of 5 at 225. Finished with leg curls, 3x12 at 70.',
      ['3*barbell back squat 5@225', '3*lying leg curl 12@70'],
    ],
    [
      'a percentage worked out to a load',
      'Back squat 5 sets of 5 at 60% = 135',
      ['5*barbell back squat 5@135'],
    ],
    [
      'effort per set is not more sets',
      'Squat 3x5 @ 100kg (RPE 7, 8, 9)',
      ['3*barbell back squat 5@220.462'],
    ],
    ['effort then the next set', 'bench 225x3 rpe 9, 225x3 rpe 9.5', ['2*barbell bench press 3@225']],
    [
      'the one unit a line writes holds for its bare loads',
      'Squat: 5 reps at 100 kg, 5 at 110, 3 at 120',
      ['barbell back squat 5@220.462', 'barbell back squat 5@242.508', 'barbell back squat 3@264.554'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('misses, half reps and changed plans are not sets', () => {
  it.each([
    ['a set of zero reps is a miss', 'Bench 225 x 5, 225 x 0 (failed)', ['barbell bench press 5@225']],
    [
      'half reps are no load',
      'Pullups 10, 8, 6 + 2 half reps',
      ['pull-up 10@bw', 'pull-up 8@bw', 'pull-up 6@bw'],
    ],
    ['a half rep does not count', 'Rows: 135 x 10, 10, 9 1/2', ['2*barbell row 10@135', 'barbell row 9@135']],
    ['partials after the sets', 'Curls 3x10 @ 30, 5 partials', ['3*barbell curl 10@30']],
    ['"partial pull ups" is a name', '3 x 12 partial pull ups', ['3*Partial Pull Ups 12@-']],
    [
      'which sets a remark is about',
      'Squat 5x5 225lb, felt heavy on sets 4 and 5',
      ['5*barbell back squat 5@225'],
    ],
    [
      'reps missed on the last set',
      'OHP 3 sets: 8, 8, 6 @ 95 (missed 2 on the last)',
      ['2*overhead press 8@95', 'overhead press 6@95'],
    ],
    ['"instead of" the plan', 'Squats 5x5 at 225 instead of 3x5 at 245', ['5*barbell back squat 5@225']],
    ['"planned … but"', 'Planned 5x5 but switched to 3x8 at 185 on bench', ['3*barbell bench press 8@185']],
    [
      '"supposed to be … but"',
      'Bench was supposed to be 4x6 but I did 3x6 at 205',
      ['3*barbell bench press 6@205'],
    ],
    ['"went from … to"', 'Leg press went from 3x10 to 4x8 at 300', ['4*leg press 8@300']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
