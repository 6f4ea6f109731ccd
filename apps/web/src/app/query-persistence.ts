/**
 * The last-seen data survives a reload: the query cache is written to IndexedDB (at most once a
 * second, successful queries only) and read back before the first render, so a member who opens the
 * app offline sees their home, history and journals as they last saw them. TanStack's own persisters
 * stop at 5.104 and would bring a second query-core; dehydrate/hydrate are the same mechanism.
 */
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { openDb, transact } from '../lib/idb.ts';

const KEY = 'query-cache';
/** Older data is more confusing than helpful, and a new build may read differently. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const THROTTLE_MS = 1000;

interface Persisted {
  savedAt: number;
  build: string;
  state: DehydratedState;
}

const build = import.meta.env.MODE;

/** Fills the cache from IndexedDB; never throws (no storage just means nothing to show offline). */
export async function restoreQueryCache(queryClient: QueryClient): Promise<void> {
  try {
    const db = await openDb();
    const saved = (await transact(db, 'kv', 'readonly', (s) => s.get(KEY))) as Persisted | undefined;
    if (!saved || saved.build !== build || Date.now() - saved.savedAt > MAX_AGE_MS) return;
    hydrate(queryClient, saved.state);
    // Shown at once, but never trusted as fresh: each restored query refetches when a screen uses it
    // (online), so a change made just before a reload is not hidden by the copy saved before it.
    await queryClient.invalidateQueries({ refetchType: 'none' });
  } catch {
    // nothing restored
  }
}

async function save(queryClient: QueryClient) {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (q) => q.state.status === 'success',
  });
  const db = await openDb();
  const value: Persisted = { savedAt: Date.now(), build, state };
  await transact(db, 'kv', 'readwrite', (s) => s.put(value, KEY));
}

/** Keeps IndexedDB in step with the cache; answers an unsubscribe. */
export function persistQueryCache(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    save(queryClient).catch(() => undefined);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed' && event.type !== 'added') return;
    timer ??= setTimeout(flush, THROTTLE_MS);
  });
  // Leaving or reloading within the throttle window must not lose the last answers.
  const onHide = () => {
    if (timer) flush();
  };
  window.addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', onHide);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('pagehide', onHide);
    document.removeEventListener('visibilitychange', onHide);
  };
}

/** On sign-out: nothing of the member stays on the device. */
export async function forgetPersistedQueries(): Promise<void> {
  try {
    const db = await openDb();
    await transact(db, 'kv', 'readwrite', (s) => s.delete(KEY));
  } catch {
    // nothing stored
  }
}
