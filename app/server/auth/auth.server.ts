import { randomBytes } from "node:crypto";
import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import { betterAuth } from "better-auth";
import { emailOTP } from "better-auth/plugins";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import * as schema from "../db/schema";
import type { Env } from "../env.server";
import type { CodePurpose } from "./code-email";

/** Emailed codes: 6 digits, 10 minutes, 5 wrong tries (spec §5 and our security rules). */
export const codeRules = { digits: 6, lifetimeSeconds: 10 * 60, allowedWrongTries: 5 } as const;
export const passwordRules = { minLength: 6, maxLength: 256 } as const;

/** The request header our own code passes the client's address in (see clientAddress()). */
export const clientAddressHeader = "x-jouzu-client-address";

/** Emails a code; our account service calls it too, so a mail failure reaches the learner. */
export type SendCode = (email: string, code: string, purpose: CodePurpose) => Promise<void>;

export type AuthOptions = {
  db: Database;
  sendCode: SendCode;
  secret: string;
  baseUrl: string;
};

export function createAuth({ db, sendCode, secret, baseUrl }: AuthOptions) {
  return betterAuth({
    appName: "Jouzu",
    baseURL: baseUrl,
    basePath: "/api/auth/core",
    secret,
    trustedOrigins: [new URL(baseUrl).origin],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.students,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
      },
    }),
    user: {
      additionalFields: {
        previousLoginAt: { type: "date", required: false, input: false },
        lastLoginAt: { type: "date", required: false, input: false },
      },
      deleteUser: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: passwordRules.minLength,
      maxPasswordLength: passwordRules.maxLength,
      revokeSessionsOnPasswordReset: true,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // Every request checks the database, so a signed-out or revoked session ends at once.
      cookieCache: { enabled: false },
    },
    // Our own limits (per email, per address, shared across instances) run in front of this.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "jouzu",
      useSecureCookies: baseUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
      database: { generateId: () => randomBytes(16).toString("hex") },
    },
    plugins: [
      emailOTP({
        otpLength: codeRules.digits,
        expiresIn: codeRules.lifetimeSeconds,
        allowedAttempts: codeRules.allowedWrongTries,
        // A leaked database must not hand out working codes.
        storeOTP: "hashed",
        // better-auth runs this as a background task and swallows its errors, so our service
        // issues codes itself (issueCode) and mails them in the request; this stays for safety.
        sendVerificationOTP: ({ email, otp, type }) =>
          sendCode(email, otp, type === "forget-password" ? "reset" : "verify"),
      }),
    ],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * AUTH_SECRET when set; otherwise a random secret made on first start and kept in the database,
 * so every instance on the same database signs cookies alike and restarts keep sessions.
 */
export async function resolveAuthSecret(db: Database, env: Env): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const key = "auth_secret";
  await db
    .insert(schema.serverSettings)
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: schema.serverSettings.value })
    .from(schema.serverSettings)
    .where(eq(schema.serverSettings.key, key));
  if (!row) throw new Error("could not read the stored session secret");
  return row.value;
}

/** The public address of the site: PUBLIC_URL, or this machine's port. */
export function publicBaseUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}

/** Records a successful sign-in; the one before it becomes the dashboard's "last login". */
export async function recordSignIn(db: Database, userId: string): Promise<void> {
  await db
    .update(schema.students)
    .set({ previousLoginAt: sql`${schema.students.lastLoginAt}`, lastLoginAt: sql`now()` })
    .where(eq(schema.students.id, userId));
}
