// The data contract of content/vocabulary, content/kanji and content/grammar.
// Imports nothing but zod, so scripts and tests can load it directly with Node.
import { z } from "zod";
import { listeningQuestionTypes, readingQuestionTypes } from "../../lib/jlpt-mondai.ts";

export const contentLevels = ["n5", "n4", "n3", "n2", "n1"] as const;
export type ContentLevel = (typeof contentLevels)[number];

const text = z.string().trim().min(1);
/** Hiragana, katakana, the long-vowel mark and Japanese punctuation (／ separates alternatives, ＋ joins pattern parts, ： follows a heading such as 件名：). */
export const kanaOnly =
  /^[\u3041-\u309F\u30A0-\u30FFー・、。，．！？：「」『』（）〜～…／＋\u3000 ]+$/;
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

/** The same text for English and Nepali readers: memory tips, notes, real-life use. */
export const bilingualSchema = z.strictObject({ english: text, nepali });
export type Bilingual = z.infer<typeof bilingualSchema>;

export const vocabularyEntrySchema = z.strictObject({
  id: text,
  japanese: text,
  reading: kana,
  english: text,
  nepali,
  partOfSpeech: z.enum(partsOfSpeech),
  // ≥ 2 for every level content/completeness.json declares complete (content/completeness.test.ts).
  examples: z.array(lineSchema).min(1),
  conversation: z.array(lineSchema).min(2).max(4).optional(),
  /** A mnemonic for a word that is hard to remember. */
  memoryTip: bilingualSchema.optional(),
  /** Collocations and set phrases the word lives in: 電話をかける. */
  commonUsage: z.array(lineSchema).min(1).optional(),
  /** Usage, nuance, politeness. */
  notes: bilingualSchema.optional(),
  /** Other ways to write the word: 子供 / 子ども. */
  alternativeForms: z.array(text).min(1).optional(),
  /** Usually written in kana although it has kanji. */
  usuallyKana: z.boolean().optional(),
  /** The id of its transitive/intransitive partner (付く ↔ 付ける); the partner names this one back. */
  pair: text.optional(),
});
export type VocabularyEntry = z.infer<typeof vocabularyEntrySchema>;

/** The 214 classical (Kangxi) radicals, by number. */
export const radicalSchema = z.strictObject({
  number: z.number().int().min(1).max(214),
  /** The radical as it appears in this kanji: 氵 for 水 in 海. */
  character: z.string().min(1).max(2),
  /** Its Japanese name in kana (さんずい), when it has a common one. */
  japanese: kana.optional(),
  english: text,
  nepali,
});

export const kanjiComponentsSchema = z.strictObject({
  radical: radicalSchema,
  /** The visible parts, as they appear (日 and 月 in 明); the radical is usually one of them. */
  parts: z.array(text).min(1),
});
export type KanjiComponents = z.infer<typeof kanjiComponentsSchema>;

const onyomi = text.regex(/^[\u30A0-\u30FF.-]+$/, "on'yomi must be katakana");
// Hiragana, or katakana for the loanword units KANJIDIC2 lists as kun'yomi (粉 デシメートル).
const kunyomi = text.regex(
  /^(?:[\u3041-\u309F.-]+|[\u30A1-\u30FCー]+)$/,
  "kun'yomi must be hiragana (katakana for a loanword unit)",
);

export const kanjiCompoundSchema = z.strictObject({
  word: text,
  reading: kana,
  english: text,
  nepali,
  /**
   * Which reading of the kanji this word uses, written exactly as in onyomi/kunyomi (ニチ, ひ,
   * い.く), or "special" for a reading of the whole word (今日 きょう, 一人 ひとり).
   */
  readingUsed: text.optional(),
});
export type KanjiCompound = z.infer<typeof kanjiCompoundSchema>;

export const kanjiEntrySchema = z.strictObject({
  id: text,
  kanji: z.string().length(1),
  strokes: z.number().int().min(1).max(40),
  /** Every reading KANJIDIC lists: shown folded as "all readings". */
  onyomi: z.array(onyomi),
  kunyomi: z.array(kunyomi),
  /** The readings a learner at this level needs: subsets of onyomi/kunyomi, shown first. */
  coreOnyomi: z.array(onyomi).optional(),
  coreKunyomi: z.array(kunyomi).optional(),
  english: text,
  nepali,
  components: kanjiComponentsSchema.optional(),
  /** Our own mnemonic, built from the components. */
  memoryTip: bilingualSchema.optional(),
  /** Where a learner meets the kanji: signs, forms, stations, menus. */
  realLifeUse: bilingualSchema.optional(),
  compounds: z.array(kanjiCompoundSchema).min(2).max(4),
  /** Sentences using the kanji (≥ 1 once the level is complete). */
  examples: z.array(lineSchema).min(1).optional(),
});
export type KanjiEntry = z.infer<typeof kanjiEntrySchema>;

/** The kinds of word a grammar pattern attaches to. */
export const formationWords = [
  "noun",
  "verb",
  "i-adjective",
  "na-adjective",
  "adverb",
  "number",
  "counter",
  "question-word",
  "clause",
] as const;
/** The form the word takes before the pattern. */
export const formationForms = [
  "dictionary",
  "masu-stem",
  "te",
  "ta",
  "nai",
  "plain",
  "plain-past",
  "polite",
  "volitional",
  "potential",
  "passive",
  "causative",
  "imperative",
  "ba",
  "stem",
  "ku",
  "na",
] as const;

/** One part of a formation: a word in some form, or fixed text (particles, endings). */
export const formationPartSchema = z.union([
  z.strictObject({ word: z.enum(formationWords), form: z.enum(formationForms).optional() }),
  z.strictObject({ text }),
]);
export type FormationPart = z.infer<typeof formationPartSchema>;

export const commonMistakeSchema = z.strictObject({
  english: text,
  nepali,
  /** The wrong Japanese, and the right one. */
  wrong: text.optional(),
  right: text.optional(),
});
export type CommonMistake = z.infer<typeof commonMistakeSchema>;

export const grammarPointSchema = z
  .strictObject({
    id: text,
    pattern: text,
    reading: kana,
    englishExplanation: text,
    nepaliExplanation: nepali,
    rules: z.array(text).min(2).max(5),
    rulesNepali: z.array(nepali).min(2).max(5).optional(),
    /** ≥ 5, plain and polite, once the level is complete. */
    examples: z.array(lineSchema).min(3),
    /**
     * Set when the pattern itself is one register (です and ましょう are polite, だ is plain):
     * its examples need not show the other one.
     */
    register: z.enum(["polite", "plain"]).optional(),
    /** A short dialogue (2–4 lines) using the pattern. */
    conversation: z.array(lineSchema).min(2).max(4).optional(),
    /** Objects with Nepali; plain English strings are the older form, replaced level by level. */
    commonMistakes: z.array(z.union([text, commonMistakeSchema])).optional(),
    /** What attaches to what: one list of parts per way to build the pattern. */
    formation: z.array(z.array(formationPartSchema).min(1)).min(1).optional(),
    /** Ids of points to compare (から / ので, は / が). */
    related: z.array(text).min(1).optional(),
    /** Where the pattern comes back at a higher level, and how. */
    levelNotes: z
      .array(bilingualSchema.extend({ level: z.enum(["N4", "N3", "N2", "N1"]) }))
      .min(1)
      .optional(),
  })
  .refine((point) => !point.rulesNepali || point.rulesNepali.length === point.rules.length, {
    message: "rulesNepali must have one line per rule",
    path: ["rulesNepali"],
  });
export type GrammarPoint = z.infer<typeof grammarPointSchema>;

/** One question on a reading passage or a listening script, as the JLPT asks it. */
export const materialQuestionSchema = z
  .strictObject({
    /** The question as the exam prints (reading) or says (listening) it. */
    question: lineSchema,
    /** Four options in Japanese, as the test shows them. */
    options: z.array(text).length(4),
    /** Index (0–3) of the correct option. */
    answer: z.number().int().min(0).max(3),
    /** Options translated, in the same order, for the results page. */
    optionsEnglish: z.array(text).length(4),
    optionsNepali: z.array(nepali).length(4),
    /** Why the answer is right and why each other option is wrong. */
    explanation: bilingualSchema,
  })
  .refine((question) => new Set(question.options).size === 4, {
    message: "the four options must differ",
    path: ["options"],
  });
export type MaterialQuestion = z.infer<typeof materialQuestionSchema>;

export const readingTypes = readingQuestionTypes;

/**
 * A written text with its questions (content/reading/<level>.json). `texts` holds one text, or
 * two for `integrated` (A and B). In `text-grammar` the text marks its blanks ＿1＿ … ＿4＿ and
 * question n asks what fills blank n.
 */
export const readingPassageSchema = z.strictObject({
  id: text,
  type: z.enum(readingTypes),
  title: bilingualSchema,
  texts: z
    .array(z.strictObject({ label: text.optional(), lines: z.array(lineSchema).min(1) }))
    .min(1)
    .max(2),
  questions: z.array(materialQuestionSchema).min(1).max(4),
});
export type ReadingPassage = z.infer<typeof readingPassageSchema>;

export const listeningTypes = listeningQuestionTypes;

export const speakerSchema = z.strictObject({
  /** How lines name the speaker: "A", "B", "narrator". */
  id: text,
  /** 男の人, 女の人, 先生 … as the exam introduces them. */
  role: lineSchema.pick({ japanese: true, english: true, nepali: true }),
  /** Lets the browser give two speakers different voices or pitches. */
  voice: z.enum(["male", "female"]),
});

/**
 * A listening script (content/listening/<level>.json): the situation the exam announces, the
 * speakers and their lines, then the question(s). Spoken by the browser's Japanese voice.
 */
export const listeningScriptSchema = z
  .strictObject({
    id: text,
    type: z.enum(listeningTypes),
    title: bilingualSchema,
    /** What the narrator says first: 「男の人と女の人が話しています。…」 */
    situation: lineSchema,
    speakers: z.array(speakerSchema).min(1).max(3),
    lines: z.array(lineSchema.extend({ speaker: text })).min(1),
    questions: z.array(materialQuestionSchema).min(1).max(2),
  })
  .refine(
    (script) => script.lines.every((line) => script.speakers.some((s) => s.id === line.speaker)),
    { message: "every line's speaker must be one of the speakers", path: ["lines"] },
  );
export type ListeningScript = z.infer<typeof listeningScriptSchema>;

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
