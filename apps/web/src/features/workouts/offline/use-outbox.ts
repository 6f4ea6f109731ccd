/** The outbox in React: its items for rendering, logging that falls back to it, and replay when online. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useOnlineStatus } from '../../../lib/connectivity.tsx';
import { errorMessage, errorStatus, isNetworkError } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { type RouterOutputs, useTRPC, useTRPCClient } from '../../../lib/trpc.ts';
import { type AddSetsInput, createOutbox, type Outbox, type OutboxItem, replayOutbox } from './outbox.ts';

const outboxes = new Map<number, Outbox>();
const replays = new Map<number, Promise<unknown>>();

function outboxFor(memberId: number): Outbox {
  let outbox = outboxes.get(memberId);
  if (!outbox) {
    outbox = createOutbox(window.localStorage, memberId);
    outboxes.set(memberId, outbox);
  }
  return outbox;
}

/** The server's final word on a set: retrying it cannot help. Session and rate limits can pass. */
export function isFinalRefusal(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}

/** Waiting items, re-rendered when they change (in this tab). */
export function useOutboxItems(memberId: number): OutboxItem[] {
  const outbox = outboxFor(memberId);
  return useSyncExternalStore(outbox.subscribe, outbox.list, outbox.list);
}

type AddResult = { status: 'saved'; records: RouterOutputs['exercises']['add'] } | { status: 'queued' };

/**
 * Logs sets: straight to the server when online with nothing waiting (so order is kept), otherwise into
 * the outbox, which also catches a request that never got an answer. Other failures throw.
 */
export function useLogSets(memberId: number) {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const flush = useOutboxFlush(memberId);
  return useCallback(
    async (input: AddSetsInput & { idempotencyKey: string }): Promise<AddResult> => {
      const outbox = outboxFor(memberId);
      if (navigator.onLine && outbox.list().length === 0) {
        try {
          const records = await client.exercises.add.mutate(input);
          // Show the sets at once; the refetch below then brings the server's totals.
          queryClient.setQueryData(trpc.workouts.byId.queryKey({ id: input.workoutId }), (old) =>
            old ? { ...old, exercises: [...old.exercises, ...records] } : old,
          );
          void queryClient.invalidateQueries({ queryKey: trpc.workouts.pathKey() });
          return { status: 'saved', records };
        } catch (error) {
          if (!isNetworkError(error)) throw error;
        }
      }
      outbox.enqueue(input);
      if (navigator.onLine) void flush();
      return { status: 'queued' };
    },
    [client, memberId, flush, queryClient, trpc],
  );
}

/** Sends what waits, one replay at a time; refreshes the journal when something landed. */
export function useOutboxFlush(memberId: number) {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const running = replays.get(memberId);
    if (running) return running;
    const run = replayOutbox(
      outboxFor(memberId),
      (input) => client.exercises.add.mutate(input),
      isFinalRefusal,
    )
      .then((result) => {
        if (result.sent.length || result.rejected.length)
          void queryClient.invalidateQueries({ queryKey: trpc.workouts.pathKey() });
        const first = result.rejected[0];
        if (first) {
          toast({
            title: 'Some sets were not saved',
            message: `${first.item.input.name}: ${errorMessage(first.error, 'The server refused them.')}`,
            tone: 'error',
            autoClose: false,
          });
        }
        return result;
      })
      .finally(() => replays.delete(memberId));
    replays.set(memberId, run);
    return run;
  }, [client, memberId, queryClient, trpc]);
}

/** Replays on mount and whenever the browser comes back online. Renders nothing. */
export function OutboxSync({ memberId }: { memberId: number }) {
  const online = useOnlineStatus();
  const flush = useOutboxFlush(memberId);
  useEffect(() => {
    if (online && outboxFor(memberId).list().length) void flush();
  }, [online, flush, memberId]);
  return null;
}
