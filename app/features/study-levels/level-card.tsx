import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { levelPath } from "~/lib/jlpt";
import type { LevelCardFigures } from "./level-counts.server";

// Literal class names so Tailwind generates them; one step of 0.1 s per card.
const staggerDelays = [
  "[animation-delay:0s]",
  "[animation-delay:0.1s]",
  "[animation-delay:0.2s]",
  "[animation-delay:0.3s]",
  "[animation-delay:0.4s]",
  "[animation-delay:0.5s]",
];
export const staggerClass = (index: number) =>
  `animate-fade-in-up motion-reduce:animate-none ${staggerDelays[Math.min(index, staggerDelays.length - 1)]}`;

export function LevelCard({
  card: { level, figures },
  index,
}: {
  card: LevelCardFigures;
  index: number;
}) {
  const { t } = useTranslation();
  return (
    // The whole card is clickable through the heading's link, stretched over it.
    <article
      data-testid="level-card"
      className={`relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus hover:-translate-y-0.5 hover:shadow-md dark:border-slate-700 dark:bg-slate-900 ${staggerClass(index)}`}
    >
      {/* h2: the cards sit right under the page's h1 (axe "heading-order"). */}
      <h2>
        <Link to={levelPath(level)} className="outline-none after:absolute after:inset-0">
          <span className="block text-3xl font-extrabold text-brand-700 dark:text-brand-100">
            {level}
          </span>
          <span className="mt-1 block text-lg font-semibold">{t(`levels.${level}.title`)}</span>
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-sm text-slate-700 dark:text-slate-300">
        {t(`resources.levelDescription.${level}`)}
      </p>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">{t("resources.countsCaption", { level })}</caption>
        <thead>
          <tr className="text-left text-xs text-slate-600 dark:text-slate-400">
            <th scope="col" className="font-medium">
              <span className="sr-only">{level}</span>
            </th>
            <th scope="col" className="px-1 text-right font-medium">
              {t("resources.required")}
            </th>
            <th scope="col" className="pl-1 text-right font-medium">
              {t("resources.available")}
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.map(({ measure, required, available }) => (
            <tr key={measure} className="border-t border-slate-100 dark:border-slate-800">
              <th scope="row" className="py-1 text-left font-medium">
                {t(`resources.${measure}`)}
              </th>
              <td className="px-1 py-1 text-right tabular-nums" data-testid={`required-${measure}`}>
                {required}
              </td>
              <td
                className="pl-1 py-1 text-right tabular-nums"
                data-testid={`available-${measure}`}
              >
                {available}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
