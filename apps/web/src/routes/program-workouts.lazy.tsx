/** Today's program workout and the session preview, loaded with their routes. */
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { ProgramWorkoutPage } from '../features/programs/today/program-workout-page.tsx';
import { SessionPreviewPage } from '../features/programs/today/session-preview-page.tsx';
import { programIdOf } from './program-workouts.tsx';

export const workoutProgramLazy = createLazyRoute('/_authed/workout-program')({
  component: ProgramWorkoutPage,
});

const sessionApi = getRouteApi('/_authed/workouts/program/$programId');
export const programSessionLazy = createLazyRoute('/_authed/workouts/program/$programId')({
  component: function ProgramSession() {
    const { programId } = sessionApi.useParams();
    return <SessionPreviewPage programId={programIdOf(programId)} />;
  },
});
