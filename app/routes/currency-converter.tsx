import { CurrencyConverter } from "~/features/currency/currency-converter";
import { exchangeRates, ratesForPageRender } from "~/features/currency/exchange-rates.server";
import { metaTags } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/currency-converter";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { t } = requestTranslator(request);
  return {
    meta: { title: t("currency.metaTitle"), description: t("currency.metaDescription") },
    // Stored rates only: the provider is asked by /api/rates after load, never during a render.
    rates: await ratesForPageRender(exchangeRates(services), services.logger),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function CurrencyConverterPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <CurrencyConverter initialRates={loaderData.rates} headingLevel={1} />
    </div>
  );
}
