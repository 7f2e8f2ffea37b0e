import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { students } from "~/server/db/schema";
import {
  createTestDatabase,
  databaseKinds,
  type TestDatabase,
} from "../../../../tests/support/test-database";
import { gradeAndSave, type Grader } from "./grade-action.server";
import { practiceHistory, recentResults, saveResult, tally } from "./practice-results.server";

const estimate = (low: number, passed: boolean) => ({
  sections: [
    {
      id: "language-knowledge-reading",
      low,
      high: low + 10,
      max: 120,
      minimum: 38,
      meetsMinimum: true,
    },
    { id: "listening", low: 30, high: 40, max: 60, minimum: 19, meetsMinimum: true },
  ],
  total: { low: low + 30, high: low + 50 },
  passMark: 90,
  passed,
  grades: [],
});

/** Keys of a made-up test: question n's key is option n % 4. */
const fakeGrader =
  (types: Record<string, { type: string; section: "vocabulary" | "listening" }>): Grader =>
  (_db, { kind, answers }) => {
    const results = answers.map(({ id, answer }) => {
      const key = Number(id.split("-")[1]) % 4;
      return {
        id,
        correct: answer === key,
        correctAnswer: key,
        explanation: { english: `Key ${key}`, nepali: `उत्तर ${key}` },
        ...(types[id] ?? { type: "context", section: "vocabulary" as const }),
      };
    });
    const correct = results.filter((r) => r.correct).length;
    return Promise.resolve({
      score: {
        correct,
        total: results.length,
        percent: Math.round((correct / results.length) * 100),
      },
      results,
      estimate: kind === "mock" ? estimate(60, correct > 1) : null,
    });
  };

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const silent = { error: () => {} };

describe.each(databaseKinds)("practice results (%s)", (kind) => {
  let database: TestDatabase;
  const ana = "student-ana";
  const bo = "student-bo";

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.handle.db.insert(students).values([
      { id: ana, name: "Ana", email: "ana@example.com" },
      { id: bo, name: "Bo", email: "bo@example.com" },
    ]);
  });
  afterAll(() => database?.drop());

  test("tally counts correct and total per key", () => {
    expect(
      tally([
        { key: "task", correct: true },
        { key: "task", correct: false },
        { key: "context", correct: true },
      ]),
    ).toEqual({ task: { correct: 1, total: 2 }, context: { correct: 1, total: 1 } });
  });

  test("a graded mock is saved for the student with raw scores per section and type", async () => {
    const types = {
      "q-0": { type: "kanji-reading", section: "vocabulary" as const },
      "q-1": { type: "kanji-reading", section: "vocabulary" as const },
      "q-2": { type: "task", section: "listening" as const },
    };
    const answer = await gradeAndSave({
      db: database.handle.db,
      logger: silent,
      grader: fakeGrader(types),
      studentId: ana,
      form: form({
        kind: "mock",
        level: "n4",
        seed: "42",
        answers: JSON.stringify([
          { id: "q-0", answer: 0 },
          { id: "q-1", answer: 3 },
          { id: "q-2", answer: 2 },
        ]),
      }),
    });
    expect(answer.status).toBe(200);
    if (!answer.body.ok) throw new Error("not graded");
    expect(answer.body.save).toBe("saved");
    expect(answer.body.score).toEqual({ correct: 2, total: 3, percent: 67 });
    expect(answer.body.sections).toEqual({
      vocabulary: { correct: 1, total: 2 },
      listening: { correct: 1, total: 1 },
    });
    const [saved] = await recentResults(database.handle.db, ana, "n4");
    expect(saved).toMatchObject({
      kind: "mock",
      level: "n4",
      section: null,
      correct: 2,
      total: 3,
      types: { "kanji-reading": { correct: 1, total: 2 }, task: { correct: 1, total: 1 } },
      estimate: { total: { low: 90, high: 110 }, passed: true },
    });
    // Another student sees none of it.
    expect(await recentResults(database.handle.db, bo, "n4")).toEqual([]);
  });

  test("without a session the test is marked but nothing is kept", async () => {
    const answer = await gradeAndSave({
      db: database.handle.db,
      logger: silent,
      grader: fakeGrader({ "q-1": { type: "context", section: "vocabulary" } }),
      studentId: null,
      form: form({
        kind: "section",
        level: "n5",
        section: "vocabulary",
        seed: "7",
        answers: JSON.stringify([{ id: "q-1", answer: 1 }]),
      }),
    });
    expect(answer.body).toMatchObject({ ok: true, save: "signedOut", estimate: null });
    expect(await recentResults(database.handle.db, bo, "n5")).toEqual([]);
  });

  test.each([
    ["no answers", { kind: "section", level: "n5", seed: "1", answers: "[]" }],
    ["answers not JSON", { kind: "section", level: "n5", seed: "1", answers: "{" }],
    [
      "an option out of range",
      { kind: "mock", level: "n5", seed: "1", answers: '[{"id":"q-1","answer":4}]' },
    ],
    [
      "an unknown level",
      { kind: "mock", level: "n6", seed: "1", answers: '[{"id":"q-1","answer":1}]' },
    ],
  ])("bad input (%s) is a 400, never graded", async (_name, fields) => {
    const answer = await gradeAndSave({
      db: database.handle.db,
      logger: silent,
      grader: () => Promise.reject(new Error("must not be called")),
      studentId: ana,
      form: form(fields),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, error: "invalid_input" });
  });

  test("the dashboard history: mocks per level in time order and the three weakest types", async () => {
    const db = database.handle.db;
    const base = { level: "n5" as const, section: null, sections: {}, kind: "mock" as const };
    await saveResult(db, bo, {
      ...base,
      correct: 10,
      total: 20,
      types: {
        "kanji-reading": { correct: 1, total: 5 },
        context: { correct: 4, total: 5 },
        task: { correct: 2, total: 5 },
        "quick-response": { correct: 3, total: 5 },
        // Too few answers to judge.
        usage: { correct: 0, total: 2 },
      },
      estimate: {
        total: { low: 70, high: 90 },
        sections: { listening: { low: 20, high: 30 } },
        passed: false,
      },
    });
    await saveResult(db, bo, {
      ...base,
      correct: 15,
      total: 20,
      types: { "kanji-reading": { correct: 4, total: 5 } },
      estimate: {
        total: { low: 95, high: 115 },
        sections: { listening: { low: 30, high: 40 } },
        passed: true,
      },
    });
    const history = await practiceHistory(db, bo);
    expect(history.levels).toHaveLength(1);
    expect(history.levels[0]?.points.map((p) => p.total.low)).toEqual([70, 95]);
    expect(history.weakest.map((w) => [w.type, w.correct, w.total])).toEqual([
      ["task", 2, 5],
      ["kanji-reading", 5, 10],
      ["quick-response", 3, 5],
    ]);
  });
});
