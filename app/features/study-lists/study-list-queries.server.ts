import { and, count, eq, isNull, max, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { JlptLevel } from "~/lib/jlpt";
import type { Database } from "~/server/db/client.server";
import { dictionaryEntries, grammarPoints, kanjiCharacters } from "~/server/db/schema";
import {
  grammarDetail,
  kanjiDetail,
  vocabularyDetail,
  type GrammarDetail,
  type KanjiDetail,
  type VocabularyDetail,
} from "./detail-queries.server";
import { readList, type ListSource, type RowOptions } from "./list-cache.server";
import { kanjiSortReading, sortReading } from "./list-order";
import type { ListQuery } from "./paging";

export type { StudyList } from "./list-cache.server";
export type { GrammarDetail, KanjiDetail, VocabularyDetail };

/**
 * The count and the latest change of every row of a level, retired ones included: an insert,
 * an update or a retirement moves the latest change (the content sync stamps updated_at), and a
 * row that moves to another level changes the count.
 */
async function levelRevision(
  db: Database,
  table: PgTable,
  updatedAt: PgColumn,
  where: SQL | undefined,
): Promise<string> {
  const [row] = await db
    .select({ rows: count(), latest: max(updatedAt) })
    .from(table)
    .where(where);
  const latest = row?.latest;
  return `${row?.rows ?? 0}@${latest instanceof Date ? latest.toISOString() : String(latest)}`;
}

// Vocabulary: our own level words only (not imported dictionary entries).
const ourLevelWords = (level: JlptLevel) =>
  and(eq(dictionaryEntries.jlptLevel, level), eq(dictionaryEntries.source, "jouzu"));

type VocabularyItem = {
  id: string;
  japanese: string;
  reading: string;
  english: string;
  nepali: string;
};
/** A row shows the word, its reading and its meaning (Nepali first for Nepali readers). */
export type VocabularyRow = Omit<VocabularyItem, "nepali"> & { nepali?: string };

const vocabularySource: ListSource<VocabularyItem, VocabularyRow, VocabularyDetail> = {
  name: "vocabulary",
  revision: (db, level) =>
    levelRevision(db, dictionaryEntries, dictionaryEntries.updatedAt, ourLevelWords(level)),
  items: (db, level) =>
    db
      .select({
        id: dictionaryEntries.id,
        japanese: dictionaryEntries.japanese,
        reading: dictionaryEntries.reading,
        english: dictionaryEntries.english,
        nepali: dictionaryEntries.nepali,
      })
      .from(dictionaryEntries)
      .where(and(ourLevelWords(level), isNull(dictionaryEntries.retiredAt))),
  sortKeys: (word) => ({ reading: sortReading(word.reading), written: word.japanese, id: word.id }),
  filterSource: (word) => ({
    written: word.japanese,
    readings: [word.reading],
    english: word.english,
    nepali: word.nepali,
  }),
  // Rows stay lean: the Nepali only for readers who see it, examples only in the details.
  row: ({ nepali, ...row }, options: RowOptions) =>
    options.nepali && nepali ? { ...row, nepali } : row,
  detail: (db, level, id) => vocabularyDetail(db, level, id),
};

type GrammarItem = {
  id: string;
  pattern: string;
  reading: string;
  englishExplanation: string;
  nepaliExplanation: string;
};
export type GrammarRow = Pick<GrammarItem, "id" | "pattern" | "reading">;

const grammarSource: ListSource<GrammarItem, GrammarRow, GrammarDetail> = {
  name: "grammar",
  revision: (db, level) =>
    levelRevision(db, grammarPoints, grammarPoints.updatedAt, eq(grammarPoints.jlptLevel, level)),
  items: (db, level) =>
    db
      .select({
        id: grammarPoints.id,
        pattern: grammarPoints.pattern,
        reading: grammarPoints.reading,
        englishExplanation: grammarPoints.englishExplanation,
        nepaliExplanation: grammarPoints.nepaliExplanation,
      })
      .from(grammarPoints)
      .where(and(eq(grammarPoints.jlptLevel, level), isNull(grammarPoints.retiredAt))),
  // ～ and ／ are not read: ～てください sorts under て.
  sortKeys: (point) => ({
    reading: sortReading(point.reading),
    written: point.pattern,
    id: point.id,
  }),
  filterSource: (point) => ({
    written: point.pattern,
    readings: [point.reading],
    english: point.englishExplanation,
    nepali: point.nepaliExplanation,
  }),
  row: ({ id, pattern, reading }) => ({ id, pattern, reading }),
  detail: (db, level, id) => grammarDetail(db, level, id),
};

type KanjiItem = {
  id: string;
  kanji: string;
  strokes: number;
  onyomi: string[];
  kunyomi: string[];
  englishMeaning: string;
  nepaliMeaning: string;
};
export type KanjiRow = Pick<KanjiItem, "id" | "kanji" | "strokes">;

const kanjiSource: ListSource<KanjiItem, KanjiRow, KanjiDetail> = {
  name: "kanji",
  revision: (db, level) =>
    levelRevision(
      db,
      kanjiCharacters,
      kanjiCharacters.updatedAt,
      eq(kanjiCharacters.jlptLevel, level),
    ),
  items: (db, level) =>
    db
      .select({
        id: kanjiCharacters.id,
        kanji: kanjiCharacters.kanji,
        strokes: kanjiCharacters.strokes,
        onyomi: kanjiCharacters.onyomi,
        kunyomi: kanjiCharacters.kunyomi,
        englishMeaning: kanjiCharacters.englishMeaning,
        nepaliMeaning: kanjiCharacters.nepaliMeaning,
      })
      .from(kanjiCharacters)
      .where(and(eq(kanjiCharacters.jlptLevel, level), isNull(kanjiCharacters.retiredAt))),
  // Stroke count first, then the reading.
  sortKeys: (kanji) => ({
    strokes: kanji.strokes,
    reading: kanjiSortReading(kanji.onyomi, kanji.kunyomi),
    written: kanji.kanji,
    id: kanji.id,
  }),
  filterSource: (kanji) => ({
    written: kanji.kanji,
    readings: [...kanji.onyomi, ...kanji.kunyomi],
    english: kanji.englishMeaning,
    nepali: kanji.nepaliMeaning,
  }),
  row: ({ id, kanji, strokes }) => ({ id, kanji, strokes }),
  detail: (db, level, id) => kanjiDetail(db, level, id),
};

export const readVocabularyList = (
  db: Database,
  level: JlptLevel,
  query: ListQuery,
  options?: RowOptions,
) => readList(vocabularySource, db, level, query, options);
export const readGrammarList = (db: Database, level: JlptLevel, query: ListQuery) =>
  readList(grammarSource, db, level, query);
export const readKanjiList = (db: Database, level: JlptLevel, query: ListQuery) =>
  readList(kanjiSource, db, level, query);
