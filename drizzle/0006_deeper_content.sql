ALTER TABLE "dictionary_entries" ADD COLUMN "memory_tip" jsonb;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "common_usage" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "notes" jsonb;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "alternative_forms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "usually_kana" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "pair_id" text;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "difficulty" integer;--> statement-breakpoint
ALTER TABLE "grammar_points" ADD COLUMN "conversation" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "grammar_points" ADD COLUMN "formation" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "grammar_points" ADD COLUMN "related" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "grammar_points" ADD COLUMN "level_notes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "grammar_points" ADD COLUMN "difficulty" integer;--> statement-breakpoint
ALTER TABLE "kanji_characters" ADD COLUMN "core_onyomi" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kanji_characters" ADD COLUMN "core_kunyomi" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kanji_characters" ADD COLUMN "components" jsonb;--> statement-breakpoint
ALTER TABLE "kanji_characters" ADD COLUMN "memory_tip" jsonb;--> statement-breakpoint
ALTER TABLE "kanji_characters" ADD COLUMN "real_life_use" jsonb;--> statement-breakpoint
ALTER TABLE "kanji_characters" ADD COLUMN "examples" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kanji_characters" ADD COLUMN "difficulty" integer;