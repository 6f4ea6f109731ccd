import { createRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { authedRoute } from './authed.tsx';

export const profileRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/profile',
  component: ProfilePage,
});
