// The items a detail view links to (a word's transitivity partner, a grammar point's related
// points), with what a link needs: how the item is written and the level list it lives in.
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "./client.server";
import { dictionaryEntries, grammarPoints } from "./schema";

export type WordLink = {
  id: string;
  japanese: string;
  reading: string;
  jlptLevel: "N5" | "N4" | "N3" | "N2" | "N1" | null;
};
export type GrammarLink = {
  id: string;
  pattern: string;
  jlptLevel: "N5" | "N4" | "N3" | "N2" | "N1";
};

/** What a word's detail view shows (the dictionary's Word Details and a list's selected word). */
export const wordDetailColumns = {
  id: dictionaryEntries.id,
  japanese: dictionaryEntries.japanese,
  reading: dictionaryEntries.reading,
  english: dictionaryEntries.english,
  nepali: dictionaryEntries.nepali,
  examples: dictionaryEntries.examples,
  conversation: dictionaryEntries.conversation,
  memoryTip: dictionaryEntries.memoryTip,
  commonUsage: dictionaryEntries.commonUsage,
  notes: dictionaryEntries.notes,
  alternativeForms: dictionaryEntries.alternativeForms,
  usuallyKana: dictionaryEntries.usuallyKana,
  pairId: dictionaryEntries.pairId,
};

/** The word with this id, or null when there is none (or it left the content). */
export async function findWordLink(db: Database, id: string | null): Promise<WordLink | null> {
  if (!id) return null;
  const [word] = await db
    .select({
      id: dictionaryEntries.id,
      japanese: dictionaryEntries.japanese,
      reading: dictionaryEntries.reading,
      jlptLevel: dictionaryEntries.jlptLevel,
    })
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.id, id), isNull(dictionaryEntries.retiredAt)))
    .limit(1);
  return word ?? null;
}

/** The grammar points with these ids, in the order given; unknown or retired ones are left out. */
export async function findGrammarLinks(db: Database, ids: string[]): Promise<GrammarLink[]> {
  if (ids.length === 0) return [];
  const points = await db
    .select({
      id: grammarPoints.id,
      pattern: grammarPoints.pattern,
      jlptLevel: grammarPoints.jlptLevel,
    })
    .from(grammarPoints)
    .where(and(inArray(grammarPoints.id, ids), isNull(grammarPoints.retiredAt)));
  return ids.flatMap((id) => points.filter((point) => point.id === id));
}
