import { DateConverterPage } from "~/features/dates/date-converter-page";
import { loadDateConverter } from "~/features/dates/date-converter-query.server";
import { metaTags } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import type { Route } from "./+types/date-converter";

// The conversion runs here, so the GET form works without JavaScript and every result has an address.
export function loader({ request }: Route.LoaderArgs) {
  const { locale, t } = requestTranslator(request);
  return {
    meta: { title: t("dates.metaTitle"), description: t("dates.metaDescription") },
    page: loadDateConverter(new URL(request.url), locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function DateConverter({ loaderData }: Route.ComponentProps) {
  return <DateConverterPage data={loaderData.page} />;
}
