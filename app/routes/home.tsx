import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { YouTubeIcon } from "~/components/icons";
import { subscribeUrl } from "~/components/navigation";
import { SocialLinks } from "~/components/social-links";
import { CurrencyConverter } from "~/features/currency/currency-converter";
import { exchangeRates, ratesForPageRender } from "~/features/currency/exchange-rates.server";
import { ExamSchedule } from "~/features/exam-schedule/exam-schedule";
import { loadExamSchedule } from "~/features/exam-schedule/schedule.server";
import { metaTags } from "~/lib/i18n/page-meta";
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

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const social = root?.social;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:py-28">
          <p lang="ja" className="text-lg font-semibold text-brand-700 dark:text-brand-100">
            {t("site.slogan")}
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t("home.headline")}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
            {t("home.description")}
          </p>
          {social && (
            <div className="mt-8 flex flex-col items-center gap-6">
              <ExternalLink
                href={subscribeUrl(social.youtube)}
                className="inline-flex items-center gap-2 rounded-lg bg-red-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
              >
                <YouTubeIcon className="h-6 w-6" />
                {t("home.subscribe")}
              </ExternalLink>
              <div className="flex flex-col items-center gap-2">
                <p className="text-sm text-slate-600 dark:text-slate-400">{t("home.followUs")}</p>
                <SocialLinks links={social} />
              </div>
            </div>
          )}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pt-12">
        <CurrencyConverter initialRates={loaderData.rates} />
      </div>
      <ExamSchedule schedule={loaderData.schedule} />
    </>
  );
}
