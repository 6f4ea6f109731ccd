/** Test factories: a fresh database per test file and signed-in callers with unique members. */
import { randomUUID } from 'node:crypto';
import type { Coach } from '@coach/ai';
import type { Db } from '@coach/db';
import { createTestDb } from '@coach/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { RateLimiter } from './auth/rate-limit.ts';

export { limitStoreContract } from './auth/limit-store-contract.ts';

import { validateSessionToken } from './auth/session.ts';
import { createContextInner } from './context.ts';
import { createCaller } from './root.ts';

/** Opens a fresh migrated database for this test file (PGlite, or DATABASE_URL's server). */
export function useTestDb() {
  const state = { db: undefined as unknown as Db, close: async () => {} };
  beforeAll(async () => {
    const handle = await createTestDb();
    state.db = handle.db;
    state.close = handle.close;
  });
  afterAll(() => state.close());
  return state;
}

/** A caller with no session, collecting the cookie the procedures set. */
export function anonymousCaller(
  db: Db,
  ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) {
  const jar: { token: string | null } = { token: null };
  const caller = createCaller(
    createContextInner({
      db,
      ip,
      limiter: new RateLimiter(),
      cookies: {
        set(token) {
          jar.token = token;
        },
        clear() {
          jar.token = null;
        },
      },
    }),
  );
  return { caller, jar };
}

/**
 * The next request of the member holding `token`: a fresh context, so it sees preferences saved since.
 */
export async function callerFor(db: Db, token: string, opts: { coach?: Coach } = {}) {
  const auth = await validateSessionToken(db, token);
  return createCaller(
    createContextInner({ db, auth, sessionToken: token, limiter: new RateLimiter(), ...opts }),
  );
}

/** Registers a unique member and answers a caller signed in as them. */
export async function signedInCaller(db: Db, overrides: { firstName?: string; timeZone?: string } = {}) {
  const email = `member-${randomUUID()}@example.com`;
  const password = 'correct horse';
  const { caller, jar } = anonymousCaller(db);
  const user = await caller.auth.register({
    email,
    password,
    firstName: overrides.firstName ?? 'Sam',
    ...overrides,
  });
  const signedIn = await callerFor(db, jar.token!);
  return { caller: signedIn, user, email, password, token: jar.token! };
}
