/**
 * Issue 11, eleventh round: a record with named fields is read by its field names, not by position.
 * Apps, spreadsheets and YAML or JSON logs label each number ("- name: … / weight: … / sets: … / reps:
 * …", "Reps: 8, Sets: 3", "reps=10 weight=50"): the "sets" field is the count of sets (one when absent,
 * so "sets: 1" is one set and never one more; "set: 2" numbers one set), "reps" the reps, "weight" or "load" the load with its
 * unit, "rpe", "rir" or "exertion" the effort, and a "name" field the lift. Two records naming the same
 * lift are a top set and its back-off sets, in order. Lines written by us.
 * Rows as in journal-general.test.ts: "name reps@weight" in lb ("-" = none, "bw" = bodyweight), "n*set".
 */
import { describe, expect, it } from 'vitest';
import { brief } from './__corpus__/brief.ts';
import { parseJournal } from './journal-parser.ts';

describe('a record is read by its field names', () => {
  it.each([
    [
      'a YAML item with a load field in kilos',
      '- name: romanian deadlift\n  load: 100 kg\n  sets: 3\n  reps: 8',
      ['3*romanian deadlift 8@220.462'],
    ],
    [
      'the same lift twice: a top set, then back-off sets',
      '- lift: front squat\n  weight: 225 lbs\n  sets: 1\n  reps: 3\n  rpe: 8.5\n- lift: front squat\n  weight: 205 lbs\n  sets: 3\n  reps: 3',
      ['front squat 3@225', '3*front squat 3@205'],
    ],
    [
      'different lifts are different exercises, "sets: 1" adds no set',
      '- name: pause squat\n  weight: 140 kg\n  sets: 1\n  reps: 2\n- name: leg press\n  weight: 400 lbs\n  sets: 3\n  reps: 12',
      ['pause squat 2@308.647', '3*leg press 12@400'],
    ],
    [
      'pipes, the reps before the sets',
      'Exercise: Barbell Row | Reps: 10 | Sets: 4 | Load: 70 kg',
      ['4*barbell row 10@154.323'],
    ],
    [
      '"=" after each label, the lift named first',
      'Hip thrust reps=12 sets=3 weight=185',
      ['3*barbell hip thrust 12@185'],
    ],
    [
      'semicolons after a dash, the load first',
      'Lateral raise — Weight: 12.5 kg; Reps: 15; Sets: 3',
      ['3*dumbbell lateral raise 15@27.558'],
    ],
    [
      'a JSON object, quoted keys and values',
      '{"exercise": "incline dumbbell press", "weight": "60 lb", "reps": 10, "sets": 2}',
      ['2*incline dumbbell bench press 10@60'],
    ],
    ['labels without colons, one set', 'Pendlay row: sets 1, reps 6, weight 80 kg', ['pendlay row 6@176.37']],
    [
      'one value per set in the reps and the load',
      'name: deadlift\nreps: 5/3/1\nweight: 140/150/160 kg',
      ['barbell deadlift 5@308.647', 'barbell deadlift 3@330.693', 'barbell deadlift 1@352.739'],
    ],
    [
      '"Sets: 1" last on the line',
      'Goblet squat: Reps: 15 Weight: 24 kg Sets: 1',
      ['goblet squat 15@52.911'],
    ],
    ['a bodyweight field', 'exercise: dips\nweight: bodyweight\nsets: 3\nreps: 10', ['3*dip 10@bw']],
    [
      'a unit field of its own',
      'exercise: Bench Press; sets: 2; reps: 6; weight: 90; unit: kg',
      ['2*barbell bench press 6@198.416'],
    ],
    ['fields under a heading that names the lift', 'Chin-up\nsets: 1\nreps: 12', ['chin-up 12@bw']],
    [
      'a "set" field numbers the set: each record is one set',
      'Row\nset=1 reps=12 weight=60 kg\nset=2 reps=10 weight=65 kg\nset=3 reps=8 weight=70 kg',
      ['barbell row 12@132.277', 'barbell row 10@143.3', 'barbell row 8@154.323'],
    ],
    [
      '"Set: 2" is the second set, not two sets',
      'Squat\nSet: 1, Reps: 5, Weight: 100\nSet: 2, Reps: 5, Weight: 110',
      ['barbell back squat 5@100', 'barbell back squat 5@110'],
    ],
    [
      'a list of reps, one load for all',
      'Squat: reps 5, 5, 3 weight 100 kg',
      ['2*barbell back squat 5@220.462', 'barbell back squat 3@220.462'],
    ],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});

describe('effort and cardio fields say what they are', () => {
  it('an "exertion: rpe N" field is the effort of every set, not a count', () => {
    const { sets } = parseJournal(
      '- name: chest press\n  weight: 120 lbs\n  sets: 2\n  reps: 10\n  exertion: rpe 7',
      'lb',
    );
    expect(sets.map((s) => [s.reps, s.weight, s.rpe])).toEqual([
      [10, 120, 7],
      [10, 120, 7],
    ]);
  });
  it('an "rir" field is reps in reserve', () => {
    const { sets } = parseJournal('Seated row | Sets: 1 | Reps: 9 | Weight: 140 | RIR: 2', 'lb');
    expect(sets.map((s) => [s.reps, s.weight, s.rpe])).toEqual([[9, 140, 8]]);
  });
  it('distance and time fields make one cardio bout', () => {
    const { sets } = parseJournal('name: rowing machine\ndistance: 2000 m\ntime: 7:50', 'kg');
    expect(sets.map((s) => [s.name, s.notes])).toEqual([['Rowing', '2000 m, 7:50']]);
  });
});

describe('lines that are no record keep their reading', () => {
  it.each([
    ['one field with a load-sized number', 'Squat\nWork set: 185', ['barbell back squat -@185']],
    [
      'counts written before their labels',
      'Front squat: 3 Sets, 6 Reps: 95lbs/115lbs/135lbs',
      ['front squat 6@95', 'front squat 6@115', 'front squat 6@135'],
    ],
    [
      "the lifter's weight and the session's length",
      'Weight: 180 lbs\nTime: 60 min\nSquat 225x5',
      ['barbell back squat 5@225'],
    ],
    ['a single labelled load after a scheme', 'Bench 3x5 weight 185', ['3*barbell bench press 5@185']],
    [
      'a "Sets:" label over load x reps',
      'Press\nSets: 60x8, 70x6',
      ['overhead press 8@60', 'overhead press 6@70'],
    ],
    ['a remark after a field value', 'Curl\nReps: 12\nweight: 30 lbs felt easy', ['barbell curl 12@30']],
  ])('%s', (_, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });
});
