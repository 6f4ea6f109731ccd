import { createRoute } from '@tanstack/react-router';
import { HistoryPage } from '../features/workouts/history/history-page.tsx';
import { authedRoute } from './authed.tsx';

export const workoutHistoryRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/workouts',
  component: HistoryPage,
});
