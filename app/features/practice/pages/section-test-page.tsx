import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { PracticeLevel, PracticeSection, PublicQuestion, QuestionType } from "../question";
import { fetchQuestions, newSeed } from "./fetch-questions";
import type { GradeAnswer } from "./grade-action.server";
import { MarkingPanel } from "./marking-panel";
import { levelName } from "./practice-table";
import { TestIntro, TestPage } from "./test-intro";
import { ResultsView } from "./results-view";
import { TestScreen } from "./test-screen";

type Phase =
  | { kind: "intro"; failed?: boolean }
  | { kind: "loading" }
  | { kind: "test"; seed: string; questions: PublicQuestion[]; deadline: number }
  | { kind: "marking"; seed: string; questions: PublicQuestion[] };

/** The answers as the grading form sends them: ids and chosen option indexes. */
export function answerField(questions: PublicQuestion[], answers: Record<string, number>) {
  return JSON.stringify(
    questions.map((question) => ({ id: question.id, answer: answers[question.id] ?? null })),
  );
}

/**
 * /practice-test/{level}/{section}: the intro, Start (questions are generated: loading), the
 * test with its timer and navigator, and the results (spec part 2 §2 and §4).
 */
export function SectionTestPage({
  level,
  section,
  questions: count,
  minutes,
  type,
}: {
  level: PracticeLevel;
  section: PracticeSection;
  questions: number;
  minutes: number;
  /** ?type=…: a set of one question type (the dashboard's weakest types link here). */
  type: QuestionType | null;
}) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: "intro" });
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [position, setPosition] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const grading = useFetcher<GradeAnswer>({ key: `practice-grade-${level}-${section}-${attempt}` });
  const title = t("practice.intro.title", {
    level: levelName(level),
    section: t(`practice.sections.${section}`),
  });

  const start = async () => {
    setPhase({ kind: "loading" });
    const seed = newSeed();
    try {
      const questions = await fetchQuestions({
        level,
        section,
        count,
        seed,
        ...(type && { types: [type] }),
      });
      setAnswers({});
      setPosition(0);
      setPhase({ kind: "test", seed, questions, deadline: Date.now() + minutes * 60_000 });
    } catch (error) {
      // The spec: a generation error is logged and the test stays on the intro.
      console.warn("Practice questions could not be generated", error);
      setPhase({ kind: "intro", failed: true });
    }
  };

  const finish = () => {
    if (phase.kind !== "test") return;
    setPhase({ kind: "marking", seed: phase.seed, questions: phase.questions });
    void grading.submit(
      {
        kind: "section",
        level,
        section,
        seed: phase.seed,
        answers: answerField(phase.questions, answers),
      },
      { method: "post" },
    );
  };

  const retake = () => {
    setAnswers({});
    setPosition(0);
    setAttempt((n) => n + 1);
    setPhase({ kind: "intro" });
  };

  // The top of the page for each new view: the test, then the results.
  const view = phase.kind === "marking" && grading.data?.ok ? "results" : phase.kind;
  useEffect(() => {
    if (view !== "intro") window.scrollTo({ top: 0 });
  }, [view]);

  return (
    <TestPage level={level}>
      {(phase.kind === "intro" || phase.kind === "loading") && (
        <TestIntro
          title={title}
          loading={phase.kind === "loading"}
          failed={phase.kind === "intro" && phase.failed === true}
          startLabel={t("practice.intro.start")}
          onStart={() => void start()}
        >
          <dl className="mt-5 grid grid-cols-2 gap-4 sm:max-w-md">
            <div className="rounded-xl bg-slate-50 p-4 dark:bg-slate-950">
              <dt className="text-sm text-slate-600 dark:text-slate-400">
                {t("practice.intro.questions")}
              </dt>
              <dd className="text-2xl font-bold tabular-nums" data-testid="intro-questions">
                {count}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-4 dark:bg-slate-950">
              <dt className="text-sm text-slate-600 dark:text-slate-400">
                {t("practice.intro.time")}
              </dt>
              <dd className="text-2xl font-bold tabular-nums" data-testid="intro-minutes">
                {t("practice.intro.minutes", { minutes })}
              </dd>
            </div>
          </dl>
          {type && (
            <p className="mt-4 font-medium">
              {t("practice.intro.typeFocus", { type: t(`practice.types.${type}`) })}
            </p>
          )}
          <p className="mt-4 text-slate-700 dark:text-slate-300">{t("practice.intro.rules")}</p>
        </TestIntro>
      )}

      {phase.kind === "test" && (
        <div className="mt-4">
          <h1 className="sr-only">{title}</h1>
          <TestScreen
            title={title}
            questions={phase.questions}
            answers={answers}
            onAnswer={(id, option) => setAnswers((all) => ({ ...all, [id]: option }))}
            position={position}
            onPosition={setPosition}
            deadline={phase.deadline}
            onTimeUp={finish}
            finishLabel={t("practice.test.finish")}
            onFinish={finish}
          />
        </div>
      )}

      {phase.kind === "marking" && !grading.data?.ok && (
        <MarkingPanel
          title={title}
          marking={grading.state !== "idle"}
          onRetry={() =>
            void grading.submit(
              {
                kind: "section",
                level,
                section,
                seed: phase.seed,
                answers: answerField(phase.questions, answers),
              },
              { method: "post" },
            )
          }
        />
      )}

      {phase.kind === "marking" && grading.data?.ok && (
        <div className="mt-4">
          <h1 className="sr-only">{title}</h1>
          <ResultsView
            title={title}
            score={grading.data.score}
            questions={phase.questions}
            answers={answers}
            marked={grading.data.marked}
            save={grading.data.save}
            onRetake={retake}
          />
        </div>
      )}
    </TestPage>
  );
}
