import { createRoute } from '@tanstack/react-router';
import { StartingLoader } from '../components/feedback/loading-screen.tsx';
import { loadSession } from '../features/auth/session.ts';
import { mayBeSignedIn } from '../features/auth/session-hint.ts';
import { SignedInLayout } from '../features/auth/signed-in-layout.tsx';
import { WelcomePage } from '../features/auth/welcome-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { rootRoute } from './root.tsx';

/**
 * `/` is the welcome page for visitors and the home dashboard for members (spec 1 §2), so it sits
 * outside both pathless layouts and chooses here. Home data is prefetched in the loader.
 */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: async ({ context: { queryClient, trpc } }) => {
    // A likely member's dashboard is asked for with the member check, in one batched request.
    if (mayBeSignedIn()) void queryClient.prefetchQuery(trpc.workouts.dashboard.queryOptions());
    return { user: await loadSession(queryClient, trpc) };
  },
  loader: async ({ context }) => {
    if (context.user)
      await context.queryClient.ensureQueryData(context.trpc.workouts.dashboard.queryOptions());
  },
  pendingComponent: StartingLoader,
  // The start-up loader goes as soon as the screen is ready: the router's default keeps a loader up
  // for at least 500 ms once shown, which on a cold start held back a ready page by up to 400 ms.
  pendingMinMs: 0,
  component: IndexPage,
});

function IndexPage() {
  const { user } = indexRoute.useRouteContext();
  if (!user) return <WelcomePage />;
  return (
    <SignedInLayout>
      <HomePage />
    </SignedInLayout>
  );
}
