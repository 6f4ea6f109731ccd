/**
 * Round 29: bootcamp and F3 backblast lines (holdout 48, opened this round). The rules, each at its
 * point of decision:
 * - How the count was called ("(IC)", "IC", "OYO", "(SC)", "(single count)", "in cadence") names no
 *   move: taken off each counted line before any name is read (journal-cadence), so "IC" is never the
 *   initials of "incline curl" and "OYO" never joins the name. Only a call standing as its own word
 *   after a move or its count.
 * - "10 burpees x3", a count on each side of the name, is three sets of ten; "Squats x25" with the
 *   count after the name alone stays 25 reps (journal-count-times).
 * - In a list of counts each before its move ("1. 10 burpees" / "2. 20 merkins", "did 20 dips, 10
 *   derkins and 20 squats"), a plural or capitalised word after the count names the next move, however
 *   unknown to the catalogue (a plural, capitals, or initials with no vowel: "ssh"); a word of how it
 *   went ("20 free", "10 slow") is still a remark.
 * - A stop's place before its verb ("At the bridge did 20 …") names no move; one count "of the
 *   following"/"each" for a list after a colon is that count of each; moves chained "into" one another
 *   are a list (journal-each-of).
 * - "10 LBAC forward" / "10 LBAC backwards": the way a drill turned is a note, one drill either way.
 * - "Incline Merkins x20 while we waited": a clause after the sets leaves the name before them.
 * - "BBS", "big boy sit-ups" are sit-ups (catalogue alias): never a barbell back squat's initials.
 * - A lone "Capri Lap" row (or label, "Capri Lap: 20 SSH") among counted moves is one bout of running
 *   (journal-session), not a heading.
 * - "2 rounds of 12" over rows that only name moves is 12 reps of each, in two rounds; a row with its
 *   own numbers ("Plank 25 sec") keeps them (journal-rounds-of).
 * Seen and left: the yard drills ("40 yard high knees", "40 yards sprints x2") log nothing or a run
 * (the label wants "Sprint", the parser calls sprints Running). Rows as in journal-general.test.ts: "name reps@weight" in
 * lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('holdout 48 lines read right this round', () => {
  it.each([
    [
      '  • 15 Unbalanced Coupon Merkins (IC)\n  • 10 BBS (IC)\n  • 10 Coupon Squats (IC)\n  • 10 Coupon Lunges (IC)\n  • 10 Coupon Curls (IC)',
      [
        'Unbalanced Coupon Merkins 15@-',
        'sit-up 10@bw',
        'Coupon Squats 10@-',
        'Coupon Lunges 10@-',
        'Coupon Curls 10@-',
      ],
    ],
    ['  • 25 SSH (IC)\n  • 25 SSH (IC)\n  • 25 SSH (IC)\n  • 25 SSH (IC)', ['4*Ssh 25@-']],
    [
      '-15 overhead claps in cadence into 15 seal claps in cadence into 10 overhead claps in cadence into 10 seal claps in cadence into 5 overhead claps in cadence into 5 seal claps in cadence',
      [
        'Overhead Claps 15@-',
        'Seal Claps 15@-',
        'Overhead Claps 10@-',
        'Seal Claps 10@-',
        'Overhead Claps 5@-',
        'Seal Claps 5@-',
      ],
    ],
    ['-20 American Hammers in cadence', ['American Hammers 20@-']],
    [
      '1. 10 burpees\n\n2. 20 merkins\n\n3. 20 squats\n\n4. 30 side straddle hops (single count)\n\n5. 10 burpees\n\n6. 2 burpees',
      [
        'burpee 10@bw',
        'push-up 20@bw',
        'barbell back squat 20@-',
        'Side Straddle Hops 30@-',
        'burpee 10@bw',
        'burpee 2@bw',
      ],
    ],
    ['10 Weighted Copperhead Squats (IC) X3', ['3*Weighted Copperhead Squats 10@-']],
    [
      '> 15 SSH IC\n> 15 Merkins OYO\n> 10 LBAC forward IC\n> 10 LBAC backwards IC\n> 10 Sun Gods forward IC\n> 10 Sun Gods backwards IC\n> 100 cherry picker OYO',
      ['SSH 15@-', 'push-up 15@bw', '2*LBAC 10@-', '2*Sun Gods 10@-', 'Cherry Picker 100@-'],
    ],
    [
      'At the bridge did 20 dips, 10 derkins and 20 squats.',
      ['dip 20@bw', 'Derkins 10@-', 'barbell back squat 20@-'],
    ],
    [
      'At the intersection stopped for 20 of the following: squats, merkins, lunges.',
      ['barbell back squat 20@-', 'push-up 20@bw', 'dumbbell lunge 20@-'],
    ],
    [
      'At the top did 20 each of the following: big boys (SC), american hammers (IC), LBC (IC).',
      ['Big Boys 20@-', 'American Hammers 20@-', 'LBC 20@-'],
    ],
    ['Incline Merkins x20 while we waited, to no avail.', ['incline push-up 20@bw']],
    [
      '20 SSH (IC)\n20 WWI Situp (IC)\n20 SSH (IC)\n20 Mountain Climbers (IC)\n20 Merkins (IC)\n20 SSH (IC)\nCapri Lap\n20 SSH (IC)',
      [
        'SSH 20@-',
        'WWI Situp 20@-',
        'SSH 20@-',
        'mountain climber 20@bw',
        'push-up 20@bw',
        'SSH 20@-',
        'Running -@-',
        'SSH 20@-',
      ],
    ],
    [
      '2 rounds of 12 (supersetted and forgot to rest between sets… meant to rest 1 minute)\n\n1. Plank (on hands) 25 sec (only 1, not 12!)\n2. Single Leg Bridge (arms crossed on chest) L \n3. Single Leg Bridge R \n4. Push up \n5. Prisoner Squat \n6. Forward Lunge L \n7. Forward Lunge R\n8. Superman',
      [
        '2*plank -@bw',
        '4*single-leg glute bridge 12@bw',
        '2*push-up 12@bw',
        '2*Prisoner Squat 12@-',
        '4*dumbbell lunge 12@-',
        '2*superman 12@bw',
      ],
    ],
  ] as const)('%s', (text, rows) => {
    expect(brief(text, 'lb')).toEqual([...rows]);
  });
});

describe('the same mechanisms in other words', () => {
  it.each([
    [
      '15 Burpees (IC)\n20 Merkins (OYO)\n10 Squats (IC)',
      ['burpee 15@bw', 'push-up 20@bw', 'barbell back squat 10@-'],
    ],
    ['25 Flutter Kicks IC', ['flutter kick 25@bw']],
    ['Seal Jacks ic x 25', ['Seal Jacks 25@-']],
    ['12 Hand Release Merkins (SC) x2', ['2*Hand Release Merkins 12@-']],
    ['10 Star Jumps in cadence x3', ['3*jumping jack 10@bw']],
    ['- 10 burpees x3 - legs were toast', ['3*burpee 10@bw']],
    ['6:30am 12 goblet squats x4', ['4*goblet squat 12@-']],
    ['Diamond Merkins x15 while the six caught up', ['diamond push-up 15@bw']],
    [
      'By the flagpole did 15 dips, 15 merkins and 15 squats.',
      ['dip 15@bw', 'push-up 15@bw', 'barbell back squat 15@-'],
    ],
    [
      'At the corner stopped for 10 of the following: burpees, merkins, jump squats.',
      ['burpee 10@bw', 'push-up 10@bw', 'jump squat 10@bw'],
    ],
    [
      'At the wall did 25 each of the following: dips; derkins; step ups.',
      ['dip 25@bw', 'Derkins 25@-', 'dumbbell step-up 25@-'],
    ],
    [
      'Then 15 of each: squats, lunges, merkins',
      ['barbell back squat 15@-', 'dumbbell lunge 15@-', 'push-up 15@bw'],
    ],
    [
      '10 Imperial Walkers in cadence into 10 Mountain Climbers in cadence',
      ['Imperial Walkers 10@-', 'mountain climber 10@bw'],
    ],
    ['10 Arm Circles forward IC\n10 Arm Circles backwards IC', ['2*Arm Circles 10@-']],
    ['1. 15 burpees\n2. 25 merkins\n3. 10 derkins', ['burpee 15@bw', 'push-up 25@bw', 'Derkins 10@-']],
    ['did 20 pull ups, 15 dips and 30 flutters.', ['pull-up 20@bw', 'dip 15@bw', 'flutter kick 30@bw']],
    ['50 big boy situps', ['sit-up 50@bw']],
    ['20 ssh\n20 wwi situp\n20 ssh', ['Ssh 20@-', 'Wwi Situp 20@-', 'Ssh 20@-']],
    ['25 burpees\nTrack lap: 20 merkins', ['burpee 25@bw', 'Running -@-', 'push-up 20@bw']],
    ['15 merkins\nIndian run\n15 squats', ['push-up 15@bw', 'Running -@-', 'barbell back squat 15@-']],
    [
      '4 rounds of 8\n1. Burpees\n2. Jump squats\n3. Mountain climbers',
      ['4*burpee 8@bw', '4*jump squat 8@bw', '4*mountain climber 8@bw'],
    ],
    ['2 rounds of 20 each:\n- Flutter kicks\n- LBCs', ['2*flutter kick 20@bw', '2*LBCs 20@-']],
    ['3 rounds of 10 - felt good\n- push-ups\n- squats', ['3*push-up 10@bw', '3*bodyweight squat 10@bw']],
  ] as const)('%s', (text, rows) => {
    expect(brief(text, 'lb')).toEqual([...rows]);
  });
});

describe('near lines that keep their reading', () => {
  it.each([
    ['"IC" opening a line, where nothing was counted yet', 'IC 3x10 @ 25', ['3*incline dumbbell curl 10@25']],
    ['"ic" inside a word', 'Basic squats 3x10 @ 135', ['3*Basic Squats 10@135']],
    ['a count after the name alone', 'Squats x25', ['barbell back squat 25@-']],
    ["one limb as the move's own number", '1 arm rows x 10', ['one-arm dumbbell row 10@-']],
    ['a bridge that is the lift', 'Glute bridge 3x12 @ 135', ['3*glute bridge 12@135']],
    [
      'a word of how the set went, in a list of counts',
      '10 pushups\n20 free',
      ['push-up 10@bw', 'push-up 20@bw'],
    ],
    [
      '"into" before sets, not after a counted move',
      'Warmed up then went into 3 sets of squats at 225',
      ['3*barbell back squat -@225'],
    ],
    ['a remark after a lift', 'Front squat 3x5 @ 185\n5 paused', ['3*front squat 5@185', 'front squat 5@-']],
    [
      'a lift\'s own "sets of" line over names',
      'Bench\n3 sets of 10\nPush ups\nSquats',
      ['3*barbell bench press 10@-'],
    ],
    [
      'a run between sets that are no list of counts',
      'Bench 3x5 @ 225\nRun\n10 pushups',
      ['3*barbell bench press 5@225', 'push-up 10@bw'],
    ],
    ['a word of how the set went, shouted', '10 PUSHUPS\n20 FREE', ['push-up 10@bw', 'push-up 20@bw']],
    ['a run heading its own distance', '10 burpees\nRun\n1 mile', ['burpee 10@bw', 'Running -@-']],
    ['a way after a catalogue lift', 'Lunges forward 3x10 @ 50', ['3*dumbbell lunge 10@50']],
  ] as const)('not %s', (_, text, rows) => {
    expect(brief(text, 'lb')).toEqual([...rows]);
  });
});
