import { CalendarDate, Id } from '@coach/api-contract/schemas';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { StartWorkoutPage } from '../features/workouts/create/start-workout-page.tsx';
import { authedRoute } from './authed.tsx';

/** Anything unreadable is dropped rather than refused: the workout still starts, named by the coach. */
const StartSearch = z.object({
  // The router reads `?name=300` as a number; a name is text either way.
  name: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().max(120))
    .optional()
    .catch(undefined),
  date: CalendarDate.optional().catch(undefined),
  programId: Id.optional().catch(undefined),
});

/** /workout?name&date&programId: creates the workout, then replaces itself with its journal. */
export const workoutStartRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/workout',
  validateSearch: StartSearch,
  component: function WorkoutStart() {
    return <StartWorkoutPage search={workoutStartRoute.useSearch()} />;
  },
});
