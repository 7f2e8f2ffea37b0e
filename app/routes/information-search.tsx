import { data, redirect, useNavigation } from "react-router";
import { dictionarySearch, hitSummary } from "~/features/dictionary/dictionary-search.server";
import { InformationSearchPage } from "~/features/information-search/information-search-page";
import { loadInformationSearch } from "~/features/information-search/information-search.server";
import { informationSearchPath } from "~/features/information-search/result-groups";
import { tutorialSummaries } from "~/features/tutorials/tutorials.server";
import { metaTags } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/information-search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The original site's address was /Information-search: old links and bookmarks keep working.
  // (A navigation in the browser asks for the same path with .data added.)
  if (url.pathname.replace(/\.data$/, "") !== informationSearchPath) {
    throw redirect(`${informationSearchPath}${url.search}`, 301);
  }
  const services = context.get(servicesContext);
  const { locale, t } = requestTranslator(request);
  // This page composes the dictionary's own search and the tutorials; it searches the rest itself.
  const page = await loadInformationSearch(
    services,
    {
      searchWords: async (query, limit) =>
        (await dictionarySearch(services.db).search(query, limit)).map(hitSummary),
      tutorials: (reader) => tutorialSummaries(services.env.CONTENT_DIR, reader),
    },
    locale,
    url,
  );
  const query = page.query.trim();
  const meta = {
    title: query
      ? t("informationSearch.metaTitleQuery", { query })
      : t("informationSearch.metaTitle"),
    description: t("informationSearch.metaDescription"),
  };
  const nothingSearched =
    page.state === "results" && page.groups.length === 0 && page.failed.length > 0;
  const status = page.state === "tooLong" ? 400 : nothingSearched ? 503 : 200;
  return data({ page, meta }, { status });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function InformationSearch({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // A new search clears the earlier results while it runs.
  const searching =
    navigation.state !== "idle" && navigation.location?.pathname === informationSearchPath;
  return <InformationSearchPage data={loaderData.page} searching={searching} />;
}
