import { describe, expect, it } from 'vitest';
import { buildGroupSave, editRows } from './group-edit.ts';
import { type ExerciseRecord, groupExercises, groupStats, workoutVolume } from './groups.ts';

let nextId = 1;
function record(name: string, fields: Partial<ExerciseRecord> = {}): ExerciseRecord {
  const id = nextId++;
  return {
    id,
    workoutId: 1,
    name,
    sets: 1,
    reps: 8,
    weight: 100,
    rpe: 8,
    restTime: null,
    notes: null,
    muscleGroups: ['chest'],
    isBodyweight: false,
    baseWeight: 0,
    totalWeight: fields.weight ?? 100,
    isCompleted: true,
    position: id,
    createdAt: '2026-03-02T10:00:00.000Z',
    ...fields,
  };
}

describe('grouping the journal', () => {
  it('groups sets by name in logging order, title-cased, with the first record’s muscle groups', () => {
    const groups = groupExercises([
      record('barbell bench press', { muscleGroups: ['chest', 'triceps'] }),
      record('pull-up', { muscleGroups: ['back'] }),
      record('Barbell Bench Press', { muscleGroups: ['other'] }),
      record('squat', { isCompleted: false }),
    ]);
    expect(groups.map((g) => [g.title, g.sets.length])).toEqual([
      ['Barbell Bench Press', 2],
      ['Pull-Up', 1],
    ]);
    expect(groups[0]?.muscleGroups).toEqual(['chest', 'triceps']);
  });

  it('adds sets waiting in the outbox to their group, marked pending', () => {
    const groups = groupExercises(
      [record('dips', { isBodyweight: true, weight: 0, baseWeight: 180 })],
      [
        {
          key: 'k1',
          name: 'dips',
          notes: null,
          isBodyweight: true,
          muscleGroups: [],
          sets: [{ reps: 10, weight: null, rpe: null }],
        },
      ],
      180,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.pending).toBe(true);
    expect(groups[0]?.sets.map((s) => s.pending)).toEqual([false, true]);
    expect(workoutVolume(groups)).toBe(180 * 8 + 180 * 10);
  });

  it('sums sets, averages effort to one decimal in the member’s scale, and joins distinct notes', () => {
    const [group] = groupExercises([
      record('squat', { reps: 5, weight: 200, rpe: 7, notes: 'belt' }),
      record('squat', { reps: 5, weight: 200, rpe: 8, notes: 'belt' }),
      record('squat', { reps: 5, weight: 200, rpe: 8.5, notes: ' knees ok ' }),
      record('squat', { reps: 3, weight: 200, rpe: null, notes: '' }),
    ]);
    if (!group) throw new Error('no group');
    expect(groupStats(group.sets, 'rpe')).toEqual({
      setCount: 4,
      averageEffort: 7.8,
      volume: 200 * 18,
      notes: 'belt; knees ok',
    });
    expect(groupStats(group.sets, 'rir').averageEffort).toBe(2.2);
    expect(groupStats(group.sets, 'none').averageEffort).toBeNull();
  });
});

describe('saving a group from edit mode', () => {
  it('keeps untouched values exactly and converts the edited ones', () => {
    const [group] = groupExercises([
      record('bench press', { reps: 8, weight: 185, rpe: 7.5 }),
      record('bench press', { reps: 8, weight: 185, rpe: 8 }),
    ]);
    if (!group) throw new Error('no group');
    const rows = editRows(group.sets, 'kg', 'rir');
    const [first, second] = rows;
    if (!first || !second) throw new Error('no rows');
    const edited = [
      { ...first, reps: '6' },
      { ...second, weight: '90', effort: '1', removed: false },
    ];
    const result = buildGroupSave(edited, group.sets, 'kg', 'rir');
    expect(result.save).toEqual({
      sets: [
        { id: group.sets[0]?.id, reps: 6, weight: 185, rpe: 7.5 },
        { id: group.sets[1]?.id, reps: 8, weight: 198.416, rpe: 9 },
      ],
      removed: [],
    });
  });

  it('lists removed sets and reports bad input per row', () => {
    const [group] = groupExercises([record('row'), record('row')]);
    if (!group) throw new Error('no group');
    const [a, b] = editRows(group.sets, 'lb', 'rpe');
    if (!a || !b) throw new Error('no rows');
    expect(buildGroupSave([{ ...a, removed: true }, b], group.sets, 'lb', 'rpe').save?.removed).toEqual([
      a.id,
    ]);
    const bad = buildGroupSave([{ ...a, reps: 'eight' }, b], group.sets, 'lb', 'rpe');
    expect(bad.save).toBeNull();
    expect(bad.errors?.get(a.key)).toEqual({ reps: 'Whole number' });
  });
});
