import { dictionary as commonWords } from "@zxcvbn-ts/language-common";
import { isAPIError } from "better-auth/api";
import type { z } from "zod";
import {
  authHeaders,
  type AccountServices,
  type Requester,
} from "~/server/auth/accounts-context.server";
import { codeRules } from "~/server/auth/auth.server";
import type { Database } from "~/server/db/client.server";
import { RateLimitStoreUnavailableError } from "~/server/rate-limit/rate-limit-store.server";
import {
  changePasswordInput,
  deleteAccountInput,
  fieldIssues,
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

const minutes = (n: number) => n * 60_000;

/** Our limits (security rules of the accounts issue). Windows in milliseconds. */
export const accountLimits = {
  codesPerEmail: { max: 3, windowMs: minutes(10) },
  codesPerAddress: { max: 3, windowMs: minutes(10) },
  /** Failed sign-ins for one email from one address. */
  failedSignIns: { max: 5, windowMs: minutes(1) },
  /** Failed sign-ins from one address, whatever the email: password spraying. */
  failedSignInsPerAddress: { max: 20, windowMs: minutes(10) },
  codeChecksPerAddress: { max: 30, windowMs: minutes(10) },
  /** Tries of one emailed code, whoever sends them; a new code starts again. */
  triesPerCode: { max: codeRules.allowedWrongTries, windowMs: codeRules.lifetimeSeconds * 1_000 },
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

export const ok = <T>(body: T, setCookies: string[] = []): AccountResult<T> => ({
  ok: true,
  status: 200,
  body,
  setCookies,
});

export function fail<T = never>(
  error: AccountErrorCode,
  extra: { issues?: FieldIssue[]; email?: string } = {},
  setCookies: string[] = [],
): AccountResult<T> {
  const { status, message } = accountErrors[error];
  return { ok: false, status, body: { error, message, ...extra }, setCookies };
}

export function parse<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { data: z.output<S> } | { failure: AccountResult<never> } {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  return { failure: fail("invalid_input", { issues: fieldIssues(result.error) }) };
}

/**
 * Work guarded by our limits. When the counters cannot be read (Redis down) nothing can be
 * checked, so the answer is a clear 503 at once rather than a 500 or an unlimited door.
 */
export async function underLimits<T>(
  work: () => Promise<AccountResult<T>>,
): Promise<AccountResult<T>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RateLimitStoreUnavailableError) return fail("accounts_unavailable");
    throw error;
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
