import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LevelCard, staggerClass } from "~/features/study-levels/level-card";
import { levelCardFigures } from "~/features/study-levels/level-counts.server";
import { metaTags } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/resources";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { locale, t } = requestTranslator(request);
  return {
    meta: { title: t("resources.metaTitle"), description: t("resources.metaDescription") },
    cards: await levelCardFigures(db, locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("resources.heading")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
        {t("resources.intro")}
      </p>

      <Link
        to="/resources/dictionary"
        className={`mt-8 block rounded-2xl bg-gradient-to-r from-brand-700 to-rose-600 p-8 text-white shadow-lg hover:shadow-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${staggerClass(0)}`}
      >
        <span className="block text-2xl font-bold">{t("resources.dictionaryTitle")}</span>
        <span className="mt-2 block text-rose-50">{t("resources.dictionaryDescription")}</span>
        <span lang="ja" aria-hidden="true" className="mt-4 block text-lg font-semibold">
          日本語 · English · नेपाली
        </span>
      </Link>

      {/* Three across at most: five in a row squeezed the figures' labels (語彙 one character a line). */}
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.cards.map((card, index) => (
          <li key={card.level}>
            <LevelCard card={card} index={index} />
          </li>
        ))}
      </ul>
    </div>
  );
}
