/** Server entry: the router, the context and the session helpers the HTTP adapter needs. */

export { hashPassword } from './auth/password.ts';
export {
  type Backoff,
  backoffMs,
  LIMITS,
  type Limit,
  type LimitStore,
  LOGIN_BACKOFF,
  RateLimiter,
  secondsUntil,
} from './auth/rate-limit.ts';
export { PgLimitStore } from './auth/rate-limit-pg.ts';
export { SESSION_COOKIE, SESSION_TTL_MS, sessionIdOf, validateSessionToken } from './auth/session.ts';
export { SESSION_HINT_COOKIE } from './auth/session-hint.ts';
export { type CoachSettings, createAppCoach } from './coach/factory.ts';
export { MAX_BATCH_SIZE } from './common.ts';
export { type Context, type ContextOptions, createContextInner, type SessionCookieSink } from './context.ts';
export * from './errors.ts';
export { type AppRouter, appRouter, createCaller } from './root.ts';
export { INTERNAL_MESSAGE, type Meta, type RestMeta } from './trpc.ts';
