import path from "node:path";
import { loadLearningContent } from "../../app/features/learning-content/load-content.server.ts";
import { buildBank, type QuestionBank } from "../../app/features/practice/bank.ts";
import { projectRoot } from "./app-server.ts";

/**
 * The question bank straight from content/ (no database): what the server builds from the synced
 * tables, minus an imported dictionary. For the engine's unit tests and the bench.
 */
export async function bankFromContent(
  contentDir = path.join(projectRoot, "content"),
): Promise<QuestionBank> {
  const content = await loadLearningContent(contentDir);
  return buildBank({
    words: content.vocabulary.map(({ level, entry }) => ({
      id: entry.id,
      level,
      japanese: entry.japanese,
      reading: entry.reading,
      english: entry.english,
      nepali: entry.nepali,
      partOfSpeech: entry.partOfSpeech,
      examples: entry.examples,
      conversation: entry.conversation ?? [],
      alternativeForms: entry.alternativeForms ?? [],
      usuallyKana: entry.usuallyKana ?? false,
    })),
    kanji: content.kanji.map(({ level, entry }) => ({
      id: entry.id,
      level,
      kanji: entry.kanji,
      onyomi: entry.onyomi,
      kunyomi: entry.kunyomi,
      english: entry.english,
      nepali: entry.nepali,
      parts: [
        ...new Set([
          ...(entry.components?.parts ?? []),
          ...(entry.components ? [entry.components.radical.character] : []),
        ]),
      ],
    })),
    grammar: content.grammar.map(({ level, entry }) => ({
      id: entry.id,
      level,
      pattern: entry.pattern,
      reading: entry.reading,
      english: entry.englishExplanation,
      nepali: entry.nepaliExplanation,
      examples: entry.examples,
      formation: entry.formation ?? [],
      related: entry.related ?? [],
    })),
    passages: content.reading.map(({ level, entry }) => ({ level, passage: entry })),
    scripts: content.listening.map(({ level, entry }) => ({ level, script: entry })),
    dictionaryPairs: [],
  });
}
