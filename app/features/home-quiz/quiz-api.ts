// The home quiz's two calls to our practice API. The browser carries no schema library
// (docs/decisions/0013-…), so the answers are checked here with a few lines of plain code: only
// the fields the quiz reads, and a question type the quiz can show.
import type { JlptLevel } from "~/lib/jlpt";
import type { Bilingual } from "~/lib/jlpt-mondai";
import { isHomeQuizQuestionType, type HomeQuizQuestionType } from "./quiz-types";

export type QuizQuestion = {
  id: string;
  type: HomeQuizQuestionType;
  /** The stem, in Japanese as the exam prints it. */
  question: string;
  /** The sentence the stem refers to (its underlined word). */
  context?: string;
  target?: { japanese: string; reading: string };
  options: [string, string, string, string];
};

export type GradedQuestion = {
  id: string;
  correct: boolean;
  correctAnswer: string;
  explanation: Bilingual;
};

export type Grade = {
  score: { correct: number; total: number; percent: number };
  results: GradedQuestion[];
};

/** Any failure of a call: the dialog shows the spec's message for the step, never this text. */
export class QuizApiError extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string" && value !== "";
const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

export function asQuizQuestion(value: unknown): QuizQuestion | undefined {
  if (!isRecord(value)) return undefined;
  const { id, type, question, context, target, options } = value;
  if (!isText(id) || typeof type !== "string" || !isHomeQuizQuestionType(type)) return undefined;
  if (!isText(question)) return undefined;
  if (context !== undefined && typeof context !== "string") return undefined;
  if (!Array.isArray(options) || options.length !== 4 || !options.every(isText)) return undefined;
  if (new Set(options).size !== 4) return undefined;
  let word: QuizQuestion["target"];
  if (target !== undefined) {
    if (!isRecord(target) || !isText(target.japanese) || typeof target.reading !== "string") {
      return undefined;
    }
    word = { japanese: target.japanese, reading: target.reading };
  }
  return {
    id,
    type,
    question,
    ...(context !== undefined && { context }),
    ...(word && { target: word }),
    options: [...options] as QuizQuestion["options"],
  };
}

export function asGrade(value: unknown): Grade | undefined {
  if (!isRecord(value) || !isRecord(value.score) || !Array.isArray(value.results)) return undefined;
  const { correct, total, percent } = value.score;
  if (!isCount(correct) || !isCount(total) || typeof percent !== "number" || correct > total) {
    return undefined;
  }
  const results: GradedQuestion[] = [];
  for (const result of value.results) {
    if (!isRecord(result) || !isText(result.id) || typeof result.correct !== "boolean") {
      return undefined;
    }
    const { explanation } = result;
    if (!isText(result.correctAnswer) || !isRecord(explanation)) return undefined;
    if (typeof explanation.english !== "string" || typeof explanation.nepali !== "string") {
      return undefined;
    }
    results.push({
      id: result.id,
      correct: result.correct,
      correctAnswer: result.correctAnswer,
      explanation: { english: explanation.english, nepali: explanation.nepali },
    });
  }
  return { score: { correct, total, percent }, results };
}

/** A fresh seed per quiz (0 to 2³¹ − 1, as the API takes): another round asks other questions. */
export function newSeed(): string {
  return String((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) >>> 1);
}

export async function fetchQuestions(
  request: { level: JlptLevel; types: readonly string[]; count: number; seed: string },
  signal?: AbortSignal,
): Promise<QuizQuestion[]> {
  const query = new URLSearchParams({
    level: request.level.toLowerCase(),
    types: request.types.join(","),
    count: String(request.count),
    seed: request.seed,
  });
  const body = await getJson(`/api/practice/questions?${query}`, { signal });
  const list = isRecord(body) && Array.isArray(body.questions) ? body.questions : undefined;
  const questions = list?.map(asQuizQuestion);
  if (!questions || questions.length === 0 || questions.some((q) => q === undefined)) {
    throw new QuizApiError("questions: unexpected answer");
  }
  return questions as QuizQuestion[];
}

/** The learner's choices as the API grades them: the option's index, 0–3 (A–D). */
export function answerIndexes(
  questions: readonly QuizQuestion[],
  answers: Readonly<Record<string, string>>,
): { id: string; answer: number | null }[] {
  return questions.map((question) => {
    const chosen = answers[question.id];
    const index = chosen === undefined ? -1 : question.options.indexOf(chosen);
    return { id: question.id, answer: index === -1 ? null : index };
  });
}

export async function gradeAnswers(
  answers: { id: string; answer: number | null }[],
  signal?: AbortSignal,
): Promise<Grade> {
  const body = await getJson("/api/practice/grade", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ answers }),
    signal,
  });
  const grade = asGrade(body);
  if (!grade || !answers.every(({ id }) => grade.results.some((result) => result.id === id))) {
    throw new QuizApiError("grade: unexpected answer");
  }
  return grade;
}

async function getJson(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: "application/json", ...init.headers },
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new QuizApiError(`${url}: network`);
  }
  if (!response.ok) throw new QuizApiError(`${url}: ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new QuizApiError(`${url}: not JSON`);
  }
}
