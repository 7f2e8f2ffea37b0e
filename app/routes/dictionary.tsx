import { useTranslation } from "react-i18next";
import { data, useNavigation } from "react-router";
import {
  DictionaryHero,
  DictionaryResultView,
  dictionaryPath,
} from "~/features/dictionary/dictionary-page";
import { loadDictionaryResult } from "~/features/dictionary/dictionary-page.server";
import { metaTags } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/dictionary";

const statusOf = { idle: 200, found: 200, noMatch: 200, tooLong: 400, failed: 503 } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, locale } = requestTranslator(request);
  const { query, result } = await loadDictionaryResult(
    context.get(servicesContext),
    new URL(request.url),
    locale,
  );
  const meta = {
    title: query.trim()
      ? `${query.trim()} — ${t("dictionary.metaTitle")}`
      : t("dictionary.metaTitle"),
    description: t("dictionary.metaDescription"),
  };
  return data({ query, result, meta }, { status: statusOf[result.kind] });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Dictionary({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  // A new search clears the earlier result or error while it runs.
  const searching = navigation.state !== "idle" && navigation.location?.pathname === dictionaryPath;
  return (
    <>
      <DictionaryHero query={loaderData.query} searching={searching} />
      <div className="mx-auto max-w-7xl px-4 py-10" aria-live="polite" aria-busy={searching}>
        {searching ? (
          <p className="sr-only">{t("dictionary.searching")}</p>
        ) : (
          <DictionaryResultView query={loaderData.query} result={loaderData.result} />
        )}
      </div>
    </>
  );
}
