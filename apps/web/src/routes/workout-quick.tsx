import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withAllStyles } from '../app/styles.ts';
import { authedRoute } from './authed.tsx';

export const workoutQuickRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/workout-quick',
  component: lazyRouteComponent(
    withAllStyles(() => import('../features/workouts/create/quick-workout-page.tsx')),
    'QuickWorkoutPage',
  ),
});
