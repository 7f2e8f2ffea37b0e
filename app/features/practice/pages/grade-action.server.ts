import type { Logger } from "pino";
import { z } from "zod";
import type { Database } from "~/server/db/client.server";
import type { RawScore, StoredEstimate } from "~/server/db/schema";
import {
  practiceLevels,
  practiceSections,
  type PracticeLevel,
  type PracticeSection,
} from "../question";
import { saveResult, tally } from "./practice-results.server";
import type { MarkedQuestion, SaveState, Score } from "./results-view";

/** The grading form a finished test posts to its own page. */
const gradeForm = z.object({
  kind: z.enum(["section", "mock"]),
  level: z.enum(practiceLevels),
  section: z.enum(practiceSections).optional(),
  seed: z.string().min(1).max(40),
  answers: z
    .string()
    .max(60_000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: "answers must be JSON" });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(
          z.object({
            id: z.string().min(1).max(200),
            answer: z.number().int().min(0).max(3).nullable(),
          }),
        )
        .min(1)
        .max(300),
    ),
});

export type GradeForm = z.infer<typeof gradeForm>;

/** An estimated scaled score as the results show it (always ranges). */
export type EstimateSummary = {
  sections: {
    id: string;
    low: number;
    high: number;
    max: number;
    minimum: number;
    meetsMinimum: boolean;
  }[];
  total: { low: number; high: number };
  passMark: number;
  passed: boolean;
  /** Reference grades A/B/C with the raw share they come from. */
  grades: { id: string; grade: "A" | "B" | "C"; correct: number; total: number }[];
};

export type GradeAnswer =
  | {
      ok: true;
      score: Score;
      marked: MarkedQuestion[];
      save: SaveState;
      sections: Record<string, RawScore>;
      types: Record<string, RawScore>;
      estimate: EstimateSummary | null;
    }
  | { ok: false; error: "invalid_input" | "failed"; message: string };

/** What the grading needs from the engine: the key of each question and, for a mock, the estimate. */
export type Grader = (
  db: Database,
  request: { level: PracticeLevel; kind: "section" | "mock"; answers: GradeForm["answers"] },
) => Promise<{
  score: Score;
  results: (MarkedQuestion & { type: string; section: PracticeSection })[];
  estimate: EstimateSummary | null;
}>;

/**
 * Marks a finished test and, for a signed-in student, keeps the result. The score is always the
 * server's: the browser sends only the question ids and the options chosen.
 */
export async function gradeAndSave({
  db,
  logger,
  form,
  grader,
  studentId,
}: {
  db: Database;
  logger: Pick<Logger, "error">;
  form: FormData;
  grader: Grader;
  /** null: nobody is signed in, nothing is kept. */
  studentId: string | null;
}): Promise<{ status: number; body: GradeAnswer }> {
  const parsed = gradeForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return {
      status: 400,
      body: {
        ok: false,
        error: "invalid_input",
        message: parsed.error.issues[0]?.message ?? "Invalid input.",
      },
    };
  }
  const { kind, level, section, answers } = parsed.data;
  let graded: Awaited<ReturnType<Grader>>;
  try {
    graded = await grader(db, { level, kind, answers });
  } catch (error) {
    if (error instanceof UnknownQuestionError) {
      return { status: 400, body: { ok: false, error: "invalid_input", message: error.message } };
    }
    logger.error({ err: error }, "grading a practice test failed");
    return { status: 500, body: { ok: false, error: "failed", message: "Grading failed." } };
  }
  const sections = tally(graded.results.map((r) => ({ key: r.section, correct: r.correct })));
  const types = tally(graded.results.map((r) => ({ key: r.type, correct: r.correct })));
  let save: SaveState = "signedOut";
  if (studentId) {
    try {
      await saveResult(db, studentId, {
        level,
        kind,
        section: kind === "section" ? (section ?? null) : null,
        correct: graded.score.correct,
        total: graded.score.total,
        sections,
        types,
        estimate: graded.estimate ? storedEstimate(graded.estimate) : null,
      });
      save = "saved";
    } catch (error) {
      // The learner still sees the results; only the history misses this one.
      logger.error({ err: error }, "saving a practice result failed");
      save = "failed";
    }
  }
  return {
    status: 200,
    body: {
      ok: true,
      score: graded.score,
      marked: graded.results.map(({ id, correct, correctAnswer, explanation }) => ({
        id,
        correct,
        correctAnswer,
        explanation,
      })),
      save,
      sections,
      types,
      estimate: graded.estimate,
    },
  };
}

function storedEstimate(estimate: EstimateSummary): StoredEstimate {
  return {
    total: estimate.total,
    sections: Object.fromEntries(
      estimate.sections.map((section) => [section.id, { low: section.low, high: section.high }]),
    ),
    passed: estimate.passed,
  };
}

/** A question id the engine does not know: bad input, answered with a 400. */
export class UnknownQuestionError extends Error {}
