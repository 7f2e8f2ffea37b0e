import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { metaTags } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import { levelParamSchema } from "~/lib/jlpt";
import type { Route } from "./+types/level-hub";

const studyTypes = ["vocabulary", "grammar", "kanji"] as const;
const smartItems = ["fresh", "memory", "difficulty", "regenerate"] as const;

export function loader({ request, params }: Route.LoaderArgs) {
  const level = levelParamSchema.safeParse(params.level);
  if (!level.success) throw data(null, { status: 404 });
  const { t } = requestTranslator(request);
  return {
    level: level.data,
    meta: {
      title: t("levelHub.metaTitle", { level: level.data }),
      description: t("levelHub.metaDescription", { level: level.data }),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function LevelHub({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { level } = loaderData;
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

      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {studyTypes.map((type) => (
          <li key={type}>
            <Link
              to={`/resources/ai/${level.toLowerCase()}/${type}`}
              data-testid={`study-card-${type}`}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900"
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
