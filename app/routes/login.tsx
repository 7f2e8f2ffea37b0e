import { LoginPage } from "~/features/account/login-page";
import { loginAction, loginPageView, usesDevMailbox } from "~/features/account/login-flow.server";
import { metaTags } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import { requesterContext } from "~/server/auth/accounts-context.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, accounts } = context.get(servicesContext);
  const { t } = requestTranslator(request);
  const view = await loginPageView(
    { ...(await accounts()), db },
    context.get(requesterContext),
    new URL(request.url),
  );
  return {
    meta: { title: t("account.signInMetaTitle"), description: t("account.signInMetaDescription") },
    view,
    devMailbox: await usesDevMailbox(accounts),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, accounts } = context.get(servicesContext);
  return loginAction(
    { ...(await accounts()), db },
    context.get(requesterContext),
    await request.formData(),
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPage view={actionData ?? loaderData.view} devMailbox={loaderData.devMailbox} />;
}
