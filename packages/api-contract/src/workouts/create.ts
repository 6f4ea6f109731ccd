import type { ProgrammedExercise } from '@coach/ai/schemas';
import { exercises, programs, workouts } from '@coach/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { todayIn } from '../domain/calendar.ts';
import { prescribedReps } from '../domain/prescription.ts';
import { describeExercise, loadFields } from '../exercises/records.ts';
import type { Executor } from '../shared/executor.ts';
import { once } from '../shared/idempotency.ts';
import { ownedWorkout } from '../shared/owned-workout.ts';
import { badRequest, notFound } from '../trpc.ts';
import type { CreateWorkoutInput } from './schemas.ts';

interface Member {
  id: number;
  timeZone: string;
  weight: number | null;
}

/** One record per prescribed set, in program order. */
export function plannedSets(
  workoutId: number,
  list: ProgrammedExercise[],
  bodyWeightLb: number | null,
  opts: { isCompleted: boolean; firstPosition: number },
) {
  let position = opts.firstPosition;
  return list.flatMap((p) => {
    const known = describeExercise(p.name);
    const muscleGroups = known.muscleGroups.length ? known.muscleGroups : p.muscleGroups;
    return Array.from({ length: p.sets }, () => ({
      workoutId,
      name: known.name,
      reps: prescribedReps(p.reps),
      rpe: p.rpe,
      restTime: p.restTime,
      notes: p.notes,
      muscleGroups,
      ...loadFields({ weight: p.weight, isBodyweight: known.isBodyweight }, bodyWeightLb),
      isCompleted: opts.isCompleted,
      position: position++,
    }));
  });
}

export async function createWorkout(
  db: Executor,
  member: Member,
  input: z.output<typeof CreateWorkoutInput>,
) {
  const today = todayIn(member.timeZone);
  const date = input.date ?? today;
  if (date > today) throw badRequest('The workout date cannot be in the future');
  return once({
    db,
    userId: member.id,
    key: input.idempotencyKey,
    procedure: 'workouts.create',
    write: async (tx) => {
      const workout = await tx.transaction(async (t) => {
        if (input.programId !== undefined) {
          const [program] = await t
            .select({ id: programs.id })
            .from(programs)
            .where(and(eq(programs.id, input.programId), eq(programs.userId, member.id)));
          if (!program) throw notFound('Program not found');
        }
        const [row] = await t
          .insert(workouts)
          .values({
            userId: member.id,
            name: input.name,
            aiGenerateName: input.aiGenerateName ?? false,
            date,
            notes: input.notes ?? null,
            programId: input.programId ?? null,
            programDay: input.programDay ?? null,
          })
          .returning();
        const planned = plannedSets(row!.id, input.exercises ?? [], member.weight, {
          isCompleted: false,
          firstPosition: 0,
        });
        if (planned.length) await t.insert(exercises).values(planned);
        return row!;
      });
      return { result: workout, ids: [workout.id] };
    },
    // A replay after the workout was deleted answers 404, as a read of it would.
    replay: ([id]) => ownedWorkout(db, member.id, id ?? 0),
  });
}
