import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorStatus, isAuthError } from '../lib/errors.ts';

/**
 * Spec 1 §9: data is fresh for 5 minutes; failed reads retry up to 3 times, never on 401 or 403.
 * `onUnauthorized` hears every 401, from reads and writes alike (a session that expired mid-visit).
 */
export function createQueryClient(onUnauthorized?: () => void) {
  const onError = (error: unknown) => {
    if (errorStatus(error) === 401) onUnauthorized?.();
  };
  // Query starts out assuming a connection; a page opened offline must know at once, so reads wait
  // (keeping the cached data on screen) instead of failing.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: (failureCount, error) => !isAuthError(error) && failureCount < 3,
      },
      // A write offline fails at once rather than waiting unseen: the outbox or the screen's own
      // message takes over (a paused mutation is a spinner that never ends).
      mutations: { networkMode: 'always' },
    },
  });
}
