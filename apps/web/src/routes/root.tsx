import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ErrorScreen } from '../components/feedback/error-screen.tsx';
import { NotFound } from '../components/feedback/not-found.tsx';
import { ConnectivityToasts } from '../lib/connectivity.tsx';
import type { Trpc } from '../lib/trpc.ts';

/** What every route's beforeLoad and loader receive: prefetch with `queryClient.ensureQueryData(trpc.x.y.queryOptions())`. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: () => <ErrorScreen />,
});

function Root() {
  return (
    <>
      <ConnectivityToasts />
      <Outlet />
    </>
  );
}
