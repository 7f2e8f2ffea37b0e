import crypto from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Requester } from "~/server/auth/accounts-context.server";
import type { Database } from "~/server/db/client.server";
import { accounts, sessions, students, verifications } from "~/server/db/schema";
import type { AccountDeps } from "./account.server";

/**
 * Pre-hijacking: someone signs up with another person's email and a password of their own,
 * hoping the owner will verify the account later and leave that password working.
 *
 * Each sign-up for an unverified email replaces its name and password, and is also remembered
 * here with a random token that only the browser that sent it holds (an HttpOnly cookie). When a
 * code is verified, the mailbox is proven, and the browser tells us which sign-up was its own:
 * that sign-up's name and password become the account's. A verification from a browser without
 * a token keeps the account's password only if one sign-up alone could have set it; after two or
 * more, nobody's password is activated (the owner chooses one with "Forgot password?").
 */
const cookieName = "jouzu.pending_sign_up";
const lifetimeMs = 24 * 60 * 60_000;
const identifierOf = (email: string) => `pending-sign-up:${email}`;

type PendingSignUp = { token: string; name: string; passwordHash: string };

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");
const newId = () => crypto.randomBytes(16).toString("hex");

function isSecure(deps: Pick<AccountDeps, "auth">): boolean {
  return deps.auth.options.baseURL?.startsWith("https:") ?? false;
}

function cookieLine(deps: Pick<AccountDeps, "auth">, value: string, maxAgeSeconds: number) {
  const secure = isSecure(deps) ? "; Secure" : "";
  return `${cookieName}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

function tokenOf(requester: Requester): string | undefined {
  const cookies = requester.headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${cookieName.replace(".", "\\.")}=([A-Za-z0-9_-]+)`).exec(
    cookies,
  );
  return match?.[1];
}

/** Remembers one sign-up (or a sign-in that proved the password) and answers its cookie. */
export async function rememberSignUp(
  deps: Pick<AccountDeps, "auth" | "db">,
  email: string,
  credentials: { name: string; passwordHash: string },
): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const pending: PendingSignUp = { token: sha256(token), ...credentials };
  await deps.db.insert(verifications).values({
    id: newId(),
    identifier: identifierOf(email),
    value: JSON.stringify(pending),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return cookieLine(deps, token, lifetimeMs / 1_000);
}

/** The account's current name and password hash (an unverified account's, for rememberSignUp). */
export async function currentCredentials(db: Database, email: string) {
  const [row] = await db
    .select({ name: students.name, passwordHash: accounts.password })
    .from(students)
    .innerJoin(
      accounts,
      and(eq(accounts.userId, students.id), eq(accounts.providerId, "credential")),
    )
    .where(eq(students.email, email));
  return row?.passwordHash ? { name: row.name, passwordHash: row.passwordHash } : undefined;
}

/**
 * After a verified code: the account keeps the credentials of this browser's own sign-up, or,
 * when it has none, of the only sign-up there was; with several, none. Sessions end either way
 * (an unverified account has none of its own). Answers the Set-Cookie lines for the answer.
 */
export async function settleSignUps(
  deps: Pick<AccountDeps, "auth" | "db">,
  requester: Requester,
  email: string,
): Promise<string[]> {
  const { db } = deps;
  const rows = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(
      and(
        eq(verifications.identifier, identifierOf(email)),
        gt(verifications.expiresAt, new Date()),
      ),
    );
  const pending = rows.flatMap((row) => parsePending(row.value));
  const token = tokenOf(requester);
  const own = token ? pending.find((p) => p.token === sha256(token)) : undefined;
  await forgetSignUps(db, email);
  if (!own && pending.length <= 1) return [];

  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.email, email));
  if (!student) return [];
  const credential = and(eq(accounts.userId, student.id), eq(accounts.providerId, "credential"));
  await db.transaction(async (tx) => {
    if (own) {
      await tx
        .update(students)
        .set({ name: own.name, updatedAt: sql`now()` })
        .where(eq(students.id, student.id));
      await tx
        .update(accounts)
        .set({ password: own.passwordHash, updatedAt: sql`now()` })
        .where(credential);
    } else {
      // Several people signed up with this email and this browser is none of them.
      await tx
        .update(students)
        .set({ name: email.split("@")[0] ?? email, updatedAt: sql`now()` })
        .where(eq(students.id, student.id));
      await tx.delete(accounts).where(credential);
    }
    // A session made with the old password in the moment before this is ended too.
    await tx.delete(sessions).where(eq(sessions.userId, student.id));
  });
  return own ? [cookieLine(deps, "", 0)] : [];
}

/** The pending sign-ups of an email no longer matter (verified, or reset by a code). */
export async function forgetSignUps(db: Database, email: string) {
  await db.delete(verifications).where(eq(verifications.identifier, identifierOf(email)));
}

function parsePending(value: string): PendingSignUp[] {
  try {
    const parsed = JSON.parse(value) as Partial<PendingSignUp>;
    if (
      typeof parsed.token === "string" &&
      typeof parsed.name === "string" &&
      typeof parsed.passwordHash === "string"
    ) {
      return [parsed as PendingSignUp];
    }
  } catch {
    // not ours: ignored
  }
  return [];
}
