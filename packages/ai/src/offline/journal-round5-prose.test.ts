/**
 * Issue 11, fifth round: prose around sets, written by us before the parser read them. Numbers that
 * tell history or a max are no sets; a lift is found anywhere in a sentence; a note naming where a
 * lift was done ("on the leg press machine") leaves the name before it; "Set 1: 225 lbs. 10 times" lines.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("bw" = bodyweight only), runs "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('history and maxes in prose are not sets', () => {
  it.each([
    [
      'a best "back then" and "last year" above a bulleted ladder',
      "Front Squat\n\nHaven't done these in months. My best was 185# back then, and last year I did 175# for a double.\n\n- 5 @ 95#\n- 3 @ 135#\n- 1 @ 165#",
      ['front squat 5@95', 'front squat 3@135', 'front squat 1@165'],
    ],
    [
      'a best "back in March" above a bulleted ladder',
      'Deadlift\nBack in March my best was 315#. Today went well.\n- 5 @ 225#\n- 3 @ 275#\n- 1 @ 325#',
      ['barbell deadlift 5@225', 'barbell deadlift 3@275', 'barbell deadlift 1@325'],
    ],
    [
      'what the lifter could do when they started',
      'Bench\nWhen I started I could barely do 95 lbs.\n135x5\n145x5',
      ['barbell bench press 5@135', 'barbell bench press 5@145'],
    ],
    [
      'a year named before a past lift',
      'Squat\nIn 2019 I squatted 315 for a single. Now:\n225x5\n245x3',
      ['barbell back squat 5@225', 'barbell back squat 3@245'],
    ],
    [
      'a past PR in parentheses after the sets',
      'Squats 5x5 @ 185 (PR was 180x5)',
      ['5*barbell back squat 5@185'],
    ],
    [
      'a best ever after a dash',
      'Deadlift 3x5 @ 275 - best ever was 285 for 5',
      ['3*barbell deadlift 5@275'],
    ],
    [
      'a max some months ago after the sets',
      'OHP 3x5 @ 115. Two months ago it was 105.',
      ['3*overhead press 5@115'],
    ],
    [
      'a previous record after the sets',
      'Bench press 5x5 @ 185\nPrevious record was 8 times at 185.',
      ['5*barbell bench press 5@185'],
    ],
    [
      'a plate breakdown in parentheses, the sets in the next sentence',
      "For squats I'm now doing 135 pounds (45 bar, 90 plates). I did 3 sets of 5 today.",
      ['3*barbell back squat 5@135'],
    ],
    [
      "the lifter's own height and weight",
      "I'm 6'2 and 200 lbs now. Squat 3x5 @ 275",
      ['3*barbell back squat 5@275'],
    ],
    ['"I am" a bodyweight', 'I am 185 lbs. Deadlift 3x5 @ 315', ['3*barbell deadlift 5@315']],
    [
      'a comparison with last week after the sets',
      'Squats 3x5 @ 245, which is 20 lbs more than last week.',
      ['3*barbell back squat 5@245'],
    ],
    [
      '"I\'m doing" a load is a set, not a bodyweight',
      "I'm doing 135 pounds for squats now. 3 sets of 5.",
      ['3*barbell back squat 5@135'],
    ],
    [
      'prose that is a set still parses',
      'I did 225 lbs for two sets of 5 on the bench.',
      ['2*barbell bench press 5@225'],
    ],
    ['a box height in inches is no load', 'Box squats onto a 14" box: 3x5 @ 185', ['3*box squat 5@185']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('the lift in a sentence, "Set N:" lines', () => {
  it.each([
    [
      'a lift at the end of an exclamation, abbreviated units ending in a period',
      'Hit a new PR today on back squats!\n\nSet 1: 135 lbs. 8 times (warm up)\nSet 2: 225 lbs 5 times\nSet 3: 245 lbs. 3 times',
      ['barbell back squat 8@135', 'barbell back squat 5@225', 'barbell back squat 3@245'],
    ],
    [
      'a lift written in two words ("dead lifts") inside a sentence',
      'Good session on dead lifts tonight\nSet 1: 100 kg. 5 reps\nSet 2: 120 kg 3 reps',
      ['barbell deadlift 5@220.462', 'barbell deadlift 3@264.554'],
    ],
    [
      'a short lift word after "went heavy on"',
      'Went heavy on rows today:\n135 x 8\n155 x 6',
      ['barbell row 8@135', 'barbell row 6@155'],
    ],
    [
      'a verb and "tonight" around the lift are not its name',
      'Struggled through front squats tonight.\n3x5 @ 135',
      ['3*front squat 5@135'],
    ],
    [
      'a record beaten on a lift written in two words',
      'Beat my record on dead lifts again!\n\nSet 1: 315 lbs. 5 times\n\nSet 2: 335 lbs 3 times',
      ['barbell deadlift 5@315', 'barbell deadlift 3@335'],
    ],
    [
      'the lift in the middle of an exclamation',
      'Crushed it on the bench press tonight\n185x5\n195x3',
      ['barbell bench press 5@185', 'barbell bench press 3@195'],
    ],
    [
      'the lift as a verb in "-ing"',
      'Bench pressing 185 for 5 reps, 3 sets',
      ['3*barbell bench press 5@185'],
    ],
    [
      'a sentence about the lift before its sets',
      'Overhead pressing felt strong. 3x5 @ 115',
      ['3*overhead press 5@115'],
    ],
    [
      'kg sets under a sentence naming the lift',
      'Finally got my first real session on overhead press in weeks\nSet 1: 40 kg. 8 reps\nSet 2: 50 kg 5 reps',
      ['overhead press 8@88.185', 'overhead press 5@110.231'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('"Set N" lines in other spellings', () => {
  it.each([
    [
      'dashes between the load and the reps',
      'Squats\nSet 1 - 100 kg - 8 reps\nSet 2 - 110 kg - 6 reps',
      ['barbell back squat 8@220.462', 'barbell back squat 6@242.508'],
    ],
    [
      'a period after a kg load',
      'Bench\nSet 1: 60kg. 12 reps.\nSet 2: 70kg. 10 reps (felt easy)',
      ['barbell bench press 12@132.277', 'barbell bench press 10@154.323'],
    ],
    [
      '"times" for reps, a remark in parentheses',
      'Rows\nSet 1: 135 lbs 8 times\nSet 2: 155 lbs. 6 times (last rep was ugly)',
      ['barbell row 8@135', 'barbell row 6@155'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('a note naming where a lift was done', () => {
  it.each([
    [
      'an unknown name before a machine named in parentheses',
      'Toe press (on the hack squat machine)\n100kg – 12, 12',
      ['2*Toe Press 12@220.462'],
    ],
    [
      'a calf press on the leg press is a calf raise, not a leg press',
      'Calf press (on the leg press machine)\n125kg – 15, 15, 15',
      ['3*standing calf raise 15@275.578'],
    ],
    [
      'a known name before a machine named in parentheses',
      'Calf raises (in the leg press)\n200 x 15, 15',
      ['2*standing calf raise 15@200'],
    ],
    [
      '"using" another station',
      'Tricep pushdown (using the lat pulldown station)\n40 x 12, 12, 10',
      ['2*triceps pushdown 12@40', 'triceps pushdown 10@40'],
    ],
    [
      'a bodyweight lift on an assisted machine',
      'Dips (on the assisted pull-up machine)\n10, 10, 8',
      ['2*dip 10@bw', 'dip 8@bw'],
    ],
    [
      'a machine in square brackets, on the name line with the sets',
      'Calf raise [on the leg press] 3x15 @ 200',
      ['3*standing calf raise 15@200'],
    ],
    [
      'a place that names another lift ("bench press bench")',
      'Hip thrusts (on the bench press bench) 3x10 @ 185',
      ['3*barbell hip thrust 10@185'],
    ],
    [
      'a note that is no machine still refines',
      'Leg Raises (laying down)\n15, 15, 15, 15',
      ['4*lying leg raise 15@bw'],
    ],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });
});
