/**
 * Three published programs (Starting Strength, GZCLP, 5/3/1 BBB, re-encoded in
 * ../shared/real-data/programs.json) expressed in our schema: our rule types must carry their
 * progressions, and the offline coach's defaults must agree with their numbers. Skips without the data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findExercise } from '../catalogue/index.ts';
import { designProgram } from '../offline/program-design.ts';
import {
  ProgramDraft,
  type ProgramDraftInput,
  type ProgrammedExerciseInput,
  Progression,
  WeekPlan,
} from '../schemas.ts';
import { explainProgram } from './explain.ts';
import { loadStep } from './progression.ts';
import { exerciseForWeek } from './weeks.ts';

const file = fileURLToPath(new URL('../../../../../shared/real-data/programs.json', import.meta.url));
const present = existsSync(file);
if (!present) console.log(`skipping published programs: ${file} is absent`);

interface Published {
  id: string;
  progression: string;
  days: { name: string; exercises: { name: string; tier?: string; sets?: { reps: number }[] }[] }[];
  tiers?: Record<string, { stages?: { reps: number }[][]; sets?: { reps: number }[]; onSuccess: string }>;
  weeks?: { week: number; label?: string; main: { reps: number; pct1RM: number }[] }[];
}
const programs: Published[] = present ? JSON.parse(readFileSync(file, 'utf8')) : [];
const byId = (id: string) => {
  const p = programs.find((x) => x.id === id);
  if (!p) throw new Error(`${id} missing from programs.json`);
  return p;
};
const num = (re: RegExp, text: string) => Number(re.exec(text)?.[1] ?? Number.NaN);

function draft(
  name: string,
  days: ProgramDraftInput['schedule']['days'],
  weeks?: ProgramDraftInput['schedule']['weeks'],
) {
  return ProgramDraft.parse({
    name,
    description: '',
    durationWeeks: weeks?.length ?? 4,
    difficulty: 'beginner',
    focusAreas: [],
    equipment: ['barbell', 'bench'],
    daysPerWeek: days.length,
    schedule: { days, weeks },
    progression: '',
  });
}

describe.skipIf(!present)('published programs in our schema', () => {
  it('Starting Strength: linear +5 lb, 10% off after 2 failed sessions', () => {
    const ss = byId('starting-strength-phase-1');
    const rule = Progression.parse({
      kind: 'linear',
      reps: 5,
      step: num(/\+(\d+) lb/, ss.progression),
      resetPercent: num(/-(\d+)%/, ss.progression),
      resetAfter: num(/after (\d+) failed/, ss.progression),
    });
    expect(rule).toEqual({ kind: 'linear', reps: 5, step: 5, resetAfter: 2, resetPercent: 10 });
    const p = draft(
      'Starting Strength',
      ss.days.map((d, i) => ({
        dayNumber: i + 1,
        name: d.name,
        exercises: d.exercises.map((x) => {
          expect(findExercise(x.name), x.name).toBeDefined();
          return {
            name: x.name,
            sets: x.sets?.length ?? 1,
            reps: x.sets?.[0]?.reps ?? 5,
            restTime: 180,
            notes: null,
            rpe: null,
            weight: null,
            muscleGroups: [],
            progression: rule,
          };
        }),
      })),
    );
    expect(p.schedule.days[0]?.exercises[0]?.reps).toBe('5');
    expect(explainProgram(p).exercises[0]?.progression).toBe(
      'Add 5 lb every session you make all 3×5; after 2 missed sessions in a row, take 10% off and build back up.',
    );
    // The offline coach's beginner strength program uses the same kind of rule on its main lifts.
    const ours = designProgram({ goals: 'get stronger', experience: 'beginner', availableDays: 3 });
    const mains = ours.schedule.days
      .flatMap((d) => d.exercises)
      .filter((x) => x.progression?.kind === 'linear');
    expect(mains.length).toBeGreaterThanOrEqual(3);
    for (const x of mains) expect(x.progression).toMatchObject({ reps: 5, resetAfter: 2, resetPercent: 10 });
  });

  it('GZCLP: T1 steps match our load steps; T3 is a double progression to 25 reps', () => {
    const gz = byId('gzclp');
    const t1 = gz.tiers?.T1;
    const t3 = gz.tiers?.T3;
    if (!t1 || !t3) throw new Error('tiers missing');
    const lower = num(/\+(\d+) lb squat\/deadlift/, t1.onSuccess);
    const upper = num(/\+(\d+) lb bench\/OHP/, t1.onSuccess);
    for (const d of gz.days)
      for (const x of d.exercises.filter((y) => y.tier === 'T1')) {
        const e = findExercise(x.name);
        expect(loadStep(e), x.name).toBe(/squat|deadlift/i.test(x.name) ? lower : upper);
        const stage1 = t1.stages?.[0] ?? [];
        Progression.parse({ kind: 'linear', reps: stage1[0]?.reps, step: loadStep(e) });
      }
    const t3Rule = Progression.parse({
      kind: 'double',
      repsMin: t3.sets?.[0]?.reps,
      repsMax: num(/reaches (\d+) reps/, t3.onSuccess),
      step: num(/\+(\d+) lb/, t3.onSuccess),
    });
    expect(t3Rule).toEqual({ kind: 'double', repsMin: 15, repsMax: 25, step: 5, targetRpe: 8 });
  });

  it('5/3/1 BBB: a 4-week block whose top sets ramp and whose 4th week is a lighter deload', () => {
    const bbb = byId('531-bbb');
    const weeks = bbb.weeks ?? [];
    const top = (w: (typeof weeks)[number]) => Math.max(...w.main.map((s) => s.pct1RM));
    const first = weeks[0];
    if (!first) throw new Error('weeks missing');
    const plan = weeks.map((w) =>
      WeekPlan.parse({
        week: w.week,
        deload: w.label === 'deload',
        loadMultiplier: Math.round((top(w) / top(first)) * 100) / 100,
        setMultiplier: 1,
        label: w.label,
      }),
    );
    expect(plan.map((w) => w.deload)).toEqual([false, false, false, true]);
    const bench: ProgrammedExerciseInput = {
      name: 'Bench Press',
      sets: 3,
      reps: 5,
      restTime: 180,
      notes: null,
      rpe: 8,
      weight: 200,
      muscleGroups: [],
      progression: { kind: 'rpe', reps: 5, targetRpe: 8 },
    };
    const p = draft('5/3/1 BBB', [{ dayNumber: 1, name: 'Bench day', exercises: [bench] }], plan);
    const x = p.schedule.days[0]?.exercises[0];
    if (!x) throw new Error('no exercise');
    const loads = plan.map((w) => exerciseForWeek(x, w).weight ?? 0);
    expect(loads[1]).toBeGreaterThan(loads[0] ?? 0);
    expect(loads[2]).toBeGreaterThan(loads[1] ?? 0);
    expect(loads[3]).toBeLessThan(loads[0] ?? 0);
    expect(explainProgram(p).deload).toMatch(/^Week 4 is a deload/);
  });
});
