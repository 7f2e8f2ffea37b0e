import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { useQuizLauncher } from "./quiz-launcher";

/**
 * A route's `handle` that keeps the floating button off its pages: a running practice test, where
 * it would cover the options (at 375 px it sat on option A) and the learner is in a test already.
 */
export const withoutQuickQuiz = { quickQuiz: false } as const;

/**
 * The floating quick-quiz button: on every page below the 1024 px breakpoint (spec part 1 §2),
 * where the header has no room for more, except the test screens. It opens the quiz at N5; the
 * setup step changes that.
 */
export function QuickQuizButton() {
  const { t } = useTranslation();
  const quiz = useQuizLauncher();
  const hidden = useMatches().some(
    (match) => (match.handle as Partial<typeof withoutQuickQuiz> | undefined)?.quickQuiz === false,
  );
  if (hidden) return null;
  return (
    <>
      <button
        type="button"
        data-testid="quick-quiz"
        onPointerEnter={quiz.preload}
        onTouchStart={quiz.preload}
        onFocus={quiz.preload}
        onClick={() => quiz.launch({ mode: "quiz", level: "N5" })}
        aria-busy={quiz.opening}
        className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-3 font-semibold text-white shadow-lg hover:bg-brand-800 lg:hidden"
      >
        <span aria-hidden="true" lang="ja" className="text-lg leading-none">
          問
        </span>
        {t("homeQuiz.quickQuiz")}
      </button>
      {quiz.failed && (
        <p
          role="alert"
          className="fixed right-4 bottom-20 z-30 max-w-xs rounded-lg bg-red-50 p-3 text-sm text-red-900 shadow lg:hidden dark:bg-red-950 dark:text-red-100"
        >
          {t("homeQuiz.openFailed")}
        </p>
      )}
      {quiz.dialog}
    </>
  );
}
