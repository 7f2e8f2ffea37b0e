// The data contract of content/vocabulary, content/kanji and content/grammar.
// Imports nothing but zod, so scripts and tests can load it directly with Node.
import { z } from "zod";

export const contentLevels = ["n5", "n4"] as const;
export type ContentLevel = (typeof contentLevels)[number];

const text = z.string().trim().min(1);
/** Hiragana, katakana, the long-vowel mark and Japanese punctuation (／ separates alternatives, ＋ joins pattern parts). */
export const kanaOnly =
  /^[\u3041-\u309F\u30A0-\u30FFー・、。，．！？「」『』（）〜～…／＋\u3000 ]+$/;
export const devanagari = /[\u0900-\u097F]/;
const kana = text.regex(kanaOnly, "must be kana only (hiragana/katakana)");
const nepali = text.regex(devanagari, "must be written in Devanagari");

export const lineSchema = z.strictObject({
  japanese: text,
  reading: kana,
  english: text,
  nepali,
});
export type Line = z.infer<typeof lineSchema>;

export const partsOfSpeech = [
  "noun",
  "pronoun",
  "verb-godan",
  "verb-ichidan",
  "verb-irregular",
  "suru-verb",
  "i-adjective",
  "na-adjective",
  "adverb",
  "conjunction",
  "interjection",
  "particle",
  "counter",
  "prefix",
  "suffix",
  "numeral",
  "question-word",
  "expression",
] as const;

export const vocabularyEntrySchema = z.strictObject({
  id: text,
  japanese: text,
  reading: kana,
  english: text,
  nepali,
  partOfSpeech: z.enum(partsOfSpeech),
  examples: z.array(lineSchema).min(1),
  conversation: z.array(lineSchema).min(2).max(4).optional(),
});
export type VocabularyEntry = z.infer<typeof vocabularyEntrySchema>;

export const kanjiEntrySchema = z.strictObject({
  id: text,
  kanji: z.string().length(1),
  strokes: z.number().int().min(1).max(40),
  onyomi: z.array(text.regex(/^[\u30A0-\u30FF.-]+$/, "on'yomi must be katakana")),
  kunyomi: z.array(text.regex(/^[\u3041-\u309F.-]+$/, "kun'yomi must be hiragana")),
  english: text,
  nepali,
  compounds: z
    .array(z.strictObject({ word: text, reading: kana, english: text, nepali }))
    .min(2)
    .max(4),
});
export type KanjiEntry = z.infer<typeof kanjiEntrySchema>;

export const grammarPointSchema = z
  .strictObject({
    id: text,
    pattern: text,
    reading: kana,
    englishExplanation: text,
    nepaliExplanation: nepali,
    rules: z.array(text).min(2).max(5),
    rulesNepali: z.array(nepali).min(2).max(5).optional(),
    examples: z.array(lineSchema).min(3),
    commonMistakes: z.array(text).optional(),
  })
  .refine((point) => !point.rulesNepali || point.rulesNepali.length === point.rules.length, {
    message: "rulesNepali must have one line per rule",
    path: ["rulesNepali"],
  });
export type GrammarPoint = z.infer<typeof grammarPointSchema>;

export const contentKinds = {
  vocabulary: vocabularyEntrySchema,
  kanji: kanjiEntrySchema,
  grammar: grammarPointSchema,
} as const;
export type ContentKind = keyof typeof contentKinds;

export const exceptionSchema = z.strictObject({
  japanese: text,
  reading: text,
  level: z.enum(["N5", "N4", "N3", "N2", "N1"]),
  action: z.enum(["omitted", "moved"]),
  movedTo: z.enum(["N5", "N4", "N3", "N2", "N1"]).optional(),
  reason: text,
});
export type VocabularyException = z.infer<typeof exceptionSchema>;

/** The first problem in a content file, named by file, position and id: what a reviewer fixes. */
export type ContentProblem = { file: string; index: number; id?: string; message: string };

export function validateItems<Schema extends z.ZodType>(
  file: string,
  items: unknown,
  schema: Schema,
): { items: z.output<Schema>[]; problems: ContentProblem[] } {
  if (!Array.isArray(items)) {
    return {
      items: [],
      problems: [{ file, index: -1, message: "the file must hold a JSON array" }],
    };
  }
  const valid: z.output<Schema>[] = [];
  const problems: ContentProblem[] = [];
  items.forEach((item: unknown, index) => {
    const result = schema.safeParse(item);
    if (result.success) {
      valid.push(result.data);
      return;
    }
    const issue = result.error.issues[0];
    const id = typeof item === "object" && item && "id" in item ? String(item.id) : undefined;
    problems.push({
      file,
      index,
      id,
      message: `${issue?.path.join(".") || "(item)"}: ${issue?.message ?? "invalid"}`,
    });
  });
  return { items: valid, problems };
}

export function describeProblem(problem: ContentProblem): string {
  return `${problem.file} item ${problem.index}${problem.id ? ` (${problem.id})` : ""}: ${problem.message}`;
}
