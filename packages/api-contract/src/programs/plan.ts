/**
 * A day's exercises planned for one member: each set's target from their own history under the
 * exercise's rule and the week's plan (the engine in domain/progression.ts does the arithmetic).
 */
import { findExercise } from '@coach/ai/catalogue';
import { progressionOf, weekPlanFor } from '@coach/ai/programs';
import type { EffortScale, Experience, ProgrammedExercise, WeekPlan } from '@coach/ai/schemas';
import { exercises, type PlannedSetRow, plannedSets, type WorkoutRow, workouts } from '@coach/db';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { loadKindOf } from '../domain/loading.ts';
import { NEUTRAL_WEEK, type PastExerciseSession, prescribe } from '../domain/progression.ts';
import { describeExercise } from '../exercises/records.ts';
import type { Executor } from '../shared/executor.ts';
import type { PlannedExercise } from './planned-schemas.ts';
import { ownedProgram } from './service.ts';

/** Sessions read per exercise: enough to see two misses in a row past a deload. */
const HISTORY_SESSIONS = 6;

export interface PlanningMember {
  id: number;
  weight: number | null;
  weightUnit: 'lb' | 'kg';
  /** the reasons speak the member's effort scale as they speak the unit */
  effortTrackingPreference: EffortScale;
}

/**
 * The member's latest completed sessions of each exercise (canonical names), newest first, keyed by
 * the lower-cased name: two queries for a whole day, whatever its length.
 */
export async function exerciseHistories(
  db: Executor,
  userId: number,
  names: string[],
): Promise<Map<string, PastExerciseSession[]>> {
  const out = new Map<string, (PastExerciseSession & { workoutId: number })[]>();
  const keys = [...new Set(names.map((n) => n.toLowerCase()))];
  if (!keys.length) return out;
  const key = sql<string>`lower(${exercises.name})`;
  const ranked = db
    .select({
      key: key.as('key'),
      workoutId: exercises.workoutId,
      reps: exercises.reps,
      weight: exercises.weight,
      rpe: exercises.rpe,
      position: exercises.position,
      id: exercises.id,
      date: workouts.date,
      rank: sql<number>`dense_rank() over (partition by ${key} order by ${workouts.date} desc, ${workouts.id} desc)`.as(
        'rank',
      ),
    })
    .from(exercises)
    .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
    .where(
      and(
        eq(workouts.userId, userId),
        eq(workouts.isCompleted, true),
        eq(exercises.isCompleted, true),
        inArray(key, keys),
      ),
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, HISTORY_SESSIONS))
    .orderBy(ranked.key, desc(ranked.date), desc(ranked.workoutId), ranked.position, ranked.id);
  if (!rows.length) return out;
  const deloads = await db
    .selectDistinct({ workoutId: plannedSets.workoutId })
    .from(plannedSets)
    .where(
      and(
        inArray(plannedSets.workoutId, [...new Set(rows.map((r) => r.workoutId))]),
        eq(plannedSets.deload, true),
      ),
    );
  const isDeload = new Set(deloads.map((d) => d.workoutId));
  for (const r of rows) {
    const sessions = out.get(r.key) ?? [];
    let last = sessions.at(-1);
    if (!last || last.workoutId !== r.workoutId) {
      last = { workoutId: r.workoutId, date: r.date, deload: isDeload.has(r.workoutId), sets: [] };
      sessions.push(last);
    }
    last.sets.push({
      reps: r.reps,
      weight: r.weight === null ? null : Number(r.weight),
      rpe: r.rpe === null ? null : Number(r.rpe),
    });
    out.set(r.key, sessions);
  }
  return out;
}

/** One programmed exercise with this member's targets for the given week. */
export async function planExercise(
  db: Executor,
  member: PlanningMember,
  x: ProgrammedExercise,
  opts: {
    position: number;
    week: WeekPlan;
    level: Experience;
    /** preloaded by planExercises for a whole day */
    histories?: Map<string, PastExerciseSession[]>;
  },
): Promise<PlannedExercise> {
  const known = describeExercise(x.name);
  const entry = findExercise(x.name);
  const rule = progressionOf(x, opts.level);
  const histories = opts.histories ?? (await exerciseHistories(db, member.id, [known.name]));
  const history = histories.get(known.name.toLowerCase()) ?? [];
  const kind = loadKindOf(entry?.equipment, known.isBodyweight);
  const out = prescribe({
    rule,
    reps: x.reps,
    sets: x.sets,
    rpe: x.rpe,
    weight: x.weight,
    week: opts.week,
    history,
    unit: member.weightUnit,
    effort: member.effortTrackingPreference,
    kind,
    bodyWeight: member.weight,
    experience: opts.level,
    pattern: entry?.pattern ?? null,
  });
  const first = out.targets[0];
  return {
    position: opts.position,
    name: known.name,
    sets: out.targets.length,
    reps: first?.reps ?? x.reps,
    restTime: x.restTime,
    notes: x.notes,
    rpe: first?.rpe ?? null,
    weight: first?.weight ?? null,
    muscleGroups: known.muscleGroups.length ? known.muscleGroups : x.muscleGroups,
    isBodyweight: known.isBodyweight,
    progression: rule,
    basis: out.basis,
    hasHistory: out.hasHistory,
    status: 'planned',
    swappedFrom: null,
    targets: out.targets.map((t) => ({ ...t, id: null, status: 'planned' as const, exerciseId: null })),
  };
}

export async function planExercises(
  db: Executor,
  member: PlanningMember,
  list: ProgrammedExercise[],
  opts: { week: WeekPlan; level: Experience },
): Promise<PlannedExercise[]> {
  const names = list.map((x) => describeExercise(x.name).name);
  const histories = await exerciseHistories(db, member.id, names);
  const out: PlannedExercise[] = [];
  for (const [position, x] of list.entries())
    out.push(await planExercise(db, member, x, { ...opts, position, histories }));
  return out;
}

/**
 * The day template's exercise a planned group came from (the program's, when the workout is from one),
 * or the planned rows' own prescription; with the week and level to plan it in. `weekOffset` 1 is
 * the same day next week (what "next time" means after completion).
 */
export async function templateOf(
  db: Executor,
  userId: number,
  workout: WorkoutRow,
  group: PlannedSetRow[],
  weekOffset = 0,
) {
  const first = group[0]!;
  const fallback: ProgrammedExercise = {
    name: first.name,
    sets: group.length,
    reps: first.targetReps,
    restTime: first.restTime ?? 60,
    notes: first.notes,
    rpe: first.targetRpe,
    weight: null,
    muscleGroups: first.muscleGroups,
  };
  if (workout.programId === null)
    return {
      slot: fallback,
      week: { week: 1, ...NEUTRAL_WEEK } as WeekPlan,
      level: 'beginner' as Experience,
    };
  const program = await ownedProgram(db, userId, workout.programId);
  const day = program.schedule.days.find((d) => d.dayNumber === workout.programDay);
  const slot = day?.exercises[first.position];
  const template = slot && describeExercise(slot.name).name === first.name ? slot : fallback;
  return {
    slot: template,
    week: weekPlanFor(
      program.schedule,
      Math.min(program.durationWeeks, (workout.programWeek ?? 1) + weekOffset),
    ),
    level: program.difficulty as Experience,
  };
}
