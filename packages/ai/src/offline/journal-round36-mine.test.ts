/**
 * Round 36, the lead's:
 * - F3's "merkin" is a push-up (and "incline"/"diamond merkins" those push-ups), and the flutter kick is a
 *   catalogue move (catalogue/bodyweight.ts). Before, both logged as written, so a bootcamp's push-ups
 *   never reached the chest's volume, and a slip in either ("mekrin", "Fltuter Kicks", from holdouts 61
 *   and 62) logged under the slip. "Derkins" (a decline merkin) stay as written: holdout 48's label names
 *   the derkin, not the decline push-up, and a hand-release or coupon merkin is no catalogue move.
 * - Two readers that went exponential on a list of numbers under a heading, both there before this round,
 *   found by a fuzz of headings over repeated numbers and separators (16 headings × 41 separators × 5
 *   numbers): "Bench triples:" over "80 / " 26 times took 10 s (journal-header-reps' list of loads: a
 *   space could end an item or open the separator), and "Squat" over "100 kg, " 28 times took 5 s, 40
 *   times never ended (journal-block-rows' RUN_ON: a space before a unit could be the numbers' or the
 *   unit's). Round 35's report of 8 s on 1,500 bare numbers was likely one of these.
 * Rows as in journal-general.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectCheapToRead } from '../test-support/cpu-budget.ts';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('merkins and flutter kicks are catalogue moves', () => {
  it.each([
    ['Merkins x 20', ['push-up 20@bw']],
    ['mekrin x 10', ['push-up 10@bw']],
    ['Merkins (4 sets of 25)', ['4*push-up 25@bw']],
    ['Diamond Merkins x15', ['diamond push-up 15@bw']],
    ['Incline Merkins x20 while we waited', ['incline push-up 20@bw']],
    ['25 Flutter Kicks IC', ['flutter kick 25@bw']],
    ['100 4ct Fltuter Kicks', ['flutter kick 100@bw']],
    ['did 20 pull ups, 15 dips and 30 flutters.', ['pull-up 20@bw', 'dip 15@bw', 'flutter kick 30@bw']],
  ])('%j', (text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it.each([
    // A decline merkin and the merkins no catalogue move names keep their own names.
    ['10 derkins', ['Derkins 10@-']],
    ['12 Hand Release Merkins (SC) x2', ['2*Hand Release Merkins 12@-']],
    // A person called Merkin is no move.
    ['Merkin Jr. came along and did 20 squats', ['barbell back squat 20@-']],
    // Scissor kicks cross the legs sideways: not the flutter kick.
    ['3x15 scissor kicks', ['3*Scissor Kicks 15@-']],
  ])('keeps %j as it was', (text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('bare numbers by the thousand', () => {
  it('reads lists of numbers under a heading cheaply', () => {
    expectCheapToRead(
      [
        `1\n• ${'1lbs, 1\n• '.repeat(700)}`,
        '1\nSet 1: 1\n'.repeat(500),
        `Squat 5x5\n${'100\n'.repeat(1500)}`,
        `Bench triples:\n${'80 / '.repeat(1200)}`,
        `OHP x5\n${'95, '.repeat(1500)}`,
        `Squat\n${'100 kg, '.repeat(700)}`,
        `singles:\n${'2.5 reps, '.repeat(500)}`,
        `Bench\n${'80 kg / '.repeat(700)}`,
      ],
      (t) => parseJournal(t, 'lb'),
    );
  });
});
