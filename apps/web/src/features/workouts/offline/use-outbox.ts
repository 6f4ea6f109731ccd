/** The outbox in React: its items for rendering, writes that fall back to it, and replay when online. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useOnlineStatus } from '../../../lib/connectivity.tsx';
import { errorMessage, errorStatus, isNetworkError } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { type ApiClient, useTRPC, useTRPCClient } from '../../../lib/trpc.ts';
import { createOutbox, type Outbox, type OutboxItem, type OutboxWrite, replayOutbox } from './outbox.ts';

const outboxes = new Map<number, Outbox>();
const replays = new Map<number, Promise<unknown>>();

export function outboxFor(memberId: number): Outbox {
  let outbox = outboxes.get(memberId);
  if (!outbox) {
    outbox = createOutbox(memberId, { legacy: window.localStorage });
    outboxes.set(memberId, outbox);
  }
  return outbox;
}

/** The server's final word on a write: retrying it cannot help. Session and rate limits can pass. */
export function isFinalRefusal(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}

/** The call behind each kind of waiting write. */
function sendWrite(client: ApiClient, item: OutboxItem): Promise<unknown> {
  switch (item.kind) {
    case 'addSets':
      return client.exercises.add.mutate(item.input);
    case 'journal':
      return client.workouts.journal.mutate(item.input);
    case 'updateGroup':
      return client.exercises.updateGroup.mutate(item.input);
    case 'complete':
      return client.workouts.complete.mutate(item.input);
  }
}

/** Waiting items, re-rendered when they change (in this tab). */
export function useOutboxItems(memberId: number): OutboxItem[] {
  const outbox = outboxFor(memberId);
  return useSyncExternalStore(outbox.subscribe, outbox.list, outbox.list);
}

type AddSetsWrite = Extract<OutboxWrite, { kind: 'addSets' }>;

export type WriteResult<R> = { status: 'saved'; result: R } | { status: 'queued' };

/**
 * A write that survives having no connection: straight to the server when online with nothing waiting
 * (so order is kept), otherwise into the outbox, which also catches a request that never got an answer.
 * The server's refusals throw, as do storage failures (a DOMException) when queueing.
 */
export function useOfflineWrite(memberId: number) {
  const flush = useOutboxFlush(memberId);
  return useCallback(
    async <R>(write: OutboxWrite, id: string, direct: () => Promise<R>): Promise<WriteResult<R>> => {
      const outbox = outboxFor(memberId);
      await outbox.ready.catch(() => undefined);
      if (navigator.onLine && outbox.list().length === 0) {
        try {
          return { status: 'saved', result: await direct() };
        } catch (error) {
          if (!isNetworkError(error)) throw error;
        }
      }
      await outbox.enqueue(write, id);
      if (navigator.onLine) void flush();
      return { status: 'queued' };
    },
    [memberId, flush],
  );
}

/** Logs sets through the outbox; shows them at once when the server saved them. */
export function useLogSets(memberId: number) {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const write = useOfflineWrite(memberId);
  return useCallback(
    async (input: AddSetsWrite['input']) => {
      const outcome = await write({ kind: 'addSets', input }, input.idempotencyKey, () =>
        client.exercises.add.mutate(input),
      );
      if (outcome.status === 'saved') {
        // Show the sets at once; the refetch below then brings the server's totals.
        queryClient.setQueryData(trpc.workouts.byId.queryKey({ id: input.workoutId }), (old) =>
          old ? { ...old, exercises: [...old.exercises, ...outcome.result] } : old,
        );
        void queryClient.invalidateQueries({ queryKey: trpc.workouts.pathKey() });
      }
      return outcome;
    },
    [client, queryClient, trpc, write],
  );
}

/** Sends what waits, one replay at a time; refreshes the workouts when something landed. */
export function useOutboxFlush(memberId: number) {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const running = replays.get(memberId);
    if (running) return running;
    const run = replayOutbox(outboxFor(memberId), (item) => sendWrite(client, item), isFinalRefusal)
      .then((result) => {
        if (result.sent.length || result.rejected.length)
          void queryClient.invalidateQueries({ queryKey: trpc.workouts.pathKey() });
        const first = result.rejected[0];
        if (first) {
          toast({
            title: 'Some changes were not saved',
            message: errorMessage(first.error, 'The server refused them.'),
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
  const waiting = useOutboxItems(memberId).length;
  useEffect(() => {
    if (online && waiting) void flush();
  }, [online, flush, waiting]);
  return null;
}
