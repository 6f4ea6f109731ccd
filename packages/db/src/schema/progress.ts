/**
 * Progress rollups: what the Progress page and the home streak read instead of walking a member's
 * whole history. Completed workouts are read-only, so these change only when a workout is completed
 * (added incrementally) or a completed one is deleted (rebuilt for that member).
 */
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { workouts } from './workouts.ts';

/** One row per member: lifetime totals, the current run of training days, last day per body group. */
export const trainingTotals = pgTable('training_totals', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  workouts: integer().notNull().default(0),
  /** seconds */
  seconds: integer().notNull().default(0),
  /** pounds */
  volume: numeric({ precision: 16, scale: 3, mode: 'number' }).notNull().default(0),
  firstDay: date({ mode: 'string' }),
  /** the latest day with a completed workout, and how many consecutive days end there */
  runEndsOn: date({ mode: 'string' }),
  runDays: integer().notNull().default(0),
  /** body group → the latest day it was trained */
  lastWorked: jsonb().$type<Record<string, string>>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One row per exercise per completed workout: the numbers the charts, insights and goals read. */
export const exerciseSessions = pgTable(
  'exercise_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workoutId: integer()
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    /** lower-case canonical name */
    exerciseName: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    /** completed sets, and the hard ones among them (what the body map counts) */
    sets: integer().notNull(),
    hardSets: integer().notNull(),
    /** pounds */
    volume: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull(),
    topWeight: numeric({ precision: 10, scale: 3, mode: 'number' }),
    topReps: integer(),
    bestEstimatedMax: numeric({ precision: 10, scale: 1, mode: 'number' }),
    /** load (pounds, as text) → most reps done with it in this session */
    repsAtWeight: jsonb().$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('exercise_sessions_workout_name').on(t.workoutId, t.exerciseName),
    index('exercise_sessions_user_name_date_idx').on(t.userId, t.exerciseName, t.date.desc()),
    index('exercise_sessions_user_date_idx').on(t.userId, t.date.desc()),
    // The all-time best e1RM of an exercise (earliest day on a tie) is the first entry: one index probe.
    index('exercise_sessions_user_name_e1rm_idx').on(
      t.userId,
      t.exerciseName,
      t.bestEstimatedMax.desc().nullsLast(),
      t.date,
    ),
  ],
);

/** A member's best reps at each load of each exercise, all time (PRs by rep count derive from it). */
export const exerciseBests = pgTable(
  'exercise_bests',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseName: text().notNull(),
    /** pounds */
    weight: numeric({ precision: 10, scale: 3, mode: 'number' }).notNull(),
    reps: integer().notNull(),
    date: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exerciseName, t.weight] })],
);

export type TrainingTotalsRow = typeof trainingTotals.$inferSelect;
export type ExerciseSessionRow = typeof exerciseSessions.$inferSelect;
export type ExerciseBestRow = typeof exerciseBests.$inferSelect;
