import { date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What a goal tracks; every kind but `custom` follows the member's logged data. */
export type GoalKind =
  | 'custom'
  | 'lift_e1rm'
  | 'lift_top_set'
  | 'workouts_per_week'
  | 'weekly_sets'
  | 'total_volume'
  | 'body_weight';

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
    kind: text().$type<GoalKind>().notNull().default('custom'),
    /** lift goals: the exercise (lower-case canonical name) */
    exerciseName: text(),
    /** body weight goals: the weight when the goal was set, so losing and gaining both show progress */
    startValue: numeric({ precision: 14, scale: 3, mode: 'number' }),
    /** when currentValue first reached the target (the goal_achieved achievement is granted then) */
    achievedAt: timestamp({ withTimezone: true }),
    targetDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goals_user_idx').on(t.userId, t.createdAt)],
);

export type GoalRow = typeof goals.$inferSelect;
