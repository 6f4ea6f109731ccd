/** Sessions after Lucia's guide: the cookie holds a random token, the database only its SHA-256. */

import { type Db, sessions, users } from '@coach/db';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { eq, sql } from 'drizzle-orm';

export const SESSION_COOKIE = 'coach_session';
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
/** renew when fewer than this many days are left (sliding expiry) */
export const SESSION_RENEW_MS = 15 * DAY_MS;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Db, userId: number, token: string, now = new Date()) {
  const [session] = await db
    .insert(sessions)
    .values({ id: sessionIdOf(token), userId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
    .returning();
  return session!;
}

/**
 * Every request runs this lookup: built once per database handle as a prepared statement (named, so
 * PostgreSQL plans it once per connection) instead of building the query's SQL each time.
 */
const lookups = new WeakMap<Db, ReturnType<typeof buildLookup>>();
const buildLookup = (db: Db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_lookup');

function sessionLookup(db: Db) {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = buildLookup(db);
    lookups.set(db, lookup);
  }
  return lookup;
}

/**
 * The session and user for a cookie token, or null. Expired sessions are deleted; sessions in their
 * second half are extended (`renewed` tells the caller to re-send the cookie).
 */
export async function validateSessionToken(db: Db, token: string, now = new Date()) {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const id = sessionIdOf(token);
  const [row] = await sessionLookup(db).execute({ id });
  if (!row) return null;
  if (now.getTime() >= row.session.expiresAt.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let renewed = false;
  if (row.session.expiresAt.getTime() - now.getTime() < SESSION_RENEW_MS) {
    row.session.expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ expiresAt: row.session.expiresAt }).where(eq(sessions.id, id));
    renewed = true;
  }
  return { ...row, renewed };
}

export async function invalidateSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a member; answers how many there were. */
export async function invalidateAllSessions(db: Db, userId: number): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}
