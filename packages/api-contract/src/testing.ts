/** Test factories: a fresh database per test file and signed-in callers with unique members. */
import { randomUUID } from 'node:crypto';
import type { Db } from '@coach/db';
import { createTestDb } from '@coach/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { RateLimiter } from './auth/rate-limit.ts';
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
  const auth = await validateSessionToken(db, jar.token!);
  const signedIn = createCaller(
    createContextInner({ db, auth, sessionToken: jar.token, limiter: new RateLimiter() }),
  );
  return { caller: signedIn, user, email, password, token: jar.token! };
}
