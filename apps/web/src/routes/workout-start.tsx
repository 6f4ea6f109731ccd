import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withAllStyles } from '../app/styles.ts';
import { authedRoute } from './authed.tsx';
import { readStartSearch } from './start-search.ts';

const StartWorkoutPage = lazyRouteComponent(
  withAllStyles(() => import('../features/workouts/create/start-workout-page.tsx')),
  'StartWorkoutPage',
);

/** /workout?name&date&programId: creates the workout, then replaces itself with its journal. */
export const workoutStartRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/workout',
  validateSearch: readStartSearch,
  loader: () => {
    void StartWorkoutPage.preload?.();
  },
  component: function WorkoutStart() {
    return <StartWorkoutPage search={workoutStartRoute.useSearch()} />;
  },
});
