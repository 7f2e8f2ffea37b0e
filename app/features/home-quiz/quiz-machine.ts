// The "Japanese Quiz" dialog's steps (spec part 1 §4 "Quiz modal"), as a pure reducer so each
// rule is tested without a browser: setup → quiz when questions arrive (a failure stays in setup
// with an error); a later choice replaces an earlier one until the score is checked; checking
// locks the answers and starts the 15-second review; at 0 the step becomes results; Play Again
// clears everything but the settings.
import type { JlptLevel } from "~/lib/jlpt";
import type { Grade, QuizQuestion } from "./quiz-api";
import { reviewSeconds, type QuizType } from "./quiz-types";

export type QuizState = {
  step: "setup" | "quiz" | "results";
  type: QuizType;
  level: JlptLevel;
  questions: QuizQuestion[];
  /** The chosen option per question id. */
  answers: Record<string, string>;
  loading: boolean;
  error: "generate" | "grade" | null;
  /** Set once the score is checked: the answers are locked from then on. */
  grade: Grade | null;
  /** The review countdown while the marked answers are shown. */
  secondsLeft: number;
};

export type QuizAction =
  | { type: "setType"; quizType: QuizType }
  | { type: "setLevel"; level: JlptLevel }
  | { type: "startRequested" }
  | { type: "questionsLoaded"; questions: QuizQuestion[] }
  | { type: "questionsFailed" }
  | { type: "choose"; id: string; option: string }
  | { type: "checkRequested" }
  | { type: "graded"; grade: Grade }
  | { type: "gradeFailed" }
  | { type: "tick" }
  | { type: "playAgain" };

export function initialQuizState(level: JlptLevel, type: QuizType = "vocabulary"): QuizState {
  return {
    step: "setup",
    type,
    level,
    questions: [],
    answers: {},
    loading: false,
    error: null,
    grade: null,
    secondsLeft: reviewSeconds,
  };
}

export const allAnswered = (state: QuizState) =>
  state.questions.length > 0 && state.questions.every((question) => question.id in state.answers);

/** "Check Your Score": disabled until every question has an answer, while loading, after checking. */
export const canCheck = (state: QuizState) =>
  state.step === "quiz" && allAnswered(state) && !state.loading && state.grade === null;

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case "setType":
      return state.step === "setup" && !state.loading ? { ...state, type: action.quizType } : state;
    case "setLevel":
      return state.step === "setup" && !state.loading ? { ...state, level: action.level } : state;
    case "startRequested":
      if (state.step !== "setup" || state.loading) return state;
      return { ...state, loading: true, error: null };
    case "questionsLoaded":
      if (state.step !== "setup" || !state.loading) return state;
      return { ...state, step: "quiz", loading: false, questions: action.questions, answers: {} };
    case "questionsFailed":
      if (state.step !== "setup") return state;
      return { ...state, loading: false, error: "generate" };
    case "choose": {
      if (state.step !== "quiz" || state.grade || state.loading) return state;
      const question = state.questions.find((q) => q.id === action.id);
      if (!question?.options.includes(action.option)) return state;
      return { ...state, answers: { ...state.answers, [action.id]: action.option }, error: null };
    }
    case "checkRequested":
      return canCheck(state) ? { ...state, loading: true, error: null } : state;
    case "graded":
      if (state.step !== "quiz" || !state.loading) return state;
      return { ...state, loading: false, grade: action.grade, secondsLeft: reviewSeconds };
    case "gradeFailed":
      if (state.step !== "quiz") return state;
      return { ...state, loading: false, error: "grade" };
    case "tick": {
      if (state.step !== "quiz" || !state.grade) return state;
      const secondsLeft = Math.max(0, state.secondsLeft - 1);
      return secondsLeft === 0
        ? { ...state, secondsLeft, step: "results" }
        : { ...state, secondsLeft };
    }
    case "playAgain":
      return initialQuizState(state.level, state.type);
  }
}

/** The engine types of the questions answered wrongly, most missed first. */
export function missedTypes(questions: QuizQuestion[], grade: Grade): QuizQuestion["type"][] {
  const counts = new Map<QuizQuestion["type"], number>();
  for (const question of questions) {
    const result = grade.results.find((r) => r.id === question.id);
    if (result && !result.correct) counts.set(question.type, (counts.get(question.type) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([type]) => type);
}
