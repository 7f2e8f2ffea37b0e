// Marks a finished test with the engine: each id rebuilds its own question (and key) from the
// question bank, so the browser never holds a key and cannot send one.
import { questionBank } from "../bank.server";
import { parseQuestionId } from "../generate";
import { gradeAnswers, UnknownQuestionError as UnknownToEngine } from "../grade";
import { UnknownQuestionError, type Grader } from "./grade-action.server";

export const engineGrader: Grader = async (db, { level, kind, answers }) => {
  for (const { id } of answers) {
    const ref = parseQuestionId(id);
    // Every question must belong to the kind of test and the level being marked.
    if (!ref || ref.level !== level || ref.mock !== (kind === "mock")) {
      throw new UnknownQuestionError(`There is no such question in this test: ${id.slice(0, 80)}`);
    }
  }
  if (new Set(answers.map((a) => a.id)).size !== answers.length) {
    throw new UnknownQuestionError("A question is answered twice.");
  }
  try {
    const report = gradeAnswers(await questionBank(db), answers);
    return {
      score: report.score,
      results: report.results.map((result) => ({
        id: result.id,
        type: result.type,
        section: result.section,
        correct: result.correct,
        correctAnswer: result.correctIndex,
        explanation: result.explanation,
        ...(result.transcript && { transcript: result.transcript }),
      })),
      estimate: report.estimate ?? null,
    };
  } catch (error) {
    if (error instanceof UnknownToEngine) throw new UnknownQuestionError(error.message);
    throw error;
  }
};
