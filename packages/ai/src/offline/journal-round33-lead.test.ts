/**
 * Round 33, what is no set of today's (holdouts 55 and 56's real lines, and probes of the same kinds):
 * - "#### January" over 5/3/1's rows: a month heads a month's table, as a weekday heads a day
 *   (journal-words' CHATTER); not "may" or "march", words of prose, nor "dec" (decline);
 * - "a heavy single the other week when I did 240#": weeks back (journal-achieved's HISTORY);
 * - "I can currently deadlift 170 pounds": a capacity (journal-others' CAPACITY);
 * - "Squats – 60kgs now at 75kgs", "Lat pull downs – from 40kgs to 45 kgs": a working load's progress,
 *   told with no count (journal-remarks' LOAD_PROGRESS);
 * - "my bench 1RM is 225": the max as it stands, unless told new (journal-records' MY_MAX_BEFORE);
 * - "compared with 3x8 @ 175 last time" with no comma before it: the clause about then starts at the
 *   comparison (journal-clauses' doneThenTold);
 * - "She asked if I could do 20 pull-ups, so I did 20": the question is no set (journal-remarks' HABITS).
 * And the rows under "Current PRs:" keep their lift in the note ("my current PR for squat is 145lbs").
 * Left: "#### March" over a table still names a lift March; "Squat 5x5 at 100kg, now at 105 for the last
 * set" logs the 105 as reps (as at the round's start).
 * Also from my own probes of plain log lines: a scheme then what each set came to ("3x5 @ 100 (got
 * 5,5,4)"), a load a set after slashes ("3x10 75/80/85kg"), a count a set after the count of sets ("3
 * sets 12-10-8 @ 140"), a task list's empty box beside ticked ones; from the WOD probe's leftovers, a
 * one-line AMRAP with its score ("… - got 14 rds") and "rds" for rounds.
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectCheapToRead } from '../test-support/cpu-budget.ts';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('the real lines of the family', () => {
  it.each([
    [
      '#### January\n      5 250   3 267.5 5 287.5\n      5 287.5 3 307.5 3 325\n      5 325   3 345   1 365',
      [],
    ],
    [
      'I had done a heavy (for me) single bench the other week when I did 240#. Last Friday, I did 250#.',
      ['barbell bench press 1@250'],
    ],
    ['What’s not so ordinary about me is that I can currently deadlift 170 pounds.', []],
    [
      'Squats  – 60kgs now at 75kgs\nDead lifts – 60kgs now at 85kgs\nChest press/ bench – 40kgs now at 52kgs\nRows – 32 kgs now at 40kgs\nLat pull downs – from 40kgs to 45 kgs',
      [],
    ],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('the same, in other words', () => {
  it.each([
    ['### October\nWeek 1: 5 135 5 155 5 175', []],
    ['November\nSquat 3x5 @ 225', ['3*barbell back squat 5@225']],
    [
      'I pulled 405 for a single the other week. Today I did 3x3 deadlifts at 365.',
      ['3*barbell deadlift 3@365'],
    ],
    ['The other month I hit 225 on bench. Today bench 5x5 at 185.', ['5*barbell bench press 5@185']],
    ['I can currently squat 140kg.', []],
    ['I can currently do 12 pull-ups.', []],
    ['my bench 1RM is 225', []],
    ['My deadlift 3RM is 405 lbs.', []],
    ['Bench 3x8 @ 185 compared with 3x8 @ 175 last time', ['3*barbell bench press 8@185']],
    ['Squats: 3x5 at 225, compared to 3x5 at 215 last week.', ['3*barbell back squat 5@225']],
    ['Did 5x5 squats at 100kg vs 95kg last week.', ['5*barbell back squat 5@220.462']],
    ['My trainer asked if I could do 20 push-ups, so I did 20.', ['push-up 20@bw']],
    ['She asked me whether I can do 10 chin-ups. I did 12.', ['chin-up 12@bw']],
    ['Bench – 60kg now at 75kg', []],
    ['Deadlift: from 100kg to 140kg since January', []],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('near text that stays as it was', () => {
  it.each([
    // A new max is the day's set; so is one with its reps at a load.
    ['My new bench 1RM is 230!', ['barbell bench press 1@230']],
    ['my deadlift 1RM is now 405', ['barbell deadlift 1@405']],
    ['Squat 3RM 100kg', ['barbell back squat 3@220.462']],
    // "the other day" may be the log's own day.
    ['I did a single the other day at 315 squat.', ['barbell back squat 1@315']],
    // A capacity told as just reached was shown that day (round 26).
    ['I can now do 8 push ups in a row with my hands on a bench.', ['push-up 8@bw']],
    // A day's climb, counted.
    ['Squat 5x5 @ 225, up from 220 last week', ['5*barbell back squat 5@225']],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('a scheme, then what each set came to (journal-scheme-result)', () => {
  it.each([
    ['Press 3×5 45kg ✗ (got 5,5,4)', ['2*overhead press 5@99.208', 'overhead press 4@99.208']],
    [
      'Bench 3x8 @ 80 (only got 8, 7, 6)',
      ['barbell bench press 8@80', 'barbell bench press 7@80', 'barbell bench press 6@80'],
    ],
    [
      'Squat 5x5 @ 100kg, got 5,5,5,4,3',
      ['3*barbell back squat 5@220.462', 'barbell back squat 4@220.462', 'barbell back squat 3@220.462'],
    ],
    ['Bench 3x5 @ 100 (5,5,4)', ['2*barbell bench press 5@100', 'barbell bench press 4@100']],
    ['Row 3x8 @ 60 (8, 8, 7)', ['2*barbell row 8@60', 'barbell row 7@60']],
    ['Press 45kg 3x5 (got 5,5,4)', ['2*overhead press 5@99.208', 'overhead press 4@99.208']],
    ['Bench 3x5+ @ 185 (5,5,9)', ['2*barbell bench press 5@185', 'barbell bench press 9@185']],
    // Loads, not counts: over the plan's reps, or one per set with a unit.
    [
      'Squat 3x5 (135, 155, 175)',
      ['barbell back squat 5@135', 'barbell back squat 5@155', 'barbell back squat 5@175'],
    ],
    ['Curls 3x10 (20, 25, 30)', ['barbell curl 10@20', 'barbell curl 10@25', 'barbell curl 10@30']],
    [
      'Squat 3x5 @ 225, 245, 265',
      ['barbell back squat 5@225', 'barbell back squat 5@245', 'barbell back squat 5@265'],
    ],
    // A load a set after slashes, and a count a set after the count of sets.
    [
      'Bench Press 3x10 75/80/85kg',
      ['barbell bench press 10@165.347', 'barbell bench press 10@176.37', 'barbell bench press 10@187.393'],
    ],
    [
      'Squat 3x5 100/110/120',
      ['barbell back squat 5@100', 'barbell back squat 5@110', 'barbell back squat 5@120'],
    ],
    [
      'Lat pulldowns 3 sets 12-10-8 @ 140',
      ['lat pulldown 12@140', 'lat pulldown 10@140', 'lat pulldown 8@140'],
    ],
    [
      'Leg press 4 sets 15-12-10-8 at 300',
      ['leg press 15@300', 'leg press 12@300', 'leg press 10@300', 'leg press 8@300'],
    ],
    ['Lunges 3 sets 10/10/10 with 20s', ['3*dumbbell lunge 10@20']],
    // A range of reps is no count a set.
    ['Row 3 sets of 8-12 reps @ 100', ['3*barbell row 8@100']],
    ['Curls 2 sets 8-12 @ 30', ['2*barbell curl 8@30']],
    // A ladder's reps, and a plan's own words (journal-planned).
    ['Dips 2 x 3,2,1', ['dip 3@bw', 'dip 2@bw', 'dip 1@bw', 'dip 3@bw', 'dip 2@bw', 'dip 1@bw']],
    [
      'Squat: planned 5x5 at 200, got 5,5,4,3,3',
      ['2*barbell back squat 5@200', 'barbell back squat 4@200', '2*barbell back squat 3@200'],
    ],
    // Not one count per set: another scheme follows.
    ['Deadlift 1x5 @ 315, 3x5 @ 275', ['barbell deadlift 5@315', '3*barbell deadlift 5@275']],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('task lists and headings', () => {
  it.each([
    // A box left empty beside ticked ones is an item not done; with no box ticked the list is read as before.
    [
      '- [x] Squat 3x5 @ 105\n- [x] Bench 3x5 @ 75\n- [ ] Deadlift 1x5 @ 130',
      ['3*barbell back squat 5@105', '3*barbell bench press 5@75'],
    ],
    [
      '- [ ] Squat 3x5 @ 105\n- [ ] Bench 3x5 @ 75',
      ['3*barbell back squat 5@105', '3*barbell bench press 5@75'],
    ],
    ['Belt squat 3x10 @ 90', ['3*belt squat 10@90']],
    // "before" and "after" tell when, as "throughout" does: no part of the name.
    [
      'I did three sets of ten push-ups and two sets of fifteen sit-ups before breakfast.',
      ['3*push-up 10@bw', '2*sit-up 15@bw'],
    ],
    ['Squats 3x5 @ 225 after work', ['3*barbell back squat 5@225']],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });

  it('keeps no note of a heading’s marks alone', () => {
    expect(parseJournal('## 2024-03-04\n- Squat: 3x5 @ 100kg', 'kg').note).toBeNull();
  });
});

describe('an effort a set after a reps list by comma (journal-efforts)', () => {
  const efforts = (text: string) =>
    parseJournal(text, 'lb').sets.map((s) => `${s.reps}@${s.weight} rpe ${s.rpe ?? '-'}`);
  it.each([
    ['Squat 140 x 5, 5, 5 @ 7, 8, 9', ['5@140 rpe 7', '5@140 rpe 8', '5@140 rpe 9']],
    ['Squat 140 x 5, 5, 5 rpe 7, 8, 9', ['5@140 rpe 7', '5@140 rpe 8', '5@140 rpe 9']],
    ['Squat 3x5 @ 140 @ 7, 8, 9', ['5@140 rpe 7', '5@140 rpe 8', '5@140 rpe 9']],
    // Not as many efforts as sets: the sets stay, none given an effort for sure.
    ['Squat 140 x 5, 5, 5 rpe 7, 8', ['5@140 rpe -', '5@140 rpe -', '5@140 rpe -']],
  ] as const)('%j', (text, want) => {
    expect(efforts(text)).toEqual(want);
  });
});

describe('a one-line AMRAP and its score, rounds as "rds" (journal-amrap-inline)', () => {
  it.each([
    [
      'AMRAP 20 min: 5 pull-ups, 10 push-ups, 15 squats - got 14 rds',
      ['14*pull-up 5@bw', '14*push-up 10@bw', '14*bodyweight squat 15@bw'],
    ],
    [
      '10 min AMRAP: 5 burpees, 10 KB swings 16kg — 9 rounds',
      ['9*burpee 5@bw', '9*kettlebell swing 10@35.274'],
    ],
    [
      '20 min AMRAP of 5 pull-ups, 10 push-ups, 15 squats. Got 14 rounds.',
      ['14*pull-up 5@bw', '14*push-up 10@bw', '14*bodyweight squat 15@bw'],
    ],
    [
      'AMRAP 20 min: 5 pull-ups, 10 push-ups, 15 squats (14 rounds)',
      ['14*pull-up 5@bw', '14*push-up 10@bw', '14*bodyweight squat 15@bw'],
    ],
    ['3 rds: 10 thrusters @ 95, 10 pull ups', ['3*dumbbell thruster 10@95', '3*pull-up 10@bw']],
    // Not a score: no rounds told, or "3rd", an ordinal.
    ['AMRAP 12 min: 5 pull-ups, 10 push-ups', ['pull-up 5@bw', 'push-up 10@bw']],
    [
      'Bicep Curls: 30 lbs x 12 reps (3rd set dropped to 20lbs)',
      ['2*barbell curl 12@30', 'barbell curl 12@20'],
    ],
  ] as const)('%j', (text, want) => {
    expect(brief(text)).toEqual(want);
  });
});

describe('the note', () => {
  it('keeps the lift of each standing record', () => {
    expect(parseJournal('Current PRs:\nSquat: 145lbs\nBench: 100lbs', 'lb')).toEqual({
      sets: [],
      note: 'current PRs. my current PR for squat is 145lbs. my current PR for bench is 100lbs',
    });
  });
});

describe('hostile input stays fast', () => {
  it('5,000 characters aimed at the new readers', () => {
    const hostile = [
      `Bench – ${'60kg now '.repeat(600)}`,
      `from ${'1 to '.repeat(1200)}`,
      `my ${'bench '.repeat(800)}1RM is 225`,
      `Bench 3x8 ${'compared with 3x8 '.repeat(300)}`,
      `asked if I could ${'do 1 '.repeat(900)}`,
      `#### January\n${'5 250 '.repeat(800)}`,
      `Bench 3x5 @ 100 (${'5, '.repeat(1500)}`,
      `${'3x5 @ 100 ('.repeat(400)}`,
      `- [x] a\n${'- [ ] 1\n'.repeat(700)}`,
      `Squat 3x5 ${'100/'.repeat(1200)}`,
      `Rows ${'3 sets 1-'.repeat(500)}`,
      `AMRAP 20 min: ${'5 pull-ups, '.repeat(400)} - got 14 rds`,
      `AMRAP ${'1 x, '.repeat(1200)}`,
      `${'3 rds '.repeat(800)}`,
    ];
    expectCheapToRead(hostile, (text) => parseJournal(text, 'lb'));
  });
});
