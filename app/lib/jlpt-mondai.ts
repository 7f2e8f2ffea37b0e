// The question types (mondai) of the JLPT, shared by the content schema (reading passages and
// listening scripts are written per type) and the practice engine (one generator per type).

export const vocabularyQuestionTypes = [
  "kanji-reading", // 漢字読み
  "orthography", // 表記
  "context", // 文脈規定
  "paraphrase", // 言い換え類義
  "usage", // 用法 (N4 and up)
  "word-formation", // 語形成 (N2)
] as const;

export const grammarQuestionTypes = [
  "grammar-form", // 文の文法1
  "sentence-composition", // 文の文法2: the ★ question
] as const;

/** Read from a written text (content/reading). 文章の文法 is written as a passage with blanks. */
export const readingQuestionTypes = [
  "text-grammar", // 文章の文法
  "reading-short", // 内容理解（短文）
  "reading-mid", // 内容理解（中文）
  "reading-long", // 内容理解（長文）
  "integrated", // 統合理解
  "thematic", // 主張理解
  "information-retrieval", // 情報検索
] as const;

/** Heard from a written script (content/listening). */
export const listeningQuestionTypes = [
  "task", // 課題理解
  "key-points", // ポイント理解
  "summary", // 概要理解
  "verbal-expressions", // 発話表現
  "quick-response", // 即時応答
  "integrated-listening", // 統合理解
] as const;

export type ReadingQuestionType = (typeof readingQuestionTypes)[number];
export type ListeningQuestionType = (typeof listeningQuestionTypes)[number];
export type QuestionType =
  | (typeof vocabularyQuestionTypes)[number]
  | (typeof grammarQuestionTypes)[number]
  | ReadingQuestionType
  | ListeningQuestionType;

/** English and Nepali versions of one explanation. */
export type Bilingual = { english: string; nepali: string };

/** Every question type, in the order of the exam. */
export const questionTypes: readonly QuestionType[] = [
  ...vocabularyQuestionTypes,
  ...grammarQuestionTypes,
  ...readingQuestionTypes,
  ...listeningQuestionTypes,
];
