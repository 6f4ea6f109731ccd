import { type Coach, createCoach } from '@coach/ai';
import type { Db, SessionRow, UserRow } from '@coach/db';
import { type LimitStore, RateLimiter } from './auth/rate-limit.ts';

/** Lets procedures issue and clear the session cookie; HTTP adapters write a Set-Cookie. */
export interface SessionCookieSink {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface ContextOptions {
  db: Db;
  auth?: { session: SessionRow; user: UserRow } | null;
  cookies?: SessionCookieSink;
  /** client address, for rate limits */
  ip?: string;
  /** attempt counters; the server passes a shared store (PostgreSQL or Redis) */
  limiter?: LimitStore;
  /** the coach behind the AI features; the offline coach (unrecorded) when not given */
  coach?: Coach;
  /** the session token the request carried, so logout can end exactly that session */
  sessionToken?: string | null;
}

const noCookies: SessionCookieSink = { set() {}, clear() {} };
const sharedLimiter = new RateLimiter();
const offlineCoach = createCoach();

/** The context without HTTP: tests and internal tools call procedures with it through createCaller. */
export function createContextInner(opts: ContextOptions) {
  return {
    db: opts.db,
    user: opts.auth?.user ?? null,
    session: opts.auth?.session ?? null,
    sessionToken: opts.sessionToken ?? null,
    cookies: opts.cookies ?? noCookies,
    ip: opts.ip ?? 'local',
    limiter: opts.limiter ?? (sharedLimiter as LimitStore),
    coach: opts.coach ?? offlineCoach,
  };
}
export type Context = ReturnType<typeof createContextInner>;
