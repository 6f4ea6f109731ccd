import type { Progression } from '@coach/ai/schemas';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { exercises, workouts } from './workouts.ts';

export const PLANNED_STATUSES = ['planned', 'done', 'skipped', 'swapped'] as const;
export type PlannedStatus = (typeof PLANNED_STATUSES)[number];

/**
 * What a program day prescribed, one row per set, kept apart from what was done (`exercises`) so plan
 * and performance can be compared. A planned set points at the done set that fulfilled it.
 */
export const plannedSets = pgTable(
  'planned_sets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workoutId: integer()
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    /** the exercise's place in the day (0-based); its sets share it */
    position: integer().notNull(),
    setNumber: integer().notNull(),
    name: text().notNull(),
    /** "8", "8-12", "AMRAP", "30s" as the program wrote it */
    targetReps: text().notNull(),
    /** pounds, rounded to a load the member can make in their unit; null for unloaded moves */
    targetWeight: numeric({ precision: 10, scale: 3, mode: 'number' }),
    targetRpe: numeric({ precision: 4, scale: 1, mode: 'number' }),
    /** seconds */
    restTime: integer(),
    notes: text(),
    muscleGroups: text().array().notNull().default([]),
    /** the program week and day; null for a plan given without a program */
    week: integer(),
    dayNumber: integer(),
    /** a deload week's set: history reads skip it when judging progress */
    deload: boolean().notNull().default(false),
    status: text({ enum: PLANNED_STATUSES }).notNull().default('planned'),
    /** the done set that fulfilled this one */
    exerciseId: integer().references(() => exercises.id, { onDelete: 'set null' }),
    /** the progression rule the target came from */
    rule: jsonb().$type<Progression>(),
    /** why this target: "Last time 3×12 @ RPE 8 → +5 lb", or the no-history starting suggestion */
    basis: text(),
    /** whether the target came from the member's own logged sets (false: a first-session guess) */
    hasHistory: boolean().notNull().default(false),
    /** the exercise this one replaced (swap for today) */
    swappedFrom: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('planned_sets_workout_idx').on(t.workoutId, t.position, t.setNumber)],
);

export type PlannedSetRow = typeof plannedSets.$inferSelect;
