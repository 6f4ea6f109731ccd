/**
 * Round 36, block lists from group workouts and circuits (holdouts 61 and 62's real lines):
 * - "SSH x 25IC", "Squats x 20OYO": a bootcamp's count call typed onto the count's digits is taken off
 *   as a spaced one is (journal-cadence);
 * - "SSHx25", "Pushupsx20": a count's "x" typed onto a plural or an abbreviation is spaced off the name
 *   (journal-separators' spacedCountMark); "5xMissx155" stays a failed set's mark;
 * - "Total Time:  11 min, 27 seconds": one time in two units, the comma no list's (journal-separators'
 *   timeCommas), and "Total Time:" under moves of more than one kind the workout's time, a note even
 *   after a bout (journal-session-time);
 * - "• 5 pull-ups, 10 merkins" over "• 4 pull-ups, 10 merkins" …: rounds written one a line are each
 *   move's sets, move by move (journal-round-lines, a new entry rewrite);
 * - "Flow 2: 5 reps, then 4, 3, 2, 1" over three moves: a rep ladder told in words, under a numbered
 *   part's title, is the ladder "5-4-3-2-1" over the moves (journal-schemes);
 * - "Superman hold x 30": a hold's bare count of ten or more is its seconds, no reps
 *   (journal-timed-rows' holdCountsAsSeconds; "Plank hold" the plank).
 * Left: the Flynncinerator complex ("10 x double swings" read as 2, "Do this for 15:00 (3 rounds)"), the
 * "IC"/"OYO" block whose counts lead uncatalogued names with words after them ("10 Lunge to Squat
 * Position", "10 staggered Merkins right side on your Bells"), "Repeato until all 3 groups carried blocks
 * once" (the round count is the coach's guess), the Kettle Bear circuit ("20 circuit" read as 20 rounds,
 * "Repeato x 2"), moves told with no count ("Sprint to other sideline", "Mosey around the speedway",
 * "long hold overhead", "run to cat circle up and down stairs"), "Rows" under a kettlebell circuit named
 * for its bell only two lines later, "25 merkins in large gazebo" and "100 reverse leg lowers with
 * crunch" (uncatalogued names with a place or a manner after them), "Single Leg Dead lifts(oil
 * derricks)" with "3 rotations or more" after the list, Flow 1's "5 reps each" then "then 4 reps" under
 * the moves, and "Full parking lot suicides … Repeat 2 more times." (a bout with no number repeated).
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
      'Warmed up with:\n\n  • 100 jump rope skips\n  • 60 jumping jacks\n\nWorkout for time:\n\n  • 400 meter run\n  • 20 push ups\n  • 15 weighted squats, with 60#\n  • 20 box jumps\n  • 800 meter run\n\nTotal Time:  11 min, 27 seconds',
      [
        'Jump Jump Rope 100@-',
        'jumping jack 60@bw',
        'Running -@-',
        'push-up 20@bw',
        'barbell back squat 15@60',
        'box jump 20@bw',
        'Running -@-',
      ],
    ],
    [
      'kg',
      'Head over to the jungle gym for:\n\n  • 5 pull-ups, 10 merkins\n  • 4 pull-ups, 10 merkins\n  • 3 pull-ups, 10 merkins\n  • 2 pull-ups, 10 merkins\n  • 1 pull-up, 10 merkins',
      ['pull-up 5@bw', 'pull-up 4@bw', 'pull-up 3@bw', 'pull-up 2@bw', 'pull-up 1@bw', '5*push-up 10@bw'],
    ],
    [
      'lb',
      'SSH x 25IC\n\nIST x 15IC\n\nCotton Pickers x 10IC\n\nSeal Claps x 30IC',
      ['SSH 25@-', 'IST 15@-', 'Cotton Pickers 10@-', 'Seal Claps 30@-'],
    ],
    [
      'lb',
      'SSHx25, Good mornings x15, Imperial walkers x20, Mountain climbers x20, Merkins x10',
      ['SSH 25@-', 'good morning 15@-', 'Imperial Walkers 20@-', 'mountain climber 20@bw', 'push-up 10@bw'],
    ],
    [
      'lb',
      'Flow 2: 5 reps, then 4, 3, 2, 1\nOver Head Press\nSuitcase Row\nClean and Squat',
      [
        'overhead press 5@-',
        'overhead press 4@-',
        'overhead press 3@-',
        'overhead press 2@-',
        'overhead press 1@-',
        'Suitcase Row 5@-',
        'Suitcase Row 4@-',
        'Suitcase Row 3@-',
        'Suitcase Row 2@-',
        'Suitcase Row 1@-',
        'barbell back squat 5@-',
        'barbell back squat 4@-',
        'barbell back squat 3@-',
        'barbell back squat 2@-',
        'barbell back squat 1@-',
      ],
    ],
    [
      'lb',
      'Hello Dolly x 20, Freddie Merc x 20, Superman hold x 30.',
      ['Hello Dolly 20@-', 'Freddie Merc 20@-', 'superman -@bw'],
    ],
  ] as const)('%s %j', (unit, text, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('the same ways of writing, in other words and layouts', () => {
  it.each([
    ['lb', 'KB swings x 20IC, Goblet squats x 10IC', ['kettlebell swing 20@-', 'goblet squat 10@-']],
    ['lb', 'Jumping Jacks x 30IC\nSquats x 20OYO', ['jumping jack 30@bw', 'barbell back squat 20@-']],
    ['kg', 'Burpees x 10ic, Lunges x 20ic', ['burpee 10@bw', 'dumbbell lunge 20@-']],
    ['lb', 'Pushupsx20, squatsx10', ['push-up 20@bw', 'barbell back squat 10@-']],
    [
      'lb',
      '4 rounds for time:\n10 burpees\n400 meter run\nTotal time: 14 min, 5 sec',
      ['4*burpee 10@bw', '4*Running -@-'],
    ],
    [
      'lb',
      'Part 1: 10 reps, then 8, 6, 4\nGoblet Squat\nPush Press',
      [
        'goblet squat 10@-',
        'goblet squat 8@-',
        'goblet squat 6@-',
        'goblet squat 4@-',
        'push press 10@-',
        'push press 8@-',
        'push press 6@-',
        'push press 4@-',
      ],
    ],
    [
      'kg',
      'Complex 3: 5-4-3-2-1\nFront Squat\nPush Press',
      [
        'front squat 5@-',
        'front squat 4@-',
        'front squat 3@-',
        'front squat 2@-',
        'front squat 1@-',
        'push press 5@-',
        'push press 4@-',
        'push press 3@-',
        'push press 2@-',
        'push press 1@-',
      ],
    ],
    [
      'lb',
      '10 reps then 8, 6 and 4\nBench press\nPull ups',
      [
        'barbell bench press 10@-',
        'barbell bench press 8@-',
        'barbell bench press 6@-',
        'barbell bench press 4@-',
        'pull-up 10@bw',
        'pull-up 8@bw',
        'pull-up 6@bw',
        'pull-up 4@bw',
      ],
    ],
    [
      'lb',
      '10 swings + 10 goblet squats\n8 swings + 8 goblet squats\n6 swings + 6 goblet squats',
      [
        'kettlebell swing 10@-',
        'kettlebell swing 8@-',
        'kettlebell swing 6@-',
        'goblet squat 10@-',
        'goblet squat 8@-',
        'goblet squat 6@-',
      ],
    ],
    [
      'kg',
      '- Rows x 12, Dips x 8\n- Rows x 10, Dips x 6',
      ['barbell row 12@-', 'barbell row 10@-', 'dip 8@bw', 'dip 6@bw'],
    ],
    ['lb', 'Side plank hold x 30', ['side plank -@bw']],
    ['lb', 'Hollow hold x 45, plank hold x 60', ['hollow hold -@bw', 'plank -@bw']],
    ['lb', 'Wall sit hold 30', ['wall sit -@bw']],
    ['lb', 'LUNGESX20, BURPEESX10', ['dumbbell lunge 20@-', 'burpee 10@bw']],
    [
      'lb',
      '  • 5 pull-ups, 10 push-ups\n  • 3 pull-ups, 10 push-ups - felt good',
      ['pull-up 5@bw', 'pull-up 3@bw', '2*push-up 10@bw'],
    ],
  ] as const)('%s %j', (unit, text, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('look-alike lines the rules leave as they were', () => {
  it.each([
    ['lb', 'Run 2 miles\nTotal time: 16:40', ['Running -@-']],
    ['lb', 'Plank 1 min, 45 sec, 30 sec', ['3*plank -@bw']],
    ['lb', '5 pull-ups, 5 pull-ups\n4 pull-ups, 4 pull-ups', ['2*pull-up 5@bw', '2*pull-up 4@bw']],
    ['lb', 'Hollow hold x 3', ['hollow hold 3@bw']],
    ['lb', 'Superman hold x 10 reps', ['superman 10@bw']],
    [
      'lb',
      'Squat 10 reps then 8 and 6',
      ['barbell back squat 10@-', 'barbell back squat 8@-', 'barbell back squat 6@-'],
    ],
    [
      'lb',
      'Squat 5x5 225, 185\nBench 5x5 185, 135',
      [
        '5*barbell back squat 5@225',
        'barbell back squat 5@185',
        '5*barbell bench press 5@185',
        'barbell bench press 5@135',
      ],
    ],
    ['lb', 'Box10', []],
    ['lb', 'Cleans: 1x95, 1x115, 5xMissx155', ['power clean 1@95', 'power clean 1@115']],
    ['lb', 'MAX5', []],
    ['lb', '12 Push-ups, 15 Lunges\n12 Push-ups, 15 Lunges', ['2*push-up 12@bw', '2*bodyweight lunge 15@bw']],
    ['lb', 'Squat 2: 5-4-3', ['barbell back squat 5@-', 'barbell back squat 4@-', 'barbell back squat 3@-']],
  ] as const)('%s %j', (unit, text, want) => {
    expect(brief(text, unit)).toEqual(want);
  });

  it('5,000 characters aimed at the changed readers', () => {
    const hostile = [
      `SSH x ${'25IC '.repeat(1000)}`,
      `${'1'.repeat(4990)}IC`,
      `${'SSHx25, '.repeat(700)}`,
      `${'S'.repeat(4990)}x25`,
      `${'s'.repeat(2000)}x${'ssx'.repeat(900)}1`,
      `${'Pushupsx'.repeat(600)}20`,
      `${'aX'.repeat(2490)}20`,
      `Total time: ${'11 min, '.repeat(600)}27 sec`,
      `11 min${' '.repeat(4900)}, 27 sec`,
      `11 min, ${' '.repeat(4900)}27 sec`,
      `${'1 hour, '.repeat(600)}5 minutes`,
      `Flow 2: 5 reps, then ${'4, '.repeat(1600)}1\nPress\nRow`,
      `${'Flow '.repeat(1000)}2: 5 reps, then 4, 3\nPress\nRow`,
      `5 reps${' '.repeat(4900)}then 4, 3\nPress\nRow`,
      `5 reps, then 4${' and '.repeat(900)}3\nPress\nRow`,
      `${'• 5 pull-ups, 10 merkins\n'.repeat(200)}`,
      `${'5 pull-ups, '.repeat(400)}10 merkins\n4 pull-ups, 10 merkins`,
      `5 ${'pull '.repeat(1000)}ups, 10 merkins\n4 pull-ups, 10 merkins`,
      `${' , '.repeat(1600)}\n5 pull-ups, 10 merkins`,
      `5 pull-ups, 10 merkins${' -'.repeat(2400)} a\n4 pull-ups, 10 merkins`,
      `5 pull-ups, 10 merkins (${'('.repeat(2400)}\n4 pull-ups, 10 merkins`,
      `Total Time: 11 min${' ;'.repeat(2400)} 27 sec`,
      `${'Superman hold x 30 '.repeat(250)}`,
      `${'hold '.repeat(1000)}x 30`,
      `Superman ${'hold '.repeat(900)}x 30 sec`,
      `${'a '.repeat(2400)}hold x 30`,
      `Total Time: ${'11:27 '.repeat(800)}`,
    ];
    expectCheapToRead(hostile, (text) => parseJournal(text, 'lb'));
  });
});
