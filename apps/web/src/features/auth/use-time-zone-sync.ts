import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../../lib/trpc.ts';

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "Today", streaks and "this week" are computed in the member's zone, so tell the server once per
 * visit when the device's zone differs from the stored one (travel, a new phone).
 */
export function useTimeZoneSync(storedTimeZone: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sent = useRef(false);
  const { mutate } = useMutation(
    trpc.auth.updatePreferences.mutationOptions({
      onSuccess: (user) => queryClient.setQueryData(trpc.auth.me.queryKey(), user),
    }),
  );

  useEffect(() => {
    const zone = browserTimeZone();
    if (sent.current || !zone || zone === storedTimeZone) return;
    sent.current = true;
    mutate({ timeZone: zone });
  }, [storedTimeZone, mutate]);
}
