import express, { type NextFunction, type Request, type Response } from "express";
import type { Logger } from "pino";
import type { z } from "zod";
import type { Database } from "~/server/db/client.server";
import { gradeBodySchema, questionsQuerySchema } from "./practice-input";
import { blueprints, grade, questionsFor, UnknownQuestionError } from "./practice.server";

const failed = "Questions could not be prepared right now. Please try again.";

/**
 * The practice API:
 *   GET  /api/practice/blueprints                     the official format of every level
 *   GET  /api/practice/questions?level=&section=|types=&count=&seed=   a test, without keys
 *   POST /api/practice/grade  { answers: [{ id, answer }] }            marks, keys, explanations
 */
export function practiceApi({ db, logger }: { db: Database; logger: Logger }) {
  const router = express.Router();

  router.get("/blueprints", (_req, res) => {
    res.set("Cache-Control", "public, max-age=3600");
    res.json(blueprints());
  });

  router.get("/questions", async (req, res) => {
    const query = questionsQuerySchema.safeParse(req.query);
    if (!query.success) return void res.status(400).json(invalidInput(query.error));
    try {
      // A seed names one test: the same answer every time, so it may be cached briefly.
      res.set("Cache-Control", query.data.seed === undefined ? "no-store" : "public, max-age=60");
      res.json(await questionsFor(db, query.data));
    } catch (error) {
      logger.error({ err: error }, "practice questions failed");
      res.status(503).json({ error: "unavailable", message: failed });
    }
  });

  router.post("/grade", express.json({ limit: "64kb" }), async (req, res) => {
    res.set("Cache-Control", "no-store");
    const body = gradeBodySchema.safeParse(req.body);
    if (!body.success) return void res.status(400).json(invalidInput(body.error));
    try {
      res.json(await grade(db, body.data.answers));
    } catch (error) {
      if (error instanceof UnknownQuestionError) {
        return void res.status(400).json({
          error: "invalid_input",
          message: error.message,
          issues: [{ field: "answers.id", message: error.message }],
        });
      }
      logger.error({ err: error }, "practice grading failed");
      res.status(503).json({ error: "unavailable", message: failed });
    }
  });

  // A body that is not JSON, or too large, is the sender's mistake: a 4xx in our words.
  router.use((error: { type?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (error.type === "entity.too.large") {
      return void res
        .status(413)
        .json({ error: "too_large", message: "Too many answers in one request (64 kB at most)." });
    }
    if (error.type === "entity.parse.failed" || error.type === "encoding.unsupported") {
      return void res.status(400).json({
        error: "invalid_json",
        message: "The body must be JSON: { answers: [{ id, answer }] }.",
      });
    }
    next(error);
  });

  return router;
}

function invalidInput(error: z.ZodError) {
  return {
    error: "invalid_input",
    message: error.issues[0]?.message ?? "Invalid input.",
    issues: error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
  };
}
