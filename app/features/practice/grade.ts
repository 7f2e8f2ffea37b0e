// Grading from ids alone: each id rebuilds its question (and so its key) from the bank.
import type { QuestionBank } from "./bank";
import { blueprints } from "./blueprints";
import { estimateScore, type Estimate } from "./estimate";
import { parseQuestionId, rebuildQuestion } from "./generate";
import type { Bilingual } from "~/lib/jlpt-mondai";
import type { PracticeLevel, PracticeSection, QuestionType, TranscriptLine } from "./question";

export type GivenAnswer = { id: string; answer: number | null };

export type QuestionResult = {
  id: string;
  type: QuestionType;
  section: PracticeSection;
  correct: boolean;
  /** The learner's choice (0–3), or null when left unanswered. */
  answer: number | null;
  correctIndex: number;
  correctAnswer: string;
  explanation: Bilingual;
  transcript?: TranscriptLine[];
};

export type GradeReport = {
  score: { correct: number; total: number; percent: number };
  results: QuestionResult[];
  /** Only when the answers are one whole mock of one level. */
  estimate?: Estimate;
};

export class UnknownQuestionError extends Error {
  readonly id: string;
  constructor(id: string) {
    super(
      `No question has the id "${id.slice(0, 80)}": it may come from content that has changed.`,
    );
    this.id = id;
  }
}

export function gradeAnswers(bank: QuestionBank, answers: GivenAnswer[]): GradeReport {
  const results = answers.map(({ id, answer }): QuestionResult => {
    const question = rebuildQuestion(bank, id);
    if (!question) throw new UnknownQuestionError(id);
    return {
      id,
      type: question.type,
      section: question.section,
      correct: answer === question.answer,
      answer,
      correctIndex: question.answer,
      correctAnswer: question.options[question.answer] ?? "",
      explanation: question.explanation,
      ...(question.transcript && { transcript: question.transcript }),
    };
  });
  const correct = results.filter((r) => r.correct).length;
  const total = results.length;
  const report: GradeReport = {
    score: { correct, total, percent: total === 0 ? 0 : Math.round((correct / total) * 100) },
    results,
  };
  const level = wholeMockLevel(answers.map((a) => a.id));
  if (level) report.estimate = estimateScore(level, results);
  return report;
}

/** The level when the ids are all of one full mock's questions, each once. */
function wholeMockLevel(ids: string[]): PracticeLevel | undefined {
  const refs = ids.map(parseQuestionId);
  const level = refs[0]?.level;
  if (!level || new Set(ids).size !== ids.length) return undefined;
  if (refs.some((ref) => !ref?.mock || ref.level !== level)) return undefined;
  return ids.length === blueprints[level].mock.questions ? level : undefined;
}
