import { describe, expect, it } from 'vitest';
import { CoachInputError } from '../errors.ts';
import { EditExerciseOutput, type StoredSet } from '../schemas.ts';
import { editExercise } from './edit.ts';

const set = (id: number, reps: number, weight: number): StoredSet => ({
  id,
  name: 'barbell bench press',
  reps,
  weight,
  rpe: null,
  isBodyweight: false,
  muscleGroups: ['chest', 'arms', 'shoulders'],
  notes: null,
});
const group = [set(1, 8, 185), set(2, 8, 185), set(3, 7, 185)];
const shape = (sets: { id: number | null; reps: number | null; weight: number | null }[]) =>
  sets.map((s) => [s.id, s.reps, s.weight]);

describe('editExercise', () => {
  it('resizes the group: new sets copy the last one with id null', () => {
    const out = editExercise('make it 4 sets', group, 'lb');
    expect(shape(out.sets)).toEqual([
      [1, 8, 185],
      [2, 8, 185],
      [3, 7, 185],
      [null, 7, 185],
    ]);
    expect(out.changesSummary).toMatch(/4 sets/);
    expect(shape(editExercise('drop the last set', group, 'lb').sets)).toEqual([
      [1, 8, 185],
      [2, 8, 185],
    ]);
    expect(editExercise('add a set', group, 'lb').sets).toHaveLength(4);
    expect(editExercise('add 2 sets', group, 'lb').sets).toHaveLength(5);
  });

  it('changes weight, reps and effort on the right sets', () => {
    expect(shape(editExercise('weight 200 on all sets', group, 'lb').sets)).toEqual([
      [1, 8, 200],
      [2, 8, 200],
      [3, 7, 200],
    ]);
    expect(shape(editExercise('last set was 6 reps', group, 'lb').sets)).toEqual([
      [1, 8, 185],
      [2, 8, 185],
      [3, 6, 185],
    ]);
    expect(shape(editExercise('set 2 was 180', group, 'lb').sets)).toEqual([
      [1, 8, 185],
      [2, 8, 180],
      [3, 7, 185],
    ]);
    expect(shape(editExercise('set 2 was 6', group, 'lb').sets)).toEqual([
      [1, 8, 185],
      [2, 6, 185],
      [3, 7, 185],
    ]);
    expect(shape(editExercise('all sets 10 reps', group, 'lb').sets)).toEqual([
      [1, 10, 185],
      [2, 10, 185],
      [3, 10, 185],
    ]);
    expect(editExercise('rpe 8', group, 'lb').sets.map((s) => s.rpe)).toEqual([8, 8, 8]);
    expect(editExercise('rir 2 on the last set', group, 'lb').sets.map((s) => s.rpe)).toEqual([
      null,
      null,
      8,
    ]);
  });

  it('reads kg instructions when the member uses kg', () => {
    const out = editExercise('weight 90 on all sets', group, 'kg');
    expect(out.sets.map((s) => s.weight)).toEqual([198.416, 198.416, 198.416]);
    expect(out.changesSummary).toContain('90 kg');
    expect(editExercise('set 1 was 100kg', group, 'lb').sets[0]?.weight).toBe(220.462);
  });

  it('renames through the catalogue and updates muscle groups', () => {
    const out = editExercise('rename to incline bench', group, 'lb');
    expect(new Set(out.sets.map((s) => s.name))).toEqual(new Set(['incline barbell bench press']));
    expect(out.sets[0]?.muscleGroups).toEqual(['chest', 'shoulders', 'arms']);
    expect(editExercise('call it pull-ups', group, 'lb').sets[0]).toMatchObject({
      name: 'pull-up',
      isBodyweight: true,
    });
  });

  it('handles several changes in one instruction', () => {
    const out = editExercise('make it 4 sets and weight 195, rpe 9', group, 'lb');
    expect(shape(out.sets)).toEqual([
      [1, 8, 195],
      [2, 8, 195],
      [3, 7, 195],
      [null, 7, 195],
    ]);
    expect(out.sets.every((s) => s.rpe === 9)).toBe(true);
  });

  it('reads relative changes, restated lines, "W for R" and notes', () => {
    expect(editExercise('increase weight by 10', group, 'lb').sets.map((s) => s.weight)).toEqual([
      195, 195, 195,
    ]);
    expect(editExercise('drop 20 lb', group, 'lb').sets.map((s) => s.weight)).toEqual([165, 165, 165]);
    expect(shape(editExercise('change to 4x10 @ 135', group, 'lb').sets)).toEqual([
      [1, 10, 135],
      [2, 10, 135],
      [3, 10, 135],
      [null, 10, 135],
    ]);
    expect(shape(editExercise('the second set was 190 for 6', group, 'lb').sets)).toEqual([
      [1, 8, 185],
      [2, 6, 190],
      [3, 7, 185],
    ]);
    expect(editExercise('notes: felt easy', group, 'lb').sets.every((s) => s.notes === 'felt easy')).toBe(
      true,
    );
  });

  it('throws a user-facing CoachInputError for nonsense', () => {
    expect(() => editExercise('what is the meaning of life', group, 'lb')).toThrow(CoachInputError);
    expect(() => editExercise('set 9 was 100', group, 'lb')).toThrow(/no set 9/);
    expect(() => editExercise('weight 5000', group, 'lb')).toThrow(CoachInputError);
    expect(() => editExercise('make it 50 sets', group, 'lb')).toThrow(/between 1 and 20/);
  });
});

describe('editExercise never answers outside its own schema (issue 9.5)', () => {
  const templates = [
    '{n}',
    'rir {n}',
    '{n} rir',
    'rpe {n}',
    'add {n} lbs',
    'add {n} kg',
    'increase by {n}',
    'decrease by {n}',
    'rest {n} seconds',
    'set 2 was {n}',
    'last set was {n} reps',
    '{n} reps',
    'weight {n}',
    '3x{n}',
    'make it {n} sets',
    '{n}x5 @ {n}',
    'add {n} sets',
  ];
  const numbers = [
    '0',
    '0.5',
    '1.5',
    '-1',
    '10.5',
    '11',
    '21',
    '999',
    '1001',
    '2001',
    '5000',
    '1e9',
    '99999999999',
  ];
  it.each(templates)('"%s" with odd numbers: a valid group or a CoachInputError in words', (template) => {
    for (const n of numbers) {
      const instruction = template.replaceAll('{n}', n);
      try {
        const out = editExercise(instruction, group, 'lb');
        const parsed = EditExerciseOutput.safeParse(out);
        expect(parsed.success, `${instruction}: ${parsed.error?.message}`).toBe(true);
      } catch (error) {
        expect(error, instruction).toBeInstanceOf(CoachInputError);
        expect((error as Error).message, instruction).toMatch(/^[A-Z'].*[.!]$/);
      }
    }
  });
});
