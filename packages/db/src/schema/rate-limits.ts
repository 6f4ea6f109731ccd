import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters shared by every API process (sign-in, sign-up, the coach's daily provider calls):
 * one row per key, updated with one atomic upsert. `resetAt` ends the window (or, for backoff keys,
 * forgets the failures); `blockedUntil` is the backoff's current wait.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
  blockedUntil: timestamp({ withTimezone: true }),
});
