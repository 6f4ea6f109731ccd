/**
 * Round 20: efforts told for several sets. "Squat 3x5 rpe 7, 8, 9 at 225" gave all three sets RPE 7:
 * a list of efforts was cut to its first value, "@7/8/9" after a scheme's load read as a reps list, and
 * "last set RPE 9" in a line gave every set RPE 9. Now a list gives one effort per set, however it is
 * written (commas, slashes, spaces, "@8 @8.5 @9", RIR turned to RPE), on the sets' line or on a line
 * of its own under them; an effort said of one set ("last set RPE 9", "rpe 8 on the last set") is that
 * set's only (journal-efforts).
 * Decisions, the safer reading each time (a wrong effort is worse than none):
 * - a list whose length is not the number of sets ("Deadlift 1x5 315 (rpe 7, 8, 9)") gives no set an
 *   effort, unless all its values are the same;
 * - "RPE 7-8", a range, keeps its lower bound (as before);
 * - "last set @ N" is an effort only after a load on the line ("Lateral raise 3x12, last set @ 10"
 *   may be a dumbbell);
 * - "top set @9" in a scheme of sets across is left as before (all sets): which set is "top" is not told.
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb, "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

const efforts = (text: string, unit: 'lb' | 'kg' = 'lb') => parseJournal(text, unit).sets.map((s) => s.rpe);

describe('a list of efforts gives each set its own', () => {
  it.each([
    ['commas, before the load', 'Squat 3x5 rpe 7, 8, 9 at 225', [7, 8, 9]],
    ['in brackets, five sets', 'Squat 5x5 @ 225lb (RPE 7, 7, 8, 8, 9)', [7, 7, 8, 8, 9]],
    ['RIR in brackets', 'Bench 4x8 @ 185 (RIR 3, 2, 1, 0)', [7, 8, 9, 10]],
    ['slashes', 'Squat 3x5 @ 225 rpe 7/8/9', [7, 8, 9]],
    ['spaces', 'Squat 3x5 @ 225 - rpe 7 8 9', [7, 8, 9]],
    ['no spaces after commas', 'front squat 3x3 185 RPE 8,8.5,9', [8, 8.5, 9]],
    ['RIR by slashes', 'Bench 3x8 185 rir 2/1/0', [8, 9, 10]],
    ['"@" list after the load', 'Squat 3x5 @ 225 @7/8/9', [7, 8, 9]],
    ['"@" list after a bare load', 'Pendlay row 3x6 155 @ 7/7.5/8', [7, 7.5, 8]],
    ['one "@" per set', 'Squat 3x5 @ 225 @8 @8.5 @9', [8, 8.5, 9]],
    ['kilos', 'Squat 3x5 @ 100kg rpe 7, 8, 9', [7, 8, 9]],
    ['sets of, in words', 'Deadlift 3 sets of 3 at 405 rpe 8, 8.5, 9', [8, 8.5, 9]],
    ['a reps list, an effort list', 'Bench 185x8/8/7 rpe 8/9/10', [8, 9, 10]],
    ['with a colon', 'OHP 3x5 @ 115 RPE: 7, 8, 9', [7, 8, 9]],
    ['on its own line', 'Squat 3x5 @ 225\nRPE 7, 8, 9', [7, 8, 9]],
    ['under a block heading', 'Squat\n3x5 @ 225\nRPE 7, 8, 9', [7, 8, 9]],
    ['under rows of a block', 'Bench\n185x5\n195x5\n205x5\nrpe 7, 8, 9', [7, 8, 9]],
  ])('%s: %s', (_, text, want) => {
    expect(efforts(text)).toEqual(want);
  });

  it('keeps the sets themselves', () => {
    expect(brief('Squat 3x5 @ 225 @7/8/9')).toEqual(['3*barbell back squat 5@225']);
    expect(brief('Bench 4x8 @ 185 (RIR 3, 2, 1, 0)')).toEqual(['4*barbell bench press 8@185']);
  });
});

describe('an effort said of one set is that set’s', () => {
  it.each([
    ['"last set RPE 9" after a dash', 'Overhead press 3x5 at 115 - last set RPE 9', [null, null, 9]],
    ['after a comma', 'Squat 3x5 @ 225, rpe 8 on the last set', [null, null, 8]],
    ['in brackets', 'Squat 3x5 @ 225 (rpe 8 last set)', [null, null, 8]],
    ['"last set @9"', 'Squat 3x5 @ 225 last set @9', [null, null, 9]],
    ['"@ 9" after a comma, no load', 'Squat 3x5 @ 225, last set @ 9', [null, null, 9]],
    ['"was"', 'Bench 4x6 @ 175 - last set was rpe 9.5', [null, null, null, 9.5]],
    ['the first set', 'Row 3x8 @ 135 first set rpe 6', [6, null, null]],
  ])('%s: %s', (_, text, want) => {
    expect(efforts(text)).toEqual(want);
  });

  it('"last set @ 9" keeps the load', () => {
    expect(brief('Squat 3x5 @ 225, last set @ 9')).toEqual(['3*barbell back squat 5@225']);
  });
});

describe('what stays as it was', () => {
  it.each([
    ['an effort per set, each its own', 'Squat 315x5 @8, 315x5 @8.5, 315x5 @9', [8, 8.5, 9]],
    ['one effort for all', 'Bench 3x8 @ 185 rpe 8', [8, 8, 8]],
    ['RIR once', 'Squats: 100x5 @ RIR 2', [8]],
    ['a range keeps its lower bound', 'Squat 3x5 @ 225 RPE 7-8', [7, 7, 7]],
    ['a list longer than the sets', 'Deadlift 1x5 315 (rpe 7, 8, 9)', [null]],
    ['one effort on its own line', 'Squat 3x5 @ 225\nRPE 8', [8, 8, 8]],
    ['a session effort is no set’s', 'Squat 3x5 @ 225\nSession RPE 8', [null, null, null]],
    ['efforts each after their set', 'Bench 185x5 rpe 7, 195x5 rpe 8, 205x5 rpe 9', [7, 8, 9]],
  ])('%s: %s', (_, text, want) => {
    expect(efforts(text)).toEqual(want);
  });

  it.each([
    ['loads by slash after "@"', 'Curl 3 x 8 @ 20/44', ['3*barbell curl 8@44.092']],
    ['reps and a load', 'Bench 225x3 rpe 9, 225x3 rpe 9.5', ['2*barbell bench press 3@225']],
    ['a drop to a light dumbbell', 'Lateral raise 3x12 @ 15, last set @ 10', null],
    ['a reps list by spaces after the load', 'Lat pulldown 50kg 12 10 8', null],
  ])('%s: %s', (_, text, want) => {
    if (want) expect(brief(text)).toEqual(want);
    else expect(efforts(text).every((e) => e === null)).toBe(true);
  });
});
