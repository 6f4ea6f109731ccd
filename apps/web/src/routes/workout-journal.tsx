import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { withAllStyles } from '../app/styles.ts';
import { journalQuery } from '../features/workouts/journal/journal-query.ts';
import { authedRoute } from './authed.tsx';
import type { RouterContext } from './root.tsx';

/** /workout-journal without an id: the create form (spec 2 §2). */
export const createWorkoutRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/workout-journal',
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.workouts.dashboard.queryOptions());
  },
  component: lazyRouteComponent(
    withAllStyles(() => import('../features/workouts/create/create-workout-page.tsx')),
    'CreateWorkoutPage',
  ),
});

const workoutId = (raw: string) => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
};

// The journal (with the exercise catalogue behind it) is the heaviest screen: its own chunk.
const JournalPage = lazyRouteComponent(
  withAllStyles(() => import('../features/workouts/journal/journal-page.tsx')),
  'JournalPage',
);

// The journal reads its own query so a missing workout or a failed read shows in place, not as a crash.
// The page's code loads beside its data (the router preloads only a route's own component).
const prefetchJournal = ({ queryClient, trpc }: RouterContext, id: number) => {
  void JournalPage.preload?.();
  void queryClient.prefetchQuery(journalQuery(trpc, id));
};

/** /workout-journal/{id} and /workouts/{id}: the same journal screen. */
export const workoutJournalRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/workout-journal/$id',
  loader: ({ context, params }) => prefetchJournal(context, workoutId(params.id)),
  component: function WorkoutJournal() {
    const { id } = workoutJournalRoute.useParams();
    return <JournalPage id={workoutId(id)} />;
  },
});

export const workoutDetailRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/workouts/$id',
  loader: ({ context, params }) => prefetchJournal(context, workoutId(params.id)),
  component: function WorkoutDetail() {
    const { id } = workoutDetailRoute.useParams();
    return <JournalPage id={workoutId(id)} />;
  },
});
