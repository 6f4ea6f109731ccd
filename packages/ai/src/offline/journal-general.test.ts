/**
 * Notations and prose written by us before the parser read them, one family per row, so the
 * general mechanisms (ordinals, fills, labelled chains, lists, lead words, remarks) each have a test
 * beside the real-data scores. Rows: text, then the sets as "name reps@weight" in lb ("bw" =
 * bodyweight only, "-" = none), runs of equal sets written "n*set".
 */
import { describe, expect, it } from 'vitest';
import { parseJournal } from './journal-parser.ts';

function brief(text: string, unit: 'lb' | 'kg' = 'lb'): string[] {
  const out: string[] = [];
  let prev = '';
  let n = 0;
  const flush = () => {
    if (prev) out.push(n > 1 ? `${n}*${prev}` : prev);
  };
  for (const s of parseJournal(text, unit).sets) {
    const load = s.weight === null ? '-' : s.isBodyweight && s.weight === 0 ? 'bw' : String(s.weight);
    const one = `${s.name} ${s.reps ?? '-'}@${load}`;
    if (one === prev) n++;
    else {
      flush();
      prev = one;
      n = 1;
    }
  }
  flush();
  return out;
}

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
    ['a pair of dumbbells after @', 'Shrugs 3x15 @ 2x40lb', ['3*barbell shrug 15@40']],
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

describe('names among prose', () => {
  it.each([
    ['words after the sets', 'Pullups 3 sets to failure', ['3*pull-up -@bw']],
    [
      'lead-in words',
      'Started with bench press: 135 for 10, 155 for 8',
      ['barbell bench press 10@135', 'barbell bench press 8@155'],
    ],
    ['name after the numbers', 'Finished with 3 sets of 15 crunches', ['3*crunch 15@bw']],
    ['name after "on"', 'Did 5 sets of 5 on squats at 225', ['5*barbell back squat 5@225']],
    [
      'list letters',
      'b. overhead press\n\n45 pounds x 8, 55 x 8',
      ['overhead press 8@45', 'overhead press 8@55'],
    ],
    [
      'kind of set is no name',
      'Barbell Rows: 4 sets x 10 reps, rest-pause set x 50 reps',
      ['4*barbell row 10@-', 'barbell row 50@-'],
    ],
    ['a known name in parentheses', 'Ab work (weight crunches) 30lbs 3 sets of 20', ['3*crunch 20@30']],
    [
      'the lifter’s bodyweight',
      'Pull Ups\n  • Bodyweight (189lbs): 9,7,6',
      ['pull-up 9@bw', 'pull-up 7@bw', 'pull-up 6@bw'],
    ],
    [
      'a sentence heads the block',
      'The leg press was the big surprise.\n60kg x 10\n70kg x 8',
      ['leg press 10@132.277', 'leg press 8@154.323'],
    ],
    [
      'a habit is a note',
      'Bench: I usually do 3x10 at 135, but today did 3x8 at 155',
      ['3*barbell bench press 8@155'],
    ],
    [
      'reps short are a remark',
      'Squat\n3x6x95kg\n4x95kg -- 2 reps short.',
      ['3*barbell back squat 6@209.439', 'barbell back squat 4@209.439'],
    ],
    [
      'a carry with its distance',
      'Farmer carries 3 x 50 yards with 70 lb dumbbells',
      ["3*farmer's carry -@70"],
    ],
    ['timed sets', 'Plank 3 x 1 min', ['3*plank -@bw']],
    ['a rowing time', 'Rowed 2000m in 8:05', ['Rowing -@-']],
    ['lifts as verbs', 'I squatted 100kg for 5 sets of 5', ['5*barbell back squat 5@220.462']],
    ['a verb and dumbbells', 'curled 30s for 12', ['barbell curl 12@30']],
    [
      'prose around the name',
      'OHP stalled at 135 again, got 5, 4, 4',
      ['overhead press 5@135', '2*overhead press 4@135'],
    ],
    ['chatter before a preposition', 'Hit a new PR on deadlift: 405 for 3!', ['barbell deadlift 3@405']],
    [
      'a name among words about the set',
      'Managed 8 pull-ups on my first set, then 6 and 5.',
      ['pull-up 8@bw', 'pull-up 6@bw', 'pull-up 5@bw'],
    ],
    [
      'back-off sets after a top set',
      'Squat: worked up to 315 for a set of 5, then did 3 back-off sets of 8 at 275.',
      ['barbell back squat 5@315', '3*barbell back squat 8@275'],
    ],
    ['rounds are sets', '5 rounds of 10 burpees', ['5*burpee 10@bw']],
    ['"in sets of"', '50 push-ups in sets of 10', ['5*push-up 10@bw']],
    ['a count before a known name', '15 squats', ['barbell back squat 15@-']],
    [
      'a lift named inside a sentence',
      'Starting out today I did a very easy three sets of five back squats at 195 pounds.',
      ['3*barbell back squat 5@195'],
    ],
    [
      'reps per leg explain the set',
      'I finished with two sets of 50 walking lunges (25 reps per leg).',
      ['2*dumbbell walking lunge 50@-'],
    ],
    ['prose verbs are no name', 'Then, dropped to 135 and hit it for a PR set of 32.', []],
    [
      '"Warm-up set:" is no field',
      'Bench Press (Barbell)\nWarm-up set: 20 kg × 10',
      ['barbell bench press 10@44.092'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });

  it.each([
    [
      'a tab-separated table',
      'Exercise\tSets\tReps\tWeight\nSquat\t3\t5\t225\nBench\t3\t8\t155',
      ['3*barbell back squat 5@225', '3*barbell bench press 8@155'],
    ],
    [
      'a markdown table',
      '| Lift | Sets | Reps | Weight |\n|---|---|---|---|\n| Deadlift | 1 | 5 | 315 |',
      ['barbell deadlift 5@315'],
    ],
    [
      'an app’s CSV export',
      'Date,Exercise,Category,Weight (kgs),Reps\n2024-01-01,Squat,Legs,100.0,5\n2024-01-01,Squat,Legs,100.0,5',
      ['2*barbell back squat 5@220.462'],
    ],
    ['bare sets, reps and load', 'Squat 3 5 225', ['3*barbell back squat 5@225']],
    ['slashed sets/reps/load', 'Squat: 3/5/225', ['3*barbell back squat 5@225']],
    ['the lifter’s weight in a sentence', 'Squat 3x5 @ 225. Bodyweight 180.', ['3*barbell back squat 5@225']],
    ['plates are no load', 'Hack squat machine 3x10 @ 2 plates', ['3*hack squat 10@-']],
    ['"F" for failure', 'Chins 3xF', ['3*chin-up -@bw']],
    [
      'an AMRAP set’s result',
      'Bench: 185x3, 225x3+ (got 6)',
      ['barbell bench press 3@185', 'barbell bench press 6@225'],
    ],
    ['bars between numbers', 'Row: 3 sets | 10 reps | 50 lb', ['3*barbell row 10@50']],
    [
      'bars between exercises',
      'Squat 5x5 @ 225 | Bench 3x5 @ 185',
      ['5*barbell back squat 5@225', '3*barbell bench press 5@185'],
    ],
    ['reps marked with x', 'Chin-Ups: 10x, 8x, 7x', ['chin-up 10@bw', 'chin-up 8@bw', 'chin-up 7@bw']],
    [
      'a count named by its set',
      'Seated Cable Row: 105 pounds, 1st set 10, second set 10, third set 9.',
      ['2*seated cable row 10@105', 'seated cable row 9@105'],
    ],
    [
      'session stats are no sets',
      'Bench 3x5 @ 185\nMax Heart Rate: 170 BPM\nCalories burned: 658',
      ['3*barbell bench press 5@185'],
    ],
    [
      'with bodyweight',
      'Bulgarian Split Squat\n1 set of 10 with bodyweight',
      ['bulgarian split squat 10@bw'],
    ],
    ['a plan in words is a note', 'Only two singles this time so maybe a double next time?', []],
    [
      'a goal label is a note',
      'Squat 3x5 @ 225\nGoal for next month: 3x5 @ 245',
      ['3*barbell back squat 5@225'],
    ],
    [
      'last week’s sets are a note',
      'Bench 5x5 135\nLast week I did 5x5 @ 130',
      ['5*barbell bench press 5@135'],
    ],
    ['last week in parentheses', 'Squat 3x5 225 (+5 from last week)', ['3*barbell back squat 5@225']],
    ['an estimated max is no set', 'Bench: 3x5 @ 185 (e1RM 215)', ['3*barbell bench press 5@185']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });

  it('keeps prose without numbers as the note and logs nothing', () => {
    expect(parseJournal('Went for a walk today, felt good', 'lb').sets).toEqual([]);
  });
});

describe('blocks: a name line, then numbers on lines of their own', () => {
  it.each([
    ['fields, one per line', 'Squats\nSets: 5\nReps: 5\nWeight: 225', ['5*barbell back squat 5@225']],
    ['counts, reps and load', 'Romanian Deadlift\n3 sets\n10 reps\n135 lbs', ['3*romanian deadlift 10@135']],
    ['a load line, then the sets', 'Curls\n25 lb dumbbells\n3 sets of 10', ['3*barbell curl 10@25']],
    [
      'a load labelled, then the sets labelled',
      'Bench\nWeight: 185 lbs\nSets: 3 x 8',
      ['3*barbell bench press 8@185'],
    ],
    ['a load in the name line', 'Cable flyes (each side 20 lbs)\n3 x 12', ['3*cable fly 12@20']],
    [
      '"+10 x 5" is an added load, not a bullet',
      'Pullups\nBW x 8\n+10 x 5',
      ['pull-up 8@bw', 'pull-up 5@10'],
    ],
    [
      '"load - reps" per line',
      'Deadlift\n135 - 5\n185 - 5',
      ['barbell deadlift 5@135', 'barbell deadlift 5@185'],
    ],
    [
      '"reps - load" per line',
      'Leg Press\n10 reps - 200\n8 reps - 300',
      ['leg press 10@200', 'leg press 8@300'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
