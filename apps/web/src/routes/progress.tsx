import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PROGRESS_TABS, ProgressPage } from '../features/progress/progress-page.tsx';
import { authedRoute } from './authed.tsx';

const ProgressSearch = z.object({ tab: z.enum(PROGRESS_TABS).catch('body').optional() });

/** /progress?tab=goals: the tab lives in the URL so links (home's 'View All') and back work. */
export const progressRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/progress',
  validateSearch: ProgressSearch,
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.progress.summary.queryOptions(undefined, { staleTime: 3 * 60_000 }));
    void queryClient.prefetchQuery(trpc.progress.bodyMap.queryOptions(undefined, { staleTime: 3 * 60_000 }));
    void queryClient.prefetchQuery(trpc.goals.list.queryOptions());
  },
  component: function Progress() {
    const { tab = 'body' } = progressRoute.useSearch();
    const navigate = progressRoute.useNavigate();
    return (
      <ProgressPage
        tab={tab}
        onTab={(next) => navigate({ search: { tab: next === 'body' ? undefined : next }, replace: true })}
      />
    );
  },
});
