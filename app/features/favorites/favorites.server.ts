import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { hasControlCharacters } from "~/lib/plain-text";
import type { Database } from "~/server/db/client.server";
import {
  dictionaryEntries,
  grammarPoints,
  kanjiCharacters,
  userFavorites,
} from "~/server/db/schema";

export const favoriteItemTypes = ["word", "grammar", "kanji"] as const;
export type FavoriteItemType = (typeof favoriteItemTypes)[number];

export const favoriteKey = z.object({
  type: z.enum(favoriteItemTypes, { error: "type must be word, grammar or kanji" }),
  id: z
    .string()
    .trim()
    .min(1, "id is required")
    .max(200, "id is too long")
    .refine((id) => !hasControlCharacters(id), "id contains characters that are not allowed"),
});
export type FavoriteKey = z.infer<typeof favoriteKey>;

/** Every query below is scoped by the signed-in student's id: no other rows are reachable. */
const ownRow = (userId: string, { type, id }: FavoriteKey) =>
  and(
    eq(userFavorites.userId, userId),
    eq(userFavorites.itemType, type),
    eq(userFavorites.itemId, id),
  );

export async function isFavorite(db: Database, userId: string, key: FavoriteKey) {
  const rows = await db
    .select({ id: userFavorites.id })
    .from(userFavorites)
    .where(ownRow(userId, key))
    .limit(1);
  return rows.length > 0;
}

/** Adds the item (once); false when no such item exists. */
export async function addFavorite(db: Database, userId: string, key: FavoriteKey) {
  if (!(await itemExists(db, key))) return false;
  await db
    .insert(userFavorites)
    .values({ userId, itemType: key.type, itemId: key.id })
    .onConflictDoNothing();
  return true;
}

export async function removeFavorite(db: Database, userId: string, key: FavoriteKey) {
  await db.delete(userFavorites).where(ownRow(userId, key));
}

async function itemExists(db: Database, { type, id }: FavoriteKey) {
  const table = { word: dictionaryEntries, grammar: grammarPoints, kanji: kanjiCharacters }[type];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.retiredAt)))
    .limit(1);
  return rows.length > 0;
}

export type FavoriteWord = {
  id: string;
  japanese: string;
  reading: string;
  english: string;
  nepali: string;
  level: string | null;
};
export type FavoriteGrammar = {
  id: string;
  pattern: string;
  reading: string;
  english: string;
  nepali: string;
  level: string;
};
export type FavoriteKanji = {
  id: string;
  kanji: string;
  strokes: number;
  onyomi: string[];
  kunyomi: string[];
  english: string;
  nepali: string;
  level: string;
};
export type Favorites = {
  words: FavoriteWord[];
  grammar: FavoriteGrammar[];
  kanji: FavoriteKanji[];
};

/**
 * The student's favourites with each item's key fields: one query per kind (not one per row, as
 * the original did). Items that left the content still show: favourites keep working.
 */
export async function listFavorites(db: Database, userId: string): Promise<Favorites> {
  const rows = await db
    .select({ type: userFavorites.itemType, id: userFavorites.itemId })
    .from(userFavorites)
    .where(eq(userFavorites.userId, userId))
    .orderBy(asc(userFavorites.createdAt), asc(userFavorites.id));
  const idsOf = (type: FavoriteItemType) => rows.filter((r) => r.type === type).map((r) => r.id);
  const inOrder = <T extends { id: string }>(ids: string[], items: T[]) => {
    const byId = new Map(items.map((item) => [item.id, item]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
  const [wordIds, grammarIds, kanjiIds] = [idsOf("word"), idsOf("grammar"), idsOf("kanji")];
  const [words, grammar, kanji] = await Promise.all([
    wordIds.length === 0
      ? []
      : db
          .select({
            id: dictionaryEntries.id,
            japanese: dictionaryEntries.japanese,
            reading: dictionaryEntries.reading,
            english: dictionaryEntries.english,
            nepali: dictionaryEntries.nepali,
            level: dictionaryEntries.jlptLevel,
          })
          .from(dictionaryEntries)
          .where(inArray(dictionaryEntries.id, wordIds)),
    grammarIds.length === 0
      ? []
      : db
          .select({
            id: grammarPoints.id,
            pattern: grammarPoints.pattern,
            reading: grammarPoints.reading,
            english: grammarPoints.englishExplanation,
            nepali: grammarPoints.nepaliExplanation,
            level: grammarPoints.jlptLevel,
          })
          .from(grammarPoints)
          .where(inArray(grammarPoints.id, grammarIds)),
    kanjiIds.length === 0
      ? []
      : db
          .select({
            id: kanjiCharacters.id,
            kanji: kanjiCharacters.kanji,
            strokes: kanjiCharacters.strokes,
            onyomi: kanjiCharacters.onyomi,
            kunyomi: kanjiCharacters.kunyomi,
            english: kanjiCharacters.englishMeaning,
            nepali: kanjiCharacters.nepaliMeaning,
            level: kanjiCharacters.jlptLevel,
          })
          .from(kanjiCharacters)
          .where(inArray(kanjiCharacters.id, kanjiIds)),
  ]);
  return {
    words: inOrder(wordIds, words),
    grammar: inOrder(grammarIds, grammar),
    kanji: inOrder(kanjiIds, kanji),
  };
}
