import type { Coach } from '@coach/ai';
import { EditExerciseOutput } from '@coach/ai/schemas';
import { exercises } from '@coach/db';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { describeExercise, inGroup, loadFields, ownedSet } from '../exercises/records.ts';
import type { Executor } from '../shared/executor.ts';
import { assertEditable, editableWorkout } from '../shared/owned-workout.ts';
import { badRequest } from '../trpc.ts';
import { askCoach } from './errors.ts';
import type { EditWithAiInput } from './schemas.ts';

interface Member {
  id: number;
  weight: number | null;
  weightUnit: 'lb' | 'kg';
}

/**
 * "make it 4 sets", "last set was 6 reps": the coach answers the whole group after the edit; we update
 * the sets it kept, insert the ones it added and delete the ones it dropped, in one transaction.
 */
export async function editWithAi(
  db: Executor,
  coach: Coach,
  member: Member,
  input: z.output<typeof EditWithAiInput>,
) {
  const { set, workoutCompleted } = await ownedSet(db, member.id, input.id);
  assertEditable({ isCompleted: workoutCompleted });
  const group = await db
    .select()
    .from(exercises)
    .where(inGroup(set.workoutId, set.name))
    .orderBy(asc(exercises.position), asc(exercises.id));

  const answer = await askCoach(() =>
    coach.editExercise(
      {
        instruction: input.editInstruction,
        unit: member.weightUnit,
        sets: group.map((g) => ({
          id: g.id,
          name: g.name,
          reps: g.reps,
          weight: g.weight,
          rpe: g.rpe,
          isBodyweight: g.isBodyweight,
          muscleGroups: g.muscleGroups,
          notes: g.notes,
        })),
      },
      { userId: member.id },
    ),
  );

  // Whichever coach answered, only a group the database can hold is written: otherwise a 400 in words.
  if (!EditExerciseOutput.safeParse(answer.data).success)
    throw badRequest("That edit would leave a set the app can't store. Try 'make it 4 sets' or 'rpe 8'.");

  const sets = await db.transaction(async (tx) => {
    await editableWorkout(tx, member.id, set.workoutId, true);
    const before = new Map(group.map((g) => [g.id, g]));
    const kept = new Set<number>();
    const lastPosition = Math.max(...group.map((g) => g.position));
    let added = 0;
    for (const next of answer.data.sets) {
      const known = describeExercise(next.name);
      const old = next.id === null ? undefined : before.get(next.id);
      const isBodyweight = next.isBodyweight || known.isBodyweight;
      const base = old?.isBodyweight && isBodyweight ? old.baseWeight : member.weight;
      const values = {
        name: known.name,
        muscleGroups: known.muscleGroups.length ? known.muscleGroups : next.muscleGroups,
        reps: next.reps,
        rpe: next.rpe,
        notes: next.notes,
        ...loadFields({ weight: next.weight, isBodyweight }, base),
      };
      if (old) {
        kept.add(old.id);
        await tx.update(exercises).set(values).where(eq(exercises.id, old.id));
      } else {
        added += 1;
        await tx
          .insert(exercises)
          .values({ ...values, workoutId: set.workoutId, position: lastPosition + added });
      }
    }
    const dropped = group.filter((g) => !kept.has(g.id)).map((g) => g.id);
    if (dropped.length) await tx.delete(exercises).where(inArray(exercises.id, dropped));
    const names = [...new Set(answer.data.sets.map((s) => describeExercise(s.name).name))];
    return tx
      .select()
      .from(exercises)
      .where(names.length ? inGroup(set.workoutId, names[0]!) : inArray(exercises.id, []))
      .orderBy(asc(exercises.position), asc(exercises.id));
  });
  return { changesSummary: answer.data.changesSummary, sets, provider: answer.provider };
}
