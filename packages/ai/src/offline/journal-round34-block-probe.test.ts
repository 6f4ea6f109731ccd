/**
 * Round 34, a probe of multi-line blocks written as ordinary lifters type or paste a day's lifting (a
 * name then a set a line, "Exercise: sets" lines, headings and bullets, warm-up and working sections,
 * A1/A2 supersets, notes under sets, units in a heading, rests, RPE/RIR a set, "Set 1: 100x5" rows, tables,
 * dated lines, finishers, mixed units): 221 entries of the prober's own, 20 read wrong at first, 12 read
 * right now. Mended:
 * - "Date: 12/03" over the day's sets: a date under its field label is the day, never sets of a lift
 *   called "Date" (journal-calendar);
 * - "Hammer curls 3x12 - 30s", "DB row 3x10 - 70s", "Step-ups 3x10 each 20s": the pair of dumbbells after
 *   a dash or "each (leg)" after the scheme (journal-normalize); "Incline DB 3x10 50s rest 90s": a time
 *   before "rest" with the rest's own time after it is the dumbbells, not the rest (journal-asides);
 * - "Bench press 3x5" over "Set 1: 185 (RPE 7)", "185 @ RPE 8", "195 rir 1": a load row with its effort
 *   under a named scheme is a set at that load, the effort kept (journal-header-reps);
 * - "Plank" over "60s", "45s"; "Wall sit 90s, 60s": a hold's seconds with a bare "s"; "Side plank" over
 *   "30s each side", "Farmers walk" over "40m each hand": the side a remark on the time
 *   (journal-timed-rows, new);
 * - "Row 5x5 135 ❌ (did 4x5)", "Bench 3x8 @ 155 - only got 3x6", "(only did 4 sets)": the scheme done in
 *   place of the plan's, at its load (journal-scheme-result);
 * - "Finisher: 3 rounds, 10 burpees + 10 push-ups": rounds before a comma over counted moves
 *   (journal-segments).
 * Left: "Bench press" over "Bar x 10" logs the set with no load: the corpus's labellers (holdouts 2, 10,
 * 16, 43) hold the bar's weight unstated, and writing 45 lost two real lines of holdout 43; "Curls" over
 * "EZ bar x 12" names the set "EZ Bar"; "Conditioning: 4 rounds, 250m row + 10 burpees" logs four sets of
 * "Conditioning" and one row (with a colon after "rounds" it reads right); "Squat 5x5 at 245 lbs - felt
 * heavy" drops "felt heavy" from the note; "Seal row 3x8 @ 95" is read as the chest-supported dumbbell row.
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectCheapToRead } from '../test-support/cpu-budget.ts';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('the probe entries that now read right', () => {
  it.each([
    ['lb', 'Date: 12/03\nExercise: Squat\nSets: 225x5, 225x5, 225x5', ['3*barbell back squat 5@225']],
    [
      'lb',
      'Date: 12/03\nSquat 5x5 225\nBench 5x5 155',
      ['5*barbell back squat 5@225', '5*barbell bench press 5@155'],
    ],
    ['lb', 'Date - 2024-12-03\nBench 3x8 @ 155', ['3*barbell bench press 8@155']],
    ['lb', 'Hammer curls 3x12 - 30s', ['3*hammer curl 12@30']],
    [
      'lb',
      'DB bench 3x10 - 60s\nDB row 3x10 - 70s',
      ['3*dumbbell bench press 10@60', '3*one-arm dumbbell row 10@70'],
    ],
    [
      'lb',
      'Bench 3x10 135 rest 90s\nIncline DB 3x10 50s rest 90s\nFlyes 3x15 20s rest 60s',
      ['3*barbell bench press 10@135', '3*incline dumbbell bench press 10@50', '3*dumbbell fly 15@20'],
    ],
    ['lb', 'Incline DB 3x10 @ 50s rest 90s', ['3*incline dumbbell bench press 10@50']],
    [
      'lb',
      'Dumbbell lunges 3x12 (each leg) 25s\nStep-ups 3x10 each 20s',
      ['3*dumbbell lunge 12@25', '3*dumbbell step-up 10@20'],
    ],
    ['lb', 'Lunges 3x10 each leg 20s', ['3*dumbbell lunge 10@20']],
    [
      'lb',
      'Bench press 3x5\nSet 1: 185 (RPE 7)\nSet 2: 185 (RPE 8)\nSet 3: 185 (RPE 9)',
      ['3*barbell bench press 5@185'],
    ],
    ['kg', 'Squat 5x5\n100kg (RPE 6)\n100kg (RPE 7)', ['2*barbell back squat 5@220.462']],
    [
      'lb',
      'Bench press 3x5\n185 rpe 7\n195 rir 1',
      ['barbell bench press 5@185', 'barbell bench press 5@195'],
    ],
    ['lb', 'Plank\n60s\n45s\n45s', ['3*plank -@bw']],
    ['lb', 'Plank: 60s, 45s, 45s', ['3*plank -@bw']],
    ['lb', 'Wall sit 90s, 60s', ['2*wall sit -@bw']],
    ['lb', 'Plank 60s\nCurls 3x10 30s', ['plank -@bw', '3*dumbbell curl 10@30']],
    ['lb', 'Side plank\n30s each side\n30s each side', ['2*side plank -@bw']],
    ['lb', 'Farmers walk\n40m each hand', ["farmer's carry -@-"]],
    [
      'lb',
      'Squat 5x5 225 ✅\nBench 5x5 175 ✅\nRow 5x5 135 ❌ (did 4x5)',
      ['5*barbell back squat 5@225', '5*barbell bench press 5@175', '4*barbell row 5@135'],
    ],
    ['lb', 'Bench 3x8 @ 155 - only got 3x6', ['3*barbell bench press 6@155']],
    ['lb', 'Row 5x5 135 (only did 4 sets)', ['4*barbell row 5@135']],
    ['lb', 'Finisher: 3 rounds, 10 burpees + 10 push-ups', ['3*burpee 10@bw', '3*push-up 10@bw']],
  ] as const)('%s %j', (unit, text, want) => {
    expect(brief(text, unit)).toEqual(want);
  });

  it('keeps the effort each load row carries', () => {
    const sets = parseJournal(
      'Bench press 3x5\nSet 1: 185 (RPE 7)\nSet 2: 185 (RPE 8)\nSet 3: 185 (RPE 9)',
      'lb',
    ).sets;
    expect(sets.map((s) => [s.reps, s.weight, s.rpe])).toEqual([
      [5, 185, 7],
      [5, 185, 8],
      [5, 185, 9],
    ]);
  });

  it('keeps a hold time in its set', () => {
    expect(parseJournal('Plank\n60s\n45s', 'lb').sets.map((s) => s.notes)).toEqual(['60 sec', '45 sec']);
  });
});

describe('near misses that keep reading as before', () => {
  it.each([
    // after a bare comma "did 2x5" may be more sets: only "only" or a fail mark says instead
    ['lb', 'Squat 3x5 225, did 2x5', ['3*barbell back squat 5@225', '2*barbell back squat 5@-']],
    ['lb', 'Squat 3x5 225, did 3x5 at 235 too', ['3*barbell back squat 5@225', '3*barbell back squat 5@235']],
    // a time before "rest" with no other time is the rest
    ['lb', 'Curls 3x12 25s 60s rest', ['3*dumbbell curl 12@25']],
    ['lb', 'Squat 3x5 225 90s rest', ['3*barbell back squat 5@225']],
    // one rep a set: "60s" is the hold's time
    ['lb', 'Plank 3x1 - 60s', ['3*plank 1@bw']],
    // an unlabelled day and month before a lift
    [
      'lb',
      '12/3 Bench 185x5x3\n12/5 Squat 275x5x3',
      ['3*barbell bench press 5@185', '3*barbell back squat 5@275'],
    ],
    // a light number under a scheme may be reps: no list of loads
    ['lb', 'Bench press 3x5\n185\n8', ['3*barbell bench press 5@-', 'barbell bench press 8@-']],
    // a scheme between "rounds" and the moves: no circuit
    [
      'lb',
      'Bench 3x8, 3 rounds, 10 push-ups',
      ['3*barbell bench press 8@-', '3*barbell bench press -@-', 'push-up 10@bw'],
    ],
    // reps each leg, no time
    ['lb', 'Single leg RDL 3x8 each leg', ['3*single-leg romanian deadlift 8@-']],
    // the bar's weight unstated, as the corpus labels it
    [
      'lb',
      'Bench press\nwarm up: bar x 10, 95 x 5\n135 x 5',
      ['barbell bench press 10@-', 'barbell bench press 5@95', 'barbell bench press 5@135'],
    ],
    // the reps made, one a set, as round 33 reads them
    [
      'lb',
      'Squat 5x5 @ 225, got 5,5,5,4,3',
      ['3*barbell back squat 5@225', 'barbell back squat 4@225', 'barbell back squat 3@225'],
    ],
    ['lb', '3 rounds, 12 reps each', []],
  ] as const)('%s %j', (unit, text, want) => {
    expect(brief(text, unit)).toEqual(want);
  });
});

describe('hostile input stays fast', () => {
  it('5,000 characters aimed at the changed readers', () => {
    const hostile = [
      `Date: ${'12/03'.repeat(1000)}`,
      `Date - ${'1'.repeat(2500)}/${'2'.repeat(2400)}`,
      `Curls 3x12 ${'50s rest '.repeat(550)}`,
      `Curls 3x12${' '.repeat(4900)}- 30s`,
      `${'3x12 - 30s '.repeat(450)}`,
      `Lunges 3x10 ${'each leg '.repeat(550)}20s`,
      `Bench press 3x5\n${'185 (RPE 7)\n'.repeat(410)}`,
      `Bench press 3x5\n185 ${'@ rpe 7 '.repeat(600)}`,
      `Plank\n${'60s '.repeat(1200)}`,
      `Side plank\n${'30 '.repeat(1600)}sec each side`,
      `${'1'.repeat(4900)} each side`,
      `Row 5x5 135 ${'(did '.repeat(900)}4x5)`,
      `Row 5x5 ${'135 '.repeat(1200)}(did 4x5)`,
      `3 rounds, ${'10 burpees + '.repeat(380)}`,
    ];
    expectCheapToRead(hostile, (text) => parseJournal(text, 'lb'));
  });
});
