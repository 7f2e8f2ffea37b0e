CREATE TABLE "listening_scripts" (
	"id" text PRIMARY KEY NOT NULL,
	"jlpt_level" "jlpt_level" NOT NULL,
	"type" text NOT NULL,
	"body" jsonb NOT NULL,
	"content_hash" text,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_passages" (
	"id" text PRIMARY KEY NOT NULL,
	"jlpt_level" "jlpt_level" NOT NULL,
	"type" text NOT NULL,
	"body" jsonb NOT NULL,
	"content_hash" text,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listening_scripts_level_type_idx" ON "listening_scripts" USING btree ("jlpt_level","type");--> statement-breakpoint
CREATE INDEX "reading_passages_level_type_idx" ON "reading_passages" USING btree ("jlpt_level","type");