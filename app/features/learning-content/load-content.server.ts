import fs from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import {
  contentKinds,
  contentLevels,
  describeProblem,
  validateItems,
  type ContentKind,
  type ContentLevel,
  type GrammarPoint,
  type KanjiEntry,
  type VocabularyEntry,
} from "./content-schema";

export class InvalidLearningContentError extends Error {}

export type LearningContent = {
  vocabulary: { level: ContentLevel; entry: VocabularyEntry }[];
  kanji: { level: ContentLevel; entry: KanjiEntry }[];
  grammar: { level: ContentLevel; entry: GrammarPoint }[];
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
  kind: ContentKind,
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

/** Reads and validates every vocabulary, kanji and grammar file; ids must be unique across all. */
export async function loadLearningContent(contentDir: string): Promise<LearningContent> {
  const content: LearningContent = {
    vocabulary: await loadKind(contentDir, "vocabulary", contentKinds.vocabulary),
    kanji: await loadKind(contentDir, "kanji", contentKinds.kanji),
    grammar: await loadKind(contentDir, "grammar", contentKinds.grammar),
  };
  const seen = new Set<string>();
  for (const { entry } of [...content.vocabulary, ...content.kanji, ...content.grammar]) {
    if (seen.has(entry.id)) {
      throw new InvalidLearningContentError(`content: the id "${entry.id}" is used twice`);
    }
    seen.add(entry.id);
  }
  return content;
}
