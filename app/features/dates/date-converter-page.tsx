import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { AgeResult } from "./age-result";
import { ConversionCards } from "./conversion-cards";
import { ConverterExamples } from "./converter-examples";
import { ConverterForm } from "./converter-form";
import { type DateConverterData } from "./date-converter-query";
import { HowItCounts } from "./how-it-counts";

export function DateConverterPage({ data }: { data: DateConverterData }) {
  const { query, result, longDate } = data;
  const { t } = useTranslation();
  const results = useResultsInView(result?.ok === true);
  const birth = result?.ok ? result.birth : undefined;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("dates.title")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
        {t("dates.subtitle")}
      </p>

      {/* Keyed by the address, so an example link or the back button refills the fields. */}
      <ConverterForm
        key={`${query.type}\n${query.date}\n${query.birth}`}
        query={query}
        dateError={result?.ok === false ? result : undefined}
        birthError={birth?.kind === "invalid" ? birth : undefined}
      />
      <ConverterExamples />

      {/* Always there, so the live region announces a result; its heading only with one. */}
      <section
        ref={results}
        data-testid="date-results"
        aria-labelledby={result?.ok ? "date-results" : undefined}
        aria-live="polite"
        className="mt-10 scroll-mt-4 scroll-mb-4"
      >
        {result?.ok && (
          <>
            <h2 id="date-results" className="sr-only">
              {t("dates.resultsHeading")}
            </h2>
            <ConversionCards conversion={result.conversion} longDate={longDate} />
            <AgeResult birth={result.birth} date={result.conversion.gregorian} />
          </>
        )}
      </section>

      <HowItCounts />
    </div>
  );
}

/**
 * After a conversion in the page (not on the first load), scrolls the results into view when
 * part of them is off screen, as on a phone where the form fills most of the screen.
 */
function useResultsInView(hasResult: boolean) {
  const section = useRef<HTMLElement>(null);
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    const element = section.current;
    if (key === firstKey.current || !hasResult || !element) return;
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      // As little as needed: the whole result when it fits the screen, else from its top.
      element.scrollIntoView({
        block: box.height > window.innerHeight ? "start" : "end",
        behavior: reduce ? "auto" : "smooth",
      });
    }
  }, [key, hasResult]);
  return section;
}
