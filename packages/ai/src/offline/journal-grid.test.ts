/**
 * Notations crossed with the ways lifters dress them: every plain notation of "3 sets of 5 at 185"
 * (or 84 kg) under a dozen lift names, each with a bullet, a separator after the name and a remark
 * after the sets taken in turn, and ramps of loads with their reps however joined. A rule that reads a
 * notation only beside one name, one separator or one kind of remark fails here. Our own lines.
 */
import { describe, expect, it } from 'vitest';
import { parseJournal } from './journal-parser.ts';
import { LB_PER_KG } from './units.ts';

const NAMES: [string, RegExp][] = [
  ['Bench', /bench/i],
  ['Squats', /squat/i],
  ['Deadlift', /dead/i],
  ['OHP', /overhead|military|shoulder press|^press/i],
  ['Barbell rows', /row/i],
  ['DB curls', /curl/i],
  ['Leg press', /leg press/i],
  ['RDL', /romanian|rdl/i],
  ['Lat pulldown', /pull.?down/i],
  ['Incline DB press', /incline/i],
  ['Zercher squats', /zercher/i],
  ['Landmine press', /landmine/i],
];
const PREFIXES = ['', '- ', '* ', '1. ', '- [x] ', '• '];
const SEPARATORS = [': ', ' - ', ' ', ' – ', ', '];
const REMARKS = ['', ' (easy)', ' - felt heavy', ', RPE 8', ' 💪', '. Good day.', ' – PR', ' rpe 8', ' ✔'];
const IN_POUNDS = [
  '3x5@185',
  '3x5 @ 185',
  '3x5 185',
  '185 3x5',
  '185x5x3',
  '3 sets of 5 at 185',
  '3 sets x 5 reps @ 185',
  '185 x 5 x 3',
  '185lbs 3x5',
  '3x5 @185lbs',
  '185 for 3 sets of 5',
  '3 x 5 @ 185#',
  '185# 3x5',
  '185 5/5/5',
  '185 5,5,5',
  '185x5, 185x5, 185x5',
  '5 reps x 3 sets @ 185',
  '3x5 at 185 lbs',
  '3×5 @ 185',
  '185x5 x3',
  '185 lb x 5 x 3 sets',
  '3 sets of 5 reps with 185 pounds',
];
const IN_KILOS = [
  '3x5@84kg',
  '84kg 3x5',
  '84 kg x 5 x 3',
  '3 x 5 x 84kg',
  '84kg x5 x3',
  '3x5 84 kg',
  '5x84kg x3',
];

const lines = (notations: string[]) =>
  NAMES.flatMap(([name, match], i) =>
    notations.map((notation, j): [string, RegExp] => {
      const k = i * notations.length + j;
      const remark = REMARKS[k % REMARKS.length];
      return [
        `${PREFIXES[k % PREFIXES.length]}${name}${SEPARATORS[k % SEPARATORS.length]}${notation}${remark}`,
        match,
      ];
    }),
  );

describe('a notation reads the same under any name, bullet, separator and remark', () => {
  it.each([
    ...lines(IN_POUNDS).map(([text, match]): [string, RegExp, number] => [text, match, 185]),
    ...lines(IN_KILOS).map(([text, match]): [string, RegExp, number] => [text, match, 84 * LB_PER_KG]),
  ])('%s', (text, match, pounds) => {
    const sets = parseJournal(text, 'lb').sets;
    expect(sets).toHaveLength(3);
    for (const s of sets) {
      expect(s.name).toMatch(match);
      expect(s.reps).toBe(5);
      expect(s.weight).toBeCloseTo(pounds, 1);
    }
  });
});

const RAMPS: [string, string][] = [
  ['135x5, 185x5, 225x3', '5@135 5@185 3@225'],
  ['135/5, 185/5, 225/3', '5@135 5@185 3@225'],
  ['5@135, 5@185, 3@225', '5@135 5@185 3@225'],
  ['135x5 185x5 225x3', '5@135 5@185 3@225'],
  ['135 x 5; 185 x 5; 225 x 3', '5@135 5@185 3@225'],
  ['5x135, 5x185, 3x225', '5@135 5@185 3@225'],
  ['135lb x5, 185lb x5, 225lb x3', '5@135 5@185 3@225'],
  ['135 for 5, 185 for 5, 225 for 3', '5@135 5@185 3@225'],
  ['225 5,5,4', '5@225 5@225 4@225'],
  ['225x5,5,4', '5@225 5@225 4@225'],
  ['225 x 5/5/4', '5@225 5@225 4@225'],
  ['225: 5, 5, 4', '5@225 5@225 4@225'],
  ['2x5@135, 3x3@225', '5@135 5@135 3@225 3@225 3@225'],
  ['135x5x2, 225x3x3', '5@135 5@135 3@225 3@225 3@225'],
  ['worked up to 225x3', '3@225'],
  ['225x5 @8, 225x5 @9', '5@225 5@225'],
  ['225 x 5 (rpe 8), 235 x 3 (rpe 9)', '5@225 3@235'],
  ['3x5 225 (last set 4)', '5@225 5@225 4@225'],
  ['225x1+: 6', '6@225'],
  ['225x5+ (8)', '8@225'],
  ['135x5 (warmup), 225x5x3', '5@135 5@225 5@225 5@225'],
];
const LIFTS: [string, RegExp][] = [
  ['Squat', /squat/i],
  ['Bench', /bench/i],
  ['Deadlift', /dead/i],
  ['Front squat', /front/i],
];

describe('a ramp of loads reads the same after any lift and separator', () => {
  it.each(
    LIFTS.flatMap(([lift, match]) =>
      RAMPS.flatMap(([ramp, want]) =>
        [': ', ' ', ' - '].map((sep): [string, RegExp, string] => [`${lift}${sep}${ramp}`, match, want]),
      ),
    ),
  )('%s', (text, match, want) => {
    const sets = parseJournal(text, 'lb').sets;
    for (const s of sets) expect(s.name).toMatch(match);
    expect(sets.map((s) => `${s.reps}@${s.weight}`).join(' ')).toBe(want);
  });
});

const ADDED_LOADS = [
  'BW+25 3x5',
  'bw + 25 3x5',
  '+25 3x5',
  '3x5 +25lb',
  '3x5 @ +25',
  '3x5 with 25lbs',
  '25 lb x 5 x 3',
  '3x5 (+25)',
  '3x5 w/ 25#',
  '5,5,5 @ +25',
  '3 sets of 5 with a 25 lb plate',
  'BW+25: 5,5,5',
  'bodyweight + 25 lbs: 3x5',
];
const BODYWEIGHT_LIFTS: [string, RegExp][] = [
  ['Pull-ups', /pull.?up/i],
  ['Weighted dips', /dip/i],
  ['Chin ups', /chin/i],
];

describe('a load added to bodyweight reads the same however it is written', () => {
  it.each(
    BODYWEIGHT_LIFTS.flatMap(([lift, match]) =>
      ADDED_LOADS.map((form): [string, RegExp] => [`${lift} ${form}`, match]),
    ),
  )('%s', (text, match) => {
    const sets = parseJournal(text, 'lb').sets;
    expect(sets.map((s) => `${s.reps}@${s.weight}`).join(' ')).toBe('5@25 5@25 5@25');
    for (const s of sets) expect(s.name).toMatch(match);
  });
});
