import { createRoute, notFound } from '@tanstack/react-router';
import { withAllStyles } from '../app/styles.ts';
import { DEFAULT_WEEKS } from '../features/progress/exercise/chart-data.ts';
import { authedRoute } from './authed.tsx';

/** An exercise name from the URL, as the API accepts it (1-120 characters after trimming). */
export function exerciseName(raw: string): string {
  const name = raw.trim().toLowerCase();
  if (!name || name.length > 120) throw notFound();
  return name;
}

/**
 * /exercises/{name}: one exercise's history. The page (and the charting library with it) is loaded
 * lazily, so it stays out of the first bundle.
 */
export const exerciseRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/exercises/$name',
  loader: ({ context: { queryClient, trpc }, params }) => {
    void queryClient.prefetchQuery(
      trpc.progress.exercise.queryOptions(
        { name: exerciseName(params.name), weeks: DEFAULT_WEEKS },
        { staleTime: 60_000 },
      ),
    );
  },
}).lazy(withAllStyles(() => import('./exercise.lazy.tsx').then((m) => m.exerciseLazyRoute)));
