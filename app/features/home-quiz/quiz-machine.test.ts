import { describe, expect, test } from "vitest";
import type { Grade, QuizQuestion } from "./quiz-api";
import {
  canCheck,
  initialQuizState,
  missedTypes,
  quizReducer,
  type QuizAction,
  type QuizState,
} from "./quiz-machine";

const question = (id: string, type: QuizQuestion["type"] = "context"): QuizQuestion => ({
  id,
  type,
  question: `${id}：（ ）に何を入れますか。`,
  options: [`${id}-a`, `${id}-b`, `${id}-c`, `${id}-d`],
});
const questions = ["q1", "q2", "q3", "q4", "q5"].map((id) => question(id));

const grade = (correctIds: string[]): Grade => ({
  score: {
    correct: correctIds.length,
    total: questions.length,
    percent: (correctIds.length / questions.length) * 100,
  },
  results: questions.map(({ id }) => ({
    id,
    correct: correctIds.includes(id),
    correctAnswer: `${id}-a`,
    explanation: { english: "Why.", nepali: "किन।" },
  })),
});

const run = (state: QuizState, ...actions: QuizAction[]) => actions.reduce(quizReducer, state);
const inQuiz = () =>
  run(initialQuizState("N5"), { type: "startRequested" }, { type: "questionsLoaded", questions });
const answerAll = (state: QuizState) =>
  run(state, ...questions.map(({ id }) => ({ type: "choose", id, option: `${id}-a` }) as const));

describe("quiz dialog steps", () => {
  test("setup keeps the chosen type and level; start loads, then shows the quiz", () => {
    let state = run(
      initialQuizState("N5"),
      { type: "setType", quizType: "kanji" },
      { type: "setLevel", level: "N4" },
    );
    expect(state).toMatchObject({ step: "setup", type: "kanji", level: "N4" });
    state = quizReducer(state, { type: "startRequested" });
    expect(state.loading).toBe(true);
    // Settings cannot change under a request on its way.
    expect(quizReducer(state, { type: "setLevel", level: "N1" }).level).toBe("N4");
    state = quizReducer(state, { type: "questionsLoaded", questions });
    expect(state).toMatchObject({ step: "quiz", loading: false, questions, answers: {} });
  });

  test("a failure to generate stays in setup with the error, cleared by the next start", () => {
    let state = run(
      initialQuizState("N3"),
      { type: "startRequested" },
      { type: "questionsFailed" },
    );
    expect(state).toMatchObject({ step: "setup", loading: false, error: "generate" });
    state = quizReducer(state, { type: "startRequested" });
    expect(state.error).toBeNull();
  });

  test("a later choice replaces an earlier one for the same question", () => {
    const state = run(
      inQuiz(),
      { type: "choose", id: "q1", option: "q1-b" },
      { type: "choose", id: "q1", option: "q1-c" },
    );
    expect(state.answers).toEqual({ q1: "q1-c" });
  });

  test("an option that is not the question's own is ignored", () => {
    expect(quizReducer(inQuiz(), { type: "choose", id: "q1", option: "q2-a" }).answers).toEqual({});
    expect(quizReducer(inQuiz(), { type: "choose", id: "zz", option: "q1-a" }).answers).toEqual({});
  });

  test("Check Your Score: disabled until all are answered, while loading, after checking", () => {
    let state = run(inQuiz(), { type: "choose", id: "q1", option: "q1-a" });
    expect(canCheck(state)).toBe(false);
    expect(quizReducer(state, { type: "checkRequested" })).toBe(state);
    state = answerAll(state);
    expect(canCheck(state)).toBe(true);
    state = quizReducer(state, { type: "checkRequested" });
    expect(state.loading).toBe(true);
    expect(canCheck(state)).toBe(false);
    state = quizReducer(state, { type: "graded", grade: grade(["q1", "q2"]) });
    expect(state.loading).toBe(false);
    expect(canCheck(state)).toBe(false);
  });

  test("answers are locked once checked (and while checking)", () => {
    const checking = quizReducer(answerAll(inQuiz()), { type: "checkRequested" });
    expect(quizReducer(checking, { type: "choose", id: "q1", option: "q1-d" }).answers.q1).toBe(
      "q1-a",
    );
    const checked = quizReducer(checking, { type: "graded", grade: grade([]) });
    expect(quizReducer(checked, { type: "choose", id: "q1", option: "q1-d" }).answers.q1).toBe(
      "q1-a",
    );
  });

  test("a failed check keeps the answers and lets the learner check again", () => {
    let state = run(answerAll(inQuiz()), { type: "checkRequested" }, { type: "gradeFailed" });
    expect(state).toMatchObject({ step: "quiz", error: "grade", grade: null, loading: false });
    expect(canCheck(state)).toBe(true);
    state = quizReducer(state, { type: "checkRequested" });
    expect(state.error).toBeNull();
  });

  test("the review counts down 15 seconds, then shows the results", () => {
    let state = run(
      answerAll(inQuiz()),
      { type: "checkRequested" },
      { type: "graded", grade: grade(["q1"]) },
    );
    expect(state.secondsLeft).toBe(15);
    for (let second = 14; second >= 1; second--) {
      state = quizReducer(state, { type: "tick" });
      expect(state).toMatchObject({ step: "quiz", secondsLeft: second });
    }
    state = quizReducer(state, { type: "tick" });
    expect(state).toMatchObject({ step: "results", secondsLeft: 0 });
  });

  test("no countdown before the score is checked", () => {
    const state = answerAll(inQuiz());
    expect(quizReducer(state, { type: "tick" })).toBe(state);
  });

  test("Play Again goes back to setup, clearing answers, score, error and lock but keeping the settings", () => {
    let state = run(
      initialQuizState("N5"),
      { type: "setType", quizType: "grammar" },
      { type: "setLevel", level: "N4" },
      { type: "startRequested" },
      { type: "questionsLoaded", questions },
    );
    state = run(answerAll(state), { type: "checkRequested" }, { type: "graded", grade: grade([]) });
    for (let i = 0; i < 15; i++) state = quizReducer(state, { type: "tick" });
    expect(state.step).toBe("results");
    expect(quizReducer(state, { type: "playAgain" })).toEqual(initialQuizState("N4", "grammar"));
  });
});

test("missed types: each kind answered wrongly once, most missed first", () => {
  const mixed = [
    question("a", "kanji-reading"),
    question("b", "orthography"),
    question("c", "orthography"),
    question("d", "kanji-reading"),
    question("e", "orthography"),
  ];
  const result: Grade = {
    score: { correct: 1, total: 5, percent: 20 },
    results: mixed.map(({ id }) => ({
      id,
      correct: id === "d",
      correctAnswer: `${id}-a`,
      explanation: { english: "", nepali: "" },
    })),
  };
  expect(missedTypes(mixed, result)).toEqual(["orthography", "kanji-reading"]);
});
