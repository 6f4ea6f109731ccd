import { createRoute, notFound } from '@tanstack/react-router';
import { withAllStyles } from '../app/styles.ts';
import { authedRoute } from './authed.tsx';

export const workoutProgramRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/workout-program',
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.programs.activeToday.queryOptions());
  },
}).lazy(withAllStyles(() => import('./program-workouts.lazy.tsx').then((m) => m.workoutProgramLazy)));

export const programIdOf = (raw: string) => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
};

/** /workouts/program/{programId}: today's session of that program, before starting it. */
export const programSessionRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/workouts/program/$programId',
  loader: ({ context: { queryClient, trpc }, params }) => {
    void queryClient.prefetchQuery(
      trpc.programs.today.queryOptions({ programId: programIdOf(params.programId) }),
    );
  },
}).lazy(withAllStyles(() => import('./program-workouts.lazy.tsx').then((m) => m.programSessionLazy)));
