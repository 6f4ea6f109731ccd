import type { AppRouter } from '@coach/api-contract';
import { RouterProvider } from '@tanstack/react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createApiClient } from '../lib/trpc.ts';
import { AppErrorBoundary } from './error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { forgetPersistedQueries, persistQueryCache, restoreQueryCache } from './query-persistence.ts';
import { createAppRouter } from './router.tsx';

/**
 * A 401 while we hold a member means the session ended elsewhere (expired, signed out in another
 * tab): start over from the landing page with nothing of theirs in memory. Signed-out visitors hold
 * no member, so their own 401s (the guards' check) change nothing.
 */
const sessionEnded = () => {
  if (queryClient.getQueryData(trpc.auth.me.queryKey()) === undefined) return;
  queryClient.clear();
  void forgetPersistedQueries().finally(() => window.location.assign('/'));
};

const queryClient = createQueryClient(sessionEnded);
const trpcClient = createApiClient();
const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
const router = createAppRouter({ queryClient, trpc });

/** Resolves once the last-seen data is back in the cache (see query-persistence.ts); render after it. */
export const appReady = restoreQueryCache(queryClient).then(() => {
  persistQueryCache(queryClient);
});

export function App() {
  return (
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
