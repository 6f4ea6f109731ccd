import type { AppRouter } from '@coach/api-contract';
import { RouterProvider } from '@tanstack/react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createApiClient } from '../lib/trpc.ts';
import { AppErrorBoundary } from './error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

/**
 * A 401 while we hold a member means the session ended elsewhere (expired, signed out in another
 * tab): start over from the landing page with nothing of theirs in memory. Signed-out visitors hold
 * no member, so their own 401s (the guards' check) change nothing.
 */
const sessionEnded = () => {
  if (queryClient.getQueryData(trpc.auth.me.queryKey()) === undefined) return;
  queryClient.clear();
  window.location.assign('/');
};

const queryClient = createQueryClient(sessionEnded);
const trpcClient = createApiClient();
const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
const router = createAppRouter({ queryClient, trpc });

export function App() {
  return (
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
