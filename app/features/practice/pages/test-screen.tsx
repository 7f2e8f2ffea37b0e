import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PublicQuestion } from "../question";
import { formatClock } from "./practice-table";
import { QuestionView } from "./question-view";

/**
 * Counts down to a deadline (a Date.now() time, so a throttled background tab still ends on
 * time), shows m:ss, re-renders every second and calls onZero once when the time is up.
 */
export function Countdown({
  deadline,
  onZero,
  onTick,
}: {
  deadline: number;
  onZero: () => void;
  onTick?: (remainingMs: number) => void;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const tickEvent = useEffectEvent((remaining: number) => onTick?.(remaining));
  const zeroEvent = useEffectEvent(() => onZero());
  useEffect(() => {
    let ended = false;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      tickEvent(Math.max(0, deadline - current));
      if (!ended && current >= deadline) {
        ended = true;
        zeroEvent();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const remaining = deadline - now;
  return (
    <p
      className={`rounded-lg px-3 py-1.5 font-mono text-lg font-bold tabular-nums ${
        remaining <= 60_000
          ? "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100"
          : "bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100"
      }`}
    >
      <span className="sr-only">{t("practice.test.timeLeft")}: </span>
      <time data-testid="timer" role="timer" aria-live="off">
        {formatClock(remaining)}
      </time>
    </p>
  );
}

const navButton =
  "rounded-lg px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50";

/**
 * A running test: the timer, the question at the position, Previous / Next / Finish, and the
 * numbered navigator that shows which questions are answered (and, in a mock, flagged).
 */
export function TestScreen({
  title,
  questions,
  answers,
  onAnswer,
  position,
  onPosition,
  deadline,
  onTimeUp,
  onTick,
  finishLabel,
  onFinish,
  flags,
  onToggleFlag,
  played,
  onPlayed,
  notice,
}: {
  title: string;
  questions: PublicQuestion[];
  answers: Record<string, number>;
  onAnswer: (id: string, option: number) => void;
  position: number;
  onPosition: (position: number) => void;
  deadline: number;
  onTimeUp: () => void;
  onTick?: (remainingMs: number) => void;
  finishLabel: string;
  onFinish: () => void;
  /** A mock: questions flagged for review; section practice has no flags. */
  flags?: string[];
  onToggleFlag?: (id: string) => void;
  /** A mock: recordings already played (each plays once); section practice replays freely. */
  played?: string[];
  onPlayed?: (id: string) => void;
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  const question = questions[position];
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // After Previous/Next/a number, the reader starts at the new question's heading.
    if (moved.current) heading.current?.focus();
  }, [position]);
  if (!question) return null;
  const go = (next: number) => {
    moved.current = true;
    onPosition(Math.min(questions.length - 1, Math.max(0, next)));
  };
  const last = position === questions.length - 1;
  const answeredCount = questions.filter((q) => answers[q.id] !== undefined).length;
  const flagged = flags?.includes(question.id) ?? false;

  return (
    <div className="space-y-6" data-testid="test-screen">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold">{title}</h2>
          <p
            ref={heading}
            tabIndex={-1}
            data-testid="question-position"
            className="text-slate-700 focus:outline-none dark:text-slate-300"
          >
            {t("practice.test.questionOf", { current: position + 1, total: questions.length })}
            {" · "}
            {t("practice.test.answeredCount", { answered: answeredCount, total: questions.length })}
          </p>
        </div>
        <Countdown deadline={deadline} onZero={onTimeUp} onTick={onTick} />
      </div>
      {notice}

      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <QuestionView
          question={question}
          number={position + 1}
          answer={answers[question.id]}
          onAnswer={(option) => onAnswer(question.id, option)}
          playOnce={
            played && onPlayed
              ? { played: played.includes(question.id), onPlayed: () => onPlayed(question.id) }
              : null
          }
        />
        {onToggleFlag && (
          <button
            type="button"
            aria-pressed={flagged}
            onClick={() => onToggleFlag(question.id)}
            data-testid="flag"
            className="mt-4 rounded-lg border border-amber-600 px-3 py-1.5 text-sm font-semibold text-amber-900 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-pressed:bg-amber-100 dark:border-amber-300 dark:text-amber-200 dark:hover:bg-slate-800 dark:aria-pressed:bg-amber-950"
          >
            {flagged ? `⚑ ${t("practice.mock.unflag")}` : `⚐ ${t("practice.mock.flag")}`}
          </button>
        )}
      </div>

      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => go(position - 1)}
          disabled={position === 0}
          className={`${navButton} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`}
        >
          ← {t("practice.test.previous")}
        </button>
        {last ? (
          <button
            type="button"
            onClick={onFinish}
            className={`${navButton} bg-emerald-700 text-white hover:bg-emerald-800`}
          >
            {finishLabel}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => go(position + 1)}
            className={`${navButton} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {t("practice.test.next")} →
          </button>
        )}
      </div>

      <nav aria-label={t("practice.test.navigator")}>
        <h3 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
          {t("practice.test.navigator")}
        </h3>
        <ol className="flex flex-wrap gap-2" data-testid="navigator">
          {questions.map((item, index) => {
            const answered = answers[item.id] !== undefined;
            const isFlagged = flags?.includes(item.id) ?? false;
            const label = t(answered ? "practice.test.answered" : "practice.test.unanswered", {
              number: index + 1,
            });
            return (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => go(index)}
                  aria-current={index === position ? "step" : undefined}
                  aria-label={isFlagged ? `${label}, ${t("practice.test.flaggedLabel")}` : label}
                  data-answered={answered ? "true" : "false"}
                  data-flagged={isFlagged ? "true" : undefined}
                  className={`relative h-10 w-10 rounded-lg border-2 text-sm font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-[current=step]:ring-2 aria-[current=step]:ring-brand-600 aria-[current=step]:ring-offset-2 dark:ring-offset-slate-950 ${
                    answered
                      ? "border-brand-700 bg-brand-700 text-white dark:border-brand-100 dark:bg-brand-100 dark:text-slate-900"
                      : "border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
                  }`}
                >
                  {index + 1}
                  {isFlagged && (
                    <span
                      aria-hidden="true"
                      className="absolute -top-2 -right-2 text-xs text-amber-600 dark:text-amber-300"
                    >
                      ⚑
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
