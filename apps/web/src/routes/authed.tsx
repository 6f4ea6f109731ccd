import { createRoute, Outlet, redirect } from '@tanstack/react-router';
import { StartingLoader } from '../components/feedback/loading-screen.tsx';
import { loadSession } from '../features/auth/session.ts';
import { mayBeSignedIn } from '../features/auth/session-hint.ts';
import { SignedInLayout } from '../features/auth/signed-in-layout.tsx';
import { prefetchMatches } from './prefetch.ts';
import { rootRoute } from './root.tsx';

/**
 * Pathless layout for every signed-in screen except home (which shares `/` with the welcome page, see
 * index.tsx). Signed-out visitors land on the welcome page. Children get `context.user`.
 */
export const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_authed',
  beforeLoad: async ({ context, matches }) => {
    if (mayBeSignedIn()) prefetchMatches(matches, context);
    const user = await loadSession(context.queryClient, context.trpc);
    if (!user) throw redirect({ to: '/', replace: true });
    return { user };
  },
  pendingComponent: StartingLoader,
  // The start-up loader goes as soon as the screen is ready: the router's default keeps a loader up
  // for at least 500 ms once shown, which on a cold start held back a ready page by up to 400 ms.
  pendingMinMs: 0,
  component: () => (
    <SignedInLayout>
      <Outlet />
    </SignedInLayout>
  ),
});
