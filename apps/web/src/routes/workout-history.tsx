import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { historyQuery } from '../features/workouts/history/history-query.ts';
import { authedRoute } from './authed.tsx';

const HistoryPage = lazyRouteComponent(
  () => import('../features/workouts/history/history-page.tsx'),
  'HistoryPage',
);

export const workoutHistoryRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/workouts',
  // The page's code and the first page of the list load beside the member check (see prefetch.ts).
  staticData: {
    prefetch: ({ queryClient, trpc }) => {
      void HistoryPage.preload?.();
      void queryClient.prefetchInfiniteQuery(historyQuery(trpc, '', 'all'));
    },
  },
  component: HistoryPage,
});
