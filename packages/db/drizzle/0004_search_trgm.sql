CREATE INDEX "exercises_name_trgm_idx" ON "exercises" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workouts_name_trgm_idx" ON "workouts" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workouts_notes_trgm_idx" ON "workouts" USING gin (lower("notes") gin_trgm_ops);