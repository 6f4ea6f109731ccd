/**
 * Sets logged while offline (or when the request never reached the server) wait here, in order, in
 * localStorage, until they can be sent. Each carries its idempotency key, so sending one twice (a replay
 * after the server saved it but the answer was lost) still saves it once. An item leaves the outbox only
 * after the server answered it.
 */
import type { RouterInputs } from '../../../lib/trpc.ts';

export type AddSetsInput = RouterInputs['exercises']['add'];
export interface OutboxItem {
  /** the idempotency key */
  id: string;
  queuedAt: number;
  input: AddSetsInput & { idempotencyKey: string };
}

export const OUTBOX_PREFIX = 'autosave_outbox';

type Listener = () => void;

export interface Outbox {
  readonly storageKey: string;
  list(): OutboxItem[];
  enqueue(input: AddSetsInput & { idempotencyKey: string }): OutboxItem;
  remove(id: string): void;
  subscribe(listener: Listener): () => void;
}

function isItem(v: unknown): v is OutboxItem {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.id === 'string' && typeof o.queuedAt === 'number' && !!o.input && typeof o.input === 'object'
  );
}

/** One member's outbox; the key holds their id so a second account on the device never sends it. */
export function createOutbox(storage: Storage, memberId: number): Outbox {
  const storageKey = `${OUTBOX_PREFIX}_${memberId}`;
  const listeners = new Set<Listener>();
  let cache: { raw: string | null; items: OutboxItem[] } = { raw: null, items: [] };

  const read = (): OutboxItem[] => {
    let raw: string | null = null;
    try {
      raw = storage.getItem(storageKey);
    } catch {
      return cache.items;
    }
    if (raw === cache.raw) return cache.items;
    let items: OutboxItem[] = [];
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      items = Array.isArray(parsed) ? parsed.filter(isItem) : [];
    } catch {
      items = [];
    }
    cache = { raw, items };
    return items;
  };

  const write = (items: OutboxItem[]) => {
    const raw = JSON.stringify(items);
    // A full or disabled storage must surface: the caller then keeps the sets on screen and warns.
    storage.setItem(storageKey, raw);
    cache = { raw, items };
    for (const l of listeners) l();
  };

  return {
    storageKey,
    list: read,
    enqueue(input) {
      const existing = read().find((i) => i.id === input.idempotencyKey);
      if (existing) return existing;
      const item: OutboxItem = { id: input.idempotencyKey, queuedAt: Date.now(), input };
      write([...read(), item]);
      return item;
    },
    remove(id) {
      const items = read();
      if (items.some((i) => i.id === id)) write(items.filter((i) => i.id !== id));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface ReplayResult {
  sent: OutboxItem[];
  /** refused by the server (e.g. the workout was completed or deleted); not retried */
  rejected: { item: OutboxItem; error: unknown }[];
  /** true when the replay stopped early and items remain for the next attempt */
  stopped: boolean;
}

/**
 * Sends items oldest first, one at a time so the server keeps their order. On a failure that is not a
 * final answer (no connection, a server error, an expired session) it stops and keeps that item and
 * everything after it. Items queued during the replay are sent in the same run.
 */
export async function replayOutbox(
  outbox: Outbox,
  send: (input: OutboxItem['input']) => Promise<unknown>,
  isFinalRefusal: (error: unknown) => boolean,
): Promise<ReplayResult> {
  const result: ReplayResult = { sent: [], rejected: [], stopped: false };
  const tried = new Set<string>();
  for (;;) {
    const next = outbox.list().find((i) => !tried.has(i.id));
    if (!next) return result;
    tried.add(next.id);
    try {
      await send(next.input);
      outbox.remove(next.id);
      result.sent.push(next);
    } catch (error) {
      if (!isFinalRefusal(error)) {
        result.stopped = true;
        return result;
      }
      outbox.remove(next.id);
      result.rejected.push({ item: next, error });
    }
  }
}
