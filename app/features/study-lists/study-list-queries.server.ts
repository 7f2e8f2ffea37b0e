import { and, eq, isNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { JlptLevel } from "~/lib/jlpt";
import type { Database } from "~/server/db/client.server";
import { dictionaryEntries, grammarPoints, kanjiCharacters } from "~/server/db/schema";
import { pageCountOf, pageOfPosition, pageSize, type ListQuery } from "./paging";

/**
 * One level's list, read in pages: lean rows (only what a row shows) for one page, the total,
 * and the full record of the selected item alone.
 */
type ListSource<Row, Detail> = {
  count: (db: Database, level: JlptLevel) => Promise<number>;
  page: (db: Database, level: JlptLevel, offset: number) => Promise<Row[]>;
  detail: (db: Database, level: JlptLevel, id: string) => Promise<Detail | undefined>;
  /** How many rows of the level sort before this item: its zero-based position. */
  position: (db: Database, level: JlptLevel, item: Detail) => Promise<number>;
};

export type StudyList<Row, Detail> = {
  total: number;
  page: number;
  pageCount: number;
  rows: Row[];
  /** The selected item, or null when none is selected or the id is not in this level's list. */
  selected: Detail | null;
};

// Byte order ("C"): the same order on PGlite and on any PostgreSQL server, whatever its locale
// (kana in gojūon order, then kanji); the id breaks ties so pages never overlap.
const inCodeOrder = (column: AnyColumn) => sql`${column} collate "C"`;

/**
 * Reads the requested page of a list (or, with only ?item, the page the item is on).
 * Undefined when the URL asks for a page the list does not have.
 */
async function readList<Row, Detail>(
  source: ListSource<Row, Detail>,
  db: Database,
  level: JlptLevel,
  query: ListQuery,
): Promise<StudyList<Row, Detail> | undefined> {
  const [total, selected] = await Promise.all([
    source.count(db, level),
    query.item ? source.detail(db, level, query.item) : undefined,
  ]);
  const pageCount = pageCountOf(total);
  let page = query.page ?? 1;
  if (query.page === null && selected) {
    page = pageOfPosition(await source.position(db, level, selected));
  }
  if (page > pageCount) return undefined;
  const rows = await source.page(db, level, (page - 1) * pageSize);
  return { total, page, pageCount, rows, selected: selected ?? null };
}

// Vocabulary: our own level words only (not imported dictionary entries), not retired.
const inVocabularyList = (level: JlptLevel): SQL | undefined =>
  and(
    eq(dictionaryEntries.jlptLevel, level),
    eq(dictionaryEntries.source, "jouzu"),
    isNull(dictionaryEntries.retiredAt),
  );

const vocabularySource = {
  count: (db, level) => db.$count(dictionaryEntries, inVocabularyList(level)),
  page: (db, level, offset) =>
    db
      .select({
        id: dictionaryEntries.id,
        japanese: dictionaryEntries.japanese,
        reading: dictionaryEntries.reading,
        english: dictionaryEntries.english,
      })
      .from(dictionaryEntries)
      .where(inVocabularyList(level))
      .orderBy(inCodeOrder(dictionaryEntries.japanese), inCodeOrder(dictionaryEntries.id))
      .limit(pageSize)
      .offset(offset),
  detail: async (db, level, id) =>
    (
      await db
        .select({
          id: dictionaryEntries.id,
          japanese: dictionaryEntries.japanese,
          reading: dictionaryEntries.reading,
          english: dictionaryEntries.english,
          nepali: dictionaryEntries.nepali,
          examples: dictionaryEntries.examples,
          conversation: dictionaryEntries.conversation,
        })
        .from(dictionaryEntries)
        .where(and(inVocabularyList(level), eq(dictionaryEntries.id, id)))
    )[0],
  position: (db, level, item) =>
    db.$count(
      dictionaryEntries,
      and(
        inVocabularyList(level),
        sql`(${inCodeOrder(dictionaryEntries.japanese)}, ${inCodeOrder(dictionaryEntries.id)}) < (${item.japanese}, ${item.id})`,
      ),
    ),
} satisfies ListSource<unknown, { japanese: string; id: string }>;

const inGrammarList = (level: JlptLevel) =>
  and(eq(grammarPoints.jlptLevel, level), isNull(grammarPoints.retiredAt));

const grammarSource = {
  count: (db, level) => db.$count(grammarPoints, inGrammarList(level)),
  page: (db, level, offset) =>
    db
      .select({
        id: grammarPoints.id,
        pattern: grammarPoints.pattern,
        reading: grammarPoints.reading,
      })
      .from(grammarPoints)
      .where(inGrammarList(level))
      .orderBy(inCodeOrder(grammarPoints.pattern), inCodeOrder(grammarPoints.id))
      .limit(pageSize)
      .offset(offset),
  detail: async (db, level, id) =>
    (
      await db
        .select({
          id: grammarPoints.id,
          pattern: grammarPoints.pattern,
          reading: grammarPoints.reading,
          englishExplanation: grammarPoints.englishExplanation,
          nepaliExplanation: grammarPoints.nepaliExplanation,
          rules: grammarPoints.rules,
          rulesNepali: grammarPoints.rulesNepali,
          examples: grammarPoints.examples,
        })
        .from(grammarPoints)
        .where(and(inGrammarList(level), eq(grammarPoints.id, id)))
    )[0],
  position: (db, level, item) =>
    db.$count(
      grammarPoints,
      and(
        inGrammarList(level),
        sql`(${inCodeOrder(grammarPoints.pattern)}, ${inCodeOrder(grammarPoints.id)}) < (${item.pattern}, ${item.id})`,
      ),
    ),
} satisfies ListSource<unknown, { pattern: string; id: string }>;

const inKanjiList = (level: JlptLevel) =>
  and(eq(kanjiCharacters.jlptLevel, level), isNull(kanjiCharacters.retiredAt));

const kanjiSource = {
  count: (db, level) => db.$count(kanjiCharacters, inKanjiList(level)),
  page: (db, level, offset) =>
    db
      .select({
        id: kanjiCharacters.id,
        kanji: kanjiCharacters.kanji,
        strokes: kanjiCharacters.strokes,
      })
      .from(kanjiCharacters)
      .where(inKanjiList(level))
      .orderBy(kanjiCharacters.strokes, inCodeOrder(kanjiCharacters.id))
      .limit(pageSize)
      .offset(offset),
  detail: async (db, level, id) =>
    (
      await db
        .select({
          id: kanjiCharacters.id,
          kanji: kanjiCharacters.kanji,
          strokes: kanjiCharacters.strokes,
          onyomi: kanjiCharacters.onyomi,
          kunyomi: kanjiCharacters.kunyomi,
          englishMeaning: kanjiCharacters.englishMeaning,
          nepaliMeaning: kanjiCharacters.nepaliMeaning,
          compounds: kanjiCharacters.compounds,
        })
        .from(kanjiCharacters)
        .where(and(inKanjiList(level), eq(kanjiCharacters.id, id)))
    )[0],
  position: (db, level, item) =>
    db.$count(
      kanjiCharacters,
      and(
        inKanjiList(level),
        sql`(${kanjiCharacters.strokes}, ${inCodeOrder(kanjiCharacters.id)}) < (${item.strokes}, ${item.id})`,
      ),
    ),
} satisfies ListSource<unknown, { strokes: number; id: string }>;

type RowOf<S> = S extends { page: (...args: never[]) => Promise<(infer R)[]> } ? R : never;
type DetailOf<S> = S extends { detail: (...args: never[]) => Promise<infer D | undefined> }
  ? D
  : never;

export type VocabularyRow = RowOf<typeof vocabularySource>;
export type VocabularyDetail = DetailOf<typeof vocabularySource>;
export type GrammarRow = RowOf<typeof grammarSource>;
export type GrammarDetail = DetailOf<typeof grammarSource>;
export type KanjiRow = RowOf<typeof kanjiSource>;
export type KanjiDetail = DetailOf<typeof kanjiSource>;

export const readVocabularyList = (db: Database, level: JlptLevel, query: ListQuery) =>
  readList(vocabularySource, db, level, query);
export const readGrammarList = (db: Database, level: JlptLevel, query: ListQuery) =>
  readList(grammarSource, db, level, query);
export const readKanjiList = (db: Database, level: JlptLevel, query: ListQuery) =>
  readList(kanjiSource, db, level, query);
