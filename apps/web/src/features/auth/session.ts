/** Who is signed in, as the router's guards and the screens see it. */
import type { QueryClient } from '@tanstack/react-query';
import { errorStatus } from '../../lib/errors.ts';
import type { Trpc, User } from '../../lib/trpc.ts';
import { mayBeSignedIn } from './session-hint.ts';

/**
 * The signed-in member, or null when signed out (401). Read through the query cache, so guards on
 * every navigation cost one request per session, not one per page. A browser with no session cookie
 * (see session-hint.ts) and no member in the cache is a visitor: no request at all.
 */
export async function loadSession(queryClient: QueryClient, trpc: Trpc): Promise<User | null> {
  if (queryClient.getQueryData(trpc.auth.me.queryKey()) === undefined && !mayBeSignedIn()) return null;
  try {
    return await queryClient.ensureQueryData(trpc.auth.me.queryOptions());
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    throw error;
  }
}

/**
 * After sign-in or registration: drop everything cached for whoever was here before (spec: refreshing
 * auth clears the cached query data) and seed the new member so home renders without a round trip.
 */
export function startSession(queryClient: QueryClient, trpc: Trpc, user: User) {
  queryClient.clear();
  queryClient.setQueryData(trpc.auth.me.queryKey(), user);
}
