import { exercises } from '@coach/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../shared/executor.ts';
import { once } from '../shared/idempotency.ts';
import { editableWorkout } from '../shared/owned-workout.ts';
import { plannedSets } from '../workouts/create.ts';
import { describeExercise, inGroup, setsByIds } from './records.ts';
import type { FromProgramInput } from './schemas.ts';

interface Member {
  id: number;
  weight: number | null;
}

/**
 * "As Prescribed": one completed record per prescribed set (a rep range logs its lower bound). The
 * planned, not-yet-done sets of that exercise (from starting a program workout) are what this fulfils,
 * so they are replaced in place rather than left beside the done ones as duplicates.
 */
export async function fromProgram(db: Executor, member: Member, input: z.output<typeof FromProgramInput>) {
  return once({
    db,
    userId: member.id,
    key: input.idempotencyKey,
    procedure: 'exercises.fromProgram',
    write: (outer) =>
      outer.transaction(async (tx) => {
        await editableWorkout(tx, member.id, input.workoutId, true);
        const { name } = describeExercise(input.programmedExercise.name);
        const planned = await tx
          .select({ id: exercises.id, position: exercises.position })
          .from(exercises)
          .where(and(inGroup(input.workoutId, name), eq(exercises.isCompleted, false)));
        const all = await tx
          .select({ position: exercises.position })
          .from(exercises)
          .where(eq(exercises.workoutId, input.workoutId));
        const firstPosition = planned.length
          ? Math.min(...planned.map((p) => p.position))
          : Math.max(-1, ...all.map((p) => p.position)) + 1;
        if (planned.length) {
          await tx.delete(exercises).where(
            inArray(
              exercises.id,
              planned.map((p) => p.id),
            ),
          );
        }
        const rows = await tx
          .insert(exercises)
          .values(
            plannedSets(input.workoutId, [input.programmedExercise], member.weight, {
              isCompleted: true,
              firstPosition,
            }),
          )
          .returning();
        return { result: rows, ids: rows.map((r) => r.id) };
      }),
    replay: (ids) => setsByIds(db, member.id, ids),
  });
}
