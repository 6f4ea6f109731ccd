/**
 * The app's IndexedDB database, promise-shaped. Two stores: `outbox` (writes waiting for a connection,
 * keyed by idempotency key) and `kv` (the persisted query cache). IndexedDB, not localStorage: it
 * survives storage pressure better, holds more, and does not block the main thread while writing.
 */
const NAME = 'pocket-coach';
const VERSION = 1;
export type StoreName = 'outbox' | 'kv';

let opening: Promise<IDBDatabase> | undefined;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** `factory` defaults to the page's IndexedDB; tests pass their own. */
export function openDb(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<IDBDatabase> {
  if (!factory) return Promise.reject(new DOMException('IndexedDB is not available', 'NotSupportedError'));
  if (factory !== globalThis.indexedDB) return openWith(factory);
  opening ??= openWith(factory).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

function openWith(factory: IDBFactory): Promise<IDBDatabase> {
  const req = factory.open(NAME, VERSION);
  req.onupgradeneeded = () => {
    const db = req.result;
    if (!db.objectStoreNames.contains('outbox')) db.createObjectStore('outbox', { keyPath: 'id' });
    if (!db.objectStoreNames.contains('kv')) db.createObjectStore('kv');
  };
  return request(req);
}

/** One transaction; resolves once it is committed (durable), not merely requested. */
export async function transact<T>(
  db: IDBDatabase,
  store: StoreName,
  mode: IDBTransactionMode,
  work: (s: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const tx = db.transaction(store, mode);
  const result = request(work(tx.objectStore(store)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
  return result;
}
