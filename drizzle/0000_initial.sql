CREATE TYPE "public"."jlpt_level" AS ENUM('N5', 'N4', 'N3', 'N2', 'N1');--> statement-breakpoint
CREATE TABLE "dictionary_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"japanese" text NOT NULL,
	"reading" text NOT NULL,
	"english" text NOT NULL,
	"nepali" text DEFAULT '' NOT NULL,
	"jlpt_level" "jlpt_level",
	"examples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conversation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grammar_points" (
	"id" text PRIMARY KEY NOT NULL,
	"jlpt_level" "jlpt_level" NOT NULL,
	"pattern" text NOT NULL,
	"reading" text NOT NULL,
	"english_explanation" text NOT NULL,
	"nepali_explanation" text NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"examples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanji_characters" (
	"id" text PRIMARY KEY NOT NULL,
	"jlpt_level" "jlpt_level" NOT NULL,
	"kanji" text NOT NULL,
	"strokes" integer NOT NULL,
	"onyomi" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kunyomi" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"english_meaning" text NOT NULL,
	"nepali_meaning" text NOT NULL,
	"compounds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dictionary_entries_level_idx" ON "dictionary_entries" USING btree ("jlpt_level");--> statement-breakpoint
CREATE INDEX "grammar_points_level_idx" ON "grammar_points" USING btree ("jlpt_level");--> statement-breakpoint
CREATE INDEX "kanji_characters_level_idx" ON "kanji_characters" USING btree ("jlpt_level");