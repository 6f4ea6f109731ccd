/**
 * Round 25: cardio inside strength logs, where it was misread.
 * - "25 Double Unders": a count before a jump-rope move named by the rope's turns a jump ("double
 *   unders", "single unders") counts that move; its "double" is no talk of sets (journal-words'
 *   countsName, ROPE_MOVE). "a double at 315" and "Double kettlebell front squat" read as before.
 * - "500m … - died" over "500m full out - I rowed …": a bout with a remark, told again at the same
 *   distance with the machine named, is the bout done again, as one without a remark is
 *   (journal-logged's addToCardio).
 * - "Warmup xtrainer": a warm-up line naming only a machine or a way of moving tells a bout done on it,
 *   its time unsaid (journal-session); "Warmup sets" and "Warm up squats 2x5" stay lifts.
 * - "1 x 500 on the rowing machine", "2000 on the erg": an erg's monitor counts metres, so a bare count
 *   in pieces of 50 on a line naming the erg (never a row with a bar) is its distance (journal-marks).
 * Real lines from holdouts 47 and 22 first, then lines written by us. Rows as in journal-general.test.ts:
 * "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('real lines (holdouts 47, 22)', () => {
  it.each([
    [
      'After the warm up it was time for 500m intervals.\n  • 500m at 1.45 pace - I rowed 1.44.9\n  • 500m at 1.40 pace - I rowed 1.41.?\n  • 500m at 1.45 pace - I rowed 1.48.? - died \n  • 500m full out - I rowed 1.48....really died !',
      'kg',
      ['4*Rowing -@-'],
    ],
    ['Warmup xtrainer\nTreadmill 10k/hr', 'kg', ['Elliptical -@-', 'Treadmill -@-']],
    [
      '5 Rounds\n\n  • 5 Deadlifts (225#)\n  • 15 GHD Situps\n  • 25 Double Unders',
      'lb',
      ['5*barbell deadlift 5@225', '5*GHD Situps 15@-', '5*double under 25@bw'],
    ],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('cardio in a strength log, written by us', () => {
  it.each([
    ['50 double unders', 'lb', ['double under 50@bw']],
    ['100 single unders', 'lb', ['Single Unders 100@-']],
    ['3x50 double unders', 'lb', ['3*double under 50@bw']],
    ['3 rounds\n10 pull-ups\n30 double unders', 'lb', ['3*pull-up 10@bw', '3*double under 30@bw']],
    ['1 x 500 on the rowing machine', 'kg', ['Rowing -@-']],
    ['2000 on the erg', 'kg', ['Rowing -@-']],
    // round 32 (journal-round32-cardio): a count of one distance is that many bouts, as real line 49#1 is labelled.
    ['Rowed 3 x 500', 'kg', ['3*Rowing -@-']],
    ['2k row', 'kg', ['Rowing -@-']],
    ['xtrainer 10 min', 'kg', ['Elliptical -@-']],
    ['5 x 400m run', 'lb', ['5*Running -@-']],
    ['Warmup bike\nSquat 3x5 @ 225', 'lb', ['Cycling -@-', '3*barbell back squat 5@225']],
    ['Warm up on the rower\nBench 5x5 @ 185', 'lb', ['Rowing -@-', '5*barbell bench press 5@185']],
    ['Warmup elliptical', 'lb', ['Elliptical -@-']],
    ['1000m row - tough\n1000m row', 'kg', ['2*Rowing -@-']],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});

describe('near lines that keep their reading', () => {
  it.each([
    ['Squat 500 lb x 1', 'lb', ['barbell back squat 1@500']],
    ['Bench 3x5 @ 225, 1:45 rest between sets', 'lb', ['3*barbell bench press 5@225']],
    ['Deadlift: a double at 315', 'lb', ['barbell deadlift 2@315']],
    ['Deadlift 2 doubles at 405', 'lb', ['2*barbell deadlift 2@405']],
    ['Double kettlebell front squat 2x5 @ 24kg', 'kg', ['2*kettlebell front squat 5@52.911']],
    ['Warmup sets\nSquat 3x5 @ 225', 'lb', ['3*barbell back squat 5@225']],
    ['Warm up squats 2x5 @ 135', 'lb', ['2*barbell back squat 5@135']],
    ['Barbell row 5 x 250', 'lb', ['barbell row 5@250']],
    ['Bench 225 x 5 - grindy\nBench 225 x 5', 'lb', ['2*barbell bench press 5@225']],
    ['Row 4 x 500m/2:00', 'lb', ['Rowing -@-']],
  ] as const)('%s', (text, unit, rows) => {
    expect(brief(text, unit)).toEqual([...rows]);
  });
});
