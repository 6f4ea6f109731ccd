/**
 * Round 33, lifting told in diary sentences (probes of British, Australian, Indian and non-native
 * English writers' lines):
 * - effort told in words ("felt like an 8", "2 left in the tank", "could have done 2 more", "had 2 reps
 *   left", "2 reps in reserve") is the sets' effort, as "rpe 8" or "rir 2" says it
 *   (journal-effort-words); "had 2 reps left" was a set of 2 with no load;
 * - "10 reps 3 times", "3 times for 10 reps": three sets (journal-count-times' repsTimesAsSets); one
 *   set was logged;
 * - "15 stone", "12st 7lb": a load in stone, 14 lb each (journal-stone's stoneAsPounds); it was read
 *   as 15 in the log's unit.
 * Left: "I weigh 80kg and squatted 100kg for 5" logs nothing; "went up to 180 on deadlift for 1" reads
 * 180 as reps; "Did pull ups till failure 3 sets" names the move "Pull Ups Till Failure";
 * "squat 100kgs 3 sets of 5 reps and 1 set of 8 reps at 80kgs" splits wrongly.
 * Rows as in journal-general.test.ts (kg logs: loads shown in lb).
 */
import { describe, expect, it } from 'vitest';
import { expectCheapToRead } from '../test-support/cpu-budget.ts';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

/** Each set's effort, in order ('-' for none). */
const efforts = (text: string): string[] =>
  parseJournal(text, 'kg').sets.map((s) => (s.rpe === null ? '-' : String(s.rpe)));

describe('effort told in words is the sets’ effort', () => {
  it.each([
    ['Squat 3 sets of 5 at 100kg, felt like an 8', ['3*barbell back squat 5@220.462'], ['8', '8', '8']],
    ['bench 3 sets of 8 with 60 kilos, felt like a 7', ['3*barbell bench press 8@132.277'], ['7', '7', '7']],
    [
      'Squat today: 90kg, 5 sets of 5, felt like an 8 out of 10',
      ['5*barbell back squat 5@198.416'],
      ['8', '8', '8', '8', '8'],
    ],
    ['bench 4x6 @ 70kg, 2 left in the tank', ['4*barbell bench press 6@154.323'], ['8', '8', '8', '8']],
    [
      'Deadlift 5x3 @ 140 kgs, left 1 in the tank',
      ['5*barbell deadlift 3@308.647'],
      ['9', '9', '9', '9', '9'],
    ],
    ['Bench 3x5 at 85kg, could have done 2 more', ['3*barbell bench press 5@187.393'], ['8', '8', '8']],
    ['Squat: 3 sets of 8 with 60kg, 2 reps in reserve', ['3*barbell back squat 8@132.277'], ['8', '8', '8']],
    ['squat 120kg for 3, maybe 1 more in the tank', ['barbell back squat 3@264.554'], ['9']],
    // The reps left were read as a set of 2 with no load.
    ['bench 90kg x 5, had 2 reps left', ['barbell bench press 5@198.416'], ['8']],
    ['squat 3x5 @ 100kg all sets felt like a 7', ['3*barbell back squat 5@220.462'], ['7', '7', '7']],
    ["deadlift 140kg x 3, could've got one more", ['barbell deadlift 3@308.647'], ['9']],
  ] as const)('%j', (text, rows, rpe) => {
    expect(brief(text, 'kg')).toEqual(rows);
    expect(efforts(text)).toEqual(rpe);
  });
});

describe('reps told, then how many times: that many sets', () => {
  it.each([
    ['bench 50kg 10 reps 3 times', ['3*barbell bench press 10@110.231']],
    ['bench 50kg for 10 reps 3 times', ['3*barbell bench press 10@110.231']],
    ['Did bench press with 50kg for 10 reps 3 times', ['3*barbell bench press 10@110.231']],
    ['squats 10 reps 3 times at 60kg', ['3*barbell back squat 10@132.277']],
    ['bench 50kg 3 times for 10 reps', ['3*barbell bench press 10@110.231']],
    ['bench pressed 60 kilos 3 times for 10 reps', ['3*barbell bench press 10@132.277']],
  ] as const)('%j', (text, rows) => {
    expect(brief(text, 'kg')).toEqual(rows);
  });
});

describe('a load told in stone', () => {
  it.each([
    ['Squatted 15 stone for 5 reps', ['barbell back squat 5@210']],
    ['Deadlift 3 sets of 5 at 12 stone', ['3*barbell deadlift 5@168']],
    ['bench 3x10 with 9 stone', ['3*barbell bench press 10@126']],
    ['deadlift 12st 7lb for 3', ['barbell deadlift 3@175']],
    ['squat 10 st x 5', ['barbell back squat 5@140']],
  ] as const)('%j', (text, rows) => {
    expect(brief(text, 'kg')).toEqual(rows);
  });
});

describe('near text that stays as it was', () => {
  it.each([
    // A habit told in times is no set count.
    ['I bench 3 times a week. Today bench 60kg 3x8', ['3*barbell bench press 8@132.277']],
    // An ordinal is no stone; a stone conversion beside a load is still dropped (journal-stone).
    ['1st set 100kg x 5 bench', ['barbell bench press 5@220.462']],
    ['21st: squat 5x5 100kg', ['5*barbell back squat 5@220.462']],
    ['Squat 150kg (330lbs/23.6st) x 3', ['barbell back squat 3@330.693']],
    // A plain effort and a scheme written with "times" read as before.
    ['bench 4x6 @ 70kg, rir 2', ['4*barbell bench press 6@154.323']],
    ['I benched 70 kg 3 times 8', ['3*barbell bench press 8@154.323']],
  ] as const)('%j', (text, rows) => {
    expect(brief(text, 'kg')).toEqual(rows);
  });
});

describe('near words that tell no effort', () => {
  it.each([
    // A count of reps or a rep max after "felt like" is no rating.
    ['bench 3x8 60kg, felt like a 10 rep max', ['3*barbell bench press 8@132.277']],
    ['Squat 3x5 100kg, felt like 8 reps would be my limit', ['3*barbell back squat 5@220.462']],
    // Sets still to do, or more sets, are no reps in the tank.
    ['Squat 5x5 100kg, had 2 sets left but stopped', ['5*barbell back squat 5@220.462']],
    ['bench 60kg 3x10, could have done 2 more sets', ['3*barbell bench press 10@132.277']],
  ] as const)('%j', (text, rows) => {
    expect(brief(text, 'kg')).toEqual(rows);
    expect(efforts(text).every((e) => e === '-')).toBe(true);
  });
});

describe('hostile input stays fast', () => {
  it('5,000 characters aimed at the new readers', () => {
    const hostile = [
      `bench 60kg 3x8 ${'felt like a '.repeat(500)}8`,
      `felt ${'like an 8 out of '.repeat(350)}`,
      `bench 3x5 ${'2 more reps left in '.repeat(300)}the tank`,
      `could've ${'done another 2 more '.repeat(300)}`,
      `had ${'2 more reps '.repeat(500)}left`,
      `bench ${'10 reps, 3 '.repeat(500)}times`,
      `${'3 times for '.repeat(500)}10 reps`,
      `squat ${'12 st 7 '.repeat(700)}lb`,
      `deadlift ${'1st'.repeat(1600)}`,
    ];
    expectCheapToRead(hostile, (text) => parseJournal(text, 'kg'));
  });
});
