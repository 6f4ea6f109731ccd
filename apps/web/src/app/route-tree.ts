/**
 * Every route, in one short list. To add a screen: create `src/routes/<name>.tsx` exporting a
 * `createRoute({ getParentRoute: () => authedRoute, path: '/x', component })` and add it below.
 */

import { loginRoute, registerRoute, welcomeRoute } from '../routes/auth.tsx';
import { authedRoute } from '../routes/authed.tsx';
import { exerciseRoute } from '../routes/exercise.tsx';
import { guestRoute } from '../routes/guest.tsx';
import { indexRoute } from '../routes/index.tsx';
import { profileRoute } from '../routes/profile.tsx';
import { programSessionRoute, workoutProgramRoute } from '../routes/program-workouts.tsx';
import { programRoutes } from '../routes/programs.tsx';
import { progressRoute } from '../routes/progress.tsx';
import { rootRoute } from '../routes/root.tsx';
import { workoutHistoryRoute } from '../routes/workout-history.tsx';
import { createWorkoutRoute, workoutDetailRoute, workoutJournalRoute } from '../routes/workout-journal.tsx';
import { workoutQuickRoute } from '../routes/workout-quick.tsx';
import { workoutStartRoute } from '../routes/workout-start.tsx';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  guestRoute.addChildren([welcomeRoute, loginRoute, registerRoute]),
  authedRoute.addChildren([
    profileRoute,
    progressRoute,
    exerciseRoute,
    createWorkoutRoute,
    workoutJournalRoute,
    workoutDetailRoute,
    workoutHistoryRoute,
    workoutQuickRoute,
    workoutStartRoute,
    ...programRoutes,
    workoutProgramRoute,
    programSessionRoute,
  ]),
]);
