import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Every coach call, for cost, latency and the per-user daily provider limit. */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    feature: text().notNull(),
    provider: text().notNull(),
    model: text().notNull(),
    latencyMs: integer().notNull(),
    inputTokens: integer(),
    outputTokens: integer(),
    outcome: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_calls_user_day_idx').on(t.userId, t.createdAt)],
);
