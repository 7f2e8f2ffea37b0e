import { asc, isNull, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { grammarPoints, kanjiCharacters } from "~/server/db/schema";
import type { Searchable } from "./site-search";
import { grammarDocument, kanjiDocument, type GrammarRow, type KanjiRow } from "./study-items";

type StudyItems = {
  revision: string;
  grammar: Searchable<GrammarRow>[];
  kanji: Searchable<KanjiRow>[];
};

const loaded = new WeakMap<Database, Promise<StudyItems>>();

/**
 * When grammar or kanji last changed. Content sync never deletes a row (it retires it, which
 * updates it), so the latest `updated_at` of each table moves with every change.
 */
async function revisionOf(db: Database): Promise<string> {
  // One round trip for both tables: this runs for every search.
  const result = await db.execute<{ grammar: unknown; kanji: unknown }>(sql`
    select (select max(${grammarPoints.updatedAt}) from ${grammarPoints})::text as grammar,
           (select max(${kanjiCharacters.updatedAt}) from ${kanjiCharacters})::text as kanji`);
  const [row] = result.rows;
  return `${String(row?.grammar ?? "")}|${String(row?.kanji ?? "")}`;
}

async function load(db: Database, revision: string): Promise<StudyItems> {
  // Easiest level first (the enum's order), then the order the study lists use.
  const [grammar, kanji] = await Promise.all([
    db
      .select({
        id: grammarPoints.id,
        jlptLevel: grammarPoints.jlptLevel,
        pattern: grammarPoints.pattern,
        reading: grammarPoints.reading,
        englishExplanation: grammarPoints.englishExplanation,
        nepaliExplanation: grammarPoints.nepaliExplanation,
      })
      .from(grammarPoints)
      .where(isNull(grammarPoints.retiredAt))
      .orderBy(asc(grammarPoints.jlptLevel), asc(grammarPoints.id)),
    db
      .select({
        id: kanjiCharacters.id,
        jlptLevel: kanjiCharacters.jlptLevel,
        kanji: kanjiCharacters.kanji,
        onyomi: kanjiCharacters.onyomi,
        kunyomi: kanjiCharacters.kunyomi,
        englishMeaning: kanjiCharacters.englishMeaning,
        nepaliMeaning: kanjiCharacters.nepaliMeaning,
      })
      .from(kanjiCharacters)
      .where(isNull(kanjiCharacters.retiredAt))
      .orderBy(asc(kanjiCharacters.jlptLevel), asc(kanjiCharacters.id)),
  ]);
  return { revision, grammar: grammar.map(grammarDocument), kanji: kanji.map(kanjiDocument) };
}

/**
 * Grammar points and kanji, prepared for searching once and kept while the tables are unchanged:
 * a few thousand rows are quicker to search in memory than to read for every query.
 */
export async function studyItemDocuments(db: Database): Promise<StudyItems> {
  const revision = await revisionOf(db);
  const cached = loaded.get(db);
  if (cached) {
    try {
      const items = await cached;
      if (items.revision === revision) return items;
    } catch {
      // A failed load is tried again below.
    }
  }
  const fresh = load(db, revision);
  loaded.set(db, fresh);
  fresh.catch(() => loaded.delete(db));
  return fresh;
}
