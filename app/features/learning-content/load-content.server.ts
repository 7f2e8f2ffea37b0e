import fs from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import {
  contentKinds,
  contentLevels,
  describeProblem,
  listeningScriptSchema,
  readingPassageSchema,
  validateItems,
  type ContentLevel,
  type GrammarPoint,
  type KanjiEntry,
  type ListeningScript,
  type ReadingPassage,
  type VocabularyEntry,
} from "./content-schema";

export class InvalidLearningContentError extends Error {}

export type LearningContent = {
  vocabulary: { level: ContentLevel; entry: VocabularyEntry }[];
  kanji: { level: ContentLevel; entry: KanjiEntry }[];
  grammar: { level: ContentLevel; entry: GrammarPoint }[];
};

/** Practice material (content/reading, content/listening); a level without a file has none yet. */
export type PracticeMaterial = {
  reading: { level: ContentLevel; entry: ReadingPassage }[];
  listening: { level: ContentLevel; entry: ListeningScript }[];
};

async function readJson(file: string): Promise<unknown | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new InvalidLearningContentError(`${file}: ${(error as Error).message}`);
  }
}

async function loadKind<Schema extends z.ZodType>(
  contentDir: string,
  kind: string,
  schema: Schema,
) {
  const loaded: { level: ContentLevel; entry: z.output<Schema> }[] = [];
  for (const level of contentLevels) {
    const file = path.join(contentDir, kind, `${level}.json`);
    const raw = await readJson(file);
    if (raw === undefined) continue; // A level without this kind of content yet.
    const { items, problems } = validateItems(file, raw, schema);
    if (problems[0]) throw new InvalidLearningContentError(describeProblem(problems[0]));
    loaded.push(...items.map((entry) => ({ level, entry })));
  }
  return loaded;
}

/**
 * Reads and validates every vocabulary, kanji, grammar, reading and listening file; ids must be
 * unique across all.
 */
export async function loadLearningContent(
  contentDir: string,
): Promise<LearningContent & PracticeMaterial> {
  const content: LearningContent & PracticeMaterial = {
    vocabulary: await loadKind(contentDir, "vocabulary", contentKinds.vocabulary),
    kanji: await loadKind(contentDir, "kanji", contentKinds.kanji),
    grammar: await loadKind(contentDir, "grammar", contentKinds.grammar),
    reading: await loadKind(contentDir, "reading", readingPassageSchema),
    listening: await loadKind(contentDir, "listening", listeningScriptSchema),
  };
  const seen = new Set<string>();
  for (const { entry } of [
    ...content.vocabulary,
    ...content.kanji,
    ...content.grammar,
    ...content.reading,
    ...content.listening,
  ]) {
    if (seen.has(entry.id)) {
      throw new InvalidLearningContentError(`content: the id "${entry.id}" is used twice`);
    }
    seen.add(entry.id);
  }
  return content;
}
