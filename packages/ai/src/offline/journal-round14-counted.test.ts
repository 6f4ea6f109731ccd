/**
 * Issue 11, fourteenth round: a count of sets applies to the one scheme it names, however the scheme is
 * written, and sets can be named by ordinals (journal-counted). After "N sets of", "A x B" is one load
 * and one rep count in either order: the load is the number with a unit, else the one not marked as
 * reps, else the one with a fraction, else the larger. A scheme's reps in brackets ("4x(5-rep)",
 * "3 sets (10 reps)") are its reps. Sets named by ordinals, singly or in ranges ("2nd-5th set",
 * "sets 1-2", "first two", "last three"), are each a set, and a bare "8x" beside them is their reps. A
 * name may carry a remark in brackets before the colon, however long. Lines written by us.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';

describe('a count of sets takes the one scheme after it, load first or reps first', () => {
  it.each([
    [
      'the count ends a list of load x reps',
      'Cable row: 80 x 8, 100 x 8, 2 sets of 120 x 8',
      'lb',
      ['seated cable row 8@80', 'seated cable row 8@100', '2*seated cable row 8@120'],
    ],
    ['load first after a dash', 'Leg curl - 3 sets of 70 x 12', 'lb', ['3*lying leg curl 12@70']],
    [
      'two light bare numbers: the larger is the load',
      'Reverse flyes: 3 sets of 12 x 10',
      'lb',
      ['3*dumbbell rear delt fly 10@12'],
    ],
    ['a load with a fraction is the load', 'Curl 2 sets of 8 x 12.5', 'kg', ['2*barbell curl 8@27.558']],
    [
      'a long remark in brackets on the name, load first',
      'Hack squat (the old plate-loaded one by the window, which I have not used in a long time.): 3 sets of 100 x 10',
      'kg',
      ['3*hack squat 10@220.462'],
    ],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual(rows);
  });
});

describe("a scheme's reps in brackets are its reps", () => {
  it.each([
    ['"N x (R-rep)" at a load', 'Deadlift: 5x(3-rep) @ 140kg', ['5*barbell deadlift 3@308.647']],
    ['"N x (R reps)" at a load', 'Overhead press 3 x (8 reps) at 40kg', ['3*overhead press 8@88.185']],
    [
      '"N sets (R reps)" with a load',
      'Goblet squat 3 sets (10 reps) with 24kg',
      ['3*goblet squat 10@52.911'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text, 'kg')).toEqual(rows);
  });
});

describe('sets named by ordinals are each a set', () => {
  it.each([
    [
      'reps marked before the name, a range of ordinals',
      '10x Leg Press (1st set 100kg, 2nd-3rd set 120kg)',
      'kg',
      ['leg press 10@220.462', '2*leg press 10@264.554'],
    ],
    [
      'reps after the name, numbered sets',
      'Lat pulldown x12 (sets 1-2 at 50kg, set 3 at 55kg)',
      'kg',
      ['2*lat pulldown 12@110.231', 'lat pulldown 12@121.254'],
    ],
    [
      'a scheme, then its sets loaded by a range',
      'Bench 3x6 (1st-2nd set 80kg, 3rd set 85kg)',
      'kg',
      ['2*barbell bench press 6@176.37', 'barbell bench press 6@187.393'],
    ],
    [
      'word ordinals, reps per range on a bodyweight move',
      'Pull-ups (first to third set 8, fourth set 6)',
      'lb',
      ['3*pull-up 8@bw', 'pull-up 6@bw'],
    ],
    [
      'a range holding whole sets',
      'Leg extension: 1st-3rd sets 40kg x 12, 4th set 45kg x 10',
      'kg',
      ['3*leg extension 12@88.185', 'leg extension 10@99.208'],
    ],
    [
      'the first and the last of the count',
      'Bench 5 sets of 5 (first two at 60kg, last three at 65kg)',
      'kg',
      ['2*barbell bench press 5@132.277', '3*barbell bench press 5@143.3'],
    ],
    [
      'numbered ranges with colons',
      'Squat sets 1-3: 100kg x 5, set 4: 90kg x 8',
      'kg',
      ['3*barbell back squat 5@220.462', 'barbell back squat 8@198.416'],
    ],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual(rows);
  });
});

describe('lines that look alike but are read as before', () => {
  it.each([
    ['reps then load after the count', 'Pec deck 2 sets of 10 x 110', 'lb', ['2*pec deck 10@110']],
    ['a plain count at a load', 'Deadlift 3 sets of 5 @ 100kg', 'kg', ['3*barbell deadlift 5@220.462']],
    [
      'an ordinal set talked about, no numbers for it',
      'Squat 3x5 @ 100kg, on the 2nd set I slowed down',
      'kg',
      ['3*barbell back squat 5@220.462'],
    ],
    [
      'numbered sets that only part load x reps',
      'Squat set 1 135x5 set 2 185x5',
      'lb',
      ['barbell back squat 5@135', 'barbell back squat 5@185'],
    ],
    [
      '"the final two sets" in a story with no count told',
      'Incline bench, my first set was with 135 for 10 and the final two sets with 155 for 8',
      'lb',
      ['incline barbell bench press 10@135', '2*incline barbell bench press 8@155'],
    ],
    ['load x reps x sets', 'Bench 225 x 5 x 3 sets', 'lb', ['3*barbell bench press 5@225']],
  ] as const)('%s', (_, text, unit, rows) => {
    expect(brief(text, unit)).toEqual(rows);
  });
});
