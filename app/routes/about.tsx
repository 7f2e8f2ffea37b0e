import { useRouteLoaderData } from "react-router";
import { AboutPage } from "~/features/about/about-page";
import { loadAboutPage } from "~/features/about/about.server";
import { metaTags } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import type { RootData } from "~/root";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, db } = context.get(servicesContext);
  const { locale, t } = requestTranslator(request);
  return {
    meta: { title: t("about.metaTitle"), description: t("about.metaDescription") },
    page: await loadAboutPage(env.CONTENT_DIR, locale, db),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function About({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>("root");
  return <AboutPage data={loaderData.page} social={root?.social} />;
}
