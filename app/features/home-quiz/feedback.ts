// Feedback after a quiz without an AI service: two or three sentences in the interface language,
// written from the score and the kinds of question missed (each language's templates are in
// texts/). The AI issue may replace this text when a provider is configured.
import { jlptLevels, type JlptLevel } from "~/lib/jlpt";
import type { HomeQuizQuestionType, QuizType } from "./quiz-types";

export type FeedbackBand = "perfect" | "strong" | "fair" | "weak";

export type FeedbackTexts = {
  /** First sentence: how it went. */
  opening: Record<FeedbackBand, (correct: number, total: number) => string>;
  /** Second sentence when something was missed: which kinds of question. */
  missed: (skills: string) => string;
  /** What each kind of question tests, as a phrase that fits `missed`. */
  skills: Record<HomeQuizQuestionType, string>;
  /** Second sentence of a perfect score: where to go next (no next level above N1). */
  nextPerfect: (level: JlptLevel, nextLevel: JlptLevel | undefined) => string;
  /** Last sentence otherwise: what to study. */
  next: Record<Exclude<FeedbackBand, "perfect">, (level: JlptLevel, type: QuizType) => string>;
  /** "a, b and c" in the language's own way. */
  list: (items: string[]) => string;
  /** Between sentences: a space, or nothing in Japanese. */
  separator: string;
};

export type FeedbackInput = {
  correct: number;
  total: number;
  /** Kinds of question answered wrongly, most missed first. */
  missed: HomeQuizQuestionType[];
  level: JlptLevel;
  type: QuizType;
};

/** 5 of 5: perfect; 4: strong (≥ 80%); 3: fair (≥ 50%); fewer: weak. */
export function feedbackBand(correct: number, total: number): FeedbackBand {
  if (total > 0 && correct >= total) return "perfect";
  const share = total > 0 ? correct / total : 0;
  if (share >= 0.8) return "strong";
  if (share >= 0.5) return "fair";
  return "weak";
}

export function quizFeedback(texts: FeedbackTexts, input: FeedbackInput): string {
  const band = feedbackBand(input.correct, input.total);
  const opening = texts.opening[band](input.correct, input.total);
  if (band === "perfect") {
    const next = jlptLevels[jlptLevels.indexOf(input.level) + 1];
    return [opening, texts.nextPerfect(input.level, next)].join(texts.separator);
  }
  const sentences = [opening];
  if (input.missed.length > 0) {
    sentences.push(texts.missed(texts.list(input.missed.map((type) => texts.skills[type]))));
  }
  sentences.push(texts.next[band](input.level, input.type));
  return sentences.join(texts.separator);
}
