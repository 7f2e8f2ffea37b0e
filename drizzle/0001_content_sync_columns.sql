ALTER TABLE "dictionary_entries" ADD COLUMN "part_of_speech" text;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "source" text DEFAULT 'jouzu' NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grammar_points" ADD COLUMN "rules_nepali" jsonb;--> statement-breakpoint
ALTER TABLE "grammar_points" ADD COLUMN "common_mistakes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "grammar_points" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "grammar_points" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kanji_characters" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "kanji_characters" ADD COLUMN "retired_at" timestamp with time zone;