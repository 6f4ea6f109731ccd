import { QueryClient } from '@tanstack/react-query';
import { isAuthError } from '../lib/errors.ts';

/** Spec 1 §9: data is fresh for 5 minutes; failed reads retry up to 3 times, never on 401 or 403. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: (failureCount, error) => !isAuthError(error) && failureCount < 3,
      },
    },
  });
}
