import { describe, expect, it } from 'vitest';
import { findExercise } from '../catalogue/index.ts';
import { CoachInputError } from '../errors.ts';
import { nameWorkout } from './naming.ts';
import { swapExercise } from './swap.ts';

describe('swapExercise', () => {
  it('swaps barbell bench press for a dumbbell chest horizontal push when only dumbbells are available', () => {
    const out = swapExercise('barbell bench press', ['dumbbells', 'bench'], []);
    const e = findExercise(out.swappedExercise.name);
    expect(e?.primary[0]).toBe('chest');
    expect(e?.pattern).toBe('horizontal_push');
    expect(e?.equipment).toContain('dumbbells');
    expect(e?.equipment).not.toContain('barbell');
    expect(out.reason).toMatch(/pectorals/);
  });

  it('with dumbbells only (no bench) still answers a dumbbell chest press', () => {
    const out = swapExercise('barbell bench press', ['dumbbells'], []);
    expect(out.swappedExercise.name).toBe('dumbbell floor press');
    expect(out.swappedExercise.muscleGroups[0]).toBe('chest');
  });

  it('keeps the pattern, avoids the original and excluded names, and is deterministic', () => {
    const a = swapExercise('squat', undefined, ['leg press']);
    expect(findExercise(a.swappedExercise.name)?.pattern).toBe('squat');
    expect(a.swappedExercise.name).not.toBe('barbell back squat');
    expect(a.swappedExercise.name).not.toBe('leg press');
    expect(swapExercise('squat', undefined, ['leg press'])).toEqual(a);
  });

  it('answers a bodyweight move when the member has no equipment', () => {
    const out = swapExercise('lat pulldown', ['bodyweight', 'pullup_bar'], []);
    expect(out.swappedExercise.name).toMatch(/pull-up|chin-up/);
    expect(out.swappedExercise.muscleGroups[0]).toBe('back');
  });

  it('reads unavailable equipment from the reason', () => {
    const out = swapExercise('barbell bench press', undefined, [], 'the bench is taken');
    expect(findExercise(out.swappedExercise.name)?.equipment).not.toContain('bench');
    expect(findExercise(out.swappedExercise.name)?.primary[0]).toBe('chest');
  });

  it('rejects a name it cannot place with a clear message', () => {
    expect(() => swapExercise('qwzx', undefined, [])).toThrow(CoachInputError);
  });
});

describe('nameWorkout', () => {
  it('names the day from the logged exercises', () => {
    expect(nameWorkout(['bench', 'ohp', 'dips', 'tricep pushdown'])).toBe(
      'Push Day — Bench & Overhead Press',
    );
    expect(nameWorkout(['deadlift', 'barbell row', 'pull-ups', 'curls'])).toBe('Pull Day — Deadlift & Rows');
    expect(nameWorkout(['squat', 'lunges', 'leg curl', 'calf raise'])).toBe('Leg Day — Squat & Lunges');
    expect(nameWorkout(['squat', 'bench', 'barbell row'])).toMatch(/^Full Body — Squat & Bench$/);
    expect(nameWorkout(['bench', 'barbell row', 'ohp', 'pull-ups'])).toMatch(/^Upper Body — /);
  });

  it('falls back gracefully', () => {
    expect(nameWorkout([], '2026-11-17')).toBe('Tuesday Workout');
    expect(nameWorkout(['sled push'])).toBe('Full Body — Sled Push');
  });
});
