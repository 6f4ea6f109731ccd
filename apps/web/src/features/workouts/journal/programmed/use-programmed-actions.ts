/** The Programmed Exercises writes (spec 2 §2 journal, §8 toasts), each refreshing the workout. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { type RouterOutputs, useTRPC } from '../../../../lib/trpc.ts';
import type { ParsedSet } from '../../sets/set-rows.ts';
import { newIdempotencyKey, titleCase } from '../../shared/text.ts';

export type Planned = RouterOutputs['workouts']['byId']['planned'][number];
export type SwapScope = 'today' | 'program';

/** The programmed exercise as the API takes it back (the spec's shape; `progression` only when known). */
const programmed = (x: Planned) => ({
  name: x.name,
  sets: x.sets,
  reps: x.reps,
  restTime: x.restTime,
  notes: x.notes,
  rpe: x.rpe,
  weight: x.weight,
  muscleGroups: x.muscleGroups,
  ...(x.progression ? { progression: x.progression } : {}),
});

export function useProgrammedActions(workoutId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.workouts.pathKey() });
  // Which item is being written, so only its buttons show progress.
  const [busy, setBusy] = useState<number | null>(null);
  const fromProgram = useMutation(trpc.exercises.fromProgram.mutationOptions());
  const swap = useMutation(trpc.exercises.swap.mutationOptions());
  const skip = useMutation(trpc.exercises.skip.mutationOptions());

  const run = async <T>(x: Planned, write: () => Promise<T>, failure: string): Promise<T | null> => {
    setBusy(x.position);
    try {
      const result = await write();
      await refresh();
      return result;
    } catch (error) {
      toast({ title: failure, message: errorMessage(error, 'Please try again.'), tone: 'error' });
      return null;
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    /** 'As Prescribed' (no sets: the targets) or 'With Changes' (what was actually done). */
    async log(x: Planned, sets?: ParsedSet[]) {
      const done = await run(
        x,
        () =>
          fromProgram.mutateAsync({
            workoutId,
            programmedExercise: programmed(x),
            position: x.position,
            ...(sets ? { sets } : {}),
            idempotencyKey: newIdempotencyKey(),
          }),
        'Failed to create exercise from program',
      );
      if (done)
        toast({ title: 'Exercise completed successfully', message: titleCase(x.name), tone: 'success' });
      return done !== null;
    },
    async swap(x: Planned, scope: SwapScope) {
      const answer = await run(
        x,
        () =>
          swap.mutateAsync({
            originalExercise: x.name,
            reason: 'User requested swap',
            workoutId,
            position: x.position,
            scope,
          }),
        'Failed to swap exercise',
      );
      if (answer)
        toast({
          title: 'Exercise swapped successfully',
          message: `${titleCase(x.name)} → ${titleCase(answer.swappedExercise.name)}${
            answer.programUpdated ? ' for the rest of the program' : ' for today'
          }`,
          tone: 'success',
        });
      return answer !== null;
    },
    setSkipped(x: Planned, skipped: boolean) {
      return run(
        x,
        () => skip.mutateAsync({ workoutId, position: x.position, skipped }),
        skipped ? 'Failed to skip exercise' : 'Failed to unskip exercise',
      );
    },
  };
}
