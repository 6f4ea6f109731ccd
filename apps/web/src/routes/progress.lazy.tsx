/** The Progress page, loaded with its route (see progress.tsx). */
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { ProgressPage } from '../features/progress/progress-page.tsx';

const progressApi = getRouteApi('/_authed/progress');
export const progressLazy = createLazyRoute('/_authed/progress')({
  component: function Progress() {
    const { tab = 'body' } = progressApi.useSearch();
    const navigate = progressApi.useNavigate();
    return (
      <ProgressPage
        tab={tab}
        onTab={(next) => navigate({ search: { tab: next === 'body' ? undefined : next }, replace: true })}
      />
    );
  },
});
