/**
 * Round 34, blocks and lines of holdouts 57 and 58 the parser misread (family "blocks"):
 * - "Round 1" over "* 21 air squats" … "Round 2" over …: a "Round N" (or "Circuit N") line heads the
 *   moves under it, its number no reps of the move above (journal-chunk-name's ROUND_NUMBER);
 * - "6x12 RDL 2x50#DB": the pair's load with the bells named right after it is one bell's load, wherever
 *   the scheme stands; "50#DB" is pounds (journal-bell-pair, journal-marks);
 * - "Clean and press 24Kx2: 5x5": one bell's load "x2" before a colon and the sets is two bells of that
 *   load, a bare "K" its kilos (journal-bell-pair);
 * - "xertube - chest fly (pole): 1x10 # this exercise seems …": a "#" standing apart before words opens a
 *   comment, not pounds (journal-line-tails);
 * - "deadlift day" over "### Tonnage:" over rows: "tonnage" is a heading word, so the day's lift holds
 *   (journal-words);
 * - "- 3/10 incline leg press" over "- 3/10 standing calf raises" …: a list of "N/M move" lines is sets/reps,
 *   not dates (new journal-slash-scheme, an entry rewrite: no reader owned a list of slashed schemes, and the
 *   calendar reads one line at a time);
 * - "Exercise | 2 rep max | Theoretical 1 rep max | % increase |" over rows a blank line apart: an "N rep
 *   max" column (N of 2 or more) is a set of N at its load, a worked-out maximum no set, and a pipe table
 *   pasted a row a paragraph still one table (journal-table, journal-table-columns);
 * - "3 miles at 8:19 pace": a road distance at a running pace, no activity named, is a run
 *   (journal-told-bouts); "Did the 2 miles I had scheduled … on ye ole dreadmill": a plan told done is
 *   the work (journal-planned's planDoneWritten, an entry rewrite), and the "dreadmill" is the treadmill
 *   (journal-cardio); "did the 5 miles" as "did 5 miles" (journal-told-bouts).
 * Left: "bicep curl (30 lb): 8, 8, 6" and "bicep curl (25 lbs): 3x10, 1x6" (holdout 57) still log the
 * barbell curl. Their label wants the dumbbell curl, which only the writer's other entries tell; the
 * catalogue reads a bare "bicep curl" as the barbell's, and other real lines are labelled so ("Bicep Curls:
 * 30 lbs x 12 reps" in holdout 27, "Biceps curls: 22,5 kg × 10, 6" in holdout 11). The same kaizensoze
 * line is labelled in holdout 14 as a "Biceps Curl" that allows the barbell.
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectCheapToRead } from '../test-support/cpu-budget.ts';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('the real lines of the family', () => {
  it.each([
    ['lb', '6x12 RDL 2x50#DB', ['6*dumbbell romanian deadlift 12@50']],
    [
      'lb',
      'Round 1\n* 21 air squats\n* 21 push ups\n\nRound 2\n* 15 air squats\n* 15 push ups\n\nRound 3\n* 9 air squats\n* 9 push ups',
      [
        'bodyweight squat 21@bw',
        'push-up 21@bw',
        'bodyweight squat 15@bw',
        'push-up 15@bw',
        'bodyweight squat 9@bw',
        'push-up 9@bw',
      ],
    ],
    [
      'lb',
      '  xertube - chest fly (pole): 1x10 # this exercise seems to work shoulder more than chest; discontinue',
      ['Xertube Chest Fly 10@-'],
    ],
    [
      'lb',
      'deadlift day: legs & back 100%\n\n### Tonnage:\n- 295 x 1 (beltless) @ RPE 3-4\n- 335 x 3 @ RPE 6.5 - rest 4 min\n- 335 x 3 @ RPE 7.75 rest 8 min\n- 315 x 4 @ RPE 7.0',
      ['barbell deadlift 1@295', '2*barbell deadlift 3@335', 'barbell deadlift 4@315'],
    ],
    [
      'lb',
      '- Deadlift day (weight back to baseline ~173 -> 176): session done under accumulated fatigue form week 1 (mostly in the hamstrings), "slightly" weaker than last week considering the whole session, first set strength essentially preserved even under fatiue as in the back picking up the slack from weaker / shakier leg drive. Legs felt about ~70-75% usual capacity, back felt 90-95% capacity, lockout was significantly stronger and a compeltely different pattern. Week 1 strength preserved under fatigue = current fatigued-less expression >> start of block. Harder to gauge RPE due to compromised leg drive.\n\n### Tonnage:\n- 295 x 1 (beltless) @ RPE 4.0\n- 335 x 3 @ RPE 6.5-7.0  - rest 7 min\n- 335 x 3 @ RPE 7.5-8 - rest 10 min\n- 315 x 3 @ RPE 8.0 ',
      ['barbell deadlift 1@295', '2*barbell deadlift 3@335', 'barbell deadlift 3@315'],
    ],
    [
      'kg',
      'And here are the amounts I lifted for 2 reps this week, along with my theoretical 1 rep maxes calculated from them and the % change from my first week:\n\nExercise | 2 rep max | Theoretical 1 rep max | % increase |\n\nDeadlift | 87.5 kg | 90 kg | 6% |\n\nBack Squat | 85 kg | 87.5 kg | 10% |\n\nBench Press | 46 kg | 47.3 kg | -2% |',
      ['barbell deadlift 2@192.904', 'barbell back squat 2@187.393', 'barbell bench press 2@101.413'],
    ],
    [
      'kg',
      'Clean and press 24Kx2: 5x5 - too easy; Need to increase weight.\nSwing: 40K: 5x15 - Thanks Don for bringing the Bulldog!',
      ['5*clean and press 5@52.911', '5*kettlebell swing 15@88.185'],
    ],
    [
      'lb',
      '- 3/10 incline leg press\n- 3/10 standing calf raises\n- 3/10 seated rows\n- 3/10 tricep extensions (standing ones with the rope attachment of the cable machine)',
      [
        '3*Incline Leg Press 10@-',
        '3*standing calf raise 10@-',
        '3*seated cable row 10@-',
        '3*overhead dumbbell triceps extension 10@-',
      ],
    ],
    ['lb', '3 miles at 8:19 pace', ['Running -@-']],
    ['lb', 'Did the 2 miles I had scheduled today at the gym on ye ole dreadmill.', ['Treadmill -@-']],
  ] as const)('%s %j', (unit, text, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('the same ways of writing, in other words and layouts', () => {
  it.each([
    // a round heading with no blank line, no bullets
    [
      'lb',
      'Round 1\n10 burpees\n10 sit ups\nRound 2\n8 burpees\n8 sit ups',
      ['burpee 10@bw', 'sit-up 10@bw', 'burpee 8@bw', 'sit-up 8@bw'],
    ],
    // a circuit heading
    [
      'lb',
      'Circuit 1\n- 15 push-ups\n- 20 lunges\n\nCircuit 2\n- 12 push-ups\n- 16 lunges',
      ['push-up 15@bw', 'dumbbell lunge 20@-', 'push-up 12@bw', 'dumbbell lunge 16@-'],
    ],
    // the dreadmill
    ['lb', '30 min on the dreadmill', ['Treadmill -@-']],
    // a plan told done
    ['lb', 'Did the 5k I had planned, legs heavy', ['Running -@-']],
    // a distance at a pace
    ['lb', '5k at 5:10/km pace', ['Running -@-']],
    ['lb', '6 miles @ 9:30 pace, easy', ['Running -@-']],
    // a tonnage heading under the day
    [
      'lb',
      'squat day\n\nTonnage:\n- 225 x 5\n- 245 x 3',
      ['barbell back squat 5@225', 'barbell back squat 3@245'],
    ],
    // a "#" comment
    ['lb', 'rows 3x12 # too easy, go up next time', ['3*barbell row 12@-']],
    ['lb', 'hammer curl (20 lb): 3x10 # elbow felt off today', ['3*hammer curl 10@20']],
    // slashed schemes, one move a line
    [
      'lb',
      '- 4/12 leg extensions\n- 4/12 hamstring curls',
      ['4*leg extension 12@-', '4*lying leg curl 12@-'],
    ],
    ['lb', '3/15 lat pulldown\n3/15 cable rows', ['3*lat pulldown 15@-', '3*seated cable row 15@-']],
    // under a date line of its own
    [
      'lb',
      '2024-03-04\n- 3/10 incline leg press\n- 3/10 standing calf raises',
      ['3*Incline Leg Press 10@-', '3*standing calf raise 10@-'],
    ],
    // a pair of bells named after the load
    ['lb', 'Floor press 2x60#DB 3x10', ['3*dumbbell floor press 10@60']],
    ['lb', '3x8 lunges 2 x 25lb dumbbells', ['3*dumbbell lunge 8@25']],
    // one bell's load "x2" before the sets
    ['kg', 'Double front squat 24Kx2: 5x5', ['5*front squat 5@52.911']],
    // an "N rep max" column beside an estimate
    [
      'kg',
      'Lift | 3 rep max | Estimated 1RM\nSquat | 120 kg | 127 kg\nBench | 80 kg | 85 kg',
      ['barbell back squat 3@264.554', 'barbell bench press 3@176.37'],
    ],
    ['lb', '| Exercise | 5RM | e1RM |\n|---|---|---|\n| Squat | 100 | 115 |', ['barbell back squat 5@100']],
  ] as const)('%s %j', (unit, text, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('near misses that keep reading as before', () => {
  it.each([
    // a date over sets of its own
    ['3/10 squat day\n5x5 225', ['5*barbell back squat 5@225']],
    // dates in order, no sets
    ['3/12 squat\n4/8 bench press', []],
    // one slashed line alone may be a date
    ['3/10 leg press', []],
    // a "#" after the load, no comment
    ['bench 3x5 185#', ['3*barbell bench press 5@185']],
    ['Deadlift 315 # 5', ['barbell deadlift 5@315']],
    // a count with a word of its own stays reps
    ['Push ups\nwide 12', ['push-up 12@bw']],
    // no bells named: sets x load x reps
    ['Bench 2x50 lb x 5', ['2*barbell bench press 5@50']],
    // a pace on a named activity
    ['rowed 5k at 2:05 pace', ['Rowing -@-']],
    // a table of one-rep maxes stays unread
    ['| Lift | 1RM |\n|---|---|\n| Squat | 140 |', []],
    // a plan not done
    ['I had 5 miles scheduled for tomorrow', []],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('hostile input stays fast', () => {
  it('5,000 characters aimed at the new and changed readers', () => {
    const hostile = [
      `${'Round 1\n'.repeat(700)}`,
      `6x12 RDL ${'2x50#'.repeat(1000)}DB`,
      `${'24Kx2'.repeat(1000)}: 5x5`,
      `1x10 ${' # '.repeat(1600)}this is a comment`,
      `${'- 3/10 leg press\n'.repeat(300)}`,
      `${'3/10 '.repeat(1000)}leg press`,
      `Exercise | 2 rep max | Theoretical 1 rep max |\n${'\nSquat | 85 kg | 90 kg |\n'.repeat(200)}`,
      `${'| 5RM '.repeat(900)}|\n${'| 100 '.repeat(900)}|`,
      `3 miles at 8:19 ${'pace '.repeat(1000)}`,
      `${'3 miles at '.repeat(450)}8:19 pace`,
      `Did the ${'2 miles '.repeat(600)}I had scheduled`,
      `ran the 2 ${'x'.repeat(4900)} we had planned`,
      `${'dreadmill '.repeat(500)}`,
    ];
    expectCheapToRead(hostile, (text) => parseJournal(text, 'lb'));
  });
});
