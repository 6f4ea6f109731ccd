import type { AppRouter } from '@coach/api-contract';
import { RouterProvider } from '@tanstack/react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createApiClient } from '../lib/trpc.ts';
import { AppErrorBoundary } from './error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

const queryClient = createQueryClient();
const trpcClient = createApiClient();
const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export const router = createAppRouter({ queryClient, trpc });

export function App() {
  return (
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
