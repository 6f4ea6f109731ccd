/** What members actually write, read into edits and applied; each test would fail on a wrong reading. */
import { describe, expect, it } from 'vitest';
import { findExercise } from '../catalogue/index.ts';
import { ProgramDraft } from '../schemas.ts';
import { checkProgram } from './program-check.ts';
import { designProgram } from './program-design.ts';
import { readClause, splitFeedback } from './program-feedback.ts';
import { modifyProgram } from './program-modify.ts';
import { estimateMinutes } from './session.ts';

const read = (text: string) => splitFeedback(text).flatMap(readClause);
const names = (p: ProgramDraft) => p.schedule.days.flatMap((d) => d.exercises.map((x) => x.name));
const pattern = (n: string) => findExercise(n)?.pattern;
const valid = (p: ProgramDraft) => {
  ProgramDraft.parse(p);
  expect(checkProgram(p, { availableDays: p.daysPerWeek, equipment: p.equipment })).toEqual([]);
};
// The end-to-end scenario's program: 4 days, dumbbells and a bench.
const home = designProgram({
  goals: 'build muscle',
  experience: 'intermediate',
  availableDays: 4,
  equipment: ['dumbbells', 'bench'],
});
const gym = designProgram({
  goals: 'build muscle and get stronger',
  experience: 'intermediate',
  availableDays: 4,
});

describe('reading feedback', () => {
  it('tells an exercise from a piece of equipment', () => {
    expect(read('no dumbbell flyes')).toEqual([{ kind: 'remove', name: 'dumbbell flyes' }]);
    expect(read('no dumbbells')).toEqual([{ kind: 'remove_equipment', equipment: ['dumbbells'] }]);
    expect(read('no barbell work please')).toEqual([{ kind: 'remove_equipment', equipment: ['barbell'] }]);
    expect(read("I don't have a barbell")).toEqual([{ kind: 'remove_equipment', equipment: ['barbell'] }]);
  });

  it('reads swaps, pain, time, length and deloads', () => {
    expect(read('swap lunges for something else')).toEqual([{ kind: 'remove', name: 'lunges' }]);
    expect(read('swap lunges for step-ups')).toEqual([{ kind: 'replace', from: 'lunges', to: 'step-ups' }]);
    expect(read('my knee hurts on squats')).toEqual([{ kind: 'injury', joint: 'knee' }]);
    expect(read('my lower back is sore after deadlifts')).toEqual([{ kind: 'injury', joint: 'lower_back' }]);
    expect(read('shoulder pain when pressing overhead')).toEqual([{ kind: 'injury', joint: 'shoulder' }]);
    expect(read('more back work')).toEqual([{ kind: 'more', area: 'back' }]);
    expect(read('more arms')).toEqual([{ kind: 'more', area: 'arms' }]);
    expect(read('sessions under 45 minutes')).toEqual([{ kind: 'shorter', minutes: 45 }]);
    expect(read('I only have an hour')).toEqual([{ kind: 'shorter', minutes: 60 }]);
    expect(read('make it 8 weeks')).toEqual([{ kind: 'weeks', weeks: 8 }]);
    expect(read('add a deload')).toEqual([{ kind: 'deload', on: true }]);
    expect(read('no deload please')).toEqual([{ kind: 'deload', on: false }]);
    expect(read('only 3 days')).toEqual([{ kind: 'days', days: 3 }]);
    expect(read('I can only train twice a week')).toEqual([{ kind: 'days', days: 2 }]);
    expect(read('I want to add pull-ups')).toEqual([{ kind: 'add', name: 'pull-ups' }]);
    expect(read('too many exercises')).toEqual([{ kind: 'fewer' }]);
    expect(read('add core')).toEqual([{ kind: 'more', area: 'core' }]);
  });

  it('splits combined requests', () => {
    expect(read('only 3 days please, and no dumbbell flyes')).toEqual([
      { kind: 'days', days: 3 },
      { kind: 'remove', name: 'dumbbell flyes' },
    ]);
    expect(read('my knee hurts on squats and sessions under 45 minutes')).toEqual([
      { kind: 'injury', joint: 'knee' },
      { kind: 'shorter', minutes: 45 },
    ]);
  });
});

describe('applying feedback', () => {
  it('"no dumbbell flyes" removes them and keeps the chest work with another chest exercise', () => {
    expect(names(home)).toContain('incline dumbbell fly');
    const p = modifyProgram(home, 'no dumbbell flyes');
    expect(
      names(p).filter((n) => /fly/.test(n) && /dumbbell/.test(n) && findExercise(n)?.primary[0] === 'chest'),
    ).toEqual([]);
    const chest = (q: ProgramDraft) => q.explanation?.volume.find((v) => v.group === 'chest')?.sets ?? 0;
    expect(chest(p)).toBeGreaterThanOrEqual(chest(home) - 1);
    expect(names(p)).toContain('dumbbell rear delt fly');
    expect(p.schedule.constraints?.avoidExercises).toContain('dumbbell fly');
    expect(p.description).toMatch(/Updated: incline dumbbell fly → /);
    valid(p);
  });

  it('"only 3 days please, and no dumbbell flyes" does both and says so', () => {
    const p = modifyProgram(home, 'only 3 days please, and no dumbbell flyes');
    expect(p.schedule.days).toHaveLength(3);
    expect(p.daysPerWeek).toBe(3);
    expect(names(p).some((n) => /dumbbell fly/.test(n))).toBe(false);
    expect(p.description).toMatch(/Updated: 3 days a week; no dumbbell fly/);
    // The description speaks of the new schedule, not the old one.
    expect(p.description).toMatch(/^A 4-week full body plan .*, 3 days a week /);
    expect(p.description).not.toMatch(/4 days a week/);
    expect(p.name).toMatch(/^3-Day Full Body/);
    valid(p);
  });

  it('a new day count keeps the swaps the member made earlier', () => {
    // The 3-day design would program a barbell row; the member had swapped it for a cable row.
    expect(names(designProgram({ goals: 'x', experience: 'intermediate', availableDays: 3 }))).toContain(
      'barbell row',
    );
    const swapped = modifyProgram(gym, 'swap barbell row for seated cable row');
    expect(names(swapped)).not.toContain('barbell row');
    const three = modifyProgram(swapped, 'only 3 days');
    expect(three.schedule.days).toHaveLength(3);
    expect(names(three)).not.toContain('barbell row');
    expect(names(three)).toContain('seated cable row');
    valid(three);
  });

  it('"my knee hurts on squats" takes out knee-loading work, keeps legs trained, and stays that way', () => {
    const p = modifyProgram(gym, 'my knee hurts on squats');
    for (const n of names(p)) {
      expect(['squat', 'lunge']).not.toContain(pattern(n));
      expect(n).not.toMatch(/leg extension|jump|step-up|sissy/);
    }
    expect(names(p).some((n) => pattern(n) === 'hinge')).toBe(true);
    expect(p.explanation?.volume.find((v) => v.group === 'legs')?.sets).toBeGreaterThan(10);
    expect(p.schedule.constraints?.avoidJoints).toEqual(['knee']);
    expect(p.description).toMatch(/knee-friendly/);
    valid(p);
    const later = modifyProgram(p, 'make it 5 days');
    expect(later.schedule.days).toHaveLength(5);
    for (const n of names(later)) expect(['squat', 'lunge']).not.toContain(pattern(n));
  });

  it('"swap lunges for something else" leaves no lunge of any kind and keeps a leg exercise', () => {
    const lunges = names(home).filter((n) => pattern(n) === 'lunge');
    expect(lunges.length).toBeGreaterThan(0);
    const p = modifyProgram(home, 'swap lunges for something else');
    expect(names(p).filter((n) => pattern(n) === 'lunge')).toEqual([]);
    expect(p.description).toMatch(new RegExp(`Updated: ${lunges[0]} → `));
    expect(p.explanation?.volume.find((v) => v.group === 'legs')?.status).toBe('within');
    valid(p);
  });

  it('"sessions under 45 minutes" fits every day in 45 minutes and keeps the main lifts', () => {
    const p = modifyProgram(gym, 'sessions under 45 minutes');
    for (const [i, d] of p.schedule.days.entries()) {
      expect(estimateMinutes(d.exercises)).toBeLessThanOrEqual(45);
      expect(d.exercises[0]?.name).toBe(gym.schedule.days[i]?.exercises[0]?.name);
    }
    expect(p.description).toMatch(/sessions about 45 minutes/);
  });

  it('"more arms" adds arm work, "make it 8 weeks" and "add a deload" change the week plan', () => {
    const arms = (q: ProgramDraft) => q.explanation?.volume.find((v) => v.group === 'arms')?.sets ?? 0;
    expect(arms(modifyProgram(gym, 'more arms'))).toBeGreaterThan(arms(gym));
    const eight = modifyProgram(gym, 'make it 8 weeks');
    expect(eight.durationWeeks).toBe(8);
    expect(eight.description).toMatch(/^An 8-week /);
    expect(eight.schedule.weeks?.flatMap((w) => (w.deload ? [w.week] : []))).toEqual([4, 8]);
    const beginner = designProgram({ goals: 'build muscle' });
    expect(beginner.schedule.weeks?.some((w) => w.deload)).toBe(false);
    const deload = modifyProgram(beginner, 'add a deload');
    expect(deload.schedule.weeks?.at(-1)?.deload).toBe(true);
    expect(deload.explanation?.deload).toMatch(/^Week 4 is a deload/);
    expect(deload.description).toMatch(/a deload in week 4/);
  });

  it('adds an exercise the member asks for on a day that trains it, and drops one a day when asked', () => {
    expect(names(home)).not.toContain('dumbbell shrug');
    const p = modifyProgram(home, 'I want to add dumbbell shrugs');
    const day = p.schedule.days.find((d) => d.exercises.some((x) => x.name === 'dumbbell shrug'));
    expect(day?.name).toMatch(/Upper/);
    expect(p.description).toMatch(/Updated: dumbbell shrug on Upper/);
    valid(p);
    const fewer = modifyProgram(gym, 'too many exercises');
    for (const [i, d] of fewer.schedule.days.entries())
      expect(d.exercises.length).toBe((gym.schedule.days[i]?.exercises.length ?? 0) - 1);
  });

  it('"no barbell" on a program without one says nothing had to change', () => {
    const p = modifyProgram(home, 'no barbell');
    expect(p.schedule.days).toEqual(home.schedule.days);
    expect(p.description).toMatch(/no barbell \(the program already had none\)/);
  });
});
