/**
 * Round 20: loads told in plates, and a set told by its reps in a word. "Squat 2 plates for 5x5" logged
 * five sets with no load; "Deadlift work up to a heavy single: 405" logged 405 reps. Now a count of
 * plates on a plain barbell lift is its load (journal-plates, read once with every other way of writing
 * a load in journal-load-forms): a 45 lb bar and 45 lb plates for a pound member (1 plate 135, 2 plates
 * 225, a quarter +25 a side, a dime +10, "+ 10s" +10 a side), a 20 kg bar and 20 kg plates for a kilo
 * member (1 plate 60 kg, 2 plates 100 kg). A colon after "a single", "a double" or "a triple" sits
 * before its load, not after a name (journal-label-mark), and "a couple of singles" is two (journal-counts).
 *
 * Decided, keeping the safer reading where a load would be a guess:
 * - machines and "plate loaded" lifts (leg press, hack squat, hammer strength), and bars of their own
 *   weight (trap/hex, smith, safety, EZ, landmine, t-bar), dumbbell lifts and lifts not in the
 *   catalogue: no load, as before (plates there weigh what the machine or implement makes them);
 * - a plate held ("plate raises", "holding a plate", "a plate on my chest"): the implement, no count;
 * - plates put on in a story ("then added 2 plates"): a change, no load;
 * - a count beside a written load ("225 (2 plates)", "2 plates (225)"): the written load;
 * - "plate and a quarter" for a kilo member: no such plate, no load;
 * - "a couple of" singles, doubles, triples or sets is two; "a few" stays a word (no count).
 * Lines written by us. Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none,
 * "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

// Loads are kept in pounds; a kilo member's load back in kilos.
const kilos = (w: number | null) => (w === null ? null : Math.round(w / 2.20462));

describe('a barbell load told in plates is its load', () => {
  it.each([
    ['plates, then the scheme', 'Squat 2 plates for 5x5', ['5*barbell back squat 5@225']],
    ['plates x reps', 'Deadlift 3 plates x 5', ['barbell deadlift 5@315']],
    ['one plate, sets x reps', 'Bench 1 plate 3x10', ['3*barbell bench press 10@135']],
    ['"2pl"', 'Squat 2pl x 5', ['barbell back squat 5@225']],
    ['"a side", in capitals', 'SQUAT 2 PLATES A SIDE 5X5', ['5*barbell back squat 5@225']],
    ['in words', 'Bench two plates for 3 sets of 5', ['3*barbell bench press 5@225']],
    ['"a plate"', 'Bench a plate for 8', ['barbell bench press 8@135']],
    ['plate and a quarter', 'Squat plate and a quarter 5x5', ['5*barbell back squat 5@185']],
    ['plates and 10s', 'Squat 2 plates + 10s x 5', ['barbell back squat 5@245']],
    ['plates and a dime', 'Bench a plate and a dime 3x8', ['3*barbell bench press 8@155']],
    ['after "@"', 'Bench 3x5 @ 2 plates', ['3*barbell bench press 5@225']],
    [
      'a ramp ending in plates',
      'Bench 135x10, 185x5, 2 plates x 3',
      ['barbell bench press 10@135', 'barbell bench press 5@185', 'barbell bench press 3@225'],
    ],
    [
      'two loads on one line',
      'Deadlift - 3 plates for 5, 4 plates for 1',
      ['barbell deadlift 5@315', 'barbell deadlift 1@405'],
    ],
    ['rows under the lift', 'Deadlift:\n3 plates x 5\n3 plates x 5', ['2*barbell deadlift 5@315']],
    [
      'labelled rows under the lift',
      'Squat\nWarm up 1 plate x 5\nTop set 3 plates x 3',
      ['barbell back squat 5@135', 'barbell back squat 3@315'],
    ],
    ['the lift after the count', 'Finally hit a 2 plate bench for 2', ['barbell bench press 2@225']],
    ['the lift at the end', 'hit 3 plates for 5 on deadlift', ['barbell deadlift 5@315']],
    ['a verb for the lift', 'Squatted 2 plates for 5', ['barbell back squat 5@225']],
    ['the count in brackets alone', 'Squat (2 plates) 5x5', ['5*barbell back squat 5@225']],
    ['a single named, then plates', 'Squat heavy single: 4 plates', ['barbell back squat 1@405']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it('a kilo member: a 20 kg bar and 20 kg plates', () => {
    expect(parseJournal('Squat 2 plates 5x5', 'kg').sets.map((s) => kilos(s.weight))).toEqual([
      100, 100, 100, 100, 100,
    ]);
    expect(parseJournal('Bench 1 plate 3x10', 'kg').sets.map((s) => kilos(s.weight))).toEqual([60, 60, 60]);
    expect(parseJournal('Deadlift 2 plates + 10s x 3', 'kg').sets.map((s) => kilos(s.weight))).toEqual([120]);
  });
});

describe('a set told by its reps in a word, then its load', () => {
  it.each([
    ['a heavy single, a colon', 'Deadlift work up to a heavy single: 405', ['barbell deadlift 1@405']],
    ['a heavy double, a colon', 'Bench: work up to a heavy double: 275', ['barbell bench press 2@275']],
    ['a triple after a dash', 'Squat - heavy triple: 315', ['barbell back squat 3@315']],
    ['a top single under the lift', 'Deadlift\nTop single: 455', ['barbell deadlift 1@455']],
    [
      'singles heading a list of loads',
      'Deadlift singles: 405, 425, 445',
      ['barbell deadlift 1@405', 'barbell deadlift 1@425', 'barbell deadlift 1@445'],
    ],
    [
      'triples heading a list of loads',
      'Bench triples: 225, 235, 245',
      ['barbell bench press 3@225', 'barbell bench press 3@235', 'barbell bench press 3@245'],
    ],
    ['a couple of singles', 'Squat a couple of singles at 405', ['2*barbell back squat 1@405']],
    ['a couple doubles', 'Bench couple of doubles @ 275', ['2*barbell bench press 2@275']],
    ['a single hit at a load', 'Deadlift hit a single at 405', ['barbell deadlift 1@405']],
    ['a triple with a load', 'Bench did a triple with 315', ['barbell bench press 3@315']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('plates that are no barbell load, and lines that look alike, read as before', () => {
  it.each([
    ['a leg press', 'Leg press 3x10 with 6 plates', ['3*leg press 10@-']],
    ['a hack squat machine', 'Hack squat machine 3x10 @ 4 plates', ['3*hack squat 10@-']],
    [
      'a leg press block after a squat',
      'Squat 2 plates x 5\nLeg press\n4 plates x 10',
      ['barbell back squat 5@225', 'leg press 10@-'],
    ],
    ['a trap bar', 'Trap bar deadlift 3 plates x 5', ['trap bar deadlift 5@-']],
    ['a stack pin', 'Lat pulldown 3x10 plate 9', ['3*lat pulldown 10@-']],
    ['a plate lift with its load', 'Plate front raise 25 lb 3x12', ['3*dumbbell front raise 12@25']],
    ['a load with its plates aside', 'Squat 225 x 5 (2 plates)', ['barbell back squat 5@225']],
    [
      'plates added in a story',
      'Squat 135x5 then added 2 plates x 3',
      ['barbell back squat 5@135', 'barbell back squat 3@-'],
    ],
    [
      'a plate on the chest',
      'Squat 5x5 at 225, put a plate on my chest for situps after',
      ['5*barbell back squat 5@225'],
    ],
    ['a triple after the load', 'Pulled 405 for a triple', ['barbell deadlift 3@405']],
    ['a count of doubles, not a load', 'Squat\nDoubles: 3', ['barbell back squat 3@-']],
    [
      'reps left in the tank',
      'Squat 3x5 @ 315, left a couple reps in the tank',
      ['3*barbell back squat 5@315'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it('a quarter in a kilo gym is no load', () => {
    expect(parseJournal('Squat plate and a quarter 5x5', 'kg').sets.map((s) => [s.name, s.weight])).toEqual(
      Array(5).fill(['barbell back squat', null]),
    );
  });
});
