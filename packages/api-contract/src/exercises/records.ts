import { canonicalName, findExercise, muscleGroupsFor } from '@coach/ai/catalogue';
import { type ExerciseRow, exercises, workouts } from '@coach/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { totalWeightOf } from '../domain/volume.ts';
import type { Executor } from '../shared/executor.ts';
import { notFound } from '../trpc.ts';

export const EXERCISE_NOT_FOUND = 'Exercise not found';

/** What the catalogue says about a name as written: the canonical name, its groups, bodyweight or not. */
export function describeExercise(name: string) {
  const known = findExercise(name);
  return {
    name: canonicalName(name),
    muscleGroups: muscleGroupsFor(name) as string[],
    isBodyweight: known?.isBodyweight ?? false,
  };
}

/**
 * The stored load fields for a set. For bodyweight moves the weight is the added load (0 when none) and
 * the base is the member's body weight when known, so volume counts the body that was lifted.
 */
export function loadFields(
  set: { weight: number | null; isBodyweight: boolean },
  baseWeightLb: number | null,
) {
  const load: Pick<ExerciseRow, 'isBodyweight' | 'weight' | 'baseWeight'> = set.isBodyweight
    ? { isBodyweight: true, baseWeight: baseWeightLb ?? 0, weight: set.weight ?? 0 }
    : { isBodyweight: false, baseWeight: 0, weight: set.weight };
  return { ...load, totalWeight: totalWeightOf(load) };
}

/**
 * One performed set as a row: the name resolved through the catalogue, its muscle groups (the coach's
 * when the catalogue does not know it) and the load fields.
 */
export function setRecord(
  workoutId: number,
  set: {
    name: string;
    reps: number | null;
    weight: number | null;
    rpe: number | null;
    notes: string | null;
    isBodyweight?: boolean;
    muscleGroups?: string[];
  },
  baseWeightLb: number | null,
  offset: number,
) {
  const known = describeExercise(set.name);
  return {
    workoutId,
    name: known.name,
    reps: set.reps,
    rpe: set.rpe,
    notes: set.notes,
    muscleGroups: known.muscleGroups.length ? known.muscleGroups : (set.muscleGroups ?? []),
    ...loadFields(
      { weight: set.weight, isBodyweight: Boolean(set.isBodyweight) || known.isBodyweight },
      baseWeightLb,
    ),
    isCompleted: true,
    position: positionAfterLast(workoutId, offset),
  };
}

/**
 * The position of the `offset`-th new set after the workout's last one, evaluated by the insert itself
 * so it sees every set committed before it. Two adds racing on one workout may share positions; the
 * journal orders by (position, id), so their sets still come out in a stable order.
 */
export const positionAfterLast = (workoutId: number, offset: number) =>
  sql<number>`((select coalesce(max(e.position) + 1, 0) from exercises e where e.workout_id = ${workoutId}) + ${offset})::int`;

/** A member's set with its workout's state, or 404 (another member's set answers like a missing one). */
export async function ownedSet(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select({ set: exercises, workoutCompleted: workouts.isCompleted })
    .from(exercises)
    .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
    .where(and(eq(exercises.id, id), eq(workouts.userId, userId)));
  if (!row) throw notFound(EXERCISE_NOT_FOUND);
  return row;
}

/** Sets by id, the member's only, in journal order (replays of idempotent writes). */
export async function setsByIds(db: Executor, userId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ set: exercises })
    .from(exercises)
    .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
    .where(and(inArray(exercises.id, ids), eq(workouts.userId, userId)))
    .orderBy(asc(exercises.position), asc(exercises.id));
  return rows.map((r) => r.set);
}

/** A group's records: the sets of one workout with one exercise name (case-insensitive). */
export const inGroup = (workoutId: number | typeof workouts.id, name: string) =>
  and(eq(exercises.workoutId, workoutId), sql`lower(${exercises.name}) = lower(${name})`);
