import type { WorkoutAnalysis } from '@coach/ai/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { programs } from './programs.ts';
import { users } from './users.ts';

export const workouts = pgTable(
  'workouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    notes: text(),
    /** The local calendar day it was performed (backfill sets it). */
    date: date({ mode: 'string' }).notNull(),
    /** seconds */
    duration: integer(),
    /** pounds */
    totalVolume: numeric({ precision: 14, scale: 3, mode: 'number' }),
    calories: integer(),
    aiAnalysis: jsonb().$type<WorkoutAnalysis>(),
    aiGenerateName: boolean().notNull().default(false),
    isCompleted: boolean().notNull().default(false),
    completedAt: timestamp({ withTimezone: true }),
    programId: integer().references(() => programs.id, { onDelete: 'set null' }),
    programDay: integer(),
    /** the week of the program this session belongs to (with programDay: where "today" resumes) */
    programWeek: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workouts_user_date_idx').on(t.userId, t.date.desc(), t.id.desc()),
    index('workouts_user_created_idx').on(t.userId, t.createdAt),
    // Starting the same program day twice resumes the open session instead of opening a second one.
    uniqueIndex('workouts_one_open_program_day')
      .on(t.userId, t.programId, t.programWeek, t.programDay)
      .where(sql`${t.programId} is not null and not ${t.isCompleted}`),
    // The workout to resume (home): only in-progress rows, so finding none does not read the history.
    index('workouts_user_open_idx').on(t.userId, t.date.desc(), t.id.desc()).where(sql`not ${t.isCompleted}`),
    // history search: lower(column) LIKE '%text%' through trigrams (the pg_trgm migration adds the
    // extension); the planner takes them once a table is large enough for a scan to cost more
    index('workouts_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('workouts_notes_trgm_idx').using('gin', sql`lower(${t.notes}) gin_trgm_ops`),
  ],
);

/** One record per performed set (sets = 1). */
export const exercises = pgTable(
  'exercises',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workoutId: integer()
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    sets: integer().notNull().default(1),
    reps: integer(),
    /** pounds, 3 decimals so a kg entry round-trips */
    weight: numeric({ precision: 10, scale: 3, mode: 'number' }),
    /** stored as RPE; RIR users see 10 - rpe */
    rpe: numeric({ precision: 4, scale: 1, mode: 'number' }),
    /** seconds */
    restTime: integer(),
    notes: text(),
    muscleGroups: text().array().notNull().default([]),
    isBodyweight: boolean().notNull().default(false),
    baseWeight: numeric({ precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
    totalWeight: numeric({ precision: 10, scale: 3, mode: 'number' }),
    isCompleted: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exercises_workout_idx').on(t.workoutId, t.position, t.id),
    index('exercises_name_idx').on(t.name),
    index('exercises_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export type WorkoutRow = typeof workouts.$inferSelect;
export type ExerciseRow = typeof exercises.$inferSelect;
