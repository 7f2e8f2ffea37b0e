import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { dateConverterHref } from "./date-converter-query";

const linkClass =
  "text-brand-700 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-brand-100";

const examples = [
  { type: "gregorian", date: "2024-04-13", lang: undefined },
  { type: "japanese", date: "令和6年5月1日", lang: "ja" },
  { type: "nepali", date: "२०८१ बैशाख १", lang: "ne" },
  { type: "gregorian", date: "2024-03-01", birth: "2000-01-31", lang: undefined },
] as const;

/** One link per kind of input: each opens its conversion and fills the form with it. */
export function ConverterExamples() {
  const { t } = useTranslation();
  return (
    <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-slate-700 dark:text-slate-300">
      <span>{t("dates.examples")}</span>
      {examples.map((example) => (
        <Link
          key={`${example.type}-${example.date}`}
          to={dateConverterHref(example)}
          preventScrollReset
          className={linkClass}
          lang={example.lang}
        >
          {"birth" in example
            ? t("dates.ageExample", { birth: example.birth, date: example.date })
            : example.date}
        </Link>
      ))}
    </p>
  );
}
