import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Reference data: the six body-map groups, ids 1-6, seeded by a migration. */
export const muscleGroups = pgTable('muscle_groups', {
  id: integer().primaryKey(),
  name: text().notNull(),
  region: text().notNull(),
  displayName: text().notNull(),
  svgId: text().notNull(),
});

export const exerciseMuscleMapping = pgTable('exercise_muscle_mapping', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  exerciseName: text().notNull(),
  muscleGroupId: integer()
    .notNull()
    .references(() => muscleGroups.id),
  primaryMuscle: boolean().notNull().default(true),
});
