import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { historyQuery } from '../features/workouts/history/history-query.ts';
import { authedRoute } from './authed.tsx';

export const workoutHistoryRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/workouts',
  // The first page of the list loads beside the page's code, not after it (see prefetch.ts).
  staticData: {
    prefetch: ({ queryClient, trpc }) =>
      void queryClient.prefetchInfiniteQuery(historyQuery(trpc, '', 'all')),
  },
  component: lazyRouteComponent(() => import('../features/workouts/history/history-page.tsx'), 'HistoryPage'),
});
