import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../lib/trpc.ts';

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "Today", streaks and "this week" are computed in the member's zone, so tell the server once per
 * visit when the device's zone differs from the stored one (travel, a new phone).
 */
/** Module-level: home and the other screens mount separate layouts, but one visit sends once. */
let sentThisVisit = false;

export function useTimeZoneSync(storedTimeZone: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutate } = useMutation(
    trpc.auth.updatePreferences.mutationOptions({
      onSuccess: (user) => queryClient.setQueryData(trpc.auth.me.queryKey(), user),
    }),
  );

  useEffect(() => {
    const zone = browserTimeZone();
    if (sentThisVisit || !zone || zone === storedTimeZone) return;
    sentThisVisit = true;
    mutate({ timeZone: zone });
  }, [storedTimeZone, mutate]);
}
