import { describe, expect, it } from 'vitest';
import type { LoggedSet } from '../schemas.ts';
import { analyzeWorkout } from './analysis.ts';
import { estimate1RM, rtsPercent } from './e1rm.ts';

const s = (
  name: string,
  reps: number,
  weight: number,
  rpe: number | null = null,
  isBodyweight = false,
): LoggedSet => ({
  name,
  reps,
  weight,
  rpe,
  isBodyweight,
  muscleGroups: [],
  notes: null,
});

describe('e1RM', () => {
  it('uses the RTS table with RPE and Epley without', () => {
    expect(rtsPercent(1, 10)).toBe(1);
    expect(rtsPercent(5, 8)).toBeCloseTo(0.811);
    expect(estimate1RM(200, 5, 8)).toBeCloseTo(246.6, 1);
    expect(estimate1RM(200, 5, null)).toBeCloseTo(233.3, 1);
    expect(estimate1RM(0, 5, null)).toBeNull();
  });
});

describe('analyzeWorkout', () => {
  const history = [
    {
      date: '2026-11-10',
      sets: [
        s('barbell bench press', 5, 185, 8),
        s('barbell bench press', 5, 185, 8),
        s('pull-up', 8, 0, null, true),
      ],
    },
    { date: '2026-11-03', sets: [s('barbell bench press', 5, 175, 7)] },
  ];
  const today = [
    s('barbell bench press', 5, 195, 8),
    s('barbell bench press', 5, 195, 9),
    s('pull-up', 10, 0, null, true),
  ];

  it('totals volume with bodyweight, compares with the last session and finds records', () => {
    const out = analyzeWorkout({
      name: 'Push',
      durationSeconds: 3600,
      sets: today,
      history,
      bodyWeight: 180,
    });
    expect(out.totalVolume).toBe(195 * 10 + 180 * 10);
    // last time: 185*10 + 180*8 = 3290; now 3750
    expect(out.volumeChangePercent).toBe(14);
    const kinds = out.personalRecords.map((p) => `${p.exercise}:${p.kind}`);
    expect(kinds).toContain('barbell bench press:heaviest_weight');
    expect(kinds).toContain('barbell bench press:estimated_1rm');
    expect(kinds).toContain('pull-up:most_reps');
    expect(out.personalRecords.find((p) => p.kind === 'heaviest_weight')).toMatchObject({
      value: 195,
      previous: 185,
    });
    const bench = out.exercises.find((e) => e.name === 'barbell bench press');
    expect(bench).toMatchObject({ sets: 2, volume: 1950, averageRpe: 8.5, previousAverageRpe: 8 });
    expect(out.answeredBy).toBe('offline');
  });

  it('says what to do next time from effort', () => {
    const easy = analyzeWorkout({
      name: 'x',
      durationSeconds: null,
      sets: [s('overhead press', 5, 95, 7), s('overhead press', 5, 95, 7)],
      history: [],
      bodyWeight: null,
    });
    expect(easy.exercises[0]?.nextTime).toMatch(/Add 5 lb \(to 100 lb\)/);
    const hard = analyzeWorkout({
      name: 'x',
      durationSeconds: null,
      sets: [s('overhead press', 5, 95, 10)],
      history: [],
      bodyWeight: null,
    });
    expect(hard.exercises[0]?.nextTime).toMatch(/^Hold 95 lb/);
    expect(easy.personalRecords).toEqual([]);
    expect(easy.volumeChangePercent).toBeNull();
  });

  it('notices effort drifting up against last time', () => {
    const out = analyzeWorkout({
      name: 'x',
      durationSeconds: null,
      sets: [s('barbell back squat', 5, 225, 9.5)],
      history: [{ date: '2026-11-01', sets: [s('barbell back squat', 5, 225, 7.5)] }],
      bodyWeight: null,
    });
    expect(out.suggestions.join(' ')).toMatch(/Sets felt harder than last time \(about 2 effort points/);
  });
});

describe('analysis wording in the member unit', () => {
  it('advises kilogram jumps to kg members while every number stays in pounds', () => {
    const set = {
      name: 'barbell bench press',
      reps: 5,
      weight: 220.462,
      rpe: 7,
      isBodyweight: false,
      muscleGroups: ['chest'],
      notes: null,
    };
    const kg = analyzeWorkout({
      name: 'Bench',
      durationSeconds: 1800,
      sets: [set, set],
      history: [],
      bodyWeight: null,
      unit: 'kg',
    });
    expect(kg.exercises[0]?.nextTime).toBe('Add 2.5 kg (to 102.5 kg) for the same reps.');
    expect(kg.summary).toContain('kg total volume');
    expect(kg.totalVolume).toBeCloseTo(2204.62, 1);
    const lb = analyzeWorkout({
      name: 'Bench',
      durationSeconds: 1800,
      sets: [set, set],
      history: [],
      bodyWeight: null,
    });
    expect(lb.exercises[0]?.nextTime).toMatch(/^Add 5 lb \(to 225\.5 lb\)/);
  });
});
