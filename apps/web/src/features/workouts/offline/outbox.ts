/**
 * Writes made offline (or whose request never reached the server) wait here, in order, in IndexedDB,
 * until they can be sent: logged sets, journal entries, group edits and completions. Each carries an
 * idempotency key (its id), so sending one twice (a replay after the server saved it but the answer was
 * lost) still saves it once. An item leaves the outbox only after the server answered it.
 *
 * Reads are synchronous (a mirror of the stored items, for rendering); writes resolve once IndexedDB
 * has committed them. Items from the older localStorage outbox (sets only) move here on first open.
 */
import { openDb, transact } from '../../../lib/idb.ts';
import type { RouterInputs } from '../../../lib/trpc.ts';

export type AddSetsInput = RouterInputs['exercises']['add'];
type Keyed<T> = T & { idempotencyKey: string };

/** What can wait for a connection, and the call that sends it. */
export type OutboxWrite =
  | { kind: 'addSets'; input: Keyed<AddSetsInput> }
  | { kind: 'journal'; input: Keyed<RouterInputs['workouts']['journal']> }
  | { kind: 'updateGroup'; input: RouterInputs['exercises']['updateGroup'] }
  | { kind: 'complete'; input: RouterInputs['workouts']['complete'] };

export type OutboxItem = OutboxWrite & {
  /** the idempotency key */
  id: string;
  memberId: number;
  queuedAt: number;
  /** order among items queued in the same millisecond */
  seq: number;
};

/** The localStorage key the first outbox used (`autosave_outbox_<memberId>`, sets only). */
export const LEGACY_PREFIX = 'autosave_outbox';

type Listener = () => void;

export interface Outbox {
  /** resolves once the stored items are loaded (and old ones migrated) */
  readonly ready: Promise<void>;
  list(): OutboxItem[];
  enqueue(write: OutboxWrite, id: string): Promise<OutboxItem>;
  remove(id: string): Promise<void>;
  subscribe(listener: Listener): () => void;
}

const byOrder = (a: OutboxItem, b: OutboxItem) => a.queuedAt - b.queuedAt || a.seq - b.seq;

function isLegacyItem(v: unknown): v is { id: string; queuedAt: number; input: Keyed<AddSetsInput> } {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.id === 'string' && typeof o.queuedAt === 'number' && !!o.input && typeof o.input === 'object'
  );
}

function legacyItems(storage: Storage | undefined, memberId: number): OutboxItem[] {
  try {
    const raw = storage?.getItem(`${LEGACY_PREFIX}_${memberId}`);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isLegacyItem)
      .map((i, seq) => ({ kind: 'addSets', input: i.input, id: i.id, memberId, queuedAt: i.queuedAt, seq }));
  } catch {
    return [];
  }
}

/** One member's outbox: items carry their id, so a second account on the device never sends them. */
export function createOutbox(
  memberId: number,
  { factory, legacy }: { factory?: IDBFactory; legacy?: Storage } = {},
): Outbox {
  const listeners = new Set<Listener>();
  let items: OutboxItem[] = [];
  let seq = 0;
  const changed = (next: OutboxItem[]) => {
    items = next;
    for (const l of listeners) l();
  };
  const db = openDb(factory);

  const ready = (async () => {
    const conn = await db;
    const moved = legacyItems(legacy, memberId);
    for (const item of moved) await transact(conn, 'outbox', 'readwrite', (s) => s.put(item));
    // Only once they are stored here does the old copy go.
    if (moved.length) legacy?.removeItem(`${LEGACY_PREFIX}_${memberId}`);
    const all = (await transact(conn, 'outbox', 'readonly', (s) => s.getAll())) as OutboxItem[];
    const mine = all.filter((i) => i.memberId === memberId).sort(byOrder);
    seq = mine.reduce((max, i) => Math.max(max, i.seq + 1), 0);
    // Anything enqueued before loading finished is already in `items`; keep it after what was stored.
    changed([...mine, ...items.filter((i) => !mine.some((m) => m.id === i.id))]);
  })();
  // No IndexedDB (disabled storage): reads stay empty and enqueue throws, which the caller reports.
  ready.catch(() => undefined);

  return {
    ready,
    list: () => items,
    async enqueue(write, id) {
      await ready;
      const existing = items.find((i) => i.id === id);
      if (existing) return existing;
      const item = { ...write, id, memberId, queuedAt: Date.now(), seq: seq++ } as OutboxItem;
      // A full or blocked IndexedDB must surface: the caller keeps the entry on screen and warns.
      await transact(await db, 'outbox', 'readwrite', (s) => s.put(item));
      changed([...items, item]);
      return item;
    },
    async remove(id) {
      await transact(await db, 'outbox', 'readwrite', (s) => s.delete(id));
      if (items.some((i) => i.id === id)) changed(items.filter((i) => i.id !== id));
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
  send: (item: OutboxItem) => Promise<unknown>,
  isFinalRefusal: (error: unknown) => boolean,
): Promise<ReplayResult> {
  await outbox.ready;
  const result: ReplayResult = { sent: [], rejected: [], stopped: false };
  const tried = new Set<string>();
  for (;;) {
    const next = outbox.list().find((i) => !tried.has(i.id));
    if (!next) return result;
    tried.add(next.id);
    try {
      await send(next);
      await outbox.remove(next.id);
      result.sent.push(next);
    } catch (error) {
      if (!isFinalRefusal(error)) {
        result.stopped = true;
        return result;
      }
      await outbox.remove(next.id);
      result.rejected.push({ item: next, error });
    }
  }
}
