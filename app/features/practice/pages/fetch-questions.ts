// The browser's side of the practice API: questions without their keys.
import type { PracticeLevel, PublicQuestion, QuestionType } from "../question";

export type QuestionRequest = {
  level: PracticeLevel;
  /** A practice section, or "mock" for the full official format. */
  section: string;
  count?: number;
  types?: QuestionType[];
  seed: string;
};

/**
 * A fresh seed for a new attempt (0 to 2^31 − 1, as the API takes it): the same seed always
 * brings back the same questions.
 */
export function newSeed(): string {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return String((values[0] ?? 0) >>> 1);
}

export async function fetchQuestions(request: QuestionRequest): Promise<PublicQuestion[]> {
  const query = new URLSearchParams({ level: request.level, seed: request.seed });
  if (request.types?.length) query.set("types", request.types.join(","));
  else query.set("section", request.section);
  if (request.count !== undefined) query.set("count", String(request.count));
  const answer = await fetch(`/api/practice/questions?${query.toString()}`, {
    headers: { accept: "application/json" },
  });
  if (!answer.ok) {
    throw new Error(`GET /api/practice/questions answered ${answer.status}`);
  }
  const body = (await answer.json()) as { questions?: PublicQuestion[] };
  if (!Array.isArray(body.questions) || body.questions.length === 0) {
    throw new Error("GET /api/practice/questions answered without questions");
  }
  return body.questions;
}
