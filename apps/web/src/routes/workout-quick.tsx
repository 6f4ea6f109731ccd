import { createRoute } from '@tanstack/react-router';
import { QuickWorkoutPage } from '../features/workouts/create/quick-workout-page.tsx';
import { authedRoute } from './authed.tsx';

export const workoutQuickRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/workout-quick',
  component: QuickWorkoutPage,
});
