import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useRouteLoaderData } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { YouTubeIcon } from "~/components/icons";
import { subscribeUrl } from "~/components/navigation";
import { SocialLinks } from "~/components/social-links";
import { CurrencyConverter } from "~/features/currency/currency-converter";
import { maxQueryLength } from "~/features/dictionary/search-query";
import { exchangeRates, ratesForPageRender } from "~/features/currency/exchange-rates.server";
import { ExamSchedule } from "~/features/exam-schedule/exam-schedule";
import { loadExamSchedule } from "~/features/exam-schedule/schedule.server";
import { QuizBanner } from "~/features/home-quiz/quiz-banner";
import { metaTags } from "~/lib/i18n/page-meta";
import { levelPath } from "~/lib/jlpt";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import type { RootData } from "~/root";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { locale, t } = requestTranslator(request);
  const today = new Date().toISOString().slice(0, 10);
  const [schedule, rates] = await Promise.all([
    loadExamSchedule(services.env.CONTENT_DIR, today, locale),
    // Stored rates only, bounded in time: a slow rates provider never holds the home page back.
    ratesForPageRender(exchangeRates(services), services.logger),
  ]);
  return {
    meta: { title: t("home.metaTitle"), description: t("home.metaDescription") },
    schedule,
    rates,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/** A blank search (after trimming) sends nothing, as on the dictionary page. */
const skipBlank = (event: FormEvent<HTMLFormElement>) => {
  const value = new FormData(event.currentTarget).get("q");
  if (typeof value !== "string" || value.trim() === "") event.preventDefault();
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const social = root?.social;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
          <p lang="ja" className="text-lg font-semibold text-brand-700 dark:text-brand-100">
            {t("site.slogan")}
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t("home.headline")}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
            {t("home.description")}
          </p>
          {/* The ways in: look a word up, or start at the first level. */}
          <Form
            method="get"
            action="/resources/dictionary"
            role="search"
            onSubmit={skipBlank}
            className="mx-auto mt-8 flex max-w-xl flex-col gap-2 sm:flex-row"
          >
            <label htmlFor="home-dictionary-query" className="sr-only">
              {t("home.searchLabel")}
            </label>
            <input
              id="home-dictionary-query"
              name="q"
              type="search"
              maxLength={maxQueryLength}
              placeholder={t("dictionary.placeholder")}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-3 text-lg text-slate-900 shadow-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
            />
            <button
              type="submit"
              className="rounded-lg bg-slate-900 px-6 py-3 text-lg font-semibold text-white hover:bg-slate-800 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-white"
            >
              {t("dictionary.search")}
            </button>
          </Form>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link
              to={levelPath("N5")}
              className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-brand-800"
            >
              {t("home.startN5")}
              <span aria-hidden="true">→</span>
            </Link>
            {social && (
              <ExternalLink
                href={subscribeUrl(social.youtube)}
                className="inline-flex items-center gap-2 rounded-lg bg-red-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-red-800"
              >
                <YouTubeIcon className="h-6 w-6" />
                {t("home.subscribe")}
              </ExternalLink>
            )}
          </div>
          {social && (
            <div className="mt-8 flex flex-col items-center gap-2">
              <p className="text-sm text-slate-600 dark:text-slate-400">{t("home.followUs")}</p>
              <SocialLinks links={social} />
            </div>
          )}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pt-12">
        <CurrencyConverter initialRates={loaderData.rates} embedded />
      </div>
      <ExamSchedule schedule={loaderData.schedule} />
      <QuizBanner />
    </>
  );
}
