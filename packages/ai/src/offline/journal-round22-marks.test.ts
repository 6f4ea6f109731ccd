/**
 * Round 22: numbers beside a set that are no set. Each is decided where the parser first meets it:
 * - An estimated or calculated max is a stat (journal-marks takes it out; journal-records no longer
 *   reads it as a single): "(197 C1RM)", "(e1RM 367)", "(est. 1RM 117)", "(calc 1RM 157)", "(est max
 *   530)", the number before or after the mark. A bare "1RM" in brackets after a set of several reps
 *   ("225x5 (1RM 262)") is what those reps work out to; after a single ("PR (300 1RM)") it is still that
 *   single.
 * - A set marked failed is no set however it is written (journal-records): reps first ("1 x 315
 *   (fail)"), or the mark after a dash before the next set ("110x1 - failed, 100x3").
 * - In a table row with no header, the last cell after a cell of sets is the notes column
 *   (journal-line-tails): words in it ("130kg didn't move", "Could have had 160kg × 4", "That third rep
 *   at 70kg was a battle") talk about the sets and are a note, numbers and all. Decided: a cell that is
 *   a whole set with its own load ("+ 1x8 @ 120") is one more set of the row, at its own load (a
 *   back-off written in the notes column is still lifted; before, its load overwrote the row's); a
 *   cell of set words only ("RPE 8") stays with the sets. A table read by its header keeps its cells.
 * - What could have been is no set (journal-remarks' HABIT): "could have had 160kg × 4", "could've got
 *   405x5", "should have done 135kg × 3". Only with its numbers after it: "I pulled 275 and could have
 *   gone up more" keeps the 275.
 * - A lifter's correction of a written load is the load lifted (journal-load-forms): "(35lbs) [I did
 *   25lbs]", "(24kg) [actually did 20kg]". A bare count ("[I did 4]") may be reps and stays.
 * - A load's "k" after "at" or "@" on a line that tells sets is kilos (journal-unit-spelling): "2X3
 *   front squats at 104k". A distance's k ("a 5k at 25 min") is not.
 * - After sets, a count of reps in a time told in brackets is their total or pace (journal-marks): "(I
 *   was able to complete 200 one hand swings in 7 minutes)" gives the sets no load and adds no set.
 * Lines written by us, and the real lines they come from (holdouts 41, 43). Rows as in
 * journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines', () => {
  it.each([
    ['- pres: 170x6 (197 C1RM)', 'lb', ['Pres 6@170']],
    ['- deadlift: 330x3 (349 C1RM)', 'lb', ['barbell deadlift 3@330']],
    ['- bench: 270x5 (304 C1RM)', 'lb', ['barbell bench press 5@270']],
    [
      "| Barbell bench press | 100kg × 8, 120kg × 1 | 130kg didn't move |",
      'kg',
      ['barbell bench press 8@220.462', 'barbell bench press 1@264.554'],
    ],
    [
      '| Deadlift | 140kg × 7, 160kg × 3 | Grip went. Could have had 160kg × 4. |',
      'kg',
      ['barbell deadlift 7@308.647', 'barbell deadlift 3@352.739'],
    ],
    [
      '| Standing shoulder press | 60kg × 6, 70kg × 3 | That third rep at 70kg was a battle. Happy with it. |',
      'kg',
      ['overhead press 6@132.277', 'overhead press 3@154.323'],
    ],
    [
      'Deadlift: Bar x 5; 5×135; 3×185; 3×225; 1×285; 1×305; PR 1×315;; 1 x 315 (fail); 3×225; 3×185; 10×155.',
      'lb',
      [
        'barbell deadlift 5@-',
        'barbell deadlift 5@135',
        'barbell deadlift 3@185',
        'barbell deadlift 3@225',
        'barbell deadlift 1@285',
        'barbell deadlift 1@305',
        'barbell deadlift 1@315',
        'barbell deadlift 3@225',
        'barbell deadlift 3@185',
        'barbell deadlift 10@155',
      ],
    ],
    ['  • 10 x Turkish Get-Ups (35lbs) [I did 25lbs]', 'lb', ['turkish get-up 10@25']],
    ["After the CJ's I completed 2X3 front squats at 104k.", 'kg', ['2*front squat 3@229.28']],
    [
      "Yesterday's 400 swing reps in 15 min (or less), all done 10 R/10 L;\n40 reps x 1 set\n20 reps x 8 sets, all 15 sec rest between sets ( I was able to complete 200 one hand swings in 7 minutes)\n100 reps x 1 set\n20 x 5 sets\n14 minutes in total",
      'kg',
      [
        'kettlebell swing 40@-',
        '8*kettlebell swing 20@-',
        'kettlebell swing 100@-',
        '5*kettlebell swing 20@-',
      ],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('an estimated or calculated max is no set', () => {
  it.each([
    ['Squat 315x5 (e1RM 367)', 'lb', ['barbell back squat 5@315']],
    ['Bench 100kg x 5 (est. 1RM 117)', 'kg', ['barbell bench press 5@220.462']],
    ['Bench 100kg x 5 (1RM 117)', 'kg', ['barbell bench press 5@220.462']],
    ['OHP 60x5 @8 (~72 e1rm)', 'lb', ['overhead press 5@60']],
    ['Squat: 405x3 (E1RM: 445)', 'lb', ['barbell back squat 3@405']],
    ['* Deadlift 500x2 (est max 530)', 'lb', ['barbell deadlift 2@500']],
    ['Press 135x5 (calc 1RM 157)', 'lb', ['overhead press 5@135']],
    ['squat 140kg x 3 (e1rm 152.5kg)', 'kg', ['barbell back squat 3@308.647']],
    ['- front squat: 5x225 (262 e1rm)', 'lb', ['front squat 5@225']],
    ['Bench 225x5 (c1rm 262)', 'lb', ['barbell bench press 5@225']],
    ['Squat 5x315 (1RM 367)', 'lb', ['barbell back squat 5@315']],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('a set marked failed is no set', () => {
  it.each([
    ['Bench 225x1 (missed), 215x1', ['barbell bench press 1@215']],
    ['Squat 315x1, 335x1 (failed), 315x1', ['2*barbell back squat 1@315']],
    ['Bench: 100x5, 110x1 - failed, 100x3', ['barbell bench press 5@100', 'barbell bench press 3@100']],
    ['Clean 80x1, 85x1 (miss), 80x1', ['2*power clean 1@80']],
    [
      'Deadlift: 5x135; 3x225; 1 x 405 (failed); 3x315',
      ['barbell deadlift 5@135', 'barbell deadlift 3@225', 'barbell deadlift 3@315'],
    ],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe("a table row's notes cell", () => {
  it.each([
    [
      'words about a plan',
      '| Squat | 3x5 @ 140 | felt slow, 150 next week |',
      'lb',
      ['3*barbell back squat 5@140'],
    ],
    [
      'a miss',
      '| Bench | 90kg × 5, 100kg × 2 | 105kg missed |',
      'kg',
      ['barbell bench press 5@198.416', 'barbell bench press 2@220.462'],
    ],
    [
      'what should have been',
      '| Squat | 120kg × 5, 130kg × 3 | Should have done 135kg × 3 |',
      'kg',
      ['barbell back squat 5@264.554', 'barbell back squat 3@286.601'],
    ],
    [
      'a rep remarked on',
      '| Row | 60kg × 10, 70kg × 8 | Last rep at 70kg was ugly |',
      'kg',
      ['barbell row 10@132.277', 'barbell row 8@154.323'],
    ],
  ] as const)('is a note: %s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });

  it.each([
    [
      'a back-off set with its load',
      '| Squat | 3x5 @ 140 | + 1x8 @ 120 |',
      ['3*barbell back squat 5@140', 'barbell back squat 8@120'],
    ],
    ['an effort', '| Squat | 3x5 @ 140 | RPE 8 |', ['3*barbell back squat 5@140']],
  ] as const)('is read with the sets: %s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe('what could have been is no set', () => {
  it.each([
    ['Bench 3x5 @ 185, could have had 6 on the last set', ['3*barbell bench press 5@185']],
    ['Squat 3x5 @ 225 (could have done 235)', ['3*barbell back squat 5@225']],
    ["Deadlift 405x3, could've got 405x5", ['barbell deadlift 3@405']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe("a lifter's corrected load, a load's k, a pace in brackets", () => {
  it.each([
    ['- 12 x kettlebell swings (24kg) [I did 20kg]', 'lb', ['kettlebell swing 12@44.092']],
    ['Goblet squat 3x10 (24kg) [actually did 20kg]', 'lb', ['3*goblet squat 10@44.092']],
    ['Thrusters 3x10 @ 95lbs (I used 75lbs)', 'lb', ['3*dumbbell thruster 10@75']],
    ['Then 5x2 back squats at 140k.', 'kg', ['5*barbell back squat 2@308.647']],
    ['Squat 5x5 @ 100k', 'kg', ['5*barbell back squat 5@220.462']],
    ['Bench 3x8 at 80k', 'lb', ['3*barbell bench press 8@176.37']],
    ['Swings 20 reps x 8 sets (I did 160 swings in 7 minutes)', 'kg', ['8*kettlebell swing 20@-']],
    ['Push-ups 20 x 5 sets (100 push-ups in 6 minutes)', 'lb', ['5*push-up 20@bw']],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('not changed', () => {
  it.each([
    ['a load in brackets after the scheme', 'Squat 3x5 (225)', ['3*barbell back squat 5@225']],
    ['a repeat mark', 'Squat 3x5 @ 225 (x3)', ['3*barbell back squat 5@225']],
    ['an effort in brackets', 'Squat 3x5 @ 225 (RPE 8)', ['3*barbell back squat 5@225']],
    [
      '"could have" with no numbers',
      'Deadlift 3x5 @ 315, could have done more',
      ['3*barbell deadlift 5@315'],
    ],
    [
      '"could have" after the set told',
      'In my 3x max, I pulled 275lbs and felt like I could have gone up a little more',
      ['barbell deadlift 3@275'],
    ],
    ['a PR told as a 1RM is that single', 'Squat PR (300 1RM)', ['barbell back squat 1@300']],
    ['a single marked 1RM', 'Squat 300x1 (1RM)', ['barbell back squat 1@300']],
    ['a reps count in brackets', 'Squat 3x5 @ 225 [I did 4]', ['3*barbell back squat 5@225']],
    ["a run's k", 'Ran a 5k at 25 min', ['Running -@-']],
    [
      'a table read by its header',
      "| Exercise | Weight | Reps | Notes |\n|---|---|---|---|\n| Squat | 140 | 5 | 150 didn't move |",
      ['barbell back squat 5@140'],
    ],
  ] as const)('%s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});
