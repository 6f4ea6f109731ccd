/** The typed API client: tRPC over /trpc with the session cookie, and the React bindings. */
import type { AppRouter } from '@coach/api-contract';
import { MAX_BATCH_SIZE } from '@coach/api-contract/limits';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCContext, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';

export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type User = RouterOutputs['auth']['me'];

/** The options proxy (`trpc.auth.me.queryOptions()`), as carried in the router context. */
export type Trpc = TRPCOptionsProxy<AppRouter>;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** `url` is absolute only in tests, which run without a page origin. */
export function createApiClient(url = '/trpc') {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url,
        // The server answers 400 to bigger batches; split them here instead.
        maxItems: MAX_BATCH_SIZE,
        fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
      }),
    ],
  });
}
export type ApiClient = ReturnType<typeof createApiClient>;
