CREATE TABLE "exercise_bests" (
	"user_id" integer NOT NULL,
	"exercise_name" text NOT NULL,
	"weight" numeric(10, 3) NOT NULL,
	"reps" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "exercise_bests_user_id_exercise_name_weight_pk" PRIMARY KEY("user_id","exercise_name","weight")
);
--> statement-breakpoint
CREATE TABLE "exercise_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exercise_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"workout_id" integer NOT NULL,
	"exercise_name" text NOT NULL,
	"date" date NOT NULL,
	"sets" integer NOT NULL,
	"hard_sets" integer NOT NULL,
	"volume" numeric(14, 3) NOT NULL,
	"top_weight" numeric(10, 3),
	"top_reps" integer,
	"best_estimated_max" numeric(10, 1),
	"reps_at_weight" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"workouts" integer DEFAULT 0 NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"volume" numeric(16, 3) DEFAULT 0 NOT NULL,
	"first_day" date,
	"run_ends_on" date,
	"run_days" integer DEFAULT 0 NOT NULL,
	"last_worked" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "kind" text DEFAULT 'custom' NOT NULL;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "exercise_name" text;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "start_value" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "achieved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exercise_bests" ADD CONSTRAINT "exercise_bests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_sessions" ADD CONSTRAINT "exercise_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_sessions" ADD CONSTRAINT "exercise_sessions_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_totals" ADD CONSTRAINT "training_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_sessions_workout_name" ON "exercise_sessions" USING btree ("workout_id","exercise_name");--> statement-breakpoint
CREATE INDEX "exercise_sessions_user_name_date_idx" ON "exercise_sessions" USING btree ("user_id","exercise_name","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exercise_sessions_user_date_idx" ON "exercise_sessions" USING btree ("user_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exercise_sessions_user_name_e1rm_idx" ON "exercise_sessions" USING btree ("user_id","exercise_name","best_estimated_max" DESC NULLS LAST,"date");--> statement-breakpoint
CREATE INDEX "workouts_user_open_idx" ON "workouts" USING btree ("user_id","date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "workouts"."is_completed";