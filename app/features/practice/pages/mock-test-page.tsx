import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { MockPart } from "../blueprints";
import type { PracticeLevel, PracticeSection, PublicQuestion } from "../question";
import { EstimateView } from "./estimate-view";
import { fetchQuestions, newSeed } from "./fetch-questions";
import type { GradeAnswer } from "./grade-action.server";
import { clearProgress, loadProgress, saveProgress, type MockProgress } from "./mock-progress";
import { levelName } from "./practice-table";
import { TestIntro, TestPage } from "./test-intro";
import { ResultsView } from "./results-view";
import { MarkingPanel } from "./marking-panel";
import { answerField } from "./section-test-page";
import { TestScreen } from "./test-screen";

export type MockPartView = {
  id: MockPart["id"];
  minutes: number;
  questions: number;
  /** The practice sections whose questions this part holds. */
  sections: PracticeSection[];
};

type Phase =
  | { kind: "intro"; failed?: boolean }
  | { kind: "loading" }
  | { kind: "test"; questions: PublicQuestion[]; progress: MockProgress; restored: boolean }
  | { kind: "marking"; questions: PublicQuestion[]; progress: MockProgress };

/** The questions of each part, in the order the server generated them. */
function splitIntoParts(questions: PublicQuestion[], parts: MockPartView[]) {
  return parts.map((part) => questions.filter((q) => part.sections.includes(q.section)));
}

/**
 * /practice-test/{level}/mock: a full sitting in the official format. Parts follow each other,
 * each with its own timer; no feedback until the end; questions can be flagged for review; a
 * part with unanswered questions asks before it ends; leaving the page asks too; a reload
 * resumes where the learner was.
 */
export function MockTestPage({
  level,
  parts,
  minutes,
  questions: total,
}: {
  level: PracticeLevel;
  parts: MockPartView[];
  minutes: number;
  questions: number;
}) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: "intro" });
  const [confirming, setConfirming] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const grading = useFetcher<GradeAnswer>({ key: `practice-grade-${level}-mock-${attempt}` });
  const title = t("practice.mockMetaTitle", { level: levelName(level) }).replace(/ — .*$/, "");
  // The deadline of the part on screen, fixed when the part starts or resumes.
  const [deadline, setDeadline] = useState(0);

  const show = useCallback(
    (questions: PublicQuestion[], progress: MockProgress, restored: boolean) => {
      setDeadline(Date.now() + (progress.remaining[progress.part] ?? 0));
      setPhase({ kind: "test", questions, progress, restored });
    },
    [],
  );
  const failed = useCallback((error: unknown) => {
    console.warn("Mock test questions could not be generated", error);
    setPhase({ kind: "intro", failed: true });
  }, []);
  const begin = (progress: MockProgress) => {
    setPhase({ kind: "loading" });
    fetchQuestions({ level, section: "mock", seed: progress.seed }).then(
      (questions) => show(questions, progress, false),
      failed,
    );
  };

  // A mock left in progress on this device resumes by itself.
  useEffect(() => {
    const saved = loadProgress(level);
    if (!saved || saved.remaining.length !== parts.length) return;
    let current = true;
    fetchQuestions({ level, section: "mock", seed: saved.seed }).then(
      (questions) => current && show(questions, saved, true),
      (error: unknown) => current && failed(error),
    );
    return () => {
      current = false;
    };
  }, [level, parts.length, show, failed]);

  // Stored after each change is on screen; a marked test leaves nothing to resume. (Saving in a
  // state updater could run after the test was finished and bring its progress back.)
  useEffect(() => {
    if (phase.kind === "test") saveProgress(level, phase.progress);
    if (phase.kind === "marking") clearProgress(level);
  }, [phase, level]);

  const testing = phase.kind === "test";
  useEffect(() => {
    if (!testing) return;
    // Leaving mid-test asks first (the progress is kept either way).
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [testing]);

  const update = (change: (progress: MockProgress) => MockProgress) =>
    setPhase((current) => {
      if (current.kind !== "test") return current;
      return { ...current, progress: change(current.progress) };
    });

  // The clock's remaining time is stored every second, so a reload loses at most one.
  const lastSaved = useRef(0);
  const onTick = (remainingMs: number) => {
    if (Math.abs(lastSaved.current - remainingMs) < 1000) return;
    lastSaved.current = remainingMs;
    update((progress) => ({
      ...progress,
      remaining: progress.remaining.map((ms, index) =>
        index === progress.part ? remainingMs : ms,
      ),
    }));
  };

  const submit = (questions: PublicQuestion[], progress: MockProgress) => {
    setPhase({ kind: "marking", questions, progress });
    void grading.submit(
      {
        kind: "mock",
        level,
        seed: progress.seed,
        answers: answerField(questions, progress.answers),
      },
      { method: "post" },
    );
  };

  const endPart = () => {
    setConfirming(false);
    if (phase.kind !== "test") return;
    const { progress, questions } = phase;
    const next = progress.part + 1;
    if (next >= parts.length) {
      submit(questions, { ...progress, remaining: progress.remaining.map(() => 0) });
      return;
    }
    const moved = {
      ...progress,
      part: next,
      position: 0,
      remaining: progress.remaining.map((ms, index) => (index === progress.part ? 0 : ms)),
    };
    lastSaved.current = 0;
    setDeadline(Date.now() + (moved.remaining[next] ?? 0));
    setPhase({ ...phase, progress: moved, restored: false });
    window.scrollTo({ top: 0 });
  };

  const start = () => {
    const seed = newSeed();
    begin({
      seed,
      part: 0,
      position: 0,
      answers: {},
      flags: [],
      played: [],
      remaining: parts.map((part) => part.minutes * 60_000),
    });
  };

  const retake = () => {
    clearProgress(level);
    setAttempt((n) => n + 1);
    setPhase({ kind: "intro" });
  };

  return (
    <TestPage level={level}>
      {(phase.kind === "intro" || phase.kind === "loading") && (
        <TestIntro
          title={title}
          loading={phase.kind === "loading"}
          failed={phase.kind === "intro" && phase.failed === true}
          startLabel={t("practice.mock.startMock")}
          onStart={start}
        >
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {t("practice.mockLead", { level: levelName(level) })}
          </p>
          <ol className="mt-5 space-y-2" data-testid="mock-parts">
            {parts.map((part) => (
              <li
                key={part.id}
                className="flex flex-wrap justify-between gap-2 rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-950"
              >
                <span className="font-medium">{t(`practice.mock.parts.${part.id}`)}</span>
                <span className="text-slate-700 tabular-nums dark:text-slate-300">
                  {t("practice.sectionSize", { questions: part.questions, minutes: part.minutes })}
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {t("practice.sectionSize", { questions: total, minutes })}
          </p>
        </TestIntro>
      )}

      {phase.kind === "test" &&
        (() => {
          const { progress, questions } = phase;
          const partQuestions = splitIntoParts(questions, parts)[progress.part] ?? [];
          const part = parts[progress.part];
          if (!part) return null;
          const unanswered = partQuestions.filter((q) => progress.answers[q.id] === undefined);
          return (
            <div className="mt-4" data-testid="mock-test" data-part={part.id}>
              <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
              <p className="mt-1 text-slate-700 dark:text-slate-300" data-testid="mock-part">
                {t("practice.mock.partOf", { current: progress.part + 1, total: parts.length })}
                {" · "}
                {t(`practice.mock.parts.${part.id}`)}
              </p>
              <div className="mt-4">
                <TestScreen
                  key={part.id}
                  title={t(`practice.mock.parts.${part.id}`)}
                  questions={partQuestions}
                  answers={progress.answers}
                  onAnswer={(id, option) =>
                    update((p) => ({ ...p, answers: { ...p.answers, [id]: option } }))
                  }
                  position={Math.min(progress.position, partQuestions.length - 1)}
                  onPosition={(position) => update((p) => ({ ...p, position }))}
                  deadline={deadline}
                  onTimeUp={endPart}
                  onTick={onTick}
                  finishLabel={
                    progress.part === parts.length - 1
                      ? t("practice.test.finish")
                      : t("practice.mock.finishPart")
                  }
                  onFinish={() => setConfirming(true)}
                  flags={progress.flags}
                  onToggleFlag={(id) =>
                    update((p) => ({
                      ...p,
                      flags: p.flags.includes(id)
                        ? p.flags.filter((flag) => flag !== id)
                        : [...p.flags, id],
                    }))
                  }
                  played={progress.played}
                  onPlayed={(id) =>
                    update((p) => ({
                      ...p,
                      played: p.played.includes(id) ? p.played : [...p.played, id],
                    }))
                  }
                  notice={
                    <>
                      {phase.restored && (
                        <p
                          role="status"
                          className="rounded-lg bg-emerald-50 p-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
                        >
                          {t("practice.mock.restored")}
                        </p>
                      )}
                      {confirming && (
                        <div
                          role="alertdialog"
                          aria-labelledby="finish-part-warning"
                          data-testid="finish-warning"
                          className="space-y-3 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 dark:border-amber-300 dark:bg-amber-950"
                        >
                          <p id="finish-part-warning" className="font-semibold">
                            {unanswered.length > 0
                              ? t("practice.mock.unansweredWarning", { count: unanswered.length })
                              : t("practice.mock.allAnswered")}
                          </p>
                          <div className="flex flex-wrap gap-3">
                            <button
                              type="button"
                              onClick={endPart}
                              ref={(button) => button?.focus()}
                              className="rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                            >
                              {t("practice.mock.confirmFinish")}
                            </button>
                            <button
                              type="button"
                              onClick={() => setConfirming(false)}
                              className="rounded-lg border border-slate-400 px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                            >
                              {t("practice.mock.keepGoing")}
                            </button>
                          </div>
                        </div>
                      )}
                    </>
                  }
                />
              </div>
            </div>
          );
        })()}

      {phase.kind === "marking" && !grading.data?.ok && (
        <MarkingPanel
          title={title}
          marking={grading.state !== "idle"}
          onRetry={() => submit(phase.questions, phase.progress)}
        />
      )}

      {phase.kind === "marking" && grading.data?.ok && (
        <div className="mt-4">
          <h1 className="sr-only">{title}</h1>
          <ResultsView
            title={title}
            score={grading.data.score}
            questions={phase.questions}
            answers={phase.progress.answers}
            marked={grading.data.marked}
            save={grading.data.save}
            onRetake={retake}
            summary={
              <EstimateView
                estimate={grading.data.estimate ?? null}
                sections={grading.data.sections}
                types={grading.data.types}
              />
            }
          />
        </div>
      )}
    </TestPage>
  );
}
