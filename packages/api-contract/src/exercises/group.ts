import { exercises } from '@coach/db';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../shared/executor.ts';
import { editableWorkout } from '../shared/owned-workout.ts';
import { notFound } from '../trpc.ts';
import { describeExercise, EXERCISE_NOT_FOUND, inGroup, loadFields } from './records.ts';
import type { DeleteGroupInput, UpdateGroupInput } from './schemas.ts';

interface Member {
  id: number;
  weight: number | null;
}

/**
 * The group edit mode's Save: the group's name and notes, and each listed set's reps, weight and effort,
 * and the removal of the sets the member dropped, in one transaction, so a bad set id (or any failure)
 * leaves every record as it was. Sets of the group
 * not listed keep their values but follow the new name and notes.
 */
export async function updateGroup(db: Executor, member: Member, input: z.output<typeof UpdateGroupInput>) {
  return db.transaction(async (tx) => {
    await editableWorkout(tx, member.id, input.workoutId, true);
    const group = await tx.select().from(exercises).where(inGroup(input.workoutId, input.name));
    if (!group.length) throw notFound(EXERCISE_NOT_FOUND);
    const edits = new Map(input.sets.map((s) => [s.id, s]));
    const ids = new Set(group.map((g) => g.id));
    const removed = new Set(input.removeIds);
    if ([...edits.keys(), ...removed].some((id) => !ids.has(id))) throw notFound(EXERCISE_NOT_FOUND);
    if (removed.size) await tx.delete(exercises).where(inArray(exercises.id, [...removed]));

    const renamed = input.newName ? describeExercise(input.newName) : null;
    const identity = renamed && renamed.name !== group[0]?.name ? renamed : null;
    for (const set of group.filter((g) => !removed.has(g.id))) {
      const edit = edits.get(set.id);
      const isBodyweight = identity ? identity.isBodyweight : set.isBodyweight;
      const base = set.isBodyweight && isBodyweight ? set.baseWeight : member.weight;
      await tx
        .update(exercises)
        .set({
          ...(identity ? { name: identity.name, muscleGroups: identity.muscleGroups } : {}),
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
          ...(edit ? { reps: edit.reps, rpe: edit.rpe } : {}),
          ...loadFields({ weight: edit ? edit.weight : set.weight, isBodyweight }, base),
        })
        .where(eq(exercises.id, set.id));
    }
    return tx
      .select()
      .from(exercises)
      .where(inGroup(input.workoutId, identity?.name ?? input.name))
      .orderBy(asc(exercises.position), asc(exercises.id));
  });
}

/** Deletes every set of one exercise in the workout (the journal's group delete). */
export async function deleteGroup(db: Executor, userId: number, input: z.output<typeof DeleteGroupInput>) {
  return db.transaction(async (tx) => {
    await editableWorkout(tx, userId, input.workoutId, true);
    const gone = await tx
      .delete(exercises)
      .where(inGroup(input.workoutId, input.name))
      .returning({ id: exercises.id });
    if (!gone.length) throw notFound(EXERCISE_NOT_FOUND);
    return gone.length;
  });
}
