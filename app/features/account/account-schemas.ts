import { z } from "zod";
import { hasControlCharacters } from "~/lib/plain-text";
import { passwordLimits, type FieldIssue } from "./account-limits";

export { passwordLimits, type FieldIssue };

/** Input rules of the account forms (spec part 2 §5), enforced by the server's account API. */
const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(passwordLimits.min, `Password must be at least ${passwordLimits.min} characters`)
  .max(passwordLimits.max, `Password must be at most ${passwordLimits.max} characters`);

const code = z
  .string({ error: "Verification code is required" })
  .trim()
  .min(1, "Verification code is required")
  .max(6, "The code has 6 digits")
  .regex(/^\d{6}$/, "The code has 6 digits");

export const signUpInput = z.object({
  fullName: z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .max(100, "Full name is too long")
    .refine(
      (name) => !hasControlCharacters(name),
      "Full name contains characters that are not allowed",
    ),
  email,
  password,
});

export const signInInput = z.object({
  email,
  // Any length may be tried; long ones are refused by better-auth without hashing them.
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});

/** The verify step knows the email; /verify-email?id=… knows the student's id. */
export const verifyEmailInput = z.union([
  z.object({ email, code }),
  z.object({
    id: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .refine((id) => !hasControlCharacters(id), "This verification link is not valid."),
    code,
  }),
]);

export const sendCodeInput = z.object({ email });

export const resetPasswordInput = z.object({ email, code, password });

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(1024),
  newPassword: password,
});

export const deleteAccountInput = z.object({
  password: z.string().min(1, "Password is required").max(1024),
});

export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.join(".") || "body",
    message: issue.message,
  }));
}
