import { exercises, type PlannedSetRow, plannedSets } from '@coach/db';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { prescribedReps } from '../domain/prescription.ts';
import { plannedRowsOf } from '../programs/planned-store.ts';
import type { Executor } from '../shared/executor.ts';
import { once } from '../shared/idempotency.ts';
import { editableWorkout } from '../shared/owned-workout.ts';
import { conflict, notFound } from '../trpc.ts';
import { describeExercise, setRecord, setsByIds } from './records.ts';
import type { FromProgramInput } from './schemas.ts';

interface Member {
  id: number;
  weight: number | null;
}
type Input = z.output<typeof FromProgramInput>;

export const PLANNED_NOT_FOUND = 'Planned exercise not found';

/** The planned exercise this call fulfils: by position, else the first open one of that name. */
function plannedGroup(rows: PlannedSetRow[], input: Input): PlannedSetRow[] {
  const active = rows.filter((r) => r.status !== 'swapped');
  if (input.position !== undefined) {
    const group = active.filter((r) => r.position === input.position);
    if (!group.length) throw notFound(PLANNED_NOT_FOUND);
    return group;
  }
  const name = describeExercise(input.programmedExercise.name).name.toLowerCase();
  const named = active.filter((r) => r.name.toLowerCase() === name);
  const open = named.find((r) => r.status === 'planned') ?? named[0];
  return open ? named.filter((r) => r.position === open.position) : [];
}

/**
 * As Prescribed (no `sets`): one done set per open planned set, at its target. With Changes (`sets`):
 * what the member actually did. Either way the planned sets it fulfils become done and point at the
 * logged sets; planned sets left over after With Changes logged fewer are marked skipped. A workout
 * with no plan for that exercise logs the prescription as sent.
 */
export async function fromProgram(db: Executor, member: Member, input: Input) {
  return once({
    db,
    userId: member.id,
    key: input.idempotencyKey,
    procedure: 'exercises.fromProgram',
    write: (outer) =>
      outer.transaction(async (tx) => {
        await editableWorkout(tx, member.id, input.workoutId, true);
        const group = plannedGroup(await plannedRowsOf(tx, input.workoutId), input);
        if (group.length && group.every((r) => r.status === 'skipped'))
          throw conflict('This exercise is skipped today: unskip it first');
        const open = group.filter((r) => r.status === 'planned');
        if (group.length && !open.length) throw conflict('This exercise is already logged');
        const p = input.programmedExercise;
        const done =
          input.sets ??
          (open.length
            ? open.map((r) => ({
                reps: prescribedReps(r.targetReps),
                weight: r.targetWeight,
                rpe: r.targetRpe,
              }))
            : Array.from({ length: p.sets }, () => ({
                reps: prescribedReps(p.reps),
                weight: p.weight,
                rpe: p.rpe,
              })));
        const first = group[0];
        const values = done.map((set, i) => ({
          ...setRecord(
            input.workoutId,
            {
              name: first?.name ?? p.name,
              ...set,
              notes: first ? first.notes : p.notes,
              muscleGroups: first?.muscleGroups ?? p.muscleGroups,
            },
            member.weight,
            i,
          ),
          restTime: first?.restTime ?? p.restTime,
        }));
        const rows = await tx.insert(exercises).values(values).returning();
        for (const [i, planned] of open.entries()) {
          const logged = rows[i];
          await tx
            .update(plannedSets)
            .set(logged ? { status: 'done', exerciseId: logged.id } : { status: 'skipped' })
            .where(eq(plannedSets.id, planned.id));
        }
        return { result: rows, ids: rows.map((r) => r.id) };
      }),
    replay: (ids) => setsByIds(db, member.id, ids),
  });
}

/** Skip Today / Unskip: only sets not yet logged change; a done exercise stays done. */
export async function skipPlanned(
  db: Executor,
  userId: number,
  input: { workoutId: number; position: number; skipped: boolean },
) {
  return db.transaction(async (tx) => {
    await editableWorkout(tx, userId, input.workoutId, true);
    const group = (await plannedRowsOf(tx, input.workoutId)).filter(
      (r) => r.position === input.position && r.status !== 'swapped',
    );
    if (!group.length) throw notFound(PLANNED_NOT_FOUND);
    const from = input.skipped ? 'planned' : 'skipped';
    const ids = group.filter((r) => r.status === from).map((r) => r.id);
    if (ids.length)
      await tx
        .update(plannedSets)
        .set({ status: input.skipped ? 'skipped' : 'planned' })
        .where(inArray(plannedSets.id, ids));
    return plannedRowsOf(tx, input.workoutId);
  });
}
