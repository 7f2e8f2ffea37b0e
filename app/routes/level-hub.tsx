import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { levelOfUrl } from "~/features/study-lists/level-address.server";
import { studyListKinds, studyListPath } from "~/features/study-lists/study-list-kinds";
import { countContentByLevel } from "~/features/study-levels/level-counts.server";
import { formatNumber } from "~/lib/format";
import { metaTags } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/level-hub";

const studyTypes = ["vocabulary", "grammar", "kanji"] as const;
const smartItems = ["fresh", "memory", "difficulty", "regenerate"] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // /resources/jlpt/N5 (any case) redirects to /resources/jlpt/n5.
  const level = levelOfUrl(request, params.level);
  if (!level) throw data(null, { status: 404 });
  const { db, logger } = context.get(servicesContext);
  const { locale, t } = requestTranslator(request);
  // The hub still works without the database: its list links then go without counts.
  const counts = await countContentByLevel(db).then(
    (all) => all[level],
    (error: unknown) => {
      logger.error({ err: error }, "level counts failed to load");
      return null;
    },
  );
  const listCounts = counts && {
    vocabulary: { count: counts.words, total: formatNumber(counts.words, locale) },
    grammar: { count: counts.grammar, total: formatNumber(counts.grammar, locale) },
    kanji: { count: counts.kanji, total: formatNumber(counts.kanji, locale) },
  };
  return {
    level,
    listCounts,
    meta: {
      title: t("levelHub.metaTitle", { level }),
      description: t("levelHub.metaDescription", { level }),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function LevelHub({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { level, listCounts } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <Link
        to="/resources"
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        ← {t("levelHub.backToResources")}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
        {t("levelHub.title", { level })}
      </h1>

      <section aria-labelledby="study-lists" className="mt-8">
        <h2 id="study-lists" className="text-xl font-semibold">
          {t("levelHub.studyLists.title")}
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          {t("levelHub.studyLists.intro", { level })}
        </p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {studyListKinds.map((kind) => (
            <li key={kind}>
              <Link
                to={studyListPath(level, kind)}
                data-testid={`study-list-${kind}`}
                className="flex h-full items-center justify-between gap-3 rounded-xl border-2 border-brand-100 bg-brand-50 px-5 py-4 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-100"
              >
                <span className="font-semibold text-brand-800 dark:text-brand-100">
                  {t(`levelHub.studyLists.${kind}`)}
                </span>
                {listCounts && (
                  <span className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
                    {t(`studyLists.${kind}.count`, listCounts[kind])}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {studyTypes.map((type) => (
          <li key={type}>
            <Link
              to={`/resources/ai/${level.toLowerCase()}/${type}`}
              data-testid={`study-card-${type}`}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-slate-700 dark:bg-slate-900"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="text-xl font-semibold">{t(`levelHub.cards.${type}.title`)}</span>
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
                  {t("levelHub.new")}
                </span>
              </span>
              <span className="mt-3 text-slate-700 dark:text-slate-300">
                {t(`levelHub.cards.${type}.description`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="smart-learning"
        className="mt-10 rounded-2xl bg-slate-50 p-6 dark:bg-slate-900"
      >
        <h2 id="smart-learning" className="text-xl font-semibold">
          {t("levelHub.smartTitle")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {smartItems.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-300">
                ✓
              </span>
              {t(`levelHub.smartItems.${item}`)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
