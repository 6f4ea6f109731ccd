import { date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const goals = pgTable(
  'goals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    targetValue: numeric({ precision: 14, scale: 3, mode: 'number' }),
    currentValue: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    unit: text(),
    category: text().notNull(),
    muscleGroup: text(),
    status: text().notNull().default('active'),
    targetDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goals_user_idx').on(t.userId, t.createdAt)],
);

export type GoalRow = typeof goals.$inferSelect;
