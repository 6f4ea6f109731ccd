import { errorStatus } from '../../../lib/errors.ts';
import type { Trpc } from '../../../lib/trpc.ts';

/** The journal's read; a missing workout (404) is an answer, not a hiccup, so it is not retried. */
export const journalQuery = (trpc: Trpc, id: number) => ({
  ...trpc.workouts.byId.queryOptions({ id }),
  retry: (failures: number, error: unknown) => {
    const status = errorStatus(error);
    return status !== 404 && status !== 401 && status !== 403 && failures < 3;
  },
});
