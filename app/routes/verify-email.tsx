import { usesDevMailbox } from "~/features/account/login-flow.server";
import { LoginPage, MissingUserId } from "~/features/account/login-page";
import type { LoginView } from "~/features/account/login-view";
import { metaTags } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/verify-email";

/** /verify-email?id=…: the code entry of the sign-up flow, for a link from the email. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = requestTranslator(request);
  const id = new URL(request.url).searchParams.get("id")?.trim();
  return {
    meta: { title: t("account.verifyTitle"), description: t("account.verifyLeadById") },
    id: id || null,
    devMailbox: await usesDevMailbox(context.get(servicesContext).accounts),
  };
}

// The same forms as /login post to the same action.
export { action } from "./login";

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.id) return <MissingUserId />;
  const view: LoginView = actionData ?? { step: "verify", id: loaderData.id };
  return <LoginPage view={view} devMailbox={loaderData.devMailbox} />;
}
