CREATE TABLE "planned_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planned_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workout_id" integer NOT NULL,
	"position" integer NOT NULL,
	"set_number" integer NOT NULL,
	"name" text NOT NULL,
	"target_reps" text NOT NULL,
	"target_weight" numeric(10, 3),
	"target_rpe" numeric(4, 1),
	"rest_time" integer,
	"notes" text,
	"muscle_groups" text[] DEFAULT '{}' NOT NULL,
	"week" integer,
	"day_number" integer,
	"deload" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"exercise_id" integer,
	"rule" jsonb,
	"basis" text,
	"has_history" boolean DEFAULT false NOT NULL,
	"swapped_from" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "progression" text;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "program_week" integer;--> statement-breakpoint
ALTER TABLE "planned_sets" ADD CONSTRAINT "planned_sets_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_sets" ADD CONSTRAINT "planned_sets_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planned_sets_workout_idx" ON "planned_sets" USING btree ("workout_id","position","set_number");--> statement-breakpoint
CREATE UNIQUE INDEX "workouts_one_open_program_day" ON "workouts" USING btree ("user_id","program_id","program_week","program_day") WHERE "workouts"."program_id" is not null and not "workouts"."is_completed";