import { createRoute } from '@tanstack/react-router';
import { withAllStyles } from '../app/styles.ts';
import { PROGRESS_TABS, type ProgressTab } from '../features/progress/tabs.ts';
import { authedRoute } from './authed.tsx';

/** Read without zod: route definitions are in the first bundle (see start-search.ts). */
function readTab(search: Record<string, unknown>): { tab?: ProgressTab } {
  const tab = PROGRESS_TABS.find((t) => t === search.tab);
  return tab ? { tab } : {};
}

/** /progress?tab=goals: the tab lives in the URL so links (home's 'View All') and back work. */
export const progressRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/progress',
  validateSearch: readTab,
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.progress.summary.queryOptions(undefined, { staleTime: 3 * 60_000 }));
    void queryClient.prefetchQuery(trpc.progress.bodyMap.queryOptions(undefined, { staleTime: 3 * 60_000 }));
    void queryClient.prefetchQuery(trpc.goals.list.queryOptions());
  },
}).lazy(withAllStyles(() => import('./progress.lazy.tsx').then((m) => m.progressLazy)));
