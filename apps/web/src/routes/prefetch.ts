/**
 * A route's data, asked for as early as possible: from the signed-in layout's guard, in the same tick
 * as the member check, so a cold start sends both in one batched request (and the page's code loads
 * beside it) instead of waiting for the check, then the code, then the data. Routes opt in with
 * `staticData: { prefetch }`; it also runs on hover preloads and on every navigation, where React
 * Query skips data that is still fresh.
 */
import type { RouterContext } from './root.tsx';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    prefetch?: (context: RouterContext) => void;
  }
}

export function prefetchMatches(
  matches: { staticData?: { prefetch?: (c: RouterContext) => void } }[],
  context: RouterContext,
) {
  for (const match of matches) match.staticData?.prefetch?.(context);
}
