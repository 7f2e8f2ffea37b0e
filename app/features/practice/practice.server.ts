// The practice engine as the routes and the API call it: blueprints, a test's questions without
// their keys, and grading by ids.
import type { Database } from "~/server/db/client.server";
import { questionBank } from "./bank.server";
import { blueprints as levelBlueprints, replacements } from "./blueprints";
import { generateTest } from "./generate";
import { gradeAnswers, type GivenAnswer, type GradeReport } from "./grade";
import type { QuestionsQuery } from "./practice-input";
import { randomSeed } from "./prng";
import { practiceLevels, publicView, type PublicQuestion } from "./question";

export { UnknownQuestionError } from "./grade";

/** The official format of every level, the section practice table, and what replaces what. */
export function blueprints() {
  return { levels: levelBlueprints, replacements };
}

/** A test's questions as the browser may see them (no keys), reproducible from the seed. */
export async function questionsFor(
  db: Database,
  query: QuestionsQuery,
): Promise<{ seed: number; questions: PublicQuestion[] }> {
  const bank = await questionBank(db);
  const seed = query.seed ?? randomSeed();
  const selection = query.section ? { section: query.section } : { types: query.types ?? [] };
  const { questions } = generateTest(bank, {
    ...selection,
    level: query.level,
    seed,
    ...(query.count !== undefined && { count: query.count }),
  });
  return { seed, questions: questions.map(publicView) };
}

/** Marks answers by question id; throws UnknownQuestionError for an id no question has. */
export async function grade(db: Database, answers: GivenAnswer[]): Promise<GradeReport> {
  return gradeAnswers(await questionBank(db), answers);
}

/**
 * Builds the bank and every level's candidate lists at start, so the first learner does not
 * wait for them (a second or two of work, once).
 */
export async function warmPractice(db: Database): Promise<{ durationMs: number }> {
  const started = performance.now();
  const bank = await questionBank(db);
  for (const level of practiceLevels) generateTest(bank, { level, section: "mock", seed: 0 });
  return { durationMs: Math.round(performance.now() - started) };
}
