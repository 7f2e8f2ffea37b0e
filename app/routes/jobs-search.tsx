import { JobsSearchPage } from "~/features/jobs/jobs-page";
import { loadJobsSearch } from "~/features/jobs/jobs.server";
import { metaTags } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/jobs-search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext);
  const { locale, t } = requestTranslator(request);
  return {
    meta: { title: t("jobs.metaTitle"), description: t("jobs.metaDescription") },
    page: await loadJobsSearch(env.CONTENT_DIR, locale, new URL(request.url)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function JobsSearch({ loaderData }: Route.ComponentProps) {
  return <JobsSearchPage data={loaderData.page} />;
}
