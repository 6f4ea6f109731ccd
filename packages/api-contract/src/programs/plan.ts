/**
 * A day's exercises planned for one member: each set's target from their own history under the
 * exercise's rule and the week's plan (the engine in domain/progression.ts does the arithmetic).
 */
import { findExercise } from '@coach/ai/catalogue';
import { progressionOf, weekPlanFor } from '@coach/ai/programs';
import type { Experience, ProgrammedExercise, WeekPlan } from '@coach/ai/schemas';
import { exercises, type PlannedSetRow, plannedSets, type WorkoutRow, workouts } from '@coach/db';
import { and, desc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
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
}

/** The member's completed sessions of one exercise (canonical name), newest first. */
export async function exerciseHistory(
  db: Executor,
  userId: number,
  name: string,
  excludeWorkoutId?: number,
): Promise<PastExerciseSession[]> {
  const sameName = sql`lower(${exercises.name}) = lower(${name})`;
  const recent = await db
    .select({
      id: workouts.id,
      date: workouts.date,
      deload: exists(
        db
          .select({ one: sql`1` })
          .from(plannedSets)
          .where(and(eq(plannedSets.workoutId, workouts.id), eq(plannedSets.deload, true))),
      ).mapWith(Boolean),
    })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        eq(workouts.isCompleted, true),
        excludeWorkoutId === undefined ? undefined : ne(workouts.id, excludeWorkoutId),
        exists(
          db
            .select({ one: sql`1` })
            .from(exercises)
            .where(and(eq(exercises.workoutId, workouts.id), sameName, eq(exercises.isCompleted, true))),
        ),
      ),
    )
    .orderBy(desc(workouts.date), desc(workouts.id))
    .limit(HISTORY_SESSIONS);
  if (!recent.length) return [];
  const sets = await db
    .select({
      workoutId: exercises.workoutId,
      reps: exercises.reps,
      weight: exercises.weight,
      rpe: exercises.rpe,
    })
    .from(exercises)
    .where(
      and(
        inArray(
          exercises.workoutId,
          recent.map((w) => w.id),
        ),
        sameName,
        eq(exercises.isCompleted, true),
      ),
    )
    .orderBy(exercises.position, exercises.id);
  return recent.map((w) => ({
    date: w.date,
    deload: w.deload,
    sets: sets.filter((s) => s.workoutId === w.id),
  }));
}

/** One programmed exercise with this member's targets for the given week. */
export async function planExercise(
  db: Executor,
  member: PlanningMember,
  x: ProgrammedExercise,
  opts: { position: number; week: WeekPlan; level: Experience; excludeWorkoutId?: number },
): Promise<PlannedExercise> {
  const known = describeExercise(x.name);
  const entry = findExercise(x.name);
  const rule = progressionOf(x, opts.level);
  const history = await exerciseHistory(db, member.id, known.name, opts.excludeWorkoutId);
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
  opts: { week: WeekPlan; level: Experience; excludeWorkoutId?: number },
): Promise<PlannedExercise[]> {
  const out: PlannedExercise[] = [];
  for (const [position, x] of list.entries())
    out.push(await planExercise(db, member, x, { ...opts, position }));
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
