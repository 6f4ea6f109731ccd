import { describe, expect, it } from 'vitest';
import { goalProgress } from './percent.ts';
import {
  FINE_MUSCLES,
  isHardSet,
  lastWorkedLabel,
  levelFromHistory,
  muscleCredit,
  weeklyMuscleSets,
  weekStartOf,
} from './training.ts';

describe('progress domain', () => {
  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStartOf('2026-01-01')).toBe('2025-12-29');
  });

  it('words last worked as the spec does', () => {
    expect(lastWorkedLabel(null, '2026-11-23')).toBe('Never trained');
    expect(lastWorkedLabel('2026-11-23', '2026-11-23')).toBe('Today');
    expect(lastWorkedLabel('2026-11-22', '2026-11-23')).toBe('Yesterday');
    expect(lastWorkedLabel('2026-11-13', '2026-11-23')).toBe('10 days ago');
  });

  it('counts a set as hard from RPE 6, or with no effort logged', () => {
    expect(isHardSet({ reps: 5, rpe: 6 })).toBe(true);
    expect(isHardSet({ reps: 5, rpe: null })).toBe(true);
    expect(isHardSet({ reps: 10, rpe: 5 })).toBe(false);
    expect(isHardSet({ reps: 0, rpe: 9 })).toBe(false);
  });

  it('needs both training age and workouts for a higher level', () => {
    expect(levelFromHistory(10, '2020-01-01', '2026-11-23')).toBe('beginner');
    expect(levelFromHistory(60, '2026-01-01', '2026-11-23')).toBe('intermediate');
    expect(levelFromHistory(300, '2026-01-01', '2026-11-23')).toBe('intermediate');
    expect(levelFromHistory(300, '2023-01-01', '2026-11-23')).toBe('advanced');
    expect(levelFromHistory(0, null, '2026-11-23')).toBe('beginner');
  });

  it('credits the main mover a whole set and the helpers half', () => {
    expect(muscleCredit('bench press')).toEqual({ chest: 1, triceps: 0.5, 'front-deltoids': 0.5 });
    expect(muscleCredit('no such lift')).toEqual({});
    const week = weeklyMuscleSets([
      { name: 'bench press', sets: 4 },
      { name: 'squat', sets: 3 },
    ]);
    expect(week).toMatchObject({ chest: 4, triceps: 2, quadriceps: 3, gluteal: 1.5 });
    expect(Object.keys(week)).toHaveLength(FINE_MUSCLES.length);
  });

  it('measures a body weight goal from where it started, in either direction', () => {
    expect(goalProgress({ currentValue: 190, targetValue: 180, startValue: 200 })).toBe(50);
    expect(goalProgress({ currentValue: 205, targetValue: 180, startValue: 200 })).toBe(0);
    expect(goalProgress({ currentValue: 170, targetValue: 180, startValue: 200 })).toBe(100);
    expect(goalProgress({ currentValue: 160, targetValue: 170, startValue: 150 })).toBe(50);
    // Without a start it is the spec's current / target.
    expect(goalProgress({ currentValue: 90, targetValue: 180, startValue: null })).toBe(50);
  });
});
