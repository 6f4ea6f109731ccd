/** What the designer writes beyond exercises: progression rules, the week plan and weekly volume. */
import { describe, expect, it } from 'vitest';
import { findExercise } from '../catalogue/index.ts';
import { repRange } from '../programs/progression.ts';
import type { Equipment, Experience, ProgramDraft } from '../schemas.ts';
import { designProgram } from './program-design.ts';
import { SESSION_SET_CAP } from './program-volume.ts';

const all = (p: ProgramDraft) => p.schedule.days.flatMap((d) => d.exercises);
const barbellMain = (name: string) => {
  const e = findExercise(name);
  return (
    !!e?.equipment.includes('barbell') &&
    ['squat', 'hinge', 'horizontal_push', 'vertical_push'].includes(e.pattern)
  );
};

describe('progression rules in the design', () => {
  it('beginners add a fixed step to their main barbell lifts every session', () => {
    const p = designProgram({ goals: 'get stronger', experience: 'beginner', availableDays: 3 });
    const openers = p.schedule.days.map((d) => d.exercises[0]);
    for (const x of openers) {
      if (!x || !barbellMain(x.name)) continue;
      expect(x.progression?.kind, x.name).toBe('linear');
      const step = x.progression?.kind === 'linear' ? x.progression.step : 0;
      expect(step).toBe(/squat|deadlift/.test(x.name) ? 10 : 5);
      expect(x.reps).toBe('5');
    }
  });

  it('trained lifters take their main-lift loads from RPE, accessories progress inside their range', () => {
    for (const level of ['intermediate', 'advanced'] as const) {
      const p = designProgram({
        goals: 'build muscle and get stronger',
        experience: level,
        availableDays: 4,
      });
      const first = p.schedule.days[0]?.exercises[0];
      expect(first?.progression).toEqual({ kind: 'rpe', reps: Number(first?.reps), targetRpe: first?.rpe });
      for (const x of all(p).filter((y) => y.progression?.kind === 'double')) {
        const rule = x.progression?.kind === 'double' ? x.progression : null;
        expect(`${rule?.repsMin}-${rule?.repsMax}`, x.name).toBe(x.reps);
        expect(rule?.targetRpe).toBe(x.rpe);
      }
    }
  });

  it('gives every exercise with reps a rule, and none to holds or conditioning', () => {
    const p = designProgram({ goals: 'lose fat', experience: 'intermediate', availableDays: 5 });
    for (const x of all(p)) {
      const e = findExercise(x.name);
      const loadable = repRange(x.reps) !== null && !['carry', 'conditioning'].includes(e?.pattern ?? '');
      expect(x.progression !== undefined, `${x.name} ${x.reps}`).toBe(loadable);
    }
  });

  it('keeps endurance main lifts on double progression (past the RPE chart)', () => {
    const p = designProgram({ goals: 'endurance and stamina', experience: 'advanced', availableDays: 3 });
    expect(all(p).some((x) => x.progression?.kind === 'rpe')).toBe(false);
  });
});

describe('the week plan', () => {
  it('has one entry per week, with a deload ending each block for trained lifters', () => {
    const p = designProgram({ goals: 'build muscle', experience: 'intermediate', availableDays: 4 });
    expect(p.schedule.weeks?.map((w) => w.week)).toEqual([1, 2, 3, 4]);
    expect(p.schedule.weeks?.at(-1)?.deload).toBe(true);
    const long = designProgram({ goals: 'get stronger in 3 months', experience: 'advanced' });
    expect(long.schedule.weeks?.filter((w) => w.deload).map((w) => w.week)).toEqual([4, 8, 12]);
    expect(long.progression).toMatch(/weeks 4, 8, 12 are deloads/);
  });

  it('lets beginners build without a deload unless they ask for one', () => {
    expect(designProgram({ goals: 'build muscle' }).schedule.weeks?.some((w) => w.deload)).toBe(false);
    expect(
      designProgram({ goals: 'build muscle, 6 weeks with a deload' }).schedule.weeks?.at(-1)?.deload,
    ).toBe(true);
    expect(
      designProgram({ goals: 'get strong, no deload', experience: 'advanced' }).schedule.weeks?.some(
        (w) => w.deload,
      ),
    ).toBe(false);
  });
});

describe('weekly volume', () => {
  const cases: [Experience, number, Equipment[] | null][] = [];
  for (const level of ['intermediate', 'advanced'] as const)
    for (const days of [4, 5, 6])
      for (const eq of [null, ['dumbbells', 'bench'], ['barbell', 'bench', 'pullup_bar']] as (
        | Equipment[]
        | null
      )[])
        cases.push([level, days, eq]);

  it.each(cases)('puts every prime mover inside the %s band on %i days with %o', (level, days, equipment) => {
    const p = designProgram({ goals: 'build muscle', experience: level, availableDays: days, equipment });
    const volume = p.explanation?.volume ?? [];
    for (const v of volume.filter((g) => g.group !== 'core'))
      expect(`${v.group} ${v.status}`).toBe(`${v.group} within`);
    for (const d of p.schedule.days)
      expect(d.exercises.reduce((a, x) => a + x.sets, 0)).toBeLessThanOrEqual(SESSION_SET_CAP[level]);
  });

  it('says when two days cannot reach the band rather than cramming', () => {
    const p = designProgram({ goals: 'build muscle', experience: 'intermediate', availableDays: 2 });
    expect(p.explanation?.volume.some((v) => v.status === 'under')).toBe(true);
    for (const d of p.schedule.days)
      expect(d.exercises.reduce((a, x) => a + x.sets, 0)).toBeLessThanOrEqual(22);
  });
});
