import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetPersistedQueries } from '../../app/query-persistence.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * Spec 1 §4: on success clear the cache and go to /; if the call fails, let the server's GET
 * /api/logout end the session and redirect. Both are full page loads, so nothing of the member
 * survives in memory.
 */
export function SignOutButton() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const logout = useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: async () => {
        queryClient.clear();
        await forgetPersistedQueries();
        window.location.assign('/');
      },
      onError: () => window.location.assign('/api/logout'),
    }),
  );

  return (
    <Button
      color="red"
      variant="light"
      size="lg"
      fullWidth
      leftSection={<IconLogout size={20} />}
      loading={logout.isPending || logout.isSuccess}
      onClick={() => logout.mutate()}
    >
      Sign Out
    </Button>
  );
}
