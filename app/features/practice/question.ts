// The shared contract of the practice engine, its API and its pages: what a question is, how
// the server keeps its key, and what the browser may see. Imports nothing, so the browser can use
// the types and constants without a schema library.
import type { Bilingual, QuestionType } from "~/lib/jlpt-mondai";

export type { QuestionType };

export const practiceLevels = ["n5", "n4", "n3", "n2", "n1"] as const;
export type PracticeLevel = (typeof practiceLevels)[number];

export const practiceSections = ["vocabulary", "grammar", "reading", "listening"] as const;
export type PracticeSection = (typeof practiceSections)[number];

/**
 * A line of a listening script as the browser speaks it. No reading or translation: those would
 * give the answer away, and reach the browser only with the marking (TranscriptLine).
 */
export type ScriptLine = {
  speaker: string;
  voice: "male" | "female";
  japanese: string;
};

/** A line of a transcript in the results, in every language; no speaker for the narrator. */
export type TranscriptLine = {
  speaker?: string;
  japanese: string;
  reading: string;
  english: string;
  nepali: string;
};

/** What the browser sees while the test runs: everything but the key. */
export type PublicQuestion = {
  /** Stable for this seed; grading needs only the ids (the server regenerates or looks up the key). */
  id: string;
  type: QuestionType;
  section: PracticeSection;
  /** The stem, in Japanese as the exam prints it (★ and blanks written ＿＿). */
  question: string;
  /** A sentence the stem refers to (the underlined word's sentence). */
  context?: string;
  /** Reading: the text(s) the question is about (one passage may serve several questions). */
  /** Its title orients the learner, so it comes in their language (the exam prints none). */
  passage?: { title: Bilingual; texts: { label?: string; lines: string[] }[] };
  /** Listening: the situation and lines to speak; the transcript shows only in the results. */
  script?: { situation: string; lines: ScriptLine[] };
  /** Vocabulary: the word the question is about. */
  target?: { japanese: string; reading: string };
  /** Four options, shown as A–D. */
  options: [string, string, string, string];
};

/** A question with its key, as the server generates and grades it. */
export type Question = PublicQuestion & {
  level: PracticeLevel;
  /** Index 0–3 into options. */
  answer: number;
  /** Why the answer is right and why each other option is wrong. */
  explanation: Bilingual;
  /** The ids of the content items it was made from (word, kanji, grammar point, passage, script). */
  sourceIds: string[];
  /** Listening and reading transcripts in every language, for the results page. */
  transcript?: TranscriptLine[];
};

/** The question without its key, explanation or transcript: what the browser may see. */
export function publicView(question: Question): PublicQuestion {
  return {
    id: question.id,
    type: question.type,
    section: question.section,
    question: question.question,
    ...(question.context !== undefined && { context: question.context }),
    ...(question.passage && { passage: question.passage }),
    ...(question.script && { script: question.script }),
    ...(question.target && { target: question.target }),
    options: question.options,
  };
}
