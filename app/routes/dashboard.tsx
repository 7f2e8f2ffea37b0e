import { DashboardPage } from "~/features/account/dashboard-page";
import {
  dashboardAction,
  dashboardView,
  requireStudent,
} from "~/features/account/dashboard.server";
import { FavoritesSections } from "~/features/favorites/favorites-sections";
import { listFavorites } from "~/features/favorites/favorites.server";
import { metaTags } from "~/lib/i18n/page-meta";
import { requestTranslator } from "~/lib/i18n/request-locale.server";
import { requesterContext } from "~/server/auth/accounts-context.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/dashboard";

// /dashboard and /profile (spec part 2 §2): the same screen, signed-in students only.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, accounts } = context.get(servicesContext);
  const { locale, t } = requestTranslator(request);
  const student = await requireStudent(
    { ...(await accounts()), db },
    context.get(requesterContext),
  );
  return {
    meta: {
      title: t("account.dashboard.metaTitle"),
      description: t("account.dashboard.metaDescription"),
    },
    view: dashboardView(student, locale),
    favorites: await listFavorites(db, student.id),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, accounts } = context.get(servicesContext);
  const deps = { ...(await accounts()), db };
  const requester = context.get(requesterContext);
  await requireStudent(deps, requester);
  return dashboardAction(deps, requester, await request.formData());
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DashboardPage
      view={loaderData.view}
      result={actionData}
      favorites={<FavoritesSections favorites={loaderData.favorites} />}
    />
  );
}
