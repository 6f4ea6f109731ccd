/** Rendering with the real providers: Mantine, React Query, tRPC bindings and a memory router. */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../app/theme.ts';
import { createApiClient, TRPCProvider } from '../lib/trpc.ts';

export function renderUi(ui: ReactElement) {
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <Ui>{children}</Ui> });
}

function Ui({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      {children}
    </MantineProvider>
  );
}

/**
 * `ui` rendered at `path` inside a router (for Link and navigation) and the API providers. Nothing is
 * listening at the API address, so a test that reaches the network fails loudly.
 */
export async function renderAt(ui: ReactElement, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const trpcClient = createApiClient('http://127.0.0.1:9/trpc');
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([anyPath]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(async () => {
    await router.load();
  });
  const result = render(
    <Ui>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </Ui>,
  );
  await act(async () => {});
  return { ...result, router, queryClient };
}
