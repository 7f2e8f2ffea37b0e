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
};
