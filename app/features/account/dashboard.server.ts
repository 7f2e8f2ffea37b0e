import { data, redirect } from "react-router";
import { signedInStudent, type Requester } from "~/server/auth/accounts-context.server";
import {
  changePassword,
  cookieHeaders,
  deleteAccount,
  signOut,
  type AccountDeps,
} from "./account.server";
import type { DashboardActionResult, DashboardView } from "./dashboard-page";

/** The signed-in student for the dashboard; anyone else goes to /login. */
export async function requireStudent(deps: AccountDeps, requester: Requester) {
  const student = await signedInStudent(deps.auth, requester);
  if (!student) throw redirect("/login");
  return student;
}

export function dashboardView(
  student: { name: string; previousLoginAt: Date | null },
  locale: string,
): DashboardView {
  const at = student.previousLoginAt;
  return {
    name: student.name,
    lastLogin: at
      ? {
          iso: at.toISOString(),
          // dateStyle/timeStyle refuse timeZoneName, so the fields are spelled out.
          text: new Intl.DateTimeFormat(locale, {
            year: "numeric",
            month: "short",
            day: "numeric",
            hour: "2-digit",
            minute: "2-digit",
            timeZone: "UTC",
            timeZoneName: "short",
          }).format(at),
        }
      : null,
  };
}

export async function dashboardAction(deps: AccountDeps, requester: Requester, form: FormData) {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  switch (field("intent")) {
    case "change-password": {
      const result = await changePassword(deps, requester, {
        currentPassword: field("currentPassword"),
        newPassword: field("newPassword"),
      });
      if (result.ok) {
        return data({ notice: "passwordChanged" } satisfies DashboardActionResult, {
          headers: cookieHeaders(result.setCookies),
        });
      }
      return data(
        {
          error: result.body.error,
          issues: result.body.issues,
          form: "change-password",
        } satisfies DashboardActionResult,
        { status: result.status },
      );
    }
    case "delete-account": {
      if (field("confirm") !== "yes") {
        return data(
          { error: "invalid_input", form: "delete-account" } satisfies DashboardActionResult,
          {
            status: 400,
          },
        );
      }
      const result = await deleteAccount(deps, requester, { password: field("password") });
      if (result.ok) throw redirect("/", { headers: cookieHeaders(result.setCookies) });
      return data(
        { error: result.body.error, form: "delete-account" } satisfies DashboardActionResult,
        {
          status: result.status,
        },
      );
    }
    default:
      return data({ error: "invalid_input" } satisfies DashboardActionResult, { status: 400 });
  }
}

/** Sign Out: ends the session and goes home (the form replaces the history entry). */
export async function signOutAction(deps: AccountDeps, requester: Requester) {
  const result = await signOut(deps, requester);
  throw redirect("/", { headers: cookieHeaders(result.setCookies) });
}
