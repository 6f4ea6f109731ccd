/**
 * Round 21: short notations lifters write for a scheme and its load, misread until now. Each is read
 * where its decision is made, by the rule for its shape:
 * - journal-compact: "3s of 5" is three sets of five; "3-5-225" is sets-reps-load as "3/5/225" is, when
 *   the last number is no count (over 50, or with its unit: "21-15-9" and "5-3-1" stay reps); "225/5 x 3"
 *   is a load with its two counts either way round, the smaller being the sets (as "2@135x8" is read);
 *   a side between reps and sets ("80lb x 10 each arm x 3") is said after them, so "x 3" stays the sets.
 * - journal-line-label: a load ending the name before a colon ("Bench 225: 5/5/5") keeps its scheme's
 *   load though a remark in brackets ends the line ("(paused)").
 * - journal-pairs: "A x B" pairs parted by spaces alone ("12x40 10x50 8x60") are one list, as with
 *   commas, and the list decides which side is the load. Decided: after a move done with the body, a list
 *   with no load marked (no unit, BW or decimal) is left to the item readers, whose counts are reps
 *   ("Sit-ups 2x40 2x50" stays two sets of 40 and two of 50).
 * - journal-lists / journal-waves: "10, 8, 6 @ 135, 155, 175" — as many counts as loads — is read set
 *   by set (pairLists), not the last count at every load; "5 @ 135, 155, 175" still is.
 * - journal-header-reps: a lift's name with a count of sets alone ("Squat 3 sets") over as many load
 *   lines (or one) is those sets at those loads. Decided: their reps are unknown (null), the parser's
 *   own reading of "Squat 3 sets": a count we would guess is worse than none, and the coach asks.
 * - journal-segments: a bare scheme opening a clause ("…, 3x5 bench 185", "… and 3x5 bench 185") is the
 *   scheme of the lift after it, as one opening the line is.
 * - journal-records: "Dips 1xmax: 15" is one set to failure of 15 (a count ≤ 30 told right after the
 *   mark; "Bench 1x max: 225" stays a single); "pulled" right after a pull's own name ("Deadlift pulled
 *   405") is only the verb, so the catalogue name stays whole.
 * - journal-attempts: a try's plan may hold words then its reps ("Tried a new bench 1rm of 250", read as
 *   "1 reps @ 250"), so a failed 1RM try is no set; journal-achieved: a tail saying the try failed
 *   ("…, failed") is not peeled off as a remark about a set that stays.
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('the lines of the family, as found', () => {
  it.each([
    ['"3s of 5"', 'Squat 225 3s of 5', ['3*barbell back squat 5@225']],
    ['sets-reps-load with dashes', 'Squat 3-5-225', ['3*barbell back squat 5@225']],
    ['load / reps x sets', 'squat 225/5 x 3', ['3*barbell back squat 5@225']],
    ['a side between reps and sets', 'DB rows 80lb x 10 each arm x 3', ['3*one-arm dumbbell row 10@80']],
    ['a load label, a remark after', 'Bench 225: 5/5/5 (paused)', ['3*paused bench press 5@225']],
    [
      'pairs parted by spaces',
      'bench 12x40 10x50 8x60',
      ['barbell bench press 12@40', 'barbell bench press 10@50', 'barbell bench press 8@60'],
    ],
    [
      'counts @ as many loads',
      'Bench 10, 8, 6 @ 135, 155, 175',
      ['barbell bench press 10@135', 'barbell bench press 8@155', 'barbell bench press 6@175'],
    ],
    [
      'a count of sets over its loads',
      'Squat 3 sets\n225\n245\n265',
      ['barbell back squat -@225', 'barbell back squat -@245', 'barbell back squat -@265'],
    ],
    [
      'schemes first, joined by "and"',
      '5x5 squat 225 and 3x5 bench 185',
      ['5*barbell back squat 5@225', '3*barbell bench press 5@185'],
    ],
    ['a failed 1RM try', 'Tried a new bench 1rm of 250 but missed it', []],
    ['one set to failure', 'Dips 1xmax: 15', ['dip 15@bw']],
    ['"pulled" after the name', 'Deadlift pulled 405 for a triple', ['barbell deadlift 3@405']],
  ] as const)('%s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe('the same shapes in other lifters words', () => {
  it.each([
    ['"4s of 8" after the load', 'Bench 185 4s of 8', ['4*barbell bench press 8@185']],
    ['a bullet, "2s of 5"', '- Deadlift 315 2s of 5', ['2*barbell deadlift 5@315']],
    ['kilos, "3s of 3"', 'Front squat 100kg 3s of 3', ['3*front squat 3@220.462']],
    ['dashes spaced', 'OHP 3 - 8 - 95', ['3*overhead press 8@95']],
    ['dashes, a colon, kilos', 'Bench: 4-8-60kg', ['4*barbell bench press 8@132.277']],
    ['load / reps x sets, the reps more', 'bench 185/8 x 4', ['4*barbell bench press 8@185']],
    ['per leg between', 'Lunges 50lb x 12 per leg x 3', ['3*dumbbell lunge 12@50']],
    ['"each" between', 'DB curls 30 x 12 each x 3', ['3*dumbbell curl 12@30']],
    [
      'a load label in kilos, commas',
      'OHP 60kg: 5,5,4 (strict)',
      ['2*overhead press 5@132.277', 'overhead press 4@132.277'],
    ],
    [
      'load first pairs, spaces',
      'squat 5x135 5x185 3x225',
      ['barbell back squat 5@135', 'barbell back squat 5@185', 'barbell back squat 3@225'],
    ],
    [
      'kilos glued, spaces',
      'Bench 40kgx12 50kgx10 60kgx8',
      ['barbell bench press 12@88.185', 'barbell bench press 10@110.231', 'barbell bench press 8@132.277'],
    ],
    [
      'counts "at" loads, a colon',
      'Squat: 8, 6, 4 at 225, 245, 265',
      ['barbell back squat 8@225', 'barbell back squat 6@245', 'barbell back squat 4@265'],
    ],
    [
      'light loads, still loads',
      'Curls 12, 10, 8 @ 30, 35, 40',
      ['barbell curl 12@30', 'barbell curl 10@35', 'barbell curl 8@40'],
    ],
    [
      'no spaces, the unit last',
      'Bench 10,8,6 @ 60,70,80kg',
      ['barbell bench press 10@132.277', 'barbell bench press 8@154.323', 'barbell bench press 6@176.37'],
    ],
    [
      'a count of sets, bulleted loads',
      'Bench 3 sets:\n- 135\n- 155\n- 175',
      ['barbell bench press -@135', 'barbell bench press -@155', 'barbell bench press -@175'],
    ],
    [
      'a dash, kilos under',
      'Deadlift - 2 sets\n140kg\n160kg',
      ['barbell deadlift -@308.647', 'barbell deadlift -@352.739'],
    ],
    [
      '"@" loads, "and"',
      '3x5 squat @ 225 and 3x8 rows @ 135',
      ['3*barbell back squat 5@225', '3*barbell row 8@135'],
    ],
    [
      'a comma between',
      '5x5 squat 225, 3x5 bench 185',
      ['5*barbell back squat 5@225', '3*barbell bench press 5@185'],
    ],
    [
      'accessories, "and"',
      '4x8 curls 30 and 3x12 pushdowns 50',
      ['4*barbell curl 8@30', '3*triceps pushdown 12@50'],
    ],
    ['pull-ups to failure', 'Pull-ups 1xmax: 12', ['pull-up 12@bw']],
    ['the count in brackets', 'Push ups 1 x max (25)', ['push-up 25@bw']],
    ['a failed 1RM, no "new"', 'Tried a bench 1rm of 250 but missed it', []],
    ['failed after a comma', 'tried a squat 1RM at 405, failed', []],
    ['"DL pulled"', 'DL pulled 405 for 3', ['barbell deadlift 3@405']],
    ['a rack pull stays one', 'Rack pull pulled 405 for 3', ['rack pull 3@405']],
    [
      'a dash, then more sets',
      'Deadlift - pulled 495 for a single, then 455x3',
      ['barbell deadlift 1@495', 'barbell deadlift 3@455'],
    ],
  ] as const)('%s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});

describe('what must not change', () => {
  it.each([
    [
      'a rep scheme with dashes',
      'Thrusters 21-15-9',
      ['dumbbell thruster 21@-', 'dumbbell thruster 15@-', 'dumbbell thruster 9@-'],
    ],
    ['a range of reps', 'Squat 3-5 reps at 225', ['barbell back squat 3@225']],
    ['a plan', 'Next week: squat 3-5-235', []],
    ['a goal', 'Goal is 3s of 5 at 275', []],
    ['a date', 'Deadlift 2x5 @ 315 on 12-5-2024', ['2*barbell deadlift 5@315']],
    ['a date before the lift', '12/5 squat 3x5 @ 225', ['3*barbell back squat 5@225']],
    ['bodyweight counts, spaced pairs', 'Sit-ups 2x40 2x50', ['2*sit-up 40@bw', '2*sit-up 50@bw']],
    [
      'small pairs stay sets x reps',
      'Bench 3x8 4x6',
      ['3*barbell bench press 8@-', '4*barbell bench press 6@-'],
    ],
    ['a max told as a load', 'Bench 1x max: 225', ['barbell bench press 1@225']],
    [
      'one count at every load',
      'Bench 5 @ 135, 155, 175',
      ['barbell bench press 5@135', 'barbell bench press 5@155', 'barbell bench press 5@175'],
    ],
    [
      'a scheme, then a count at more loads',
      'Squat 5x5 @ 225, 3 @ 245, 255',
      ['5*barbell back squat 5@225', 'barbell back squat 3@245', 'barbell back squat 3@255'],
    ],
    ['two loads under three sets', 'Squat 3 sets\n225\n245', []],
    [
      'a set after a list, the next lift',
      'Squat 135x5, 185x3 Bench 135x8',
      ['barbell back squat 5@135', 'barbell back squat 3@185', 'barbell bench press 8@135'],
    ],
    ['"pulled" in a sentence', 'Deadlifts today, pulled 405 for a triple', ['barbell deadlift 3@405']],
  ] as const)('%s', (_, text, rows) => {
    expect(brief(text)).toEqual([...rows]);
  });
});
