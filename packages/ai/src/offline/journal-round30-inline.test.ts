/**
 * Round 30, inline lists: several moves on one line, each with its own numbers.
 * - A numbered list run together ("#1 = pull-ups x 8 - #2 = chin-ups x 8", "1) Squats 5x5 2) Bench 3x8")
 *   is a list of lines (journal-inline-items).
 * - Two moves named as a superset share the scheme beside them, wherever on the line (journal-superset-pair).
 * - "3 x 8 (15lb / 17.5lb / 20lb)": N sets and N loads are one load a set (journal-loads-per-set).
 * - "Deadlift:Ā Got …": a code page's mangled no-break space is no name (journal-mojibake), and "then
 *   switched to sumo" is the lift in scope's variant (journal-switch-variant).
 * - "Pendlay rows and dips, 10-10-10 at 115#, …, and 3-3-2 dips": the pair's second lift, named again with
 *   its own numbers, leaves the first numbers to the first (journal-pair-named-again).
 * Found by the lead running the app: "Bench 3x5 185" over "10 merkins" logged the merkins as bench sets; a
 * count first on its line and one plural word is a move of its own (journal-own-line-move), while set talk
 * ("5 paused", "3 singles", "2 negatives") stays the lift's.
 * Rows as in journal-general.test.ts (lb; kg loads converted).
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines: moves run together on one line', () => {
  it.each([
    [
      "Here's what I did that day:  #1 = standard-grip pull-ups x 8 - #2 = standard –grip chin-ups x 8 - #3 = wide-grip pull-ups x 8 - #4 – wide-grip chin-ups x 8.  All reps were at least two short of maximum.",
      'lb',
      ['pull-up 8@bw', 'chin-up 8@bw', 'pull-up 8@bw', 'chin-up 8@bw'],
    ],
    [
      'After this portion of my leg session, I followed up with some accessory work: leg presses, 4×8, leg extension and leg curl superset, 4×15 and some calf work with 4×25 seated calf raises.',
      'lb',
      ['4*leg press 8@-', '4*leg extension 15@-', '4*lying leg curl 15@-', '4*standing calf raise 25@-'],
    ],
    [
      '  • 3 x 8 (15lb / 17.5lb / 20lb) tall kneeling overhead dumbbell press',
      'lb',
      ['dumbbell shoulder press 8@15', 'dumbbell shoulder press 8@17.5', 'dumbbell shoulder press 8@20'],
    ],
    [
      'Started with Pendlay rows and dips, 10-10-10 at 115#(?), I think, and 3-3-2 dips.',
      'lb',
      ['3*pendlay row 10@115', '2*dip 3@bw', 'dip 2@bw'],
    ],
    [
      'Deadlift:Ā Got the 8×167,5kg easily. Then switched to sumo and continued up to 3x190kg and 3x210kg. Fine. šŸ™‚',
      'kg',
      ['barbell deadlift 8@369.274', 'sumo deadlift 3@418.878', 'sumo deadlift 3@462.97'],
    ],
  ] as const)('%j', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('a count first on its line and one plural word is a move of its own', () => {
  it.each([
    ['Bench 3x5 185\n10 merkins', ['3*barbell bench press 5@185', 'push-up 10@bw']],
    ['Single Leg Hip Thrusts 3x12\n10 merkins (IC) x3', ['3*single-leg hip thrust 12@bw', '3*push-up 10@bw']],
    ['Squat 5x5 225\n- 20 derkins', ['5*barbell back squat 5@225', 'Derkins 20@-']],
    ['Deadlift 3x5 315\n3x10 merkins', ['3*barbell deadlift 5@315', '3*push-up 10@bw']],
    [
      'Bench 3x5 185\n10 merkins\n10 derkins',
      ['3*barbell bench press 5@185', 'push-up 10@bw', 'Derkins 10@-'],
    ],
  ] as const)('%j', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe('the same ways of writing, in other words and layouts', () => {
  it.each([
    [
      'Today: 1) Squats 5x5 at 225 2) Bench 3x8 at 155 3) Rows 3x10 at 135',
      ['5*barbell back squat 5@225', '3*barbell bench press 8@155', '3*barbell row 10@135'],
    ],
    [
      '#1: squats 3x5 225, #2: bench 3x5 185, #3: deadlift 1x5 315',
      ['3*barbell back squat 5@225', '3*barbell bench press 5@185', 'barbell deadlift 5@315'],
    ],
    [
      'Squat 3x5 225. Then switched to front squats, 3x5 at 155.',
      ['3*barbell back squat 5@225', '3*front squat 5@155'],
    ],
    [
      'Bench 5x5 185, switching over to incline, 3x8 at 135',
      ['5*barbell bench press 5@185', '3*incline barbell bench press 8@135'],
    ],
    [
      'Deadlift 5x315. Then I switched to sumo for 3x3 at 365.',
      ['barbell deadlift 5@315', '3*sumo deadlift 3@365'],
    ],
    [
      'Bench 3x5 185. Then switched to close grip and did 3x8 at 155.',
      ['3*barbell bench press 5@185', '3*close-grip bench press 8@155'],
    ],
    [
      'Squat 3x5 225 and then moved to pause squats, 3x3 at 185',
      ['3*barbell back squat 5@225', '3*pause squat 3@185'],
    ],
    ['Curls 3x8 (15/17.5/20 lb)', ['barbell curl 8@15', 'barbell curl 8@17.5', 'barbell curl 8@20']],
    [
      'Bench 3x5 (135/155/175)',
      ['barbell bench press 5@135', 'barbell bench press 5@155', 'barbell bench press 5@175'],
    ],
    [
      '3x5 @ 135/155/175 bench',
      ['barbell bench press 5@135', 'barbell bench press 5@155', 'barbell bench press 5@175'],
    ],
    [
      'Rows 3x10 135 then 3 x 10 (95lb / 115lb / 135lb) curls',
      ['3*barbell row 10@135', 'barbell curl 10@95', 'barbell curl 10@115', 'barbell curl 10@135'],
    ],
    [
      'Squat 5x5 225, then superset of curls and dips, 3x10',
      ['5*barbell back squat 5@225', '3*barbell curl 10@-', '3*dip 10@bw'],
    ],
    [
      'Bench 3x5 185; pushdowns & face pulls superset 3 sets of 15',
      ['3*barbell bench press 5@185', '3*triceps pushdown 15@-', '3*face pull 15@-'],
    ],
    ['Leg extension/leg curl superset: 3x12', ['3*leg extension 12@-', '3*lying leg curl 12@-']],
    ['Bench:Ā 3x5 185', ['3*barbell bench press 5@185']],
    [
      'Did squats and lunges, 5x5 at 225, and 3x10 lunges.',
      ['5*barbell back squat 5@225', '3*dumbbell lunge 10@-'],
    ],
  ] as const)('%j', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
  it.each([
    ['Deadlift:Â 5x140kg', ['barbell deadlift 5@308.647']],
    [
      'Squat 3x5 (100kg / 105kg / 110kg)',
      ['barbell back squat 5@220.462', 'barbell back squat 5@231.485', 'barbell back squat 5@242.508'],
    ],
  ] as const)('%j (kg)', (text, rows) => {
    expect(brief(text, 'kg')).toEqual([...rows]);
  });
});

describe('near misses that read as they did', () => {
  it.each([
    // A turn told with its reason, not its sets, moves nothing (holdout 34, lost by the first cut of
    // journal-switch-variant and found by the lead's line-by-line check).
    [
      'Calf raises 5x5 at 90 lbs. I switched to seated calf raises so that I could raise the weight. 90 lbs was easy.',
      ['5*standing calf raise 5@90'],
    ],
    // Set talk after a count on its own line stays the lift's.
    ['Bench 3x5 185\n5 paused', ['3*barbell bench press 5@185', 'barbell bench press 5@-']],
    ['Bench 3x5 185\n8 easy', ['3*barbell bench press 5@185', 'barbell bench press 8@-']],
    ['Squat 3x5 225\n3 singles', ['3*barbell back squat 5@225', '3*barbell back squat 1@-']],
    ['Squat 5x5 225\n2 negatives', ['5*barbell back squat 5@225', 'barbell back squat 2@-']],
    ['Bench 3x5 185\n2 partials', ['3*barbell bench press 5@185']],
    ['Bench 3x5 185\n10 pushups', ['3*barbell bench press 5@185', 'push-up 10@bw']],
    // A numbered list of prose, no sets in its items, stays one sentence.
    [
      'Squats were better. I focused on 1) bar position, 2) feet position and 3) hip drive. 140 x 5 x 3.',
      ['3*barbell back squat 5@140'],
    ],
    // A turn to no lift of the catalogue changes nothing.
    [
      'Deadlift 3x5 315. Switched to a lighter bar for 2x10.',
      ['3*barbell deadlift 5@315', '2*barbell deadlift 10@-'],
    ],
    // Loads converted in brackets after a unit stay conversions.
    [
      'I squatted 82.5kg (~181lbs), benched 40kg (88lbs), and deadlifted 90kg (198lbs).',
      ['barbell back squat 1@181.881', 'barbell bench press 1@88.185', 'barbell deadlift 1@198.416'],
    ],
    // Words that name no lift before "superset" share nothing.
    [
      'Bench 3x5 185, heavy and fast superset 3x5',
      ['3*barbell bench press 5@185', '3*barbell bench press 5@-'],
    ],
    // A tight slash before a side or limb is no lift.
    ['Lunges 3x10/leg 20 lbs', ['3*dumbbell lunge 10@20']],
    // A pair named once shares its scheme, as before.
    ['Curls and dips, 3x10', ['3*barbell curl 10@-', '3*dip 10@bw']],
    // A load after the superset's scheme is journal-joined's, as before.
    ['Curls + dips superset 3x10 at 25', ['3*barbell curl 10@25', '3*dip 10@bw']],
  ] as const)('%j', (text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});
