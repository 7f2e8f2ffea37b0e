import { describe, expect, test } from "vitest";
import { answerIndexes, asGrade, asQuizQuestion, newSeed } from "./quiz-api";

const question = {
  id: "n5:kanji-reading:42:0",
  type: "kanji-reading",
  section: "vocabulary",
  question: "＿＿の ことばは ひらがなで どう かきますか。",
  context: "まいあさ 学校へ 行きます。",
  target: { japanese: "学校", reading: "がっこう" },
  options: ["がっこう", "かっこう", "がっこ", "かっこ"],
};

// The browser's light check keeps what the dialog reads and refuses what it could not show.
describe("the browser's check of a question", () => {
  test("accepts a vocabulary question and keeps the fields the dialog reads", () => {
    expect(asQuizQuestion(question)).toEqual({
      id: question.id,
      type: question.type,
      question: question.question,
      context: question.context,
      target: question.target,
      options: question.options,
    });
  });

  test("accepts a question without context or target", () => {
    const bare = { ...question, type: "grammar-form", context: undefined, target: undefined };
    expect(asQuizQuestion(bare)).toMatchObject({
      type: "grammar-form",
    });
  });

  test.each([
    ["not an object", "<html>"],
    ["a type the quiz does not ask (a reading passage)", { ...question, type: "reading-short" }],
    ["three options", { ...question, options: question.options.slice(0, 3) }],
    ["the same option twice", { ...question, options: ["a", "a", "b", "c"] }],
    ["an empty option", { ...question, options: ["a", "", "b", "c"] }],
    ["no id", { ...question, id: undefined }],
    ["no stem", { ...question, question: "" }],
    ["a target without its word", { ...question, target: { reading: "がっこう" } }],
  ])("refuses %s", (_name, body) => {
    expect(asQuizQuestion(body)).toBeUndefined();
  });
});

const grade = {
  score: { correct: 1, total: 2, percent: 50 },
  results: [
    {
      id: "a",
      correct: true,
      correctAnswer: "がっこう",
      explanation: { english: "学校 is read がっこう.", nepali: "学校 लाई がっこう पढिन्छ।" },
    },
    {
      id: "b",
      correct: false,
      correctAnswer: "先生",
      explanation: { english: "Teacher.", nepali: "गुरु।" },
    },
  ],
};

describe("the browser's check of a grade", () => {
  test("accepts the grade answer", () => {
    expect(asGrade(grade)).toEqual(grade);
  });

  test.each([
    ["no score", { ...grade, score: undefined }],
    ["more right than asked", { ...grade, score: { correct: 3, total: 2, percent: 150 } }],
    ["results that are not a list", { ...grade, results: {} }],
    [
      "a result without its key",
      { ...grade, results: [{ ...grade.results[0], correctAnswer: "" }] },
    ],
    [
      "a result without explanation",
      { ...grade, results: [{ ...grade.results[0], explanation: null }] },
    ],
    ["the 400 answer", { error: "invalid_answers", message: "…" }],
  ])("refuses %s", (_name, body) => {
    expect(asGrade(body)).toBeUndefined();
  });
});

describe("answers as the API grades them", () => {
  const questions = [
    asQuizQuestion(question),
    asQuizQuestion({ ...question, id: "second" }),
    asQuizQuestion({ ...question, id: "third" }),
  ].filter((q) => q !== undefined);

  test("each chosen option becomes its index (A–D = 0–3), an unanswered one null", () => {
    expect(answerIndexes(questions, { [question.id]: "かっこ", second: "がっこう" })).toEqual([
      { id: question.id, answer: 3 },
      { id: "second", answer: 0 },
      { id: "third", answer: null },
    ]);
  });

  test("a seed is a whole number the API accepts (0 to 2³¹ − 1)", () => {
    for (let i = 0; i < 200; i++) {
      const seed = Number(newSeed());
      expect(Number.isInteger(seed) && seed >= 0 && seed <= 2 ** 31 - 1).toBe(true);
    }
  });
});
