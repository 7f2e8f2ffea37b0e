import { data, redirect } from "react-router";
import { signedInStudent, type Requester } from "~/server/auth/accounts-context.server";
import type { LoginView } from "./login-view";
import {
  cookieHeaders,
  resetPassword,
  sendCode,
  signIn,
  signUp,
  verifyEmail,
  type AccountDeps,
  type AccountResult,
} from "./account.server";

/** Whether account emails go to the development mailbox (no mail server configured). */
export async function usesDevMailbox(accounts: () => Promise<Pick<AccountDeps, "mailer">>) {
  return (await accounts()).mailer.kind === "dev-mailbox";
}

const steps = new Set<LoginView["step"]>(["signin", "signup", "forgot"]);

export async function loginPageView(deps: AccountDeps, requester: Requester, url: URL) {
  if (await signedInStudent(deps.auth, requester)) throw redirect("/dashboard");
  const mode = url.searchParams.get("mode") as LoginView["step"] | null;
  const view: LoginView = { step: mode && steps.has(mode) ? mode : "signin" };
  if (url.searchParams.get("verified") === "1") view.notice = "verified";
  if (url.searchParams.get("reset") === "1") view.notice = "passwordReset";
  return view;
}

/** The view for a failed result, keeping what the learner typed (never the password). */
function failed(view: LoginView, result: AccountResult<unknown>) {
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
  switch (field("intent")) {
    case "sign-up": {
      const fullName = field("fullName") ?? "";
      const result = await signUp(deps, requester, {
        fullName,
        email,
        password: field("password"),
      });
      if (!result.ok) return failed({ step: "signup", fullName, email }, result);
      return { step: "verify", email: result.body.email } satisfies LoginView;
    }
    case "sign-in": {
      const result = await signIn(deps, requester, { email, password: field("password") });
      if (result.ok) throw redirect("/dashboard", { headers: cookieHeaders(result.setCookies) });
      if (result.body.error === "email_not_verified") {
        return { step: "verify", email: email.toLowerCase() } satisfies LoginView;
      }
      return failed({ step: "signin", email }, result);
    }
    case "verify": {
      const code = field("code") ?? "";
      const result = await verifyEmail(deps, requester, id ? { id, code } : { email, code });
      if (result.ok) throw redirect("/login?verified=1");
      return failed({ step: "verify", email, id }, result);
    }
    case "resend": {
      const result = await sendCode(deps, requester, { email }, "verify");
      if (!result.ok) return failed({ step: "verify", email }, result);
      return { step: "verify", email, notice: "newCodeSent" } satisfies LoginView;
    }
    case "forgot": {
      const result = await sendCode(deps, requester, { email }, "reset");
      if (!result.ok) return failed({ step: "forgot", email }, result);
      return { step: "reset", email: result.body.email } satisfies LoginView;
    }
    case "reset": {
      const result = await resetPassword(deps, requester, {
        email,
        code: field("code") ?? "",
        password: field("password"),
      });
      if (result.ok) throw redirect("/login?reset=1");
      return failed({ step: "reset", email }, result);
    }
    default:
      return data({ step: "signin", error: "invalid_input" } satisfies LoginView, { status: 400 });
  }
}
