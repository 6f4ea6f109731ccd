import { muscleGroupsFor } from '@coach/ai/catalogue';
import { exercises, workouts } from '@coach/db';
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../shared/executor.ts';
import { once } from '../shared/idempotency.ts';
import { assertEditable, ownedWorkout, WORKOUT_NOT_FOUND } from '../shared/owned-workout.ts';
import { notFound } from '../trpc.ts';
import { newestFirst } from '../workouts/order.ts';
import { describeExercise, inGroup, loadFields, ownedSet, setRecord, setsByIds } from './records.ts';
import type { AddExerciseInput, LastExerciseInput, UpdateExerciseInput } from './schemas.ts';

interface Member {
  id: number;
  weight: number | null;
}

const journalOrder = [asc(exercises.position), asc(exercises.id)];

export async function listSets(db: Executor, userId: number, workoutId: number) {
  await ownedWorkout(db, userId, workoutId);
  return db
    .select()
    .from(exercises)
    .where(eq(exercises.workoutId, workoutId))
    .orderBy(...journalOrder);
}

/** Logs sets by hand: one record per set, after the workout's last set. */
export async function addSets(db: Executor, member: Member, input: z.output<typeof AddExerciseInput>) {
  return once({
    db,
    userId: member.id,
    key: input.idempotencyKey,
    procedure: 'exercises.add',
    write: async (tx) => {
      // Ownership and state. The share lock makes a concurrent completion (which takes the row for
      // update) wait for this insert, or this insert see the completion, so no set lands uncounted in a
      // completed workout; adds to the same workout do not wait for each other.
      const [target] = await tx
        .select({ isCompleted: workouts.isCompleted })
        .from(workouts)
        .where(and(eq(workouts.id, input.workoutId), eq(workouts.userId, member.id)))
        .for('share');
      if (!target) throw notFound(WORKOUT_NOT_FOUND);
      assertEditable(target);
      const rows = await tx
        .insert(exercises)
        .values(
          input.sets.map((s, i) =>
            setRecord(
              input.workoutId,
              { ...s, name: input.name, notes: input.notes ?? null },
              member.weight,
              i,
            ),
          ),
        )
        .returning();
      return { result: rows, ids: rows.map((r) => r.id) };
    },
    replay: (ids) => setsByIds(db, member.id, ids),
  });
}

/**
 * The sets of the member's most recent workout (before `workoutId` when given) that contains the
 * exercise, for prefilling; [] when there is none.
 */
export async function lastSets(db: Executor, userId: number, input: z.output<typeof LastExerciseInput>) {
  const { name } = describeExercise(input.name);
  const before = input.workoutId === undefined ? null : await ownedWorkout(db, userId, input.workoutId);
  const [latest] = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        before
          ? sql`(${workouts.date}, ${workouts.id}) < (${before.date}::date, ${before.id}::int)`
          : undefined,
        exists(
          db
            .select({ one: sql`1` })
            .from(exercises)
            .where(and(inGroup(workouts.id, name), eq(exercises.isCompleted, true))),
        ),
      ),
    )
    .orderBy(...newestFirst)
    .limit(1);
  if (!latest) return [];
  return db
    .select()
    .from(exercises)
    .where(and(inGroup(latest.id, name), eq(exercises.isCompleted, true)))
    .orderBy(...journalOrder);
}

/** Edits one set; a new name re-reads the catalogue, a new weight recomputes the total. */
export async function updateSet(db: Executor, member: Member, input: z.output<typeof UpdateExerciseInput>) {
  const { set, workoutCompleted } = await ownedSet(db, member.id, input.id);
  assertEditable({ isCompleted: workoutCompleted });
  const renamed = input.name !== undefined ? describeExercise(input.name) : null;
  const identity = renamed && renamed.name !== set.name ? renamed : null;
  const isBodyweight = identity ? identity.isBodyweight : set.isBodyweight;
  const weight = input.weight !== undefined ? input.weight : set.weight;
  const base = set.isBodyweight && isBodyweight ? set.baseWeight : member.weight;
  const [row] = await db
    .update(exercises)
    .set({
      ...(identity ? { name: identity.name, muscleGroups: identity.muscleGroups } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.reps !== undefined ? { reps: input.reps } : {}),
      ...(input.rpe !== undefined ? { rpe: input.rpe } : {}),
      ...loadFields({ weight, isBodyweight }, base),
    })
    .where(eq(exercises.id, set.id))
    .returning();
  return row!;
}

export async function deleteSet(db: Executor, userId: number, id: number) {
  const { set, workoutCompleted } = await ownedSet(db, userId, id);
  assertEditable({ isCompleted: workoutCompleted });
  await db.delete(exercises).where(eq(exercises.id, set.id));
}

export const muscleGroups = (name: string) => ({ muscleGroups: muscleGroupsFor(name) as string[] });
