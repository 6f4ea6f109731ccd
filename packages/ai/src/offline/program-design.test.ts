import { describe, expect, it } from 'vitest';
import { findExercise } from '../catalogue/index.ts';
import { type Equipment, ProgramDraft } from '../schemas.ts';
import { readGoals } from './goals.ts';
import { checkProgram } from './program-check.ts';
import { designProgram } from './program-design.ts';

const names = (p: ProgramDraft) => p.schedule.days.flatMap((d) => d.exercises.map((x) => x.name));

describe('readGoals', () => {
  it('detects aims, named lifts with targets, sports and emphasis', () => {
    const g = readGoals('I want to bench 300 and get bigger arms');
    expect(g.aim).toBe('strength');
    expect(g.aims).toContain('hypertrophy');
    expect(g.lifts).toEqual([{ name: 'barbell bench press', target: 300 }]);
    expect(g.emphasis).toContain('arms');
    expect(readGoals('lose 20 pounds and get lean').aim).toBe('fat_loss');
    expect(readGoals('train for my first marathon').sports).toContain('running');
    expect(readGoals('get better at bouldering').sports).toEqual(['climbing']);
    expect(readGoals('jump higher for basketball').sports).toContain('basketball');
    expect(readGoals('just feel healthier').aim).toBe('general');
  });
});

describe('designProgram', () => {
  const cases: {
    goals: string;
    experience?: 'beginner' | 'intermediate' | 'advanced';
    availableDays?: number;
    equipment?: Equipment[];
  }[] = [
    { goals: 'get stronger' },
    { goals: 'build muscle', experience: 'intermediate' },
    { goals: 'build muscle', experience: 'advanced' },
    { goals: 'lose fat', availableDays: 1 },
    { goals: 'lose fat', availableDays: 2, equipment: ['dumbbells'] },
    { goals: 'tone up at home', availableDays: 3, equipment: ['bodyweight'] },
    { goals: 'bench 300', availableDays: 4, equipment: ['barbell', 'bench', 'pullup_bar'] },
    { goals: 'hypertrophy, bigger arms', availableDays: 5, equipment: ['dumbbells', 'bench', 'cables'] },
    { goals: 'powerbuilding', availableDays: 6 },
    { goals: 'conditioning for soccer', availableDays: 7, equipment: ['kettlebell', 'resistance_bands'] },
  ];

  it.each(cases)('builds a valid program for %o', (input) => {
    const p = ProgramDraft.parse(designProgram(input));
    expect(checkProgram(p, input)).toEqual([]);
    const expectedDays =
      input.availableDays ?? { beginner: 3, intermediate: 4, advanced: 5 }[input.experience ?? 'beginner'];
    expect(p.schedule.days).toHaveLength(expectedDays);
    expect(p.daysPerWeek).toBe(expectedDays);
    expect(p.schedule.days.map((d) => d.dayNumber)).toEqual(
      Array.from({ length: expectedDays }, (_, i) => i + 1),
    );
    for (const d of p.schedule.days) expect(d.exercises.length).toBeGreaterThanOrEqual(3);
    expect(p.difficulty).toBe(input.experience ?? 'beginner');
  });

  it('uses no barbell exercise when there is no barbell', () => {
    const p = designProgram({
      goals: 'get strong',
      availableDays: 4,
      equipment: ['dumbbells', 'bench', 'pullup_bar'],
    });
    for (const n of names(p)) expect(findExercise(n)?.equipment).not.toContain('barbell');
    expect(names(p)).toContain('dumbbell bench press');
  });

  it('gives bodyweight-only members bodyweight exercises', () => {
    const p = designProgram({ goals: 'build muscle', equipment: ['bodyweight'] });
    for (const n of names(p)) expect(findExercise(n)?.equipment).toEqual(['bodyweight']);
  });

  it('fits reps, rest and notes to the goal', () => {
    const strength = designProgram({
      goals: 'get stronger, bench 300',
      experience: 'intermediate',
      availableDays: 4,
    });
    const bench = strength.schedule.days[0]?.exercises[0];
    // Trained lifters' main lifts take their load from RPE: one rep target (the top of 3-5) at RPE 8.
    expect(bench).toMatchObject({
      name: 'barbell bench press',
      reps: '5',
      restTime: 180,
      rpe: 8,
      progression: { kind: 'rpe', reps: 5, targetRpe: 8 },
    });
    expect(bench?.notes).toMatch(/300 lb/);
    expect(strength.durationWeeks).toBe(12);
    expect(strength.focusAreas).toContain('barbell bench press 300 lb');
    const growth = designProgram({ goals: 'build muscle', experience: 'intermediate', availableDays: 4 });
    expect(growth.schedule.days[0]?.exercises[0]?.reps).toBe('8');
    const row = growth.schedule.days[0]?.exercises[1];
    expect(row).toMatchObject({ reps: '8-12', progression: { kind: 'double', repsMin: 8, repsMax: 12 } });
    expect(growth.durationWeeks).toBe(4);
    expect(growth.progression).toMatch(/top of the range/);
  });

  it('picks splits that fit the days', () => {
    expect(designProgram({ goals: 'x', availableDays: 3 }).schedule.days.map((d) => d.name)).toEqual([
      'Full Body A',
      'Full Body B',
      'Full Body C',
    ]);
    expect(designProgram({ goals: 'x', availableDays: 4 }).schedule.days.map((d) => d.name)).toEqual([
      'Upper A',
      'Lower A',
      'Upper B',
      'Lower B',
    ]);
    expect(designProgram({ goals: 'x', availableDays: 6 }).name).toMatch(/Push\/Pull\/Legs/);
  });

  it('adds arm work when asked for bigger arms, and power for basketball', () => {
    const arms = designProgram({ goals: 'bigger arms', availableDays: 4 });
    const upper = arms.schedule.days[0]?.exercises.map((x) => x.name) ?? [];
    expect(upper.filter((n) => findExercise(n)?.pattern === 'isolation_arms').length).toBeGreaterThanOrEqual(
      2,
    );
    const hoops = designProgram({ goals: 'jump higher for basketball', availableDays: 3 });
    expect(hoops.schedule.days[0]?.exercises[0]?.name).toMatch(/jump/);
  });

  it('takes the program length from the goals when given', () => {
    expect(designProgram({ goals: 'a 6-week program to build muscle' }).durationWeeks).toBe(6);
    expect(designProgram({ goals: 'get stronger in 3 months' }).durationWeeks).toBe(12);
  });

  it('is deterministic', () => {
    expect(designProgram({ goals: 'get strong', availableDays: 5 })).toEqual(
      designProgram({ goals: 'get strong', availableDays: 5 }),
    );
  });
});

describe('checkProgram', () => {
  it('reports days, numbering, equipment and duplicates', () => {
    const p = designProgram({ goals: 'get strong', availableDays: 3 });
    const day = p.schedule.days[0];
    if (!day) throw new Error('no day');
    const broken: ProgramDraft = {
      ...p,
      schedule: {
        days: [
          { ...day, dayNumber: 2, exercises: [...day.exercises, day.exercises[0] ?? day.exercises[1]!] },
        ],
      },
    };
    const problems = checkProgram(broken, { availableDays: 3, equipment: ['dumbbells'] });
    expect(problems.join('\n')).toMatch(/1 days but 3/);
    expect(problems.join('\n')).toMatch(/numbered 2/);
    expect(problems.join('\n')).toMatch(/needs barbell/);
    expect(problems.join('\n')).toMatch(/twice/);
  });
});
