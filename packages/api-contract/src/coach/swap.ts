import type { Coach } from '@coach/ai';
import { exercises } from '@coach/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../shared/executor.ts';
import { ownedWorkout } from '../shared/owned-workout.ts';
import { askCoach } from './errors.ts';
import type { SwapInput } from './schemas.ts';

/** An alternative to a programmed exercise, avoiding what the workout already has. */
export async function swapExercise(
  db: Executor,
  coach: Coach,
  userId: number,
  input: z.output<typeof SwapInput>,
) {
  let exclude: string[] = [];
  if (input.workoutId !== undefined) {
    await ownedWorkout(db, userId, input.workoutId);
    const rows = await db
      .selectDistinct({ name: exercises.name })
      .from(exercises)
      .where(eq(exercises.workoutId, input.workoutId));
    exclude = rows.map((r) => r.name);
  }
  const answer = await askCoach(() =>
    coach.swapExercise(
      { originalExercise: input.originalExercise, reason: input.reason, equipment: input.equipment, exclude },
      { userId },
    ),
  );
  return { ...answer.data, provider: answer.provider };
}
