import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from './authed.tsx';

export const workoutQuickRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/workout-quick',
  component: lazyRouteComponent(
    () => import('../features/workouts/create/quick-workout-page.tsx'),
    'QuickWorkoutPage',
  ),
});
