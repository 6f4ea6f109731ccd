import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/** Saves preferences and puts the member the server returns into the cache, so every screen agrees. */
export function useUpdatePreferences() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.updatePreferences.mutationOptions({
      onSuccess: (user) => queryClient.setQueryData(trpc.auth.me.queryKey(), user),
    }),
  );
}
