/**
 * Screens still being built by the workouts and progress work. Each is a real route so the bottom
 * navigation and home links never dead-end; replace an entry here with its own file when it lands.
 */
import { createRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/feedback/coming-soon.tsx';
import { authedRoute } from './authed.tsx';

export const programsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/programs',
  component: () => <ComingSoon title="Programs" />,
});

export const placeholderRoutes = [programsRoute];
