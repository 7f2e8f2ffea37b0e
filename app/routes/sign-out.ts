import { redirect } from "react-router";
import { signOutAction } from "~/features/account/dashboard.server";
import { requesterContext } from "~/server/auth/accounts-context.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/sign-out";

export async function action({ context }: Route.ActionArgs) {
  const { db, accounts } = context.get(servicesContext);
  return signOutAction({ ...(await accounts()), db }, context.get(requesterContext));
}

export function loader() {
  return redirect("/");
}
