import { describe, expect, it } from 'vitest';
import { findExercise } from '../catalogue/index.ts';
import { ProgramDraft, ProgrammedExercise, ProgramSchedule } from '../schemas.ts';
import { completeProgram } from './complete.ts';
import { explainProgram } from './explain.ts';
import { describeProgression, inferProgression, loadStep, repRange } from './progression.ts';
import { blockLengths, exerciseForWeek, planWeeks, weekPlanFor } from './weeks.ts';

const x = (name: string, sets: number, reps: string | number, rpe: number | null = null) =>
  ProgrammedExercise.parse({
    name,
    sets,
    reps,
    restTime: 90,
    notes: null,
    rpe,
    weight: null,
    muscleGroups: [],
  });

describe('program schemas', () => {
  it('takes reps as a number or text and keeps programs stored before rules and weeks', () => {
    expect(x('barbell back squat', 3, 5).reps).toBe('5');
    expect(x('dumbbell curl', 3, '8-12').reps).toBe('8-12');
    expect(ProgrammedExercise.safeParse({ ...x('dumbbell curl', 3, 8), reps: '' }).success).toBe(false);
    // A schedule saved as jsonb before this change: no weeks, no rules, no constraints.
    const old = ProgramSchedule.parse({
      days: [{ dayNumber: 1, name: 'A', exercises: [x('barbell bench press', 3, 5)] }],
    });
    expect(old.weeks).toBeUndefined();
    expect(old.days[0]?.exercises[0]?.progression).toBeUndefined();
  });
});

describe('progression rules', () => {
  it('reads rep ranges and leaves holds and AMRAP alone', () => {
    expect(repRange('8-12')).toEqual({ min: 8, max: 12 });
    expect(repRange('5')).toEqual({ min: 5, max: 5 });
    expect(repRange('30-45s')).toBeNull();
    expect(repRange('AMRAP')).toBeNull();
    expect(repRange('12-8')).toBeNull();
  });

  it('steps 10 lb on barbell squats and deadlifts, 5 lb on presses, none on bands', () => {
    expect(loadStep(findExercise('barbell back squat'))).toBe(10);
    expect(loadStep(findExercise('barbell deadlift'))).toBe(10);
    expect(loadStep(findExercise('overhead press'))).toBe(5);
    expect(loadStep(findExercise('dumbbell curl'))).toBe(5);
    expect(loadStep(findExercise('band row'))).toBe(0);
  });

  it('infers linear for a beginner squat, RPE for a trained one, double for accessories, none for holds', () => {
    expect(inferProgression(x('barbell back squat', 3, 5), 'beginner')).toMatchObject({
      kind: 'linear',
      reps: 5,
      step: 10,
    });
    expect(inferProgression(x('barbell back squat', 4, 5, 8), 'advanced')).toEqual({
      kind: 'rpe',
      reps: 5,
      targetRpe: 8,
    });
    expect(inferProgression(x('dumbbell curl', 3, '10-15'), 'advanced')).toMatchObject({
      kind: 'double',
      repsMin: 10,
      repsMax: 15,
    });
    expect(inferProgression(x('plank', 3, '30-45s'), 'beginner')).toBeNull();
    expect(inferProgression(x("farmer's carry", 3, '40m'), 'beginner')).toBeNull();
  });

  it('says each rule in one plain sentence, in the member unit', () => {
    const curl = x('dumbbell curl', 3, '8-12');
    expect(
      describeProgression(curl, { kind: 'double', repsMin: 8, repsMax: 12, step: 5, targetRpe: 8 }),
    ).toBe('Add 5 lb once you hit 3×12 at RPE 8 or easier, then work back up from 3×8.');
    const squat = x('barbell back squat', 3, 5);
    const linear = { kind: 'linear', reps: 5, step: 10, resetAfter: 2, resetPercent: 10 } as const;
    expect(describeProgression(squat, linear)).toMatch(
      /^Add 10 lb every session you make all 3×5; after 2 missed/,
    );
    expect(describeProgression(squat, linear, { unit: 'kg' })).toMatch(/^Add 5 kg every session/);
    expect(
      describeProgression(x('barbell bench press', 3, 5), { ...linear, step: 5 }, { unit: 'kg' }),
    ).toMatch(/^Add 2\.5 kg/);
    expect(
      describeProgression(x('pull-up', 3, '6-10'), {
        kind: 'double',
        repsMin: 6,
        repsMax: 10,
        step: 5,
        targetRpe: 8,
      }),
    ).toMatch(/^Add 5 lb \(on a dip belt\) once you hit 3×10/);
    expect(describeProgression(x('plank', 3, '30-45s'), null)).toMatch(/seconds/);
  });

  it("speaks the member's effort scale: reps in reserve for RIR members, plain words for none", () => {
    const curl = x('dumbbell curl', 3, '8-12');
    const double = { kind: 'double', repsMin: 8, repsMax: 12, step: 5, targetRpe: 8 } as const;
    expect(describeProgression(curl, double, { effort: 'rir' })).toBe(
      'Add 5 lb once you hit 3×12 at 2 reps in reserve or easier, then work back up from 3×8.',
    );
    expect(describeProgression(curl, { ...double, targetRpe: 9 }, { effort: 'rir' })).toMatch(
      /at 1 rep in reserve or easier/,
    );
    // No effort logged: the rule judges reps alone, so the sentence names no effort.
    expect(describeProgression(curl, double, { effort: 'none' })).toBe(
      'Add 5 lb once you hit 3×12, then work back up from 3×8.',
    );
    const bench = x('barbell bench press', 4, 5);
    const rpe = { kind: 'rpe', reps: 5, targetRpe: 8.5 } as const;
    expect(describeProgression(bench, rpe, { effort: 'rir' })).toMatch(/estimated max: 4×5 at RIR 1\.5 \(/);
    expect(describeProgression(bench, rpe, { effort: 'none' })).toMatch(
      /4×5 with about 1\.5 reps in reserve \(/,
    );
    expect(describeProgression(bench, rpe)).toMatch(/4×5 at RPE 8\.5 \(/);
  });
});

describe('weeks', () => {
  it('ramps trained lifters RPE -1, 0, +1 and deloads the 4th week; beginners build without one', () => {
    const w = planWeeks('intermediate', 4);
    expect(w.map((p) => p.rpeOffset)).toEqual([-1, 0, 1, -2]);
    expect(w.map((p) => p.deload)).toEqual([false, false, false, true]);
    expect(w[3]).toMatchObject({ setMultiplier: 0.5, loadMultiplier: 0.9 });
    expect(planWeeks('beginner', 4).some((p) => p.deload)).toBe(false);
    expect(planWeeks('beginner', 4, { deload: true }).at(-1)?.deload).toBe(true);
    expect(planWeeks('advanced', 12).flatMap((p) => (p.deload ? [p.week] : []))).toEqual([4, 8, 12]);
  });

  it('splits programs into blocks of about 4-5 weeks', () => {
    expect(blockLengths(4)).toEqual([4]);
    expect(blockLengths(7)).toEqual([4, 3]);
    expect(blockLengths(8)).toEqual([4, 4]);
    expect(blockLengths(10)).toEqual([5, 5]);
    for (const n of [1, 3, 6, 9, 13, 52]) expect(blockLengths(n).reduce((a, b) => a + b, 0)).toBe(n);
  });

  it('prescribes a deload week with half the sets, lighter loads and lower effort', () => {
    const bench = {
      ...x('barbell bench press', 4, 5, 8),
      weight: 200,
      progression: { kind: 'rpe', reps: 5, targetRpe: 8 },
    } as const;
    const deload = exerciseForWeek(bench, planWeeks('intermediate', 4)[3]!);
    expect(deload).toMatchObject({ sets: 2, rpe: 6, weight: 180, progression: { targetRpe: 6 } });
    const peak = exerciseForWeek(bench, planWeeks('intermediate', 4)[2]!);
    expect(peak).toMatchObject({ sets: 4, rpe: 9, weight: 200 });
    // No plan stored: every week is as written.
    expect(weekPlanFor({}, 3)).toMatchObject({ week: 3, setMultiplier: 1, rpeOffset: 0, deload: false });
  });
});

describe('explainProgram', () => {
  const draft = ProgramDraft.parse({
    name: 'Test',
    description: '',
    durationWeeks: 4,
    difficulty: 'intermediate',
    focusAreas: [],
    equipment: ['barbell', 'dumbbells', 'bench'],
    daysPerWeek: 1,
    progression: '',
    schedule: {
      days: [
        {
          dayNumber: 1,
          name: 'Upper',
          exercises: [
            { ...x('barbell bench press', 4, 5, 8), progression: { kind: 'rpe', reps: 5, targetRpe: 8 } },
            x('incline dumbbell bench press', 3, '8-12'),
            x('dumbbell curl', 3, '10-15'),
          ],
        },
      ],
      weeks: planWeeks('intermediate', 4),
    },
  });

  it('counts weekly hard sets per group against the level band (indirect sets count half)', () => {
    const e = explainProgram(draft);
    const chest = e.volume.find((v) => v.group === 'chest');
    expect(chest).toEqual({ group: 'chest', sets: 7, min: 10, max: 20, status: 'under' });
    // bench 4 × 0.5 + incline 3 × 0.5 + curls 3 → 6.5 arm sets against 20-40 (biceps + triceps)
    expect(e.volume.find((v) => v.group === 'arms')).toMatchObject({ sets: 6.5, min: 20, max: 40 });
    expect(e.volume.find((v) => v.group === 'legs')?.status).toBe('none');
  });

  it('explains each rule, the ramp and the deload', () => {
    const e = explainProgram(draft);
    expect(e.exercises.map((l) => l.name)).toEqual([
      'barbell bench press',
      'incline dumbbell bench press',
      'dumbbell curl',
    ]);
    expect(e.exercises[0]?.progression).toMatch(/estimated max: 4×5 at RPE 8/);
    expect(e.exercises[2]?.progression).toBe(
      'Add 5 lb once you hit 3×15 at RPE 8 or easier, then work back up from 3×10.',
    );
    expect(e.weeks).toBe('Weeks 1-3 build up, taking the main lifts from RPE 7 to 9; week 4 is a deload.');
    expect(e.deload).toMatch(/^Week 4 is a deload: about 50% of the sets at 90% of your loads/);
    const flat = explainProgram({ ...draft, schedule: { days: draft.schedule.days } });
    expect(flat.deload).toBeNull();
  });

  it('explains in reserve reps to an RIR member and names no RPE', () => {
    const e = explainProgram(draft, { effort: 'rir' });
    expect(e.exercises[0]?.progression).toMatch(/estimated max: 4×5 at RIR 2/);
    expect(e.exercises[2]?.progression).toBe(
      'Add 5 lb once you hit 3×15 at 2 reps in reserve or easier, then work back up from 3×10.',
    );
    expect(e.weeks).toBe('Weeks 1-3 build up, taking the main lifts from RIR 3 to 1; week 4 is a deload.');
    expect(JSON.stringify(e)).not.toMatch(/RPE/);
    const none = explainProgram(draft, { effort: 'none' });
    expect(none.weeks).toMatch(/^Weeks 1-3 build up, each week a little closer to failure;/);
    expect(JSON.stringify(none)).not.toMatch(/RPE|RIR/);
  });

  it('completes a program saved without rules or weeks', () => {
    const old = {
      ...draft,
      explanation: undefined,
      schedule: {
        days: draft.schedule.days.map((d) => ({
          ...d,
          exercises: d.exercises.map(({ progression: _, ...y }) => y),
        })),
      },
    };
    const done = completeProgram(old);
    expect(done.schedule.weeks).toHaveLength(4);
    expect(done.schedule.days[0]?.exercises.map((y) => y.progression?.kind)).toEqual([
      'rpe',
      'double',
      'double',
    ]);
    expect(done.explanation?.deload).not.toBeNull();
  });
});
