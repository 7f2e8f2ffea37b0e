// What the practice API accepts, checked with zod: every refusal names the field and says why.
import { z } from "zod";
import { questionTypes, type QuestionType } from "~/lib/jlpt-mondai";
import { practiceLevels, practiceSections } from "./question";

const types = new Set<string>(questionTypes);
const maxSeed = 2 ** 31 - 1;

export const questionsQuerySchema = z
  .object({
    level: z
      .string({ error: "level is required (n5, n4, n3, n2 or n1)" })
      .trim()
      .toLowerCase()
      .pipe(z.enum(practiceLevels, { error: "level must be one of n5, n4, n3, n2, n1" })),
    section: z
      .enum([...practiceSections, "mock"], {
        error: "section must be one of vocabulary, grammar, reading, listening, mock",
      })
      .optional(),
    types: z
      .string()
      .max(400, "types is too long")
      .transform((text) => [
        ...new Set(
          text
            .split(",")
            .map((t) => t.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(z.string())
          .min(1, "types must name at least one question type")
          .refine((list) => list.every((t) => types.has(t)), {
            message: `types must be question types: ${questionTypes.join(", ")}`,
          })
          .transform((list) => list as QuestionType[]),
      )
      .optional(),
    count: z.coerce
      .number({ error: "count must be a whole number from 1 to 100" })
      .int("count must be a whole number from 1 to 100")
      .min(1, "count must be a whole number from 1 to 100")
      .max(100, "count must be a whole number from 1 to 100")
      .optional(),
    seed: z.coerce
      .number({ error: `seed must be a whole number from 0 to ${maxSeed}` })
      .int(`seed must be a whole number from 0 to ${maxSeed}`)
      .min(0, `seed must be a whole number from 0 to ${maxSeed}`)
      .max(maxSeed, `seed must be a whole number from 0 to ${maxSeed}`)
      .optional(),
  })
  .superRefine((query, context) => {
    if (!query.section === !query.types) {
      context.addIssue({
        code: "custom",
        path: ["section"],
        message: "give either section (vocabulary, grammar, reading, listening, mock) or types",
      });
    }
    if (query.section === "mock" && query.count !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["count"],
        message: "a mock always has the official number of questions: leave count out",
      });
    }
  });
export type QuestionsQuery = z.infer<typeof questionsQuerySchema>;

/** The most answers one request may grade: a full N2 mock has about 100. */
export const maxAnswers = 300;

export const gradeBodySchema = z.object(
  {
    answers: z
      .array(
        z.object({
          id: z
            .string({ error: "each answer needs the question's id" })
            .min(1, "a question id is empty")
            .max(300, "a question id is too long"),
          answer: z
            .number({ error: "answer must be 0, 1, 2, 3 (A–D) or null" })
            .int("answer must be 0, 1, 2, 3 (A–D) or null")
            .min(0, "answer must be 0, 1, 2, 3 (A–D) or null")
            .max(3, "answer must be 0, 1, 2, 3 (A–D) or null")
            .nullable(),
        }),
        { error: "answers must be a list of { id, answer }" },
      )
      .min(1, "answers must hold at least one answer")
      .max(maxAnswers, `at most ${maxAnswers} answers can be graded at once`),
  },
  { error: "the body must be JSON: { answers: [{ id, answer }] }" },
);
export type GradeBody = z.infer<typeof gradeBodySchema>;
