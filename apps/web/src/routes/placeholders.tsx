/**
 * Screens still being built by the workouts and progress work. Each is a real route so the bottom
 * navigation and home links never dead-end; replace an entry here with its own file when it lands.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from './authed.tsx';

const ComingSoon = lazyRouteComponent(() => import('../components/feedback/coming-soon.tsx'), 'ComingSoon');

export const progressRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/progress',
  component: () => <ComingSoon title="Progress" />,
});

export const programsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/programs',
  component: () => <ComingSoon title="Programs" />,
});

export const placeholderRoutes = [progressRoute, programsRoute];
