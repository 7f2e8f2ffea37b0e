// What the home quiz asks for (spec part 1 §3 "Quiz settings") and how it maps onto the question
// engine's JLPT question types (mondai). Imports only types, so the banner stays light.
import type { JlptLevel } from "~/lib/jlpt";
import type { QuestionType } from "~/lib/jlpt-mondai";

export const quizTypes = ["grammar", "vocabulary", "kanji"] as const;
export type QuizType = (typeof quizTypes)[number];

/** Spec part 1 §9 "Quiz": 5 questions, 4 options each, a 15-second review. */
export const quizQuestionCount = 5;
export const reviewSeconds = 15;

/**
 * The engine's types behind each quiz type. Kanji: how a word in kanji is read and written.
 * Vocabulary: words in context and words of similar meaning, and from N4 up how a word is used
 * (用法 starts at N4 in the real test). Grammar: the form that fits and the ★ sentence.
 */
export function engineTypes(type: QuizType, level: JlptLevel): QuestionType[] {
  switch (type) {
    case "kanji":
      return ["kanji-reading", "orthography"];
    case "vocabulary":
      return level === "N5" ? ["context", "paraphrase"] : ["context", "paraphrase", "usage"];
    case "grammar":
      return ["grammar-form", "sentence-composition"];
  }
}

/** The quiz type a question type belongs to (for feedback that names what was missed). */
export function quizTypeOf(type: QuestionType): QuizType | undefined {
  if (type === "kanji-reading" || type === "orthography") return "kanji";
  if (type === "context" || type === "paraphrase" || type === "usage") return "vocabulary";
  if (type === "grammar-form" || type === "sentence-composition") return "grammar";
  return undefined;
}

/** The seven types the home quiz can ask: the ones a short quiz without passages can show. */
export const homeQuizQuestionTypes = [
  "kanji-reading",
  "orthography",
  "context",
  "paraphrase",
  "usage",
  "grammar-form",
  "sentence-composition",
] as const satisfies readonly QuestionType[];
export type HomeQuizQuestionType = (typeof homeQuizQuestionTypes)[number];

export function isHomeQuizQuestionType(type: string): type is HomeQuizQuestionType {
  return (homeQuizQuestionTypes as readonly string[]).includes(type);
}
