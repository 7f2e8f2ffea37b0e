import { isAPIError } from "better-auth/api";
import { authHeaders, type Requester } from "~/server/auth/accounts-context.server";
import { recordSignIn } from "~/server/auth/auth.server";
import { reserve } from "~/server/rate-limit/reserve.server";
import { signInInput } from "./account-schemas";
import { accountLimits, fail, ok, parse, underLimits, type AccountDeps } from "./account.server";
import { issueCodeAfterAnswer, mailReady, takeCodeBudget } from "./codes.server";
import { currentCredentials, rememberSignUp } from "./pending-sign-ups.server";

/**
 * Sign in. Each password check takes its slot of the limits before it runs (5 failures per
 * email from one address a minute, 20 per address in 10 minutes whatever the email), so no
 * number of parallel requests gets more checks than that; a right password gives its slot back.
 */
export async function signIn(deps: AccountDeps, requester: Requester, input: unknown) {
  return underLimits(async () => {
    const parsed = parse(signInInput, input);
    if ("failure" in parsed) return parsed.failure;
    const { email, password } = parsed.data;
    const slots = await reserve(deps.limits, [
      { key: `sign-in:email:${email}:${requester.address}`, ...accountLimits.failedSignIns },
      { key: `sign-in:address:${requester.address}`, ...accountLimits.failedSignInsPerAddress },
    ]);
    if (!slots.ok) {
      return fail(slots.full === 0 ? "too_many_sign_ins" : "too_many_sign_ins_network");
    }
    try {
      const { headers, response } = await deps.auth.api.signInEmail({
        body: { email, password },
        headers: authHeaders(requester),
        returnHeaders: true,
      });
      await slots.release();
      await recordSignIn(deps.db, response.user.id);
      return ok({ status: "signed_in" as const }, headers.getSetCookie());
    } catch (error) {
      const code = isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : "";
      // Only a wrong password (or unknown email) counts; anything else gives the slot back.
      if (code !== "INVALID_EMAIL_OR_PASSWORD") await slots.release();
      if (!isAPIError(error)) throw error;
      if (code === "EMAIL_NOT_VERIFIED") return notVerifiedYet(deps, requester, email);
      return fail("invalid_credentials");
    }
  });
}

/**
 * The password was right but the email is not verified: a fresh code goes out (within the
 * budget), the verify step shows, and this browser is remembered as one that knows the password.
 */
async function notVerifiedYet(deps: AccountDeps, requester: Requester, email: string) {
  const credentials = await currentCredentials(deps.db, email);
  const cookies = credentials ? [await rememberSignUp(deps, email, credentials)] : [];
  if ((await takeCodeBudget(deps, email, requester)) && (await mailReady(deps))) {
    issueCodeAfterAnswer(deps, email, "verify");
  }
  return fail("email_not_verified", { email }, cookies);
}
