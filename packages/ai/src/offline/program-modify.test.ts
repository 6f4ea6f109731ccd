import { describe, expect, it } from 'vitest';
import { findExercise } from '../catalogue/index.ts';
import { ProgramDraft } from '../schemas.ts';
import { checkProgram } from './program-check.ts';
import { designProgram } from './program-design.ts';
import { modifyProgram } from './program-modify.ts';
import { SLOTS } from './program-slots.ts';
import { estimateMinutes } from './session.ts';

const base = designProgram({
  goals: 'build muscle and get stronger',
  experience: 'intermediate',
  availableDays: 4,
});
const names = (p: ProgramDraft) => p.schedule.days.flatMap((d) => d.exercises.map((x) => x.name));
const valid = (p: ProgramDraft) => {
  ProgramDraft.parse(p);
  expect(checkProgram(p, { availableDays: p.daysPerWeek, equipment: p.equipment })).toEqual([]);
};

describe('modifyProgram', () => {
  it('replaces an exercise everywhere it appears', () => {
    const p = modifyProgram(base, 'replace squats with leg press');
    expect(names(p)).not.toContain('barbell back squat');
    expect(names(p)).toContain('leg press');
    expect(p.description).toMatch(/Updated: squats → leg press/);
    valid(p);
    const q = modifyProgram(base, 'swap bench for dumbbell press');
    expect(names(q)).not.toContain('barbell bench press');
    expect(names(q)).toContain('dumbbell bench press');
    valid(q);
  });

  it('changes the number of days', () => {
    for (const [text, n] of [
      ['only 3 days', 3],
      ['4 days a week', 4],
      ['I can train five days per week', 5],
      ['2 days', 2],
    ] as const) {
      const p = modifyProgram(base, text);
      expect(p.schedule.days).toHaveLength(n);
      expect(p.daysPerWeek).toBe(n);
      valid(p);
    }
  });

  it('removes equipment the member does not have', () => {
    for (const text of ['no barbell', "I don't have a barbell"]) {
      const p = modifyProgram(base, text);
      expect(p.equipment).not.toContain('barbell');
      for (const n of names(p)) expect(findExercise(n)?.equipment ?? []).not.toContain('barbell');
      valid(p);
    }
    const home = modifyProgram(base, 'only dumbbells');
    for (const n of names(home))
      for (const q of findExercise(n)?.equipment ?? []) expect(['dumbbells', 'bodyweight']).toContain(q);
    valid(home);
  });

  it('adds arm work, core and conditioning', () => {
    const arms = modifyProgram(base, 'more arm work');
    const count = (p: ProgramDraft) =>
      names(p).filter((n) => findExercise(n)?.pattern === 'isolation_arms').length;
    expect(count(arms)).toBeGreaterThan(count(base));
    valid(arms);
    const core = modifyProgram(base, 'add core');
    for (const d of core.schedule.days)
      expect(d.exercises.some((x) => findExercise(x.name)?.primary[0] === 'core')).toBe(true);
    valid(core);
    const cardio = modifyProgram(base, 'more cardio');
    for (const d of cardio.schedule.days) expect(SLOTS.conditioning).toContain(d.exercises.at(-1)?.name);
    valid(cardio);
  });

  it('shortens sessions, trims volume and changes difficulty', () => {
    const short = modifyProgram(base, 'shorter sessions');
    const longest = (p: ProgramDraft) =>
      Math.max(...p.schedule.days.map((d) => estimateMinutes(d.exercises)));
    expect(longest(short)).toBeLessThanOrEqual(Math.min(45, longest(base) - 10));
    const setsOf = (p: ProgramDraft) =>
      p.schedule.days.flatMap((d) => d.exercises).reduce((a, x) => a + x.sets, 0);
    expect(setsOf(modifyProgram(base, 'less volume'))).toBeLessThan(setsOf(base));
    const harder = modifyProgram(base, 'make it harder');
    expect(harder.difficulty).toBe('advanced');
    expect(setsOf(harder)).toBeGreaterThan(setsOf(base));
    expect(modifyProgram(base, 'make it easier').difficulty).toBe('beginner');
  });

  it('applies several requests at once', () => {
    const p = modifyProgram(base, 'only 3 days and no barbell, add core');
    expect(p.schedule.days).toHaveLength(3);
    for (const n of names(p)) expect(findExercise(n)?.equipment ?? []).not.toContain('barbell');
    valid(p);
  });

  it('answers a valid program and says what it did not understand', () => {
    const p = modifyProgram(base, 'make it more purple');
    expect(p.schedule).toEqual(base.schedule);
    expect(p.description).toMatch(/couldn't apply "make it more purple"/);
    valid(p);
  });
});
