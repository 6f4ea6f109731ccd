import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { newIdempotencyKey } from '../../workouts/shared/text.ts';
import type { Today } from './today-types.ts';

/**
 * 'Start Workout' on the session preview: the day already under way opens its journal; otherwise the
 * server plans today's targets and stores them as planned sets (and answers the open workout of that
 * day if one exists, so a second tap or a second tab never makes a second one).
 */
export function useStartProgramDay(today: Today) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  const open = (id: number) => navigate({ to: '/workout-journal/$id', params: { id: String(id) } });
  const create = useMutation(
    trpc.workouts.create.mutationOptions({
      onSuccess: (workout) => {
        void queryClient.invalidateQueries({ queryKey: trpc.workouts.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.programs.pathKey() });
        void open(workout.id);
      },
      onError: () =>
        toast({ title: 'Error', message: 'Failed to start workout. Please try again.', tone: 'error' }),
    }),
  );
  const start = () => {
    if (today.inProgressWorkoutId !== null) {
      void open(today.inProgressWorkoutId);
      return;
    }
    const day = today.todayWorkout;
    if (!day) return;
    create.mutate({
      name: day.name,
      programId: today.program.id,
      programDay: day.dayNumber,
      idempotencyKey: key,
    });
  };
  return { start, isPending: create.isPending };
}
