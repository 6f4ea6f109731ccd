import { idempotencyKeys } from '@coach/db';
import { and, eq } from 'drizzle-orm';
import { conflict } from '../trpc.ts';
import type { Executor } from './executor.ts';

/** Thrown inside the transaction when a concurrent request stored the same key first: roll back, replay. */
class LostRace extends Error {}

interface Once<T> {
  db: Executor;
  userId: number;
  key: string | undefined;
  procedure: string;
  /** the write; answers the result and the ids of what it created */
  write: (tx: Executor) => Promise<{ result: T; ids: number[] }>;
  /** answers a replay from the stored ids */
  replay: (ids: number[]) => Promise<T>;
}

/**
 * Offline sync resends writes it is unsure about. A replayed key (same member) answers from the ids the
 * first call stored, re-read now, without writing again. Storing ids rather than the response body keeps
 * the answer's types exact (dates stay dates) and reflects edits made since.
 */
export async function once<T>({ db, userId, key, procedure, write, replay }: Once<T>): Promise<T> {
  if (!key) return db.transaction(async (tx) => (await write(tx)).result);
  const stored = await storedIds(db, userId, key, procedure);
  if (stored) return replay(stored);
  try {
    return await db.transaction(async (tx) => {
      const { result, ids } = await write(tx);
      const saved = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, procedure, response: JSON.stringify({ ids }) })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (!saved.length) throw new LostRace();
      return result;
    });
  } catch (error) {
    if (!(error instanceof LostRace)) throw error;
    const ids = await storedIds(db, userId, key, procedure);
    return replay(ids ?? []);
  }
}

async function storedIds(db: Executor, userId: number, key: string, procedure: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return null;
  if (row.procedure !== procedure)
    throw conflict('This idempotency key was already used for another request');
  const parsed = JSON.parse(row.response) as { ids?: unknown };
  return Array.isArray(parsed.ids) ? parsed.ids.filter((id): id is number => typeof id === 'number') : [];
}
