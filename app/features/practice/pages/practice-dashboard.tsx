import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PracticeLevel, PracticeSection, QuestionType } from "../question";
import { HistoryChart, type ChartPoint } from "./history-chart";
import { levelName } from "./practice-table";

export type PracticeDashboardView = {
  levels: { level: PracticeLevel; passMark: number; points: ChartPoint[] }[];
  weakest: {
    level: PracticeLevel;
    type: QuestionType;
    section: PracticeSection;
    correct: number;
    total: number;
  }[];
  taken: number;
};

/** The dashboard's practice block: a history chart per level and the three weakest types. */
export function PracticeDashboard({ view }: { view: PracticeDashboardView }) {
  const { t } = useTranslation();
  const sectionNames = {
    "language-knowledge": t("practice.estimate.scoring.language-knowledge"),
    "language-knowledge-reading": t("practice.estimate.scoring.language-knowledge-reading"),
    reading: t("practice.estimate.scoring.reading"),
    listening: t("practice.estimate.scoring.listening"),
  };
  return (
    <section
      aria-labelledby="practice-dashboard"
      data-testid="practice-dashboard"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="practice-dashboard" className="text-2xl font-bold tracking-tight">
          {t("practice.dashboard.title")}
        </h2>
        <Link
          to="/practice-test"
          className="font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          {t("practice.dashboard.start")} →
        </Link>
      </div>
      {view.levels.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("practice.dashboard.none")}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t("practice.dashboard.lead")}</p>
          <div className="mt-4 grid gap-8 lg:grid-cols-2">
            {view.levels.map(({ level, passMark, points }) => (
              <HistoryChart
                key={level}
                level={levelName(level)}
                points={points}
                passMark={passMark}
                sectionNames={sectionNames}
              />
            ))}
          </div>
        </>
      )}
      {view.weakest.length > 0 && (
        <div className="mt-8">
          <h3 className="text-lg font-semibold">{t("practice.dashboard.weakestTitle")}</h3>
          <ul
            className="mt-2 divide-y divide-slate-200 dark:divide-slate-700"
            data-testid="weakest-types"
          >
            {view.weakest.map((weak) => (
              <li
                key={`${weak.level}:${weak.type}`}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span>
                  {t("practice.dashboard.weakestLine", {
                    type: t(`practice.types.${weak.type}`),
                    level: levelName(weak.level),
                    correct: weak.correct,
                    total: weak.total,
                  })}
                </span>
                <Link
                  to={`/practice-test/${weak.level}/${weak.section}?type=${weak.type}`}
                  className="rounded-lg border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800"
                >
                  {t("practice.dashboard.practise")}
                  <span className="sr-only">: {t(`practice.types.${weak.type}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
