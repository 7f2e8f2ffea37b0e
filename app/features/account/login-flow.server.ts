import { data, redirect } from "react-router";
import { sameSitePath } from "~/lib/same-site-path";
import { signedInStudent, type Requester } from "~/server/auth/accounts-context.server";
import { loginHref, type LoginView } from "./login-view";
import { cookieHeaders, type AccountDeps, type AccountResult } from "./account.server";
import { resetPassword, sendCode, verifyEmail } from "./codes.server";
import { signIn } from "./sign-in.server";
import { signUp } from "./sign-up.server";

/** Whether account emails go to the development mailbox (no mail server configured). */
export async function usesDevMailbox(accounts: () => Promise<Pick<AccountDeps, "mailer">>) {
  return (await accounts()).mailer.kind === "dev-mailbox";
}

const steps = new Set<LoginView["step"]>(["signin", "signup", "forgot"]);

/** Where a signed-in learner goes: back to the page that sent them here, or the dashboard. */
const afterSignIn = (redirectTo: string | undefined) => redirectTo ?? "/dashboard";

export async function loginPageView(deps: AccountDeps, requester: Requester, url: URL) {
  // Only a path on this site: never an open redirect to somebody else's.
  const redirectTo = sameSitePath(url.searchParams.get("redirectTo")) ?? undefined;
  if (await signedInStudent(deps.auth, requester)) throw redirect(afterSignIn(redirectTo));
  const mode = url.searchParams.get("mode") as LoginView["step"] | null;
  const view: LoginView = { step: mode && steps.has(mode) ? mode : "signin" };
  if (redirectTo) view.redirectTo = redirectTo;
  if (url.searchParams.get("verified") === "1") view.notice = "verified";
  if (url.searchParams.get("reset") === "1") view.notice = "passwordReset";
  return view;
}

/** The view for a failed result, keeping what the learner typed (never the password). */
function failedView(view: LoginView, result: AccountResult<unknown>) {
  if (result.ok) return view;
  return data(
    { ...view, error: result.body.error, issues: result.body.issues },
    { status: result.status },
  );
}

/** Every form on /login and /verify-email posts here, with an `intent`. */
export async function loginAction(deps: AccountDeps, requester: Requester, form: FormData) {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const email = field("email")?.trim() ?? "";
  const id = field("id")?.trim();
  // Every step carries the page to come back to, from the sign-in link to the last form.
  const redirectTo = sameSitePath(field("redirectTo")) ?? undefined;
  const view = (step: LoginView): LoginView => (redirectTo ? { ...step, redirectTo } : step);
  const failed = (step: LoginView, result: AccountResult<unknown>) =>
    failedView(view(step), result);
  switch (field("intent")) {
    case "sign-up": {
      const fullName = field("fullName") ?? "";
      const result = await signUp(deps, requester, {
        fullName,
        email,
        password: field("password"),
      });
      if (!result.ok) return failed({ step: "signup", fullName, email }, result);
      // The cookie marks this browser's sign-up (pending-sign-ups.server.ts).
      return data(view({ step: "verify", email: result.body.email }), {
        headers: cookieHeaders(result.setCookies),
      });
    }
    case "sign-in": {
      const result = await signIn(deps, requester, { email, password: field("password") });
      if (result.ok) {
        throw redirect(afterSignIn(redirectTo), { headers: cookieHeaders(result.setCookies) });
      }
      if (result.body.error === "email_not_verified") {
        return data(view({ step: "verify", email: email.toLowerCase() }), {
          headers: cookieHeaders(result.setCookies),
        });
      }
      return failed({ step: "signin", email }, result);
    }
    case "verify": {
      const code = field("code") ?? "";
      const result = await verifyEmail(deps, requester, id ? { id, code } : { email, code });
      if (result.ok) {
        throw redirect(loginHref({ verified: "1" }, redirectTo), {
          headers: cookieHeaders(result.setCookies),
        });
      }
      return failed({ step: "verify", email, id }, result);
    }
    case "resend": {
      const result = await sendCode(deps, requester, { email }, "verify");
      if (!result.ok) return failed({ step: "verify", email }, result);
      return view({ step: "verify", email, notice: "newCodeSent" });
    }
    case "forgot": {
      const result = await sendCode(deps, requester, { email }, "reset");
      if (!result.ok) return failed({ step: "forgot", email }, result);
      return view({ step: "reset", email: result.body.email });
    }
    case "reset": {
      const result = await resetPassword(deps, requester, {
        email,
        code: field("code") ?? "",
        password: field("password"),
      });
      if (result.ok) throw redirect(loginHref({ reset: "1" }, redirectTo));
      return failed({ step: "reset", email }, result);
    }
    default:
      return data(view({ step: "signin", error: "invalid_input" }), { status: 400 });
  }
}
