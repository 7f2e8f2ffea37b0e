import { useEffect, useReducer, useRef } from "react";
import { jlptLevels, type JlptLevel } from "~/lib/jlpt";
import { quizFeedback } from "./feedback";
import { answerIndexes, fetchQuestions, gradeAnswers, newSeed } from "./quiz-api";
import { allAnswered, canCheck, initialQuizState, missedTypes, quizReducer } from "./quiz-machine";
import { QuestionCard } from "./question-card";
import type { QuizTexts } from "./quiz-texts";
import { engineTypes, quizQuestionCount, quizTypes } from "./quiz-types";
import { ErrorBanner, primaryButton, secondaryButton } from "./dialog-parts";

/** The quiz: setup → quiz → review (15 s) → results (spec part 1 §4). */
export function QuizFlow({
  texts,
  level,
  onClose,
  onPlacement,
}: {
  texts: QuizTexts;
  level: JlptLevel;
  onClose: () => void;
  /** Switches the dialog to the placement test (from the setup step). */
  onPlacement: () => void;
}) {
  const [state, dispatch] = useReducer(quizReducer, level, (start) => initialQuizState(start));
  const request = useRef<AbortController | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => request.current?.abort(), []);

  // The review countdown: one tick a second from the moment the score is checked.
  const reviewing = state.step === "quiz" && state.grade !== null;
  useEffect(() => {
    if (!reviewing) return;
    const timer = setInterval(() => dispatch({ type: "tick" }), 1000);
    return () => clearInterval(timer);
  }, [reviewing]);

  // Each step, and the review with its score, starts at its top, where its heading is.
  const view = reviewing ? "review" : state.step;
  useEffect(() => {
    topRef.current?.scrollIntoView({ block: "start" });
  }, [view]);

  const start = async () => {
    dispatch({ type: "startRequested" });
    request.current?.abort();
    const controller = (request.current = new AbortController());
    try {
      const questions = await fetchQuestions(
        {
          level: state.level,
          types: engineTypes(state.type, state.level),
          count: quizQuestionCount,
          seed: newSeed(),
        },
        controller.signal,
      );
      dispatch({ type: "questionsLoaded", questions });
    } catch {
      if (!controller.signal.aborted) dispatch({ type: "questionsFailed" });
    }
  };

  const check = async () => {
    if (!canCheck(state)) return;
    dispatch({ type: "checkRequested" });
    const controller = (request.current = new AbortController());
    try {
      const grade = await gradeAnswers(
        answerIndexes(state.questions, state.answers),
        controller.signal,
      );
      dispatch({ type: "graded", grade });
    } catch {
      if (!controller.signal.aborted) dispatch({ type: "gradeFailed" });
    }
  };

  const typeName = texts.setup.types[state.type].name;
  const feedback =
    state.grade &&
    quizFeedback(texts.feedback, {
      correct: state.grade.score.correct,
      total: state.grade.score.total,
      missed: missedTypes(state.questions, state.grade),
      level: state.level,
      type: state.type,
    });
  const perfect = state.grade !== null && state.grade.score.correct === state.grade.score.total;

  if (state.step === "setup") {
    return (
      <div ref={topRef} data-step="setup" className="space-y-5">
        <p className="text-slate-700 dark:text-slate-300">{texts.setup.intro}</p>
        {state.error === "generate" && <ErrorBanner>{texts.errors.generate}</ErrorBanner>}
        <fieldset disabled={state.loading}>
          <legend className="font-semibold">{texts.setup.typeLegend}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {quizTypes.map((type) => (
              <label key={type} className={choiceClass}>
                <input
                  type="radio"
                  name="quiz-type"
                  value={type}
                  checked={state.type === type}
                  onChange={() => dispatch({ type: "setType", quizType: type })}
                  className="sr-only"
                />
                <span className="block font-semibold">{texts.setup.types[type].name}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  {texts.setup.types[type].hint}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset disabled={state.loading}>
          <legend className="font-semibold">{texts.setup.levelLegend}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
            {jlptLevels.map((option) => (
              <label key={option} className={choiceClass}>
                <input
                  type="radio"
                  name="quiz-level"
                  value={option}
                  checked={state.level === option}
                  onChange={() => dispatch({ type: "setLevel", level: option })}
                  className="sr-only"
                />
                <span className="block text-center text-sm font-semibold">
                  {texts.setup.levels[option]}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            onClick={onPlacement}
            disabled={state.loading}
            className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:opacity-60 dark:text-brand-100"
          >
            {texts.setup.placementInstead}
          </button>
          <button
            type="button"
            onClick={() => void start()}
            disabled={state.loading}
            aria-busy={state.loading}
            className={primaryButton}
          >
            {state.loading ? texts.setup.loading : texts.setup.start}
          </button>
        </div>
      </div>
    );
  }

  if (state.step === "results" && state.grade) {
    return (
      <div ref={topRef} data-step="results" className="space-y-4 text-center">
        <h3 className="text-lg font-semibold">{texts.results.heading}</h3>
        <p data-testid="quiz-score" className="text-3xl font-extrabold">
          {texts.quiz.score(
            state.grade.score.correct,
            state.grade.score.total,
            state.grade.score.percent,
          )}
        </p>
        <p className="text-lg font-semibold text-brand-700 dark:text-brand-100">
          {perfect ? texts.results.perfect : texts.results.keepPracticing}
        </p>
        <div className="rounded-lg bg-slate-50 p-4 text-left dark:bg-slate-800">
          <h4 className="font-semibold">{texts.results.feedback}</h4>
          <p data-testid="quiz-feedback" className="mt-1">
            {feedback}
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <button
            type="button"
            onClick={() => dispatch({ type: "playAgain" })}
            className={primaryButton}
          >
            {texts.results.playAgain}
          </button>
          <button type="button" onClick={onClose} className={secondaryButton}>
            {texts.close}
          </button>
        </div>
      </div>
    );
  }

  const answeredCount = Object.keys(state.answers).length;
  return (
    <div ref={topRef} data-step={state.grade ? "review" : "quiz"} className="space-y-4">
      <h3 className="font-semibold">{texts.quiz.heading(state.level, typeName)}</h3>
      {state.grade && (
        <div
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <p data-testid="quiz-score" className="text-xl font-bold">
            {texts.quiz.score(
              state.grade.score.correct,
              state.grade.score.total,
              state.grade.score.percent,
            )}
          </p>
          <p className="mt-1 font-semibold">{texts.quiz.review}</p>
          <p data-testid="quiz-feedback" className="mt-2">
            {feedback}
          </p>
        </div>
      )}
      <ol className="space-y-4">
        {state.questions.map((question, index) => (
          <li key={question.id}>
            <QuestionCard
              texts={texts}
              question={question}
              number={index + 1}
              total={state.questions.length}
              chosen={state.answers[question.id]}
              locked={state.grade !== null || state.loading}
              result={state.grade?.results.find((result) => result.id === question.id)}
              onChoose={(option) => dispatch({ type: "choose", id: question.id, option })}
            />
          </li>
        ))}
      </ol>
      {state.error === "grade" && <ErrorBanner>{texts.errors.grade}</ErrorBanner>}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:-mx-6 sm:px-6 dark:border-slate-700 dark:bg-slate-900/95">
        {state.grade ? (
          // A timer, not a live region: a voice reading every second would drown the review.
          <p role="timer" data-testid="quiz-countdown" className="text-sm font-semibold">
            {texts.quiz.secondsLeft(state.secondsLeft)}
          </p>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {texts.quiz.answered(answeredCount, state.questions.length)}
          </p>
        )}
        <button
          type="button"
          onClick={() => void check()}
          disabled={!canCheck(state)}
          aria-busy={state.loading}
          className={primaryButton}
        >
          {state.loading && !state.grade && allAnswered(state)
            ? texts.quiz.checking
            : texts.quiz.check}
        </button>
      </div>
    </div>
  );
}

const choiceClass =
  "block cursor-pointer rounded-lg border border-slate-300 px-3 py-2 hover:bg-slate-50 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-focus has-disabled:cursor-not-allowed has-disabled:opacity-70 dark:border-slate-600 dark:hover:bg-slate-800 dark:has-checked:bg-slate-800 dark:has-checked:border-brand-100 dark:has-checked:ring-brand-100";
