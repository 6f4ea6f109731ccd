/** Test helper: logs and completes a workout through the procedures, as the app does. */
import type { createCaller } from '../root.ts';

type Caller = ReturnType<typeof createCaller>;
export interface LoggedLift {
  name: string;
  reps: number;
  weight: number;
  rpe?: number | null;
}

export async function logWorkout(caller: Caller, date: string, lifts: LoggedLift[], name = 'Session') {
  const w = await caller.workouts.create({ name, date });
  for (const l of lifts) {
    await caller.exercises.add({
      workoutId: w.id,
      name: l.name,
      sets: [{ reps: l.reps, weight: l.weight, rpe: l.rpe ?? null }],
    });
  }
  return caller.workouts.complete({ id: w.id });
}
