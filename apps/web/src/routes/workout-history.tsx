import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from './authed.tsx';

export const workoutHistoryRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/workouts',
  component: lazyRouteComponent(() => import('../features/workouts/history/history-page.tsx'), 'HistoryPage'),
});
