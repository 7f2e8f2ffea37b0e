import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { SearchHero } from "~/components/search-hero";
import type { LocalizedTutorial } from "./tutorial";
import { maxTutorialQueryLength } from "./tutorial-search";
import type { TutorialsPageData } from "./tutorials.server";

export const tutorialsPath = "/tutorials";

// Literal class names so Tailwind generates them; one step of 0.1 s per card (spec part 2 §9).
const staggerDelays = [
  "[animation-delay:0s]",
  "[animation-delay:0.1s]",
  "[animation-delay:0.2s]",
  "[animation-delay:0.3s]",
  "[animation-delay:0.4s]",
];
const staggerClass = (index: number) =>
  `animate-fade-in-up motion-reduce:animate-none ${staggerDelays[Math.min(index, staggerDelays.length - 1)]}`;

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus";
const linkClass = `text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100 ${focusRing}`;

export function TutorialsPage({ data: { total, search } }: { data: TutorialsPageData }) {
  const { t } = useTranslation();
  const query = search.kind === "matches" ? search.query : "";
  return (
    <>
      <SearchHero
        title={t("tutorials.title")}
        subtitle={t("tutorials.subtitle")}
        action={tutorialsPath}
        query={query}
        inputId="tutorial-query"
        inputLabel={t("tutorials.inputLabel")}
        placeholder={t("tutorials.placeholder")}
        maxLength={maxTutorialQueryLength}
        submitLabel={t("tutorials.search")}
      />

      <section aria-labelledby="tutorial-results" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="tutorial-results" className="sr-only">
          {t("tutorials.resultsHeading")}
        </h2>
        <div role="status" className="mb-6 text-slate-700 dark:text-slate-300">
          {search.kind === "tooLong" ? (
            <p
              data-testid="tutorials-error"
              className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {t("tutorials.tooLong", { max: maxTutorialQueryLength })}
            </p>
          ) : search.kind === "matches" && search.tutorials.length > 0 ? (
            <p data-testid="tutorials-count">
              {t("tutorials.matchCount", { count: search.tutorials.length, total, query })}{" "}
              <Link to={tutorialsPath} className={linkClass}>
                {t("tutorials.showAll")}
              </Link>
            </p>
          ) : search.kind === "matches" ? null : (
            <p data-testid="tutorials-count">{t("tutorials.count", { count: total })}</p>
          )}
        </div>

        {search.tutorials.length === 0 ? (
          <div
            data-testid="tutorials-empty"
            className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600"
          >
            <p className="text-lg font-semibold">{t("tutorials.emptyTitle", { query })}</p>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t("tutorials.emptyHint")}</p>
            <Link to={tutorialsPath} className={`mt-4 inline-block font-semibold ${linkClass}`}>
              {t("tutorials.showAll")}
            </Link>
          </div>
        ) : (
          <ul className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
            {search.tutorials.map((tutorial, index) => (
              <li key={tutorial.id} className={staggerClass(index)}>
                <TutorialCard tutorial={tutorial} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function TutorialCard({ tutorial }: { tutorial: LocalizedTutorial }) {
  const { t } = useTranslation();
  const headingId = `tutorial-${tutorial.id}`;
  const extraLinks = tutorial.links;
  const actionClass = `inline-flex flex-1 items-center justify-center rounded-lg px-4 py-2 font-semibold ${focusRing}`;
  return (
    <article
      data-testid="tutorial-card"
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase dark:bg-slate-800 dark:text-brand-100">
        {t(`tutorials.categories.${tutorial.category}`)}
      </p>
      <h3 id={headingId} lang={tutorial.lang} className="mt-3 text-lg font-semibold">
        {tutorial.title}
      </h3>
      <p
        lang={tutorial.lang}
        data-testid="tutorial-description"
        className="mt-2 text-slate-700 dark:text-slate-300"
      >
        {tutorial.shortDescription}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ExternalLink
          href={tutorial.downloadLink}
          className={`${actionClass} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {t("tutorials.download")}
          <span className="sr-only">: {tutorial.title}</span>
        </ExternalLink>
        <ExternalLink
          href={tutorial.videoLink}
          className={`${actionClass} border border-brand-700 text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800`}
        >
          {t("tutorials.watch")}
          <span className="sr-only">: {tutorial.title}</span>
        </ExternalLink>
      </div>
      {/* Native details/summary: Enter and Space toggle it, and it works without JavaScript. */}
      <details className="group mt-4 border-t border-slate-200 pt-3 dark:border-slate-700">
        <summary
          className={`flex cursor-pointer list-none items-center justify-between rounded font-semibold text-brand-700 dark:text-brand-100 [&::-webkit-details-marker]:hidden ${focusRing}`}
        >
          <span>
            {t("tutorials.details")}
            <span className="sr-only">: {tutorial.title}</span>
          </span>
          <span
            aria-hidden="true"
            className="transition-transform group-open:rotate-180 motion-reduce:transition-none"
          >
            ▾
          </span>
        </summary>
        <div
          data-testid="tutorial-details"
          className="mt-3 space-y-4 text-slate-700 dark:text-slate-300"
        >
          <ol lang={tutorial.lang} className="list-decimal space-y-2 pl-5">
            {tutorial.contents.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {tutorial.nepaliSummary && (
            <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                {t("tutorials.inNepali")}
              </p>
              <p lang="ne" className="mt-1">
                {tutorial.nepaliSummary}
              </p>
            </div>
          )}
          {extraLinks.length > 0 && (
            <div>
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                {t("tutorials.moreLinks")}
              </p>
              <ul className="mt-1 space-y-1">
                {extraLinks.map((link) => (
                  <li key={link.url}>
                    <ExternalLink href={link.url} className={linkClass}>
                      {link.label}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </details>
    </article>
  );
}
