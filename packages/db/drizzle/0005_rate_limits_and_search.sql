CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "exercises_name_trgm_idx" ON "exercises" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workouts_name_trgm_idx" ON "workouts" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workouts_notes_trgm_idx" ON "workouts" USING gin (lower("notes") gin_trgm_ops);