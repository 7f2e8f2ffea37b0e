import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Requester } from "~/server/auth/accounts-context.server";
import type { Database } from "~/server/db/client.server";
import { students, verifications } from "~/server/db/schema";
import { MailUnavailableError } from "~/server/mail/mailer.server";
import { reserve } from "~/server/rate-limit/reserve.server";
import { resetPasswordInput, sendCodeInput, verifyEmailInput } from "./account-schemas";
import type { AccountErrorCode } from "./account-errors";
import {
  accountLimits,
  fail,
  isVeryCommonPassword,
  ok,
  parse,
  underLimits,
  type AccountDeps,
  type AccountResult,
} from "./account.server";
import { forgetSignUps, settleSignUps } from "./pending-sign-ups.server";

type Purpose = "verify" | "reset";

/** better-auth's emailOTP identifiers (tests/integration/accounts.test.ts pins the format). */
const otpType = { verify: "email-verification", reset: "forget-password" } as const;
const codeIdentifier = (purpose: Purpose, email: string) => `${otpType[purpose]}-otp-${email}`;
const triesKey = (purpose: Purpose, email: string) => `code-tries:${purpose}:${email}`;

/** What every new code costs: one from the email's budget and one from the address's. */
export async function takeCodeBudget(deps: AccountDeps, email: string, requester: Requester) {
  const [byEmail, byAddress] = await Promise.all([
    deps.limits.hit(`code:email:${email}`, accountLimits.codesPerEmail.windowMs),
    deps.limits.hit(`code:address:${requester.address}`, accountLimits.codesPerAddress.windowMs),
  ]);
  return (
    byEmail.count <= accountLimits.codesPerEmail.max &&
    byAddress.count <= accountLimits.codesPerAddress.max
  );
}

/** Whether mail can go out now: asked before any answer that promises one, whoever asks. */
export async function mailReady(deps: AccountDeps): Promise<boolean> {
  try {
    await deps.mailer.ready();
    return true;
  } catch (error) {
    if (error instanceof MailUnavailableError) return false;
    throw error;
  }
}

/**
 * A fresh code, made and mailed after the answer, so asking for one takes as long whether the
 * email has an account or not. The old code of the same kind goes first (one live code per email
 * and purpose) and the new one gets its own tries.
 */
export function issueCodeAfterAnswer(deps: AccountDeps, email: string, purpose: Purpose) {
  deps.afterAnswer(`mail:${email}`, async () => {
    await deps.db
      .delete(verifications)
      .where(eq(verifications.identifier, codeIdentifier(purpose, email)));
    await deps.limits.clear(triesKey(purpose, email));
    const code = await deps.auth.api.createVerificationOTP({
      body: { email, type: otpType[purpose] },
    });
    await deps.sendCode(email, code, purpose);
  });
}

async function findStudentByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: students.id, emailVerified: students.emailVerified })
    .from(students)
    .where(eq(students.email, email));
  return row;
}

/** A new code by email: for verifying the address or for a password reset. */
export async function sendCode(
  deps: AccountDeps,
  requester: Requester,
  input: unknown,
  purpose: Purpose,
) {
  return underLimits(async () => {
    const parsed = parse(sendCodeInput, input);
    if ("failure" in parsed) return parsed.failure;
    const { email } = parsed.data;
    if (!(await takeCodeBudget(deps, email, requester))) return fail("too_many_codes");
    if (!(await mailReady(deps))) return fail("mail_unavailable");
    const student = await findStudentByEmail(deps.db, email);
    // Only an existing account gets mail; the answer is the same either way.
    if (student && (purpose === "reset" || !student.emailVerified)) {
      issueCodeAfterAnswer(deps, email, purpose);
    }
    return ok({ status: "code_sent" as const, email });
  });
}

const codeErrors: Record<string, AccountErrorCode> = {
  OTP_EXPIRED: "code_expired",
  INVALID_OTP: "invalid_code",
  TOO_MANY_ATTEMPTS: "code_locked",
};

function codeFailure(error: unknown): AccountResult<never> {
  if (isAPIError(error)) {
    const code = (error.body as { code?: string } | undefined)?.code ?? "";
    return fail(codeErrors[code] ?? "invalid_code");
  }
  throw error;
}

const checksOfAddress = (requester: Requester) => ({
  key: `code-check:address:${requester.address}`,
  ...accountLimits.codeChecksPerAddress,
});

/**
 * One try of a code, reserved before it is checked: a slot of the address's checks and one of
 * the code's 5 tries. Parallel guesses therefore never get more than 5 checks of one code.
 */
async function reserveCodeTry(
  deps: AccountDeps,
  requester: Requester,
  purpose: Purpose,
  email: string,
): Promise<AccountErrorCode | undefined> {
  const reservation = await reserve(deps.limits, [
    checksOfAddress(requester),
    { key: triesKey(purpose, email), ...accountLimits.triesPerCode },
  ]);
  if (reservation.ok) return undefined;
  return reservation.full === 0 ? "too_many_checks" : "code_locked";
}

export async function verifyEmail(deps: AccountDeps, requester: Requester, input: unknown) {
  return underLimits(async () => {
    const parsed = parse(verifyEmailInput, input);
    if ("failure" in parsed) return parsed.failure;
    let email: string;
    if ("email" in parsed.data) {
      email = parsed.data.email;
    } else {
      const [row] = await deps.db
        .select({ email: students.email })
        .from(students)
        .where(eq(students.id, parsed.data.id));
      if (!row) {
        // An unknown id looks like a wrong code (ids are not for guessing) and costs a check.
        const counted = await reserve(deps.limits, [checksOfAddress(requester)]);
        return fail(counted.ok ? "invalid_code" : "too_many_checks");
      }
      email = row.email;
    }
    const refused = await reserveCodeTry(deps, requester, "verify", email);
    if (refused) return fail(refused);
    try {
      await deps.auth.api.verifyEmailOTP({ body: { email, otp: parsed.data.code } });
    } catch (error) {
      return codeFailure(error);
    }
    const cookies = await settleSignUps(deps, requester, email);
    return ok({ status: "verified" as const }, cookies);
  });
}

export async function resetPassword(deps: AccountDeps, requester: Requester, input: unknown) {
  return underLimits(async () => {
    const parsed = parse(resetPasswordInput, input);
    if ("failure" in parsed) return parsed.failure;
    const { email, code, password } = parsed.data;
    if (isVeryCommonPassword(password)) return fail("common_password");
    const refused = await reserveCodeTry(deps, requester, "reset", email);
    if (refused) return fail(refused);
    try {
      // Ends every session of the account (revokeSessionsOnPasswordReset) and, for an account
      // never verified, verifies it: the code proved the mailbox, the password comes with it.
      await deps.auth.api.resetPasswordEmailOTP({ body: { email, otp: code, password } });
    } catch (error) {
      return codeFailure(error);
    }
    await forgetSignUps(deps.db, email);
    return ok({ status: "password_reset" as const });
  });
}
