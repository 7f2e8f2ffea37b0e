/**
 * Every way an account request can fail: the HTTP status and the English message of the API
 * (the pages show the same message in the reader's language, under account.errors.<code>).
 */
export const accountErrors = {
  invalid_input: { status: 400, message: "Please check the highlighted fields." },
  common_password: {
    status: 400,
    message: "This password is too common and easy to guess. Please choose another one.",
  },
  invalid_credentials: { status: 401, message: "Invalid email or password" },
  email_not_verified: { status: 403, message: "Email not verified" },
  invalid_code: { status: 400, message: "Invalid verification code" },
  code_expired: { status: 400, message: "This code has expired. Please ask for a new one." },
  code_locked: {
    status: 403,
    message: "Too many wrong codes. This code no longer works: please ask for a new one.",
  },
  too_many_codes: {
    status: 429,
    message: "Too many codes requested. Please wait 10 minutes before asking for another.",
  },
  too_many_sign_ins: {
    status: 429,
    message: "Too many failed sign-in attempts. Please wait a minute and try again.",
  },
  too_many_sign_ins_network: {
    status: 429,
    message: "Too many failed sign-ins from your network. Please wait 10 minutes and try again.",
  },
  too_many_checks: {
    status: 429,
    message: "Too many codes tried from your network. Please wait a few minutes and try again.",
  },
  wrong_password: { status: 403, message: "Your current password is not correct." },
  not_signed_in: { status: 401, message: "Please sign in first." },
  mail_unavailable: {
    status: 503,
    message: "We cannot send email right now, so accounts cannot be created. Please try later.",
  },
  accounts_unavailable: {
    status: 503,
    message:
      "Signing in and creating accounts are unavailable right now. Please try again in a few minutes.",
  },
} as const;

export type AccountErrorCode = keyof typeof accountErrors;
