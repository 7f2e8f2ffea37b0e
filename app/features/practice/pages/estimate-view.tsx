import { useTranslation } from "react-i18next";
import type { EstimateSummary } from "./grade-action.server";
import { percentOf } from "./practice-table";

type RawScore = { correct: number; total: number };

function RawTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { label: string; score: RawScore }[];
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-left">
      <caption className="mb-2 text-left text-lg font-semibold">{caption}</caption>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
        {rows.map(({ label, score }) => (
          <tr key={label}>
            <th scope="row" className="py-1.5 pr-3 font-normal">
              {label}
            </th>
            <td className="py-1.5 text-right tabular-nums">
              {t("practice.history.score", {
                correct: score.correct,
                total: score.total,
                percent: percentOf(score.correct, score.total),
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A mock's summary: the estimated scaled score per scoring section and in total (ranges), pass or
 * fail by the official rules, the A/B/C reference grades, the raw score per section and per
 * question type, and the plain statement that the JLPT's own scaling is not public.
 */
export function EstimateView({
  estimate,
  sections,
  types,
}: {
  estimate: EstimateSummary | null;
  sections: Record<string, RawScore>;
  types: Record<string, RawScore>;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="estimate-title"
      data-testid="estimate"
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      {estimate && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="estimate-title" className="text-xl font-bold">
              {t("practice.estimate.title")}
            </h2>
            <p
              data-testid="pass-verdict"
              data-passed={estimate.passed ? "true" : "false"}
              className={`rounded-full px-4 py-1.5 font-bold ${
                estimate.passed
                  ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
                  : "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200"
              }`}
            >
              {estimate.passed ? t("practice.estimate.passed") : t("practice.estimate.failed")}
            </p>
          </div>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {estimate.sections.map((section) => (
              <div
                key={section.id}
                data-testid={`estimate-${section.id}`}
                className="rounded-xl bg-slate-50 p-4 dark:bg-slate-950"
              >
                <dt className="text-sm text-slate-700 dark:text-slate-300">
                  {t(`practice.estimate.scoring.${section.id}`, { defaultValue: section.id })}
                </dt>
                <dd className="text-2xl font-bold tabular-nums">
                  {t("practice.estimate.range", section)}{" "}
                  <span className="text-sm font-normal">
                    {t("practice.estimate.outOf", { max: section.max })}
                  </span>
                </dd>
                <dd
                  className={`text-sm ${
                    section.meetsMinimum
                      ? "text-slate-600 dark:text-slate-400"
                      : "font-semibold text-red-800 dark:text-red-300"
                  }`}
                >
                  {t("practice.estimate.sectionMinimum", { minimum: section.minimum })}
                </dd>
              </div>
            ))}
            <div
              className="rounded-xl bg-brand-50 p-4 dark:bg-slate-800"
              data-testid="estimate-total"
            >
              <dt className="text-sm text-slate-700 dark:text-slate-300">
                {t("practice.estimate.total")}
              </dt>
              <dd className="text-2xl font-bold tabular-nums">
                {t("practice.estimate.range", estimate.total)}{" "}
                <span className="text-sm font-normal">
                  {t("practice.estimate.outOf", { max: 180 })}
                </span>
              </dd>
            </div>
          </dl>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("practice.estimate.passRule", { total: estimate.passMark })}
          </p>
          {estimate.grades.length > 0 && (
            <div>
              <ul className="flex flex-wrap gap-3" data-testid="grades">
                {estimate.grades.map((grade) => (
                  <li
                    key={grade.id}
                    className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700"
                  >
                    <span>
                      {t(`practice.estimate.gradeParts.${grade.id}`, { defaultValue: grade.id })}
                    </span>
                    {": "}
                    <strong>{t("practice.estimate.grade", { grade: grade.grade })}</strong>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {t("practice.estimate.gradesNote")}
              </p>
            </div>
          )}
          <p
            className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
            data-testid="scaling-note"
          >
            {t("practice.estimate.notPublic")}
          </p>
        </>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <RawTable
          caption={t("practice.estimate.rawTitle")}
          rows={Object.entries(sections).map(([section, score]) => ({
            label: t(`practice.sections.${section}`, { defaultValue: section }),
            score,
          }))}
        />
        <RawTable
          caption={t("practice.estimate.typesTitle")}
          rows={Object.entries(types).map(([type, score]) => ({
            label: t(`practice.types.${type}`, { defaultValue: type }),
            score,
          }))}
        />
      </div>
    </section>
  );
}
