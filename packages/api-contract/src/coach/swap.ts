import type { Coach } from '@coach/ai';
import type { ProgrammedExercise, ProgramSchedule } from '@coach/ai/schemas';
import { exercises, type PlannedSetRow, plannedSets, programs } from '@coach/db';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { PLANNED_NOT_FOUND } from '../exercises/from-program.ts';
import { describeExercise } from '../exercises/records.ts';
import { type PlanningMember, planExercise, templateOf } from '../programs/plan.ts';
import { plannedRows, plannedRowsOf, toPlanned } from '../programs/planned-store.ts';
import { ownedProgram } from '../programs/service.ts';
import type { Executor } from '../shared/executor.ts';
import { once } from '../shared/idempotency.ts';
import { editableWorkout, ownedWorkout } from '../shared/owned-workout.ts';
import { badRequest, conflict, notFound } from '../trpc.ts';
import { askCoach } from './errors.ts';
import type { SwapInput } from './schemas.ts';

type Input = z.output<typeof SwapInput>;

function openGroup(rows: PlannedSetRow[], position: number) {
  const group = rows.filter((r) => r.position === position && r.status !== 'swapped');
  if (!group.length) throw notFound(PLANNED_NOT_FOUND);
  if (group.some((r) => r.status === 'done')) throw conflict('This exercise is already logged today');
  return group;
}

/** The slot keeps its sets, reps, rest and effort; the movement, its muscles and its rule change. */
function replacing(slot: ProgrammedExercise, swapped: ProgrammedExercise): ProgrammedExercise {
  const { progression: _old, ...rest } = slot;
  return { ...rest, name: swapped.name, muscleGroups: swapped.muscleGroups, notes: swapped.notes };
}

/** Every occurrence of the exercise in the program's days, replaced. */
export function swapInSchedule(
  schedule: ProgramSchedule,
  from: string,
  swapped: ProgrammedExercise,
): ProgramSchedule {
  const key = describeExercise(from).name.toLowerCase();
  return {
    ...schedule,
    days: schedule.days.map((d) => ({
      ...d,
      exercises: d.exercises.map((x) =>
        describeExercise(x.name).name.toLowerCase() === key ? replacing(x, swapped) : x,
      ),
    })),
  };
}

/**
 * An alternative to an exercise, avoiding what the workout already has. With a scope it is applied:
 * today's planned sets of that exercise are marked swapped and the replacement is planned in its
 * place with this member's targets; 'program' also rewrites the program's days from now on.
 */
export async function swapExercise(db: Executor, coach: Coach, member: PlanningMember, input: Input) {
  let exclude: string[] = [];
  let original = input.originalExercise;
  if (input.workoutId !== undefined) {
    const workout = await ownedWorkout(db, member.id, input.workoutId);
    const done = await db
      .selectDistinct({ name: exercises.name })
      .from(exercises)
      .where(eq(exercises.workoutId, input.workoutId));
    const planned = await plannedRowsOf(db, input.workoutId);
    exclude = [...new Set([...done.map((r) => r.name), ...planned.map((r) => r.name)])];
    if (input.scope) {
      if (workout.isCompleted) await editableWorkout(db, member.id, workout.id);
      original = openGroup(planned, input.position!)[0]!.name;
      if (input.scope === 'program' && workout.programId === null)
        throw badRequest('This workout is not from a program: swap it for today');
    }
  }
  const answer = await askCoach(() =>
    coach.swapExercise(
      { originalExercise: original, reason: input.reason, equipment: input.equipment, exclude },
      { userId: member.id },
    ),
  );
  const head = { ...answer.data, provider: answer.provider };
  if (!input.scope || input.workoutId === undefined) return { ...head, planned: null, programUpdated: false };
  const workoutId = input.workoutId;
  const position = input.position!;
  return once({
    db,
    userId: member.id,
    key: input.idempotencyKey,
    procedure: 'exercises.swap',
    write: async (tx) => {
      const workout = await editableWorkout(tx, member.id, workoutId, true);
      const group = openGroup(await plannedRowsOf(tx, workoutId), position);
      const { slot, week, level } = await templateOf(tx, member.id, workout, group);
      const template = replacing(slot, answer.data.swappedExercise);
      const planned = await planExercise(tx, member, template, { position, week, level });
      await tx
        .update(plannedSets)
        .set({ status: 'swapped' })
        .where(
          inArray(
            plannedSets.id,
            group.map((r) => r.id),
          ),
        );
      const first = group[0]!;
      const inserted = await tx
        .insert(plannedSets)
        .values(
          plannedRows(
            workoutId,
            [planned],
            { week: first.week, dayNumber: first.dayNumber, deload: first.deload },
            first.name,
          ),
        )
        .returning();
      let programUpdated = false;
      if (input.scope === 'program' && workout.programId !== null) {
        const program = await ownedProgram(tx, member.id, workout.programId, true);
        const schedule = swapInSchedule(program.schedule, first.name, answer.data.swappedExercise);
        await tx.update(programs).set({ schedule }).where(eq(programs.id, program.id));
        programUpdated = true;
      }
      return {
        // Answered from the stored rows, so the targets carry their ids (as a replay's do).
        result: {
          ...head,
          planned: toPlanned(inserted, (name) => describeExercise(name).isBodyweight)[0] ?? null,
          programUpdated,
        },
        ids: inserted.map((r) => r.id),
      };
    },
    // A resent swap answers the replacement it made, not a second swap.
    replay: async (ids) => {
      const rows = (await plannedRowsOf(db, workoutId)).filter((r) => ids.includes(r.id));
      const [again] = toPlanned(rows, (name) => describeExercise(name).isBodyweight);
      if (!again) throw notFound(PLANNED_NOT_FOUND);
      const { name, sets, reps, restTime, notes, rpe, weight, muscleGroups } = again;
      return {
        swappedExercise: { name, sets, reps, restTime, notes, rpe, weight, muscleGroups },
        reason: `Already swapped for ${again.swappedFrom ?? 'the original exercise'}`,
        provider: head.provider,
        planned: again,
        programUpdated: input.scope === 'program',
      };
    },
  });
}
