import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const jlptLevel = pgEnum("jlpt_level", ["N5", "N4", "N3", "N2", "N1"]);

/** One line of an example sentence or conversation, in every language we teach in. */
export type ExampleLine = { japanese: string; reading: string; english: string; nepali: string };

export const dictionaryEntries = pgTable(
  "dictionary_entries",
  {
    id: text("id").primaryKey(),
    japanese: text("japanese").notNull(),
    reading: text("reading").notNull(),
    english: text("english").notNull(),
    nepali: text("nepali").notNull().default(""),
    jlptLevel: jlptLevel("jlpt_level"),
    examples: jsonb("examples").$type<ExampleLine[]>().notNull().default([]),
    conversation: jsonb("conversation").$type<ExampleLine[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("dictionary_entries_level_idx").on(table.jlptLevel)],
);

export const grammarPoints = pgTable(
  "grammar_points",
  {
    id: text("id").primaryKey(),
    jlptLevel: jlptLevel("jlpt_level").notNull(),
    pattern: text("pattern").notNull(),
    reading: text("reading").notNull(),
    englishExplanation: text("english_explanation").notNull(),
    nepaliExplanation: text("nepali_explanation").notNull(),
    rules: jsonb("rules").$type<string[]>().notNull().default([]),
    examples: jsonb("examples").$type<ExampleLine[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("grammar_points_level_idx").on(table.jlptLevel)],
);

export type KanjiCompound = { word: string; reading: string; meaning: string };

export const kanjiCharacters = pgTable(
  "kanji_characters",
  {
    id: text("id").primaryKey(),
    jlptLevel: jlptLevel("jlpt_level").notNull(),
    kanji: text("kanji").notNull(),
    strokes: integer("strokes").notNull(),
    onyomi: jsonb("onyomi").$type<string[]>().notNull().default([]),
    kunyomi: jsonb("kunyomi").$type<string[]>().notNull().default([]),
    englishMeaning: text("english_meaning").notNull(),
    nepaliMeaning: text("nepali_meaning").notNull(),
    compounds: jsonb("compounds").$type<KanjiCompound[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("kanji_characters_level_idx").on(table.jlptLevel)],
);
