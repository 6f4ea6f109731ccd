import type { ProgramSchedule } from '@coach/ai/schemas';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const programs = pgTable(
  'programs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    isActive: boolean().notNull().default(false),
    schedule: jsonb().$type<ProgramSchedule>().notNull(),
    aiGenerated: boolean().notNull().default(false),
    durationWeeks: integer().notNull().default(4),
    difficulty: text().notNull().default('beginner'),
    focusAreas: text().array().notNull().default([]),
    equipment: text().array().notNull().default([]),
    /** the draft's week-to-week progression in prose (the rules themselves sit on each exercise) */
    progression: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('programs_user_idx').on(t.userId),
    // At most one active program per member: activating one deactivates the other.
    uniqueIndex('programs_one_active').on(t.userId).where(sql`${t.isActive}`),
  ],
);

export type ProgramRow = typeof programs.$inferSelect;
