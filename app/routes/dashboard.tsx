import { DashboardPage } from "~/features/account/dashboard-page";
import {
  dashboardAction,
  dashboardView,
  requireStudent,
} from "~/features/account/dashboard.server";
import { FavoritesSections } from "~/features/favorites/favorites-sections";
import { listFavorites } from "~/features/favorites/favorites.server";
import { removeFavoriteIntent } from "~/features/favorites/remove-favorite";
import { removeFavoriteFromForm } from "~/features/favorites/remove-favorite.server";
import { PracticeDashboard } from "~/features/practice/pages/practice-dashboard";
import { practiceDashboard } from "~/features/practice/pages/practice-routes.server";
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
    practice: await practiceDashboard(db, student.id, locale),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, accounts, logger } = context.get(servicesContext);
  const deps = { ...(await accounts()), db };
  const requester = context.get(requesterContext);
  const student = await requireStudent(deps, requester);
  const form = await request.formData();
  if (form.get("intent") === removeFavoriteIntent) {
    return removeFavoriteFromForm(db, logger, student.id, form);
  }
  return dashboardAction(deps, requester, form);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  // The page's forms share one action: a Remove answers for the favourites, the rest for the account.
  const removal = actionData && "removed" in actionData ? actionData : undefined;
  const account = actionData && !("removed" in actionData) ? actionData : undefined;
  return (
    <DashboardPage
      view={loaderData.view}
      result={account}
      favorites={<FavoritesSections favorites={loaderData.favorites} removal={removal} />}
      practice={<PracticeDashboard view={loaderData.practice} />}
    />
  );
}
