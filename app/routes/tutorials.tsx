import { TutorialsPage } from "~/features/tutorials/tutorials-page";
import { loadTutorialsPage } from "~/features/tutorials/tutorials.server";
import { metaTags } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/tutorials";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext);
  const { locale, t } = requestTranslator(request);
  const query = new URL(request.url).searchParams.get("q");
  return {
    meta: { title: t("tutorials.metaTitle"), description: t("tutorials.metaDescription") },
    page: await loadTutorialsPage(env.CONTENT_DIR, query, locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Tutorials({ loaderData }: Route.ComponentProps) {
  return <TutorialsPage data={loaderData.page} />;
}
