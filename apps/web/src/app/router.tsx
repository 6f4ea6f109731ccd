import { createRouter } from '@tanstack/react-router';
import { ErrorScreen } from '../components/feedback/error-screen.tsx';
import { LoadingScreen } from '../components/feedback/loading-screen.tsx';
import { NotFound } from '../components/feedback/not-found.tsx';
import type { RouterContext } from '../routes/root.tsx';
import { routeTree } from './route-tree.ts';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it (TanStack Router + Query guidance).
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 150,
    defaultPendingComponent: () => <LoadingScreen />,
    defaultErrorComponent: () => <ErrorScreen />,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
