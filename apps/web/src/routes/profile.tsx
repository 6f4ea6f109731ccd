import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withAllStyles } from '../app/styles.ts';
import { authedRoute } from './authed.tsx';

export const profileRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/profile',
  // Start the tiles' reads with the route; the page suspends only on those tiles.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.workouts.dashboard.queryOptions());
    void queryClient.prefetchQuery(trpc.workouts.list.queryOptions({ status: 'completed', limit: 50 }));
  },
  component: lazyRouteComponent(
    withAllStyles(() => import('../features/profile/profile-page.tsx')),
    'ProfilePage',
  ),
});
