// The full record of the item selected in a list, with the deeper fields (memory tips, core
// readings, formation …) and the items it links to.
import { and, eq, isNull } from "drizzle-orm";
import type { JlptLevel } from "~/lib/jlpt";
import type { Database } from "~/server/db/client.server";
import {
  findGrammarLinks,
  findWordLink,
  wordDetailColumns,
} from "~/server/db/content-links.server";
import { dictionaryEntries, grammarPoints, kanjiCharacters } from "~/server/db/schema";

export async function vocabularyDetail(db: Database, level: JlptLevel, id: string) {
  const [word] = await db
    .select({ ...wordDetailColumns, difficulty: dictionaryEntries.difficulty })
    .from(dictionaryEntries)
    .where(
      and(
        eq(dictionaryEntries.jlptLevel, level),
        eq(dictionaryEntries.source, "jouzu"),
        isNull(dictionaryEntries.retiredAt),
        eq(dictionaryEntries.id, id),
      ),
    );
  if (!word) return undefined;
  const { pairId, ...rest } = word;
  return { ...rest, pair: await findWordLink(db, pairId) };
}
export type VocabularyDetail = NonNullable<Awaited<ReturnType<typeof vocabularyDetail>>>;

export async function grammarDetail(db: Database, level: JlptLevel, id: string) {
  const [point] = await db
    .select({
      id: grammarPoints.id,
      pattern: grammarPoints.pattern,
      reading: grammarPoints.reading,
      englishExplanation: grammarPoints.englishExplanation,
      nepaliExplanation: grammarPoints.nepaliExplanation,
      rules: grammarPoints.rules,
      rulesNepali: grammarPoints.rulesNepali,
      examples: grammarPoints.examples,
      conversation: grammarPoints.conversation,
      commonMistakes: grammarPoints.commonMistakes,
      formation: grammarPoints.formation,
      relatedIds: grammarPoints.related,
      levelNotes: grammarPoints.levelNotes,
      difficulty: grammarPoints.difficulty,
    })
    .from(grammarPoints)
    .where(
      and(
        eq(grammarPoints.jlptLevel, level),
        isNull(grammarPoints.retiredAt),
        eq(grammarPoints.id, id),
      ),
    );
  if (!point) return undefined;
  const { relatedIds, ...rest } = point;
  return { ...rest, related: await findGrammarLinks(db, relatedIds) };
}
export type GrammarDetail = NonNullable<Awaited<ReturnType<typeof grammarDetail>>>;

export async function kanjiDetail(db: Database, level: JlptLevel, id: string) {
  const [kanji] = await db
    .select({
      id: kanjiCharacters.id,
      kanji: kanjiCharacters.kanji,
      strokes: kanjiCharacters.strokes,
      onyomi: kanjiCharacters.onyomi,
      kunyomi: kanjiCharacters.kunyomi,
      coreOnyomi: kanjiCharacters.coreOnyomi,
      coreKunyomi: kanjiCharacters.coreKunyomi,
      englishMeaning: kanjiCharacters.englishMeaning,
      nepaliMeaning: kanjiCharacters.nepaliMeaning,
      components: kanjiCharacters.components,
      memoryTip: kanjiCharacters.memoryTip,
      realLifeUse: kanjiCharacters.realLifeUse,
      compounds: kanjiCharacters.compounds,
      examples: kanjiCharacters.examples,
      difficulty: kanjiCharacters.difficulty,
    })
    .from(kanjiCharacters)
    .where(
      and(
        eq(kanjiCharacters.jlptLevel, level),
        isNull(kanjiCharacters.retiredAt),
        eq(kanjiCharacters.id, id),
      ),
    );
  return kanji;
}
export type KanjiDetail = NonNullable<Awaited<ReturnType<typeof kanjiDetail>>>;
