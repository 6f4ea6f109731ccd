import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withAllStyles } from '../app/styles.ts';
import { WelcomePage } from '../features/auth/welcome-page.tsx';
import { guestRoute } from './guest.tsx';

// The welcome page is in the first bundle anyway (`/` shows it to visitors); the forms load on demand.
export const welcomeRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/welcome',
  component: WelcomePage,
});

export const loginRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/login',
  component: lazyRouteComponent(
    withAllStyles(() => import('../features/auth/login-page.tsx')),
    'LoginPage',
  ),
});

export const registerRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/register',
  component: lazyRouteComponent(
    withAllStyles(() => import('../features/auth/register-page.tsx')),
    'RegisterPage',
  ),
});
