CREATE TYPE "public"."practice_result_kind" AS ENUM('section', 'mock');--> statement-breakpoint
CREATE TABLE "practice_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"jlpt_level" "jlpt_level" NOT NULL,
	"kind" "practice_result_kind" NOT NULL,
	"section" text,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"types" jsonb NOT NULL,
	"estimate" jsonb,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_results" ADD CONSTRAINT "practice_results_user_id_students_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_results_user_level_idx" ON "practice_results" USING btree ("user_id","jlpt_level","taken_at");