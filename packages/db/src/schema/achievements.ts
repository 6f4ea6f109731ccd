import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export type AchievementType = 'workout_complete' | 'streak' | 'goal_achieved' | 'personal_record' | 'other';

export const achievements = pgTable(
  'achievements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<AchievementType>().notNull(),
    /** What makes it "granted once", e.g. `workouts:10` or `streak:7`. */
    key: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default('Great achievement!'),
    data: jsonb().$type<Record<string, unknown>>(),
    isViewed: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('achievements_user_key').on(t.userId, t.key),
    index('achievements_user_idx').on(t.userId),
  ],
);

export type AchievementRow = typeof achievements.$inferSelect;
