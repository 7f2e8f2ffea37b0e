import { and, eq, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/server/db/client.server";
import {
  dictionaryEntries,
  grammarPoints,
  kanjiCharacters,
  listeningScripts,
  readingPassages,
} from "~/server/db/schema";
import { contentHash, replaceAllColumns } from "~/server/db/synced-rows";
import type { ContentLevel, GrammarPoint } from "./content-schema";
import { computeDifficulties } from "./difficulty";
import {
  loadLearningContent,
  type LearningContent,
  type PracticeMaterial,
} from "./load-content.server";

type TableReport = { inserted: number; updated: number; retired: number; unchanged: number };
export type SyncReport = {
  vocabulary: TableReport;
  kanji: TableReport;
  grammar: TableReport;
  reading: TableReport;
  listening: TableReport;
  durationMs: number;
};

const toLevel = (level: ContentLevel) => level.toUpperCase() as Uppercase<ContentLevel>;

/** Older content lists mistakes as English strings; the table holds objects either way. */
const mistakes = (point: GrammarPoint) =>
  (point.commonMistakes ?? []).map((mistake) =>
    typeof mistake === "string" ? { english: mistake } : mistake,
  );

function rowsFor(content: LearningContent & PracticeMaterial) {
  const difficulty = computeDifficulties({
    vocabulary: content.vocabulary.map(({ level, entry }) => ({ level: toLevel(level), entry })),
    kanji: content.kanji.map(({ level, entry }) => ({ level: toLevel(level), entry })),
    grammar: content.grammar.map(({ level, entry }) => ({ level: toLevel(level), entry })),
  });
  return {
    vocabulary: content.vocabulary.map(({ level, entry }) => ({
      id: entry.id,
      japanese: entry.japanese,
      reading: entry.reading,
      english: entry.english,
      nepali: entry.nepali,
      jlptLevel: toLevel(level),
      partOfSpeech: entry.partOfSpeech,
      examples: entry.examples,
      conversation: entry.conversation ?? [],
      source: "jouzu",
      memoryTip: entry.memoryTip ?? null,
      commonUsage: entry.commonUsage ?? [],
      notes: entry.notes ?? null,
      alternativeForms: entry.alternativeForms ?? [],
      usuallyKana: entry.usuallyKana ?? false,
      pairId: entry.pair ?? null,
      difficulty: difficulty.get(entry.id) ?? null,
    })),
    kanji: content.kanji.map(({ level, entry }) => ({
      id: entry.id,
      jlptLevel: toLevel(level),
      kanji: entry.kanji,
      strokes: entry.strokes,
      onyomi: entry.onyomi,
      kunyomi: entry.kunyomi,
      englishMeaning: entry.english,
      nepaliMeaning: entry.nepali,
      compounds: entry.compounds,
      coreOnyomi: entry.coreOnyomi ?? [],
      coreKunyomi: entry.coreKunyomi ?? [],
      components: entry.components ?? null,
      memoryTip: entry.memoryTip ?? null,
      realLifeUse: entry.realLifeUse ?? null,
      examples: entry.examples ?? [],
      difficulty: difficulty.get(entry.id) ?? null,
    })),
    grammar: content.grammar.map(({ level, entry }) => ({
      id: entry.id,
      jlptLevel: toLevel(level),
      pattern: entry.pattern,
      reading: entry.reading,
      englishExplanation: entry.englishExplanation,
      nepaliExplanation: entry.nepaliExplanation,
      rules: entry.rules,
      rulesNepali: entry.rulesNepali ?? null,
      examples: entry.examples,
      commonMistakes: mistakes(entry),
      conversation: entry.conversation ?? [],
      formation: entry.formation ?? [],
      related: entry.related ?? [],
      levelNotes: entry.levelNotes ?? [],
      difficulty: difficulty.get(entry.id) ?? null,
    })),
    // The practice engine reads passages and scripts whole: stored as the validated item.
    reading: content.reading.map(({ level, entry }) => ({
      id: entry.id,
      jlptLevel: toLevel(level),
      type: entry.type,
      body: entry,
    })),
    listening: content.listening.map(({ level, entry }) => ({
      id: entry.id,
      jlptLevel: toLevel(level),
      type: entry.type,
      body: entry,
    })),
  };
}

type SyncedTable =
  | typeof dictionaryEntries
  | typeof kanjiCharacters
  | typeof grammarPoints
  | typeof readingPassages
  | typeof listeningScripts;
const batchSize = 250;

/**
 * Makes one table hold exactly the given rows of our content: new rows inserted, changed rows
 * (by content hash) updated, rows that left the content retired (hidden, kept for favourites),
 * and nothing written at all when nothing changed.
 */
async function syncTable(
  db: Database,
  table: SyncedTable,
  rows: ({ id: string } & Record<string, unknown>)[],
  ownRows: ReturnType<typeof and> | undefined,
): Promise<TableReport> {
  const existing = await db
    .select({ id: table.id, contentHash: table.contentHash, retiredAt: table.retiredAt })
    .from(table)
    .where(ownRows);
  const known = new Map(existing.map((row) => [row.id, row]));
  const hashed = rows.map((row) => ({ ...row, contentHash: contentHash(row) }));
  const changed = hashed.filter((row) => {
    const before = known.get(row.id);
    return !before || before.contentHash !== row.contentHash || before.retiredAt !== null;
  });
  const wanted = new Set(rows.map((row) => row.id));
  const gone = existing.filter((row) => !wanted.has(row.id) && row.retiredAt === null);

  if (changed.length > 0 || gone.length > 0) {
    const updateAll = replaceAllColumns(table as PgTable);
    await db.transaction(async (tx) => {
      for (let start = 0; start < changed.length; start += batchSize) {
        const batch = changed
          .slice(start, start + batchSize)
          .map((row) => ({ ...row, retiredAt: null, updatedAt: new Date() }));
        await tx
          .insert(table)
          .values(batch as never)
          .onConflictDoUpdate({ target: table.id, set: updateAll });
      }
      if (gone.length > 0) {
        await tx
          .update(table)
          .set({ retiredAt: new Date(), updatedAt: new Date() })
          .where(
            inArray(
              table.id,
              gone.map((row) => row.id),
            ),
          );
      }
    });
  }
  const inserted = changed.filter((row) => !known.has(row.id)).length;
  return {
    inserted,
    updated: changed.length - inserted,
    retired: gone.length,
    unchanged: rows.length - changed.length,
  };
}

/** Loads content/ into the database. Run at start; cheap when nothing changed. */
export async function syncLearningContent(db: Database, contentDir: string): Promise<SyncReport> {
  const started = performance.now();
  const rows = rowsFor(await loadLearningContent(contentDir));
  const vocabulary = await syncTable(
    db,
    dictionaryEntries,
    rows.vocabulary,
    eq(dictionaryEntries.source, "jouzu"),
  );
  const kanji = await syncTable(db, kanjiCharacters, rows.kanji, undefined);
  const grammar = await syncTable(db, grammarPoints, rows.grammar, undefined);
  const reading = await syncTable(db, readingPassages, rows.reading, undefined);
  const listening = await syncTable(db, listeningScripts, rows.listening, undefined);
  return {
    vocabulary,
    kanji,
    grammar,
    reading,
    listening,
    durationMs: Math.round(performance.now() - started),
  };
}
