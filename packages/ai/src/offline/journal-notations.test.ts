/**
 * One case per notation issue #11 names, written by us, so each rule has a test of its own
 * beside the real-data scores. Each row: text, then the sets as "name reps@weight" (weight in lb,
 * "bw" = bodyweight only, "-" = none).
 */
import { describe, expect, it } from 'vitest';
import { parseJournal } from './journal-parser.ts';

function brief(text: string, unit: 'lb' | 'kg' = 'lb'): string[] {
  return parseJournal(text, unit).sets.map((s) => {
    const load = s.weight === null ? '-' : s.isBodyweight && s.weight === 0 ? 'bw' : String(s.weight);
    return `${s.name} ${s.reps ?? '-'}@${load}`;
  });
}
const times = (n: number, s: string) => Array.from({ length: n }, () => s);

describe('notations lifters use', () => {
  it.each([
    [
      'reps-first with ×',
      'Shoulder press – 4×120, 4×120, 8×105',
      ['overhead press 4@120', 'overhead press 4@120', 'overhead press 8@105'],
    ],
    [
      'reps/weight with slashes and semicolons',
      'Deadlifts: 10/95; 10/105; 10/115',
      ['barbell deadlift 10@95', 'barbell deadlift 10@105', 'barbell deadlift 10@115'],
    ],
    [
      'weight then a reps list',
      'Deadlift 255 5,5,4',
      ['barbell deadlift 5@255', 'barbell deadlift 5@255', 'barbell deadlift 4@255'],
    ],
    ['x 5 reps x 3 sets', 'Bench 185 x 5 reps x 3 sets', times(3, 'barbell bench press 5@185')],
    ['AMRAP mark "1+: 4"', 'Squat 275 x 1+: 4', ['barbell back squat 4@275']],
    ['"(x 3)" after a set', 'Dumbbell row: 60 x 10 (x 3)', times(3, 'one-arm dumbbell row 10@60')],
    [
      // Sets written out before it are sets too (warm-ups are sets): journal-round21-sets.test.ts.
      'worked up to: the top set only',
      'Squat: warmed up, then worked up to 100 x 3',
      ['barbell back squat 3@100'],
    ],
    [
      'per-set loads in "1 set of 12 reps @ 30 lbs / …"',
      'Curls: 1 set of 12 reps @ 30 lbs / 1 set of 10 reps @ 35 lbs',
      ['barbell curl 12@30', 'barbell curl 10@35'],
    ],
    [
      'two units on a line: the first',
      'Bench Press\n5x 95lbs/43.0913kg\n5x 100kg (220 lb)',
      ['barbell bench press 5@95', 'barbell bench press 5@220.462'],
    ],
    ['weighted bodyweight', 'Dips BW + 25 x 8', ['dip 8@25']],
    [
      'warm-up tags stay on the set',
      'Squat\n5x 95lbs (warm up)\n5x 135lbs',
      ['barbell back squat 5@95', 'barbell back squat 5@135'],
    ],
    [
      'day prefixes and bullets',
      '2024-03-04 Day 2:\n- OHP 3x5 @ 95\n• Rows 3x8 @ 115',
      [...times(3, 'overhead press 5@95'), ...times(3, 'barbell row 8@115')],
    ],
    [
      'a name line, then one set per line',
      'Block press\n315 x 1\n365 x 1',
      ['Block Press 1@315', 'Block Press 1@365'],
    ],
    [
      'trailing prose',
      'Squat 3x5x220--last two reps of the 3rd set were a bit forward',
      times(3, 'barbell back squat 5@220'),
    ],
    ['cardio time', '10 min bike', ['Cycling -@-']],
    ['cardio distance', '2 km row', ['Rowing -@-']],
  ])('%s', (_, text, want) => {
    expect(brief(text)).toEqual(want);
  });

  it('keeps the time or distance as the cardio set’s note', () => {
    expect(parseJournal('2 km row', 'lb').sets[0]?.notes).toBe('2 km');
  });

  it('keeps warm-up tags as the set’s note, not the workout’s', () => {
    const out = parseJournal('Squat\n5x 95lbs (warm up)\n5x 135lbs', 'lb');
    expect(out.sets[0]?.notes).toBe('warm up');
    expect(out.note).toBeNull();
  });
});

describe('names as lifters write them', () => {
  it.each([
    ['typo', 'Deadlfits 3x5 @ 225', 'barbell deadlift'],
    ['plural', 'Romanian deadlifts 3x8 @ 135', 'romanian deadlift'],
    ['"tricep pull-downs"', 'Tricep Pull-downs: 3x8@120', 'triceps pushdown'],
    ['OHP', 'OHP 5x5 @ 95', 'overhead press'],
    ['RDL', 'RDL 3x8 @ 185', 'romanian deadlift'],
    ['"press" is the overhead press', 'Press 3x5 @ 115', 'overhead press'],
    ['"w/ barbell"', 'Lunges w/ barbell 3x10 @ 95', 'barbell lunge'],
    ['db', 'db bench 3x10 @ 60', 'dumbbell bench press'],
    ['qualifiers that keep the movement', 'Raw deadlifts 1x1 @ 405', 'barbell deadlift'],
    ['equipment the exercise already uses', 'Dumbbell side raises 3x15 @ 20', 'dumbbell lateral raise'],
  ])('%s', (_, text, name) => {
    expect(parseJournal(text, 'lb').sets[0]?.name).toBe(name);
  });

  it('logs an unknown name as written, title-cased, with no muscle groups (not in the catalogue)', () => {
    const [set] = parseJournal('BTN Press: 1x5@65', 'lb').sets;
    expect(set).toMatchObject({ name: 'BTN Press', reps: 5, weight: 65, muscleGroups: [] });
  });

  it('does not turn a modifier that changes the movement into the plain lift', () => {
    expect(parseJournal('Block press: 315 x 4, 4', 'lb').sets.map((s) => s.name)).toEqual([
      'Block Press',
      'Block Press',
    ]);
  });

  it('logs nothing for text without a set, and keeps it as the note', () => {
    expect(parseJournal('20 minutes steam', 'lb')).toEqual({ sets: [], note: '20 minutes steam' });
  });
});
