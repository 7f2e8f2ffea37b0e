import { dictionary as commonWords } from "@zxcvbn-ts/language-common";
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import {
  authHeaders,
  type AccountServices,
  type Requester,
} from "~/server/auth/accounts-context.server";
import { recordSignIn } from "~/server/auth/auth.server";
import type { Database } from "~/server/db/client.server";
import { students, verifications } from "~/server/db/schema";
import { MailUnavailableError } from "~/server/mail/mailer.server";
import {
  changePasswordInput,
  deleteAccountInput,
  fieldIssues,
  resetPasswordInput,
  sendCodeInput,
  signInInput,
  signUpInput,
  verifyEmailInput,
  type FieldIssue,
} from "./account-schemas";
import { accountErrors, type AccountErrorCode } from "./account-errors";

export type AccountDeps = AccountServices & { db: Database };

export type AccountResult<T> =
  | { ok: true; status: 200; body: T; setCookies: string[] }
  | {
      ok: false;
      status: number;
      body: { error: AccountErrorCode; message: string; issues?: FieldIssue[]; email?: string };
      setCookies: string[];
    };

/** Our limits (security rules of the accounts issue). Windows in milliseconds. */
export const accountLimits = {
  codesPerEmail: { max: 3, windowMs: 10 * 60_000 },
  codesPerAddress: { max: 3, windowMs: 10 * 60_000 },
  failedSignIns: { max: 5, windowMs: 60_000 },
  codeChecksPerAddress: { max: 30, windowMs: 10 * 60_000 },
} as const;

const veryCommonPasswords = new Set(commonWords["passwords-common"]);

export function isVeryCommonPassword(password: string): boolean {
  return veryCommonPasswords.has(password.toLowerCase());
}

/** The Set-Cookie lines of a result, as response headers for a page action or redirect. */
export function cookieHeaders(setCookies: string[]) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

const ok = <T>(body: T, setCookies: string[] = []): AccountResult<T> => ({
  ok: true,
  status: 200,
  body,
  setCookies,
});

function fail<T = never>(
  error: AccountErrorCode,
  extra: { issues?: FieldIssue[]; email?: string } = {},
): AccountResult<T> {
  const { status, message } = accountErrors[error];
  return { ok: false, status, body: { error, message, ...extra }, setCookies: [] };
}

function parse<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { data: z.output<S> } | { failure: AccountResult<never> } {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  return { failure: fail("invalid_input", { issues: fieldIssues(result.error) }) };
}

/** What every new code costs: one from the email's budget and one from the address's. */
async function takeCodeBudget(deps: AccountDeps, email: string, requester: Requester) {
  const [byEmail, byAddress] = await Promise.all([
    deps.limits.hit(`code:email:${email}`, accountLimits.codesPerEmail.windowMs),
    deps.limits.hit(`code:address:${requester.address}`, accountLimits.codesPerAddress.windowMs),
  ]);
  return (
    byEmail.count <= accountLimits.codesPerEmail.max &&
    byAddress.count <= accountLimits.codesPerAddress.max
  );
}

async function findStudentByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: students.id, emailVerified: students.emailVerified })
    .from(students)
    .where(eq(students.email, email));
  return row;
}

/**
 * A fresh code, mailed within this request so a mail failure is the learner's answer. The old
 * code of the same kind is removed first: one live code per email and purpose. (The identifier
 * is better-auth's emailOTP format; tests/integration/accounts.test.ts pins it.)
 */
async function issueCode(deps: AccountDeps, email: string, purpose: "verify" | "reset") {
  const type = purpose === "reset" ? "forget-password" : "email-verification";
  await deps.db.delete(verifications).where(eq(verifications.identifier, `${type}-otp-${email}`));
  const code = await deps.auth.api.createVerificationOTP({ body: { email, type } });
  await deps.sendCode(email, code, purpose);
}

/** Mail problems become a clear answer; anything else is a real failure. */
async function sending<T>(work: () => Promise<T>): Promise<T | "mail_unavailable"> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MailUnavailableError) return "mail_unavailable";
    throw error;
  }
}

/**
 * Create account. A new email gets an account and a code; an email that already has an account
 * gets a notice (or a fresh code if it was never verified). Both answer the same, so nobody can
 * learn from here who studies with us.
 */
export async function signUp(deps: AccountDeps, requester: Requester, input: unknown) {
  const parsed = parse(signUpInput, input);
  if ("failure" in parsed) return parsed.failure;
  const { fullName, email, password } = parsed.data;
  if (isVeryCommonPassword(password)) return fail("common_password");
  if (!(await takeCodeBudget(deps, email, requester))) return fail("too_many_codes");
  if (deps.mailer.kind === "unavailable") return fail("mail_unavailable");

  const existing = await findStudentByEmail(deps.db, email);
  // better-auth answers an existing email with a look-alike user and hashes anyway (same timing).
  await deps.auth.api.signUpEmail({
    body: { name: fullName, email, password },
    headers: authHeaders(requester),
  });
  const sent = await sending(async () => {
    if (existing?.emailVerified) await deps.mailer.send(existingAccountNotice(email));
    else await issueCode(deps, email, "verify");
  });
  if (sent === "mail_unavailable") return fail("mail_unavailable");
  return ok({ status: "code_sent" as const, email });
}

function existingAccountNotice(email: string) {
  const text = [
    "Someone tried to create a Jouzu account with this email address, which already has one.",
    "If it was you, sign in, or choose “Forgot password?” on the sign-in page.",
    "",
    "कसैले यो इमेल ठेगानाबाट Jouzu खाता खोल्न खोज्यो, तर यसको खाता पहिल्यै छ।",
    "तपाईं नै हो भने साइन इन गर्नुहोस्, वा साइन इन पृष्ठमा “पासवर्ड बिर्सनुभयो?” रोज्नुहोस्।",
  ].join("\n");
  return {
    to: email,
    subject: "Your Jouzu account",
    text,
    html: text
      .split("\n")
      .map((line) => `<p>${line}</p>`)
      .join(""),
  };
}

/** A new code by email: for verifying the address or for a password reset. */
export async function sendCode(
  deps: AccountDeps,
  requester: Requester,
  input: unknown,
  purpose: "verify" | "reset",
) {
  const parsed = parse(sendCodeInput, input);
  if ("failure" in parsed) return parsed.failure;
  const { email } = parsed.data;
  if (!(await takeCodeBudget(deps, email, requester))) return fail("too_many_codes");
  if (deps.mailer.kind === "unavailable") return fail("mail_unavailable");
  const student = await findStudentByEmail(deps.db, email);
  const sent = await sending(async () => {
    // Only an existing account gets mail; the answer is the same either way.
    if (purpose === "reset" && student) await issueCode(deps, email, "reset");
    if (purpose === "verify" && student && !student.emailVerified) {
      await issueCode(deps, email, "verify");
    }
  });
  if (sent === "mail_unavailable") return fail("mail_unavailable");
  return ok({ status: "code_sent" as const, email });
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

async function withinCodeChecks(deps: AccountDeps, requester: Requester) {
  const { count } = await deps.limits.hit(
    `code-check:address:${requester.address}`,
    accountLimits.codeChecksPerAddress.windowMs,
  );
  return count <= accountLimits.codeChecksPerAddress.max;
}

export async function verifyEmail(deps: AccountDeps, requester: Requester, input: unknown) {
  const parsed = parse(verifyEmailInput, input);
  if ("failure" in parsed) return parsed.failure;
  if (!(await withinCodeChecks(deps, requester))) return fail("too_many_checks");
  let email: string;
  if ("email" in parsed.data) {
    email = parsed.data.email;
  } else {
    const [row] = await deps.db
      .select({ email: students.email })
      .from(students)
      .where(eq(students.id, parsed.data.id));
    // An unknown id looks like a wrong code: ids are not for guessing.
    if (!row) return fail("invalid_code");
    email = row.email;
  }
  try {
    await deps.auth.api.verifyEmailOTP({ body: { email, otp: parsed.data.code } });
  } catch (error) {
    return codeFailure(error);
  }
  return ok({ status: "verified" as const });
}

export async function signIn(deps: AccountDeps, requester: Requester, input: unknown) {
  const parsed = parse(signInInput, input);
  if ("failure" in parsed) return parsed.failure;
  const { email, password } = parsed.data;
  const failuresKey = `sign-in-failures:${email}:${requester.address}`;
  const failures = await deps.limits.peek(failuresKey);
  if (failures && failures.count >= accountLimits.failedSignIns.max) {
    return fail("too_many_sign_ins");
  }
  try {
    const { headers, response } = await deps.auth.api.signInEmail({
      body: { email, password },
      headers: authHeaders(requester),
      returnHeaders: true,
    });
    await recordSignIn(deps.db, response.user.id);
    return ok({ status: "signed_in" as const }, headers.getSetCookie());
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code;
    if (code === "EMAIL_NOT_VERIFIED") {
      // The password was right: a fresh code goes out (within the budget) and the verify step shows.
      if ((await takeCodeBudget(deps, email, requester)) && deps.mailer.kind !== "unavailable") {
        await sending(() => issueCode(deps, email, "verify"));
      }
      return fail("email_not_verified", { email });
    }
    await deps.limits.hit(failuresKey, accountLimits.failedSignIns.windowMs);
    return fail("invalid_credentials");
  }
}

export async function signOut(deps: AccountDeps, requester: Requester) {
  try {
    const { headers } = await deps.auth.api.signOut({
      headers: authHeaders(requester),
      returnHeaders: true,
    });
    return ok({ status: "signed_out" as const }, headers.getSetCookie());
  } catch (error) {
    if (isAPIError(error)) return fail("not_signed_in");
    throw error;
  }
}

export async function resetPassword(deps: AccountDeps, requester: Requester, input: unknown) {
  const parsed = parse(resetPasswordInput, input);
  if ("failure" in parsed) return parsed.failure;
  const { email, code, password } = parsed.data;
  if (isVeryCommonPassword(password)) return fail("common_password");
  if (!(await withinCodeChecks(deps, requester))) return fail("too_many_checks");
  try {
    // Ends every session of the account (revokeSessionsOnPasswordReset).
    await deps.auth.api.resetPasswordEmailOTP({ body: { email, otp: code, password } });
  } catch (error) {
    return codeFailure(error);
  }
  return ok({ status: "password_reset" as const });
}

export async function changePassword(deps: AccountDeps, requester: Requester, input: unknown) {
  const parsed = parse(changePasswordInput, input);
  if ("failure" in parsed) return parsed.failure;
  const { currentPassword, newPassword } = parsed.data;
  if (isVeryCommonPassword(newPassword)) return fail("common_password");
  try {
    const { headers } = await deps.auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: authHeaders(requester),
      returnHeaders: true,
    });
    return ok({ status: "password_changed" as const }, headers.getSetCookie());
  } catch (error) {
    if (isAPIError(error)) return passwordFailure(error);
    throw error;
  }
}

/** better-auth checks the session itself: 401 means nobody is signed in, else a wrong password. */
function passwordFailure(error: { statusCode: number }): AccountResult<never> {
  return fail(error.statusCode === 401 ? "not_signed_in" : "wrong_password");
}

/** Deletes the account with its favourites and sessions (the rows cascade). */
export async function deleteAccount(deps: AccountDeps, requester: Requester, input: unknown) {
  const parsed = parse(deleteAccountInput, input);
  if ("failure" in parsed) return parsed.failure;
  try {
    const { headers } = await deps.auth.api.deleteUser({
      body: { password: parsed.data.password },
      headers: authHeaders(requester),
      returnHeaders: true,
    });
    return ok({ status: "account_deleted" as const }, headers.getSetCookie());
  } catch (error) {
    if (isAPIError(error)) return passwordFailure(error);
    throw error;
  }
}
