import type { AccountErrorCode } from "./account-errors";
import type { FieldIssue } from "./account-schemas";

/** What the sign-in page shows: one step of the account flow, with its message if any. */
export type LoginView = {
  step: "signin" | "signup" | "verify" | "forgot" | "reset";
  notice?: "verified" | "passwordReset" | "newCodeSent";
  error?: AccountErrorCode | "failed";
  issues?: FieldIssue[];
  email?: string;
  fullName?: string;
  /** /verify-email?id=… knows the student's id instead of the email. */
  id?: string;
  /** The page to go back to after signing in: a path on this site. */
  redirectTo?: string;
};

/**
 * An address of the sign-in page, keeping the page to come back to after signing in
 * (`redirectTo`, already checked to be a path on this site).
 */
export function loginHref(params: Record<string, string>, redirectTo?: string): string {
  const search = new URLSearchParams(params);
  if (redirectTo) search.set("redirectTo", redirectTo);
  const query = search.toString();
  return query ? `/login?${query}` : "/login";
}
