import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { levelName, percentOf } from "./practice-table";
import type { LevelSummary } from "./practice-pages.server";
import type { PastResult } from "./practice-results.server";

const cardLink =
  "rounded-lg font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-brand-100";

/** /practice-test: five level cards, each with its four sections and the full mock. */
export function PracticeIndexPage({ levels }: { levels: LevelSummary[] }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("practice.indexTitle")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t("practice.indexLead")}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {levels.map(({ level, sections, mock }) => (
          <li
            key={level}
            data-testid={`practice-level-${level}`}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <h2 className="text-2xl font-bold">
              <Link to={`/practice-test/${level}`} className={cardLink}>
                {t("practice.levelCard", { level: levelName(level) })}
              </Link>
            </h2>
            <ul className="mt-4 space-y-2">
              {sections.map(({ section, questions, minutes }) => (
                <li key={section} className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link to={`/practice-test/${level}/${section}`} className={cardLink}>
                    {t(`practice.sections.${section}`)}
                  </Link>
                  <span className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
                    {t("practice.sectionSize", { questions, minutes })}
                  </span>
                </li>
              ))}
            </ul>
            <Link
              to={`/practice-test/${level}/mock`}
              className="mt-5 inline-flex items-center justify-between gap-2 rounded-xl bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              <span>{t("practice.mockLink")}</span>
              <span className="text-sm font-normal tabular-nums">
                {t("practice.sectionSize", { questions: mock.questions, minutes: mock.minutes })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /practice-test/{level}: the four sections, the mock and, signed in, past results. */
export function PracticeLevelPage({
  summary,
  history,
}: {
  summary: LevelSummary;
  /** null: nobody is signed in. */
  history: { results: PastResult[]; dates: Record<number, string> } | null;
}) {
  const { t } = useTranslation();
  const level = levelName(summary.level);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <Link to="/practice-test" className={`${cardLink} text-sm`}>
        ← {t("practice.allLevels")}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
        {t("practice.levelTitle", { level })}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t("practice.levelLead")}</p>

      <section aria-labelledby="practice-sections" className="mt-8">
        <h2 id="practice-sections" className="text-xl font-semibold">
          {t("practice.sectionsTitle")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {summary.sections.map(({ section, questions, minutes }) => (
            <li key={section}>
              <Link
                to={`/practice-test/${summary.level}/${section}`}
                data-testid={`practice-section-${section}`}
                className="flex h-full flex-col rounded-xl border-2 border-brand-100 bg-brand-50 p-5 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-100"
              >
                <span className="text-lg font-semibold text-brand-800 dark:text-brand-100">
                  {t(`practice.sections.${section}`)}
                </span>
                <span className="mt-1 text-sm text-slate-700 tabular-nums dark:text-slate-300">
                  {t("practice.sectionSize", { questions, minutes })}
                </span>
                <span className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                  {t(`practice.sectionDescriptions.${section}`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t("practice.levelTotal", summary.total)}
        </p>
      </section>

      <section
        aria-labelledby="practice-mock"
        className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="practice-mock" className="text-xl font-semibold">
          {t("practice.mockTitle")}
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          {t("practice.mockLead", { level })}
        </p>
        <ol className="mt-4 space-y-1">
          {summary.mock.parts.map((part) => (
            <li key={part.id} className="flex flex-wrap justify-between gap-2">
              <span>{t(`practice.mock.parts.${part.id}`, { defaultValue: part.id })}</span>
              <span className="text-slate-600 tabular-nums dark:text-slate-400">
                {t("practice.sectionSize", { questions: part.questions, minutes: part.minutes })}
              </span>
            </li>
          ))}
        </ol>
        <Link
          to={`/practice-test/${summary.level}/mock`}
          data-testid="practice-mock-link"
          className="mt-5 inline-block rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {t("practice.mockLink")}
        </Link>
      </section>

      <section aria-labelledby="practice-history" className="mt-10" data-testid="practice-history">
        <h2 id="practice-history" className="text-xl font-semibold">
          {t("practice.history.title")}
        </h2>
        {!history ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            <Link to="/login" className={cardLink}>
              {t("practice.history.signIn")}
            </Link>
          </p>
        ) : history.results.length === 0 ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t("practice.history.none")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
            {history.results.map((result) => (
              <li key={result.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium">
                  {result.kind === "mock"
                    ? t("practice.history.kindMock")
                    : t(`practice.sections.${result.section ?? "vocabulary"}`)}
                </span>
                <span className="text-slate-700 tabular-nums dark:text-slate-300">
                  {result.estimate
                    ? t("practice.history.estimate", result.estimate.total)
                    : t("practice.history.score", {
                        correct: result.correct,
                        total: result.total,
                        percent: percentOf(result.correct, result.total),
                      })}
                </span>
                <time
                  dateTime={result.takenAt}
                  className="text-sm text-slate-600 dark:text-slate-400"
                >
                  {history.dates[result.id]}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
