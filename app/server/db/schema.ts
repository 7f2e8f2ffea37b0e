import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  ListeningScript,
  ReadingPassage,
} from "../../features/learning-content/content-schema";

export type { ListeningScript, ReadingPassage };

export const jlptLevel = pgEnum("jlpt_level", ["N5", "N4", "N3", "N2", "N1"]);

/** One line of an example sentence or conversation, in every language we teach in. */
export type ExampleLine = { japanese: string; reading: string; english: string; nepali: string };
/** A text in both explanation languages: memory tips, notes, real-life use. */
export type Bilingual = { english: string; nepali: string };

/**
 * Columns every table loaded from content/ shares: a hash of the item as last loaded (so an
 * unchanged item costs no write) and when it left the content (hidden, never deleted, so
 * favourites that point at it keep working).
 */
const syncedColumns = () => ({
  contentHash: text("content_hash"),
  retiredAt: timestamp("retired_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
    partOfSpeech: text("part_of_speech"),
    /** "jouzu" for our own content; imported dictionaries name themselves ("edict"). */
    source: text("source").notNull().default("jouzu"),
    /** A word in common use (EDICT's "(P)" marker); ranks above rare words in search. */
    common: boolean("common").notNull().default(false),
    memoryTip: jsonb("memory_tip").$type<Bilingual>(),
    commonUsage: jsonb("common_usage").$type<ExampleLine[]>().notNull().default([]),
    notes: jsonb("notes").$type<Bilingual>(),
    alternativeForms: jsonb("alternative_forms").$type<string[]>().notNull().default([]),
    usuallyKana: boolean("usually_kana").notNull().default(false),
    /** The id of the transitive/intransitive partner (付く ↔ 付ける). */
    pairId: text("pair_id"),
    /** 1–5, computed when the content is loaded (content/README.md, "Difficulty"). */
    difficulty: integer("difficulty"),
    ...syncedColumns(),
  },
  (table) => [
    index("dictionary_entries_level_idx").on(table.jlptLevel),
    index("dictionary_entries_source_idx").on(table.source),
    // The search index asks for the latest change every 30 s; without this it scans every row.
    index("dictionary_entries_updated_at_idx").on(table.updatedAt),
  ],
);

export type GrammarMistake = { english: string; nepali?: string; wrong?: string; right?: string };
/** A word in some form (word: "verb", form: "te") or fixed text (text: "から"). */
export type FormationPart = { word: string; form?: string } | { text: string };
export type LevelNote = Bilingual & { level: "N4" | "N3" | "N2" | "N1" };

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
    rulesNepali: jsonb("rules_nepali").$type<string[]>(),
    /** Older content has English-only mistakes: `nepali` may be missing. */
    commonMistakes: jsonb("common_mistakes").$type<GrammarMistake[]>().notNull().default([]),
    conversation: jsonb("conversation").$type<ExampleLine[]>().notNull().default([]),
    formation: jsonb("formation").$type<FormationPart[][]>().notNull().default([]),
    related: jsonb("related").$type<string[]>().notNull().default([]),
    levelNotes: jsonb("level_notes").$type<LevelNote[]>().notNull().default([]),
    difficulty: integer("difficulty"),
    ...syncedColumns(),
  },
  (table) => [index("grammar_points_level_idx").on(table.jlptLevel)],
);

export type KanjiCompound = {
  word: string;
  reading: string;
  english: string;
  nepali: string;
  /** The reading of the kanji the word uses (ニチ, ひ, い.く) or "special". */
  readingUsed?: string;
};
export type KanjiComponents = {
  radical: { number: number; character: string; japanese?: string } & Bilingual;
  parts: string[];
};

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
    coreOnyomi: jsonb("core_onyomi").$type<string[]>().notNull().default([]),
    coreKunyomi: jsonb("core_kunyomi").$type<string[]>().notNull().default([]),
    components: jsonb("components").$type<KanjiComponents>(),
    memoryTip: jsonb("memory_tip").$type<Bilingual>(),
    realLifeUse: jsonb("real_life_use").$type<Bilingual>(),
    examples: jsonb("examples").$type<ExampleLine[]>().notNull().default([]),
    difficulty: integer("difficulty"),
    ...syncedColumns(),
  },
  (table) => [index("kanji_characters_level_idx").on(table.jlptLevel)],
);

/**
 * Reading passages and listening scripts (content/reading, content/listening): the practice
 * engine reads the whole validated item, so it is kept as one document; level and type are
 * columns because tests are drawn by them.
 */
export const readingPassages = pgTable(
  "reading_passages",
  {
    id: text("id").primaryKey(),
    jlptLevel: jlptLevel("jlpt_level").notNull(),
    type: text("type").notNull(),
    body: jsonb("body").$type<ReadingPassage>().notNull(),
    ...syncedColumns(),
  },
  (table) => [index("reading_passages_level_type_idx").on(table.jlptLevel, table.type)],
);

export const listeningScripts = pgTable(
  "listening_scripts",
  {
    id: text("id").primaryKey(),
    jlptLevel: jlptLevel("jlpt_level").notNull(),
    type: text("type").notNull(),
    body: jsonb("body").$type<ListeningScript>().notNull(),
    ...syncedColumns(),
  },
  (table) => [index("listening_scripts_level_type_idx").on(table.jlptLevel, table.type)],
);

/** Exchange rates as our server received them: one row per successful fetch from the provider. */
export type StoredRates = Record<string, number>;

export const exchangeRateSnapshots = pgTable(
  "exchange_rate_snapshots",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Currency the rates are quoted against (1 base = rate units of the other currency). */
    base: text("base").notNull(),
    /** Only the currencies the converter offers, so a row stays small whatever the provider sends. */
    rates: jsonb("rates").$type<StoredRates>().notNull(),
    /** When the provider says it last updated the rates (its `time_last_updated`). */
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The converter reads the newest row and the last row of each recent day.
  (table) => [index("exchange_rate_snapshots_fetched_at_idx").on(table.fetchedAt)],
);

/*
 * Accounts. better-auth reads and writes these four tables through its Drizzle adapter; the
 * property names are the ones it expects (user, session, account, verification models).
 */
export const students = pgTable("students", {
  id: text("id").primaryKey(),
  /** The full name given at sign-up. */
  name: text("full_name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** The sign-in before the current one: the dashboard's "last login". */
  previousLoginAt: timestamp("previous_login_at", { withTimezone: true }),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/** Sign-in methods of a student; for email and password, the scrypt hash lives here. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

/** Emailed codes (stored hashed) with their tries and expiry. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

export const favoriteItemType = pgEnum("favorite_item_type", ["word", "grammar", "kanji"]);

export const userFavorites = pgTable(
  "user_favorites",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    itemType: favoriteItemType("item_type").notNull(),
    /** The stable content id (dictionary_entries, grammar_points or kanji_characters). */
    itemId: text("item_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("user_favorites_user_item_idx").on(table.userId, table.itemType, table.itemId),
  ],
);

/** Counters for rate limits, shared by every instance on the same database (without Redis). */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Values the server generates once and every instance shares, such as the session secret. */
export const serverSettings = pgTable("server_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** Raw counts of a part of a practice test: a section, a scoring section or a question type. */
export type RawScore = { correct: number; total: number };
/** An estimated scaled score, always a range (the JLPT's own scaling is not public). */
export type ScoreRange = { low: number; high: number };
/** What a mock's estimate stores: per scoring section and in total, with the pass verdict. */
export type StoredEstimate = {
  total: ScoreRange;
  sections: Record<string, ScoreRange>;
  passed: boolean;
};

export const practiceResultKind = pgEnum("practice_result_kind", ["section", "mock"]);

/** A signed-in student's finished practice test: the dashboard's history and weakest types. */
export const practiceResults = pgTable(
  "practice_results",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    jlptLevel: jlptLevel("jlpt_level").notNull(),
    kind: practiceResultKind("kind").notNull(),
    /** The section practised (vocabulary, grammar, reading, listening); null for a mock. */
    section: text("section"),
    correct: integer("correct").notNull(),
    total: integer("total").notNull(),
    /** Raw score per section (a mock has several, a section practice one). */
    sections: jsonb("sections").$type<Record<string, RawScore>>().notNull(),
    /** Raw score per question type (kanji-reading, task, …). */
    types: jsonb("types").$type<Record<string, RawScore>>().notNull(),
    /** The estimated scaled score of a mock; null for a section practice. */
    estimate: jsonb("estimate").$type<StoredEstimate>(),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("practice_results_user_level_idx").on(table.userId, table.jlptLevel, table.takenAt),
  ],
);
