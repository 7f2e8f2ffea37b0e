import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Bilingual } from "~/lib/jlpt-mondai";
import type { PublicQuestion, TranscriptLine } from "../question";
import { ContextLine, optionLetters, PassageView } from "./question-view";
import { Transcript } from "./script-player";

/** One question as the server marked it. */
export type MarkedQuestion = {
  id: string;
  correct: boolean;
  /** Index 0–3 of the key. */
  correctAnswer: number;
  explanation: Bilingual;
  /** A recording's words in every language, given only with the marking. */
  transcript?: TranscriptLine[];
};

export type Score = { correct: number; total: number; percent: number };

/** Whether the result went to the student's history. */
export type SaveState = "saved" | "signedOut" | "failed";

function OptionLine({
  label,
  question,
  index,
  tone,
}: {
  label: string;
  question: PublicQuestion;
  index: number | undefined;
  tone: "right" | "wrong" | "none";
}) {
  const { t } = useTranslation();
  const colour =
    tone === "right"
      ? "text-emerald-800 dark:text-emerald-300"
      : tone === "wrong"
        ? "text-red-800 dark:text-red-300"
        : "text-slate-700 dark:text-slate-300";
  return (
    <p className={colour}>
      <span className="font-semibold">{label}: </span>
      {index === undefined ? (
        t("practice.results.noAnswer")
      ) : (
        <>
          {optionLetters[index]} <span lang="ja">{question.options[index]}</span>
        </>
      )}
    </p>
  );
}

/**
 * The results: score (correct / total / rounded percent), then every question with the learner's
 * answer, the key and the explanation in English and Nepali, with the transcript of a recording.
 * A mock puts its estimate in `summary`.
 */
export function ResultsView({
  title,
  score,
  questions,
  answers,
  marked,
  save,
  summary,
  onRetake,
}: {
  title: string;
  score: Score;
  questions: PublicQuestion[];
  answers: Record<string, number>;
  marked: MarkedQuestion[];
  save: SaveState;
  summary?: ReactNode;
  onRetake: () => void;
}) {
  const { t } = useTranslation();
  const byId = new Map(marked.map((mark) => [mark.id, mark]));
  // A passage serves several questions: show it once, before its first question.
  const shownPassages = new Set<string>();
  return (
    <div className="space-y-8" data-testid="results">
      <section className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <h2 className="text-2xl font-bold">{t("practice.results.title")}</h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{title}</p>
        <p className="mt-4 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {t("practice.results.scoreLabel")}
        </p>
        <p className="text-4xl font-bold tabular-nums" data-testid="score">
          {t("practice.results.score", score)}
        </p>
        <p
          className="text-2xl font-semibold text-brand-700 tabular-nums dark:text-brand-100"
          data-testid="percent"
        >
          {t("practice.results.percent", score)}
        </p>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="save-state">
          {save === "saved" ? (
            t("practice.results.saved")
          ) : save === "signedOut" ? (
            <Link to="/login" className="text-brand-700 underline dark:text-brand-100">
              {t("practice.results.signInToSave")}
            </Link>
          ) : (
            t("practice.results.saveFailed")
          )}
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={onRetake}
            className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {t("practice.results.retake")}
          </button>
          <Link
            to="/practice-test"
            className="rounded-lg border border-slate-300 px-5 py-2 font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {t("practice.results.back")}
          </Link>
        </div>
      </section>

      {summary}

      <section aria-labelledby="results-review">
        <h2 id="results-review" className="text-xl font-bold">
          {t("practice.results.review")}
        </h2>
        <ol className="mt-4 space-y-4">
          {questions.map((question, index) => {
            const mark = byId.get(question.id);
            const answer = answers[question.id];
            const passageKey = question.passage && JSON.stringify(question.passage);
            const showPassage = passageKey !== undefined && !shownPassages.has(passageKey);
            if (passageKey) shownPassages.add(passageKey);
            return (
              <li
                key={question.id}
                data-testid="result-item"
                data-correct={mark?.correct ? "true" : "false"}
                className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
              >
                {showPassage && question.passage && <PassageView passage={question.passage} />}
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p lang="ja" className="text-lg">
                    <span className="mr-2 font-bold">{index + 1}.</span>
                    {question.question}
                  </p>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${
                      mark?.correct
                        ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
                        : "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200"
                    }`}
                  >
                    {mark?.correct
                      ? t("practice.results.correct")
                      : t("practice.results.incorrect")}
                  </span>
                </div>
                <ContextLine question={question} />
                <OptionLine
                  label={t("practice.results.yourAnswer")}
                  question={question}
                  index={answer}
                  tone={answer === undefined ? "none" : mark?.correct ? "right" : "wrong"}
                />
                {mark && (
                  <OptionLine
                    label={t("practice.results.correctAnswer")}
                    question={question}
                    index={mark.correctAnswer}
                    tone="right"
                  />
                )}
                {mark && (
                  <div className="grid gap-3 md:grid-cols-2" data-testid="explanation">
                    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-950">
                      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                        {t("practice.results.english")}
                      </p>
                      <p lang="en">{mark.explanation.english}</p>
                    </div>
                    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-950">
                      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                        {t("practice.results.nepali")}
                      </p>
                      <p lang="ne">{mark.explanation.nepali}</p>
                    </div>
                  </div>
                )}
                {question.script && mark?.transcript && <Transcript lines={mark.transcript} />}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
