import { useTranslation } from "react-i18next";
import { formatDay, formatRate } from "./money-format";

export type TrendPoint = { date: string; rate: number };

const dayMs = 86_400_000;

/**
 * The 7-day trend as a small hand-drawn chart: the line is SVG, the dots and labels are HTML laid
 * over it, so text stays readable at any width. Only stored rates are plotted, placed by date,
 * so a day without a stored rate is a visible gap rather than an invented point. Loaded lazily:
 * pages without the converter never download it.
 */
export default function RateTrendChart({
  points,
  from,
  to,
  locale,
}: {
  points: TrendPoint[];
  from: string;
  to: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const times = points.map((point) => Date.parse(`${point.date}T00:00:00Z`));
  const firstTime = Math.min(...times);
  const span = Math.max(dayMs, Math.max(...times) - firstTime);
  const rates = points.map((point) => point.rate);
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  // A flat line sits in the middle; otherwise 10% of the range above and below.
  const pad = high > low ? (high - low) * 0.1 : Math.abs(high) * 0.01 || 1;
  const bottom = low - pad;
  const top = high + pad;
  const x = (time: number) => ((time - firstTime) / span) * 100;
  const y = (rate: number) => ((top - rate) / (top - bottom)) * 100;
  const plotted = points.map((point, index) => ({
    ...point,
    left: x(times[index] ?? firstTime),
    top: y(point.rate),
  }));
  const first = points[0];
  const last = points[points.length - 1];

  return (
    <div data-testid="rate-trend-chart">
      <div aria-hidden="true" className="flex gap-2">
        <div className="relative h-44 w-16 shrink-0 text-right text-xs text-slate-600 tabular-nums sm:h-52 sm:w-20 dark:text-slate-400">
          {[high, low].map((rate, index) => (
            <span
              key={index}
              className="absolute right-0 -translate-y-1/2"
              ref={(element) => {
                if (element) element.style.top = `${y(rate)}%`;
              }}
            >
              {formatRate(rate, locale)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div className="relative mx-3 h-44 sm:h-52">
            <svg
              className="absolute inset-0 h-full w-full"
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
            >
              {[y(high), y((high + low) / 2), y(low)].map((level, index) => (
                <line
                  key={index}
                  x1={0}
                  x2={100}
                  y1={level}
                  y2={level}
                  className="stroke-slate-200 dark:stroke-slate-700"
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              <polyline
                points={plotted.map((point) => `${point.left},${point.top}`).join(" ")}
                fill="none"
                className="stroke-brand-600 dark:stroke-rose-300"
                strokeWidth={2.5}
                strokeLinejoin="round"
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
              />
            </svg>
            {plotted.map((point) => (
              <span
                key={point.date}
                data-testid="trend-point"
                data-date={point.date}
                data-rate={point.rate}
                title={`${formatDay(point.date, locale)}: ${formatRate(point.rate, locale)}`}
                className="absolute h-3 w-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-600 shadow dark:border-slate-900 dark:bg-rose-300"
                ref={(element) => {
                  // Positions go through the CSSOM: the page's CSP allows no inline style markup.
                  if (element) {
                    element.style.left = `${point.left}%`;
                    element.style.top = `${point.top}%`;
                  }
                }}
              />
            ))}
          </div>
          <div className="relative mx-3 mt-2 h-5 text-xs text-slate-600 dark:text-slate-400">
            {plotted.map((point, index) => (
              <span
                key={point.date}
                // On a phone only the first and last day fit; wider screens label every day.
                className={`absolute -translate-x-1/2 whitespace-nowrap ${
                  index === 0 || index === plotted.length - 1 ? "" : "hidden sm:inline"
                }`}
                ref={(element) => {
                  if (element) element.style.left = `${point.left}%`;
                }}
              >
                {formatDay(point.date, locale)}
              </span>
            ))}
          </div>
        </div>
      </div>
      {/* A table ignores the clipping of sr-only; a wrapping block honours it. */}
      <div className="sr-only">
        <table>
          <caption>
            {first && last
              ? t("currency.chartSummary", {
                  from,
                  to,
                  first: formatDay(first.date, locale),
                  last: formatDay(last.date, locale),
                  firstRate: formatRate(first.rate, locale),
                  lastRate: formatRate(last.rate, locale),
                })
              : null}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("currency.dateColumn")}</th>
              <th scope="col">{t("currency.rateColumn")}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <td>
                  <time dateTime={point.date}>{formatDay(point.date, locale)}</time>
                </td>
                <td>{formatRate(point.rate, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
