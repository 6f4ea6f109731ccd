import { estimate1RM } from '@coach/ai';
import { findExercise } from '@coach/ai/catalogue';
import { BODY_GROUPS } from '@coach/ai/schemas';
import { describe, expect, it } from 'vitest';
import { type SetFacts, summariseSessions } from './session-summary.ts';
import { perGroup, STAPLES } from './targeted.ts';

const set = (
  name: string,
  reps: number,
  weight: number,
  rpe: number | null = null,
  extra: Partial<SetFacts> = {},
): SetFacts => ({
  name,
  reps,
  weight,
  rpe,
  sets: 1,
  isBodyweight: false,
  baseWeight: 0,
  isCompleted: true,
  ...extra,
});

describe('summariseSessions', () => {
  it('sums one exercise: sets, hard sets, volume, heaviest set, best e1RM, best reps per load', () => {
    const [bench] = summariseSessions([
      set('barbell bench press', 8, 185, 8),
      set('Barbell Bench Press', 5, 205, 9),
      set('barbell bench press', 6, 185, 5),
      set('barbell bench press', 10, 135, null, { isCompleted: false }),
    ]);
    expect(bench).toEqual({
      exerciseName: 'barbell bench press',
      sets: 3,
      hardSets: 2,
      volume: 185 * 8 + 205 * 5 + 185 * 6,
      topWeight: 205,
      topReps: 5,
      bestEstimatedMax: Math.max(estimate1RM(185, 8, 8)!, estimate1RM(205, 5, 9)!, estimate1RM(185, 6, 5)!),
      repsAtWeight: { '185': 8, '205': 5 },
    });
  });

  it('counts body weight in a bodyweight move’s load', () => {
    const [pullUp] = summariseSessions([
      set('pull-up', 8, 25, null, { isBodyweight: true, baseWeight: 180 }),
    ]);
    expect(pullUp).toMatchObject({ topWeight: 205, volume: 205 * 8, repsAtWeight: { '205': 8 } });
  });
});

describe('targeted workout staples', () => {
  it('names only catalogue exercises, by their canonical names, trained by the group they stand for', () => {
    for (const group of BODY_GROUPS) {
      for (const name of STAPLES[group]) {
        expect(findExercise(name)?.name, name).toBe(name);
        expect(findExercise(name)?.primary[0], name).toBe(group);
      }
      expect(STAPLES[group].length).toBeGreaterThanOrEqual(perGroup(1));
    }
  });
});
