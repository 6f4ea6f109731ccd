import { createRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { RegisterPage } from '../features/auth/register-page.tsx';
import { WelcomePage } from '../features/auth/welcome-page.tsx';
import { guestRoute } from './guest.tsx';

export const welcomeRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/welcome',
  component: WelcomePage,
});

export const loginRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/login',
  component: LoginPage,
});

export const registerRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/register',
  component: RegisterPage,
});
