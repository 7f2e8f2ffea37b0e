import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { levelPath, type JlptLevel } from "~/lib/jlpt";
import { ErrorBanner, primaryButton, secondaryButton } from "./dialog-parts";
import {
  nextPlacementStep,
  placementBlockSize,
  placementMaxQuestions,
  type PlacementBlock,
} from "./placement";
import {
  answerIndexes,
  fetchQuestions,
  gradeAnswers,
  newSeed,
  type QuizQuestion,
} from "./quiz-api";
import { QuestionCard } from "./question-card";
import type { QuizTexts } from "./quiz-texts";

/** One question of each kind per block: a reading, a word in context, a grammar form. */
const placementTypes = ["kanji-reading", "context", "grammar-form"] as const;

type Block = { level: JlptLevel; questions: QuizQuestion[]; answers: Record<string, string> };

/**
 * The placement test (docs/decisions/0019-…): blocks of three questions from N5 up, moving up
 * while two of three are right, ending with the level to study now and a link to its hub.
 */
export function PlacementFlow({
  texts,
  onClose,
  onStartQuiz,
}: {
  texts: QuizTexts;
  onClose: () => void;
  onStartQuiz: (level: JlptLevel) => void;
}) {
  const [scores, setScores] = useState<PlacementBlock[]>([]);
  const [block, setBlock] = useState<Block | null>(null);
  /** The level whose questions are on their way, or failed to come. */
  const [pending, setPending] = useState<JlptLevel | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<"generate" | "grade" | null>(null);
  const [outcome, setOutcome] = useState<{ recommended: JlptLevel; passedAll: boolean } | null>(
    null,
  );
  const request = useRef<AbortController | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => {
    topRef.current?.scrollIntoView({ block: "start" });
  }, [block, outcome]);

  const load = async (level: JlptLevel) => {
    setPending(level);
    setLoading(true);
    setError(null);
    const controller = (request.current = new AbortController());
    try {
      const questions = await fetchQuestions(
        { level, types: placementTypes, count: placementBlockSize, seed: newSeed() },
        controller.signal,
      );
      setBlock({ level, questions, answers: {} });
      setPending(null);
    } catch {
      if (!controller.signal.aborted) setError("generate");
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  };

  const finishBlock = async () => {
    if (!block) return;
    setLoading(true);
    setError(null);
    const controller = (request.current = new AbortController());
    let done: PlacementBlock[];
    try {
      const grade = await gradeAnswers(
        answerIndexes(block.questions, block.answers),
        controller.signal,
      );
      done = [...scores, { level: block.level, ...grade.score }];
    } catch {
      if (!controller.signal.aborted) {
        setError("grade");
        setLoading(false);
      }
      return;
    }
    setScores(done);
    const next = nextPlacementStep(done);
    if (next.kind === "ask") {
      await load(next.level);
      return;
    }
    setLoading(false);
    setBlock(null);
    setOutcome({ recommended: next.recommended, passedAll: next.passedAll });
  };

  const restart = () => {
    request.current?.abort();
    setScores([]);
    setBlock(null);
    setPending(null);
    setLoading(false);
    setError(null);
    setOutcome(null);
  };

  if (outcome) {
    const level = outcome.recommended;
    return (
      <div ref={topRef} data-step="placement-result" className="space-y-4 text-center">
        <h3 className="text-lg font-semibold">{texts.placement.resultHeading}</h3>
        <p
          data-testid="placement-level"
          className="text-5xl font-extrabold text-brand-700 dark:text-brand-100"
        >
          {level}
        </p>
        <p className="text-lg font-semibold">{texts.placement.recommended(level)}</p>
        <p className="text-slate-700 dark:text-slate-300">
          {texts.placement.because(level, outcome.passedAll)}
        </p>
        <ul className="mx-auto max-w-xs space-y-1 text-left text-sm">
          {scores.map((score) => (
            <li key={score.level} className="rounded-md bg-slate-50 px-3 py-1.5 dark:bg-slate-800">
              {texts.placement.blockScore(score.level, score.correct, score.total)}
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-center gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
          <Link to={levelPath(level)} onClick={onClose} className={primaryButton}>
            {texts.placement.studyLink(level)}
          </Link>
          <button type="button" onClick={() => onStartQuiz(level)} className={secondaryButton}>
            {texts.placement.levelQuiz(level)}
          </button>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <button type="button" onClick={restart} className={secondaryButton}>
            {texts.placement.again}
          </button>
          <button type="button" onClick={onClose} className={secondaryButton}>
            {texts.close}
          </button>
        </div>
      </div>
    );
  }

  if (!block) {
    return (
      <div ref={topRef} data-step="placement-intro" className="space-y-4">
        <h3 className="text-lg font-semibold">{texts.placement.title}</h3>
        <p className="text-slate-700 dark:text-slate-300">{texts.placement.intro}</p>
        <p className="text-slate-700 dark:text-slate-300">{texts.placement.rule}</p>
        {error === "generate" && <ErrorBanner>{texts.errors.generate}</ErrorBanner>}
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => void load("N5")}
            disabled={loading}
            aria-busy={loading}
            className={primaryButton}
          >
            {loading ? texts.setup.loading : texts.placement.start}
          </button>
        </div>
      </div>
    );
  }

  const asked = scores.length * placementBlockSize;
  const allAnswered = block.questions.every((question) => question.id in block.answers);
  return (
    <div ref={topRef} data-step="placement-block" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">
          {texts.placement.title}: {texts.placement.blockHeading(block.level)}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {texts.placement.progress(
            asked + 1,
            asked + block.questions.length,
            placementMaxQuestions,
          )}
        </p>
      </div>
      <ol className="space-y-4">
        {block.questions.map((question, index) => (
          <li key={question.id}>
            <QuestionCard
              texts={texts}
              question={question}
              number={index + 1}
              total={block.questions.length}
              chosen={block.answers[question.id]}
              locked={loading || pending !== null}
              onChoose={(option) =>
                setBlock({ ...block, answers: { ...block.answers, [question.id]: option } })
              }
            />
          </li>
        ))}
      </ol>
      {error && (
        <ErrorBanner>{error === "grade" ? texts.errors.grade : texts.errors.generate}</ErrorBanner>
      )}
      <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:-mx-6 sm:px-6 dark:border-slate-700 dark:bg-slate-900/95">
        {error === "generate" && pending ? (
          <button type="button" onClick={() => void load(pending)} className={primaryButton}>
            {texts.placement.retry}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => void finishBlock()}
            disabled={!allAnswered || loading}
            aria-busy={loading}
            className={primaryButton}
          >
            {texts.placement.next}
          </button>
        )}
      </div>
    </div>
  );
}
