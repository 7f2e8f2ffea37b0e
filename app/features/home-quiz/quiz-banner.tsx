import { useState } from "react";
import { useTranslation } from "react-i18next";
import { jlptLevels, type JlptLevel } from "~/lib/jlpt";
import { useQuizLauncher } from "./quiz-launcher";

/**
 * "JLPT Practice Quizzes" on the home page (spec part 1 §2): a level's button selects it and
 * opens its quiz; the main button opens the placement test, or the selected level's quiz.
 */
export function QuizBanner() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<JlptLevel | null>(null);
  const quiz = useQuizLauncher();
  return (
    <section aria-labelledby="quiz-banner-heading" className="mx-auto max-w-7xl px-4 pt-12">
      <div className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-800 p-6 text-white shadow-lg sm:p-8">
        <h2 id="quiz-banner-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("homeQuiz.heading")}
        </h2>
        <p className="mt-2 max-w-2xl text-brand-50">{t("homeQuiz.intro")}</p>
        <div
          role="group"
          aria-label={t("homeQuiz.levelsLabel")}
          className="mt-5 flex flex-wrap gap-2"
        >
          {jlptLevels.map((level) => (
            <button
              key={level}
              type="button"
              aria-pressed={selected === level}
              onPointerEnter={quiz.preload}
              onFocus={quiz.preload}
              onClick={() => {
                setSelected(level);
                quiz.launch({ mode: "quiz", level });
              }}
              className="rounded-lg border border-white/70 px-4 py-2 font-semibold text-white hover:bg-white/15 focus-visible:outline-white aria-pressed:bg-white aria-pressed:text-brand-800"
            >
              {t("homeQuiz.levelQuiz", { level })}
            </button>
          ))}
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onPointerEnter={quiz.preload}
            onFocus={quiz.preload}
            onClick={() =>
              quiz.launch(selected ? { mode: "quiz", level: selected } : { mode: "placement" })
            }
            aria-busy={quiz.opening}
            className="rounded-lg bg-white px-6 py-3 text-lg font-semibold text-brand-800 shadow hover:bg-brand-50 focus-visible:outline-white"
          >
            {selected ? t("homeQuiz.startLevel", { level: selected }) : t("homeQuiz.placement")}
          </button>
          <p aria-live="polite" className="text-sm text-brand-50">
            {quiz.opening ? t("homeQuiz.opening") : quiz.failed ? t("homeQuiz.openFailed") : ""}
          </p>
        </div>
      </div>
      {quiz.dialog}
    </section>
  );
}
