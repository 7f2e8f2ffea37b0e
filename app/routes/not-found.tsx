import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { metaTags } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import type { Route } from "./+types/not-found";

// Any URL no other route claims: the 404 page, with a real 404 status.
export function loader({ request }: Route.LoaderArgs) {
  const { t } = requestTranslator(request);
  return data(
    { meta: { title: t("notFound.metaTitle"), description: t("notFound.body") } },
    { status: 404 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function NotFoundRoute() {
  return <NotFound />;
}
