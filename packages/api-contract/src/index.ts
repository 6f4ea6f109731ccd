/** Server entry: the router, the context and the session helpers the HTTP adapter needs. */

export { hashPassword } from './auth/password.ts';
export { RateLimiter } from './auth/rate-limit.ts';
export { SESSION_COOKIE, sessionIdOf, validateSessionToken } from './auth/session.ts';
export { type CoachSettings, createAppCoach } from './coach/factory.ts';
export { type Context, type ContextOptions, createContextInner, type SessionCookieSink } from './context.ts';
export * from './errors.ts';
export { type AppRouter, appRouter, createCaller } from './root.ts';
export type { Meta, RestMeta } from './trpc.ts';
