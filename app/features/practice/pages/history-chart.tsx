import { useTranslation } from "react-i18next";

export type ChartPoint = {
  id: number;
  /** Already formatted for the reader. */
  date: string;
  total: { low: number; high: number };
  sections: Record<string, { low: number; high: number }>;
  passed: boolean;
};

const sectionColours = [
  "stroke-emerald-600 dark:stroke-emerald-300",
  "stroke-amber-600 dark:stroke-amber-300",
  "stroke-sky-600 dark:stroke-sky-300",
];
const sectionDots = [
  "bg-emerald-600 dark:bg-emerald-300",
  "bg-amber-600 dark:bg-amber-300",
  "bg-sky-600 dark:bg-sky-300",
];

const middle = (range: { low: number; high: number }) => (range.low + range.high) / 2;
/** Positions go through the CSSOM: the page's CSP allows no inline style markup. */
const place = (left: number, top?: number) => (element: HTMLElement | null) => {
  if (!element) return;
  element.style.left = `${left}%`;
  if (top !== undefined) element.style.top = `${top}%`;
};

/**
 * A level's mocks over time, drawn by hand like the currency trend: the estimated total as a band
 * (its range) with a line through the middle and the pass mark, and each scoring section's
 * estimate as a thinner line on the same 0–180 scale. Mocks are spaced evenly (two on one day
 * stay apart); a table gives screen readers the same figures.
 */
export function HistoryChart({
  level,
  points,
  passMark,
  sectionNames,
}: {
  level: string;
  points: ChartPoint[];
  passMark: number;
  sectionNames: Record<string, string>;
}) {
  const { t } = useTranslation();
  const x = (index: number) => (points.length === 1 ? 50 : (index / (points.length - 1)) * 100);
  const y = (score: number) => 100 - (score / 180) * 100;
  const sectionIds = [...new Set(points.flatMap((point) => Object.keys(point.sections)))];
  const line = (value: (point: ChartPoint) => number) =>
    points.map((point, index) => `${x(index)},${y(value(point))}`).join(" ");
  const band = [
    ...points.map((point, index) => `${x(index)},${y(point.total.high)}`),
    ...points.map((point, index) => `${x(index)},${y(point.total.low)}`).reverse(),
  ].join(" ");

  return (
    <figure data-testid={`history-chart-${level.toLowerCase()}`} data-points={points.length}>
      <figcaption className="mb-2 font-semibold">
        {t("practice.dashboard.chartLabel", { level })}
      </figcaption>
      <div aria-hidden="true" className="flex gap-2">
        <div className="relative h-48 w-10 shrink-0 text-right text-xs text-slate-600 tabular-nums dark:text-slate-400">
          {[180, passMark, 0].map((score) => (
            <span
              key={score}
              className="absolute right-0 -translate-y-1/2"
              ref={(element) => {
                if (element) element.style.top = `${y(score)}%`;
              }}
            >
              {score}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div className="relative mx-3 h-48">
            <svg
              className="absolute inset-0 h-full w-full overflow-visible"
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
            >
              {[0, 180].map((score) => (
                <line
                  key={score}
                  x1={0}
                  x2={100}
                  y1={y(score)}
                  y2={y(score)}
                  className="stroke-slate-200 dark:stroke-slate-700"
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              <line
                x1={0}
                x2={100}
                y1={y(passMark)}
                y2={y(passMark)}
                className="stroke-red-400 dark:stroke-red-300"
                strokeDasharray="4 4"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
              {points.length > 1 && (
                <polygon points={band} className="fill-brand-100 opacity-70 dark:fill-slate-700" />
              )}
              {sectionIds.map((id, index) => (
                <polyline
                  key={id}
                  points={line((point) => (point.sections[id] ? middle(point.sections[id]) : 0))}
                  fill="none"
                  className={sectionColours[index % sectionColours.length]}
                  strokeWidth={1.5}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              <polyline
                points={line((point) => middle(point.total))}
                fill="none"
                className="stroke-brand-600 dark:stroke-rose-300"
                strokeWidth={2.5}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            </svg>
            {points.map((point, index) => (
              <span
                key={point.id}
                data-testid="history-point"
                data-total={`${point.total.low}-${point.total.high}`}
                title={`${point.date}: ${point.total.low}–${point.total.high}`}
                className={`absolute h-3 w-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow dark:border-slate-900 ${
                  point.passed ? "bg-emerald-600" : "bg-brand-600 dark:bg-rose-300"
                }`}
                ref={place(x(index), y(middle(point.total)))}
              />
            ))}
          </div>
          <div className="relative mx-3 mt-2 h-5 text-xs text-slate-600 dark:text-slate-400">
            {points.map((point, index) =>
              index === 0 || index === points.length - 1 ? (
                <span
                  key={point.id}
                  className="absolute -translate-x-1/2 whitespace-nowrap"
                  ref={place(x(index))}
                >
                  {point.date}
                </span>
              ) : null,
            )}
          </div>
        </div>
      </div>
      <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
        <li className="flex items-center gap-1.5">
          <span className="h-2 w-4 rounded bg-brand-600 dark:bg-rose-300" />
          {t("practice.dashboard.total")}
        </li>
        {sectionIds.map((id, index) => (
          <li key={id} className="flex items-center gap-1.5">
            <span className={`h-2 w-4 rounded ${sectionDots[index % sectionDots.length]}`} />
            {sectionNames[id] ?? id}
          </li>
        ))}
      </ul>
      <div className="sr-only">
        <table>
          <caption>{t("practice.dashboard.chartLabel", { level })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("practice.dashboard.dateColumn")}</th>
              <th scope="col">{t("practice.dashboard.total")}</th>
              {sectionIds.map((id) => (
                <th key={id} scope="col">
                  {sectionNames[id] ?? id}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.id}>
                <td>{point.date}</td>
                <td>{t("practice.estimate.range", point.total)}</td>
                {sectionIds.map((id) => (
                  <td key={id}>
                    {point.sections[id] ? t("practice.estimate.range", point.sections[id]) : "—"}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
