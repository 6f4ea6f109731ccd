import { createRoute, Outlet, redirect } from '@tanstack/react-router';
import { StartingLoader } from '../components/feedback/loading-screen.tsx';
import { loadSession } from '../features/auth/session.ts';
import { rootRoute } from './root.tsx';

/** Pathless layout for the signed-out screens: a signed-in member is sent home instead (spec 2 §2). */
export const guestRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_guest',
  beforeLoad: async ({ context }) => {
    const user = await loadSession(context.queryClient, context.trpc);
    if (user) throw redirect({ to: '/', replace: true });
  },
  pendingComponent: StartingLoader,
  // The start-up loader goes as soon as the screen is ready: the router's default keeps a loader up
  // for at least 500 ms once shown, which on a cold start held back a ready page by up to 400 ms.
  pendingMinMs: 0,
  component: Outlet,
});
