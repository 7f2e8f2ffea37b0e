import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Requester } from "~/server/auth/accounts-context.server";
import type { Database } from "~/server/db/client.server";
import { accounts, students } from "~/server/db/schema";
import { signUpInput } from "./account-schemas";
import {
  fail,
  isVeryCommonPassword,
  ok,
  parse,
  underLimits,
  type AccountDeps,
} from "./account.server";
import { issueCodeAfterAnswer, mailReady, takeCodeBudget } from "./codes.server";
import { rememberSignUp } from "./pending-sign-ups.server";

const newId = () => crypto.randomBytes(16).toString("hex");

/** better-auth's own scrypt, so its sign-in checks what we store. */
export async function hashPassword(deps: Pick<AccountDeps, "auth">, password: string) {
  return (await deps.auth.$context).password.hash(password);
}

/**
 * The student for this email, created or, while unverified, given the new name and password
 * (a sign-up replaces an unverified one; see pending-sign-ups.server.ts). A verified account is
 * left as it is. One statement decides under the row lock, so sign-ups sent at the same moment
 * (a double click) all succeed and the last one's credentials stand.
 */
async function upsertStudent(
  db: Database,
  email: string,
  name: string,
  passwordHash: string,
): Promise<{ verified: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(students)
      .values({ id: newId(), name, email })
      .onConflictDoUpdate({
        target: students.email,
        set: {
          name: sql`case when ${students.emailVerified} then ${students.name} else excluded.full_name end`,
          updatedAt: sql`case when ${students.emailVerified} then ${students.updatedAt} else now() end`,
        },
      })
      .returning({
        id: students.id,
        verified: students.emailVerified,
        created: sql<boolean>`(xmax = 0)`,
      });
    if (!row) throw new Error("the sign-up statement returned no row");
    const credential = { accountId: row.id, providerId: "credential", userId: row.id };
    if (row.created) {
      await tx.insert(accounts).values({ id: newId(), ...credential, password: passwordHash });
    } else {
      // The same statement whether the account is verified or not (then it changes nothing).
      const replaced = await tx
        .update(accounts)
        .set({ password: passwordHash, updatedAt: sql`now()` })
        .where(
          and(
            eq(accounts.userId, row.id),
            eq(accounts.providerId, "credential"),
            sql`${!row.verified}`,
          ),
        )
        .returning({ id: accounts.id });
      if (!row.verified && replaced.length === 0) {
        await tx.insert(accounts).values({ id: newId(), ...credential, password: passwordHash });
      }
    }
    return { verified: row.verified };
  });
}

/**
 * Create account. A new email gets an account and a code; an unverified one gets the new name
 * and password and a code; a verified one gets a notice. All three answer the same and take the
 * same time (the password is hashed every time, mail goes out after the answer), so nobody can
 * learn from here who studies with us.
 */
export async function signUp(deps: AccountDeps, requester: Requester, input: unknown) {
  return underLimits(async () => {
    const parsed = parse(signUpInput, input);
    if ("failure" in parsed) return parsed.failure;
    const { fullName, email, password } = parsed.data;
    if (isVeryCommonPassword(password)) return fail("common_password");
    if (!(await takeCodeBudget(deps, email, requester))) return fail("too_many_codes");
    if (!(await mailReady(deps))) return fail("mail_unavailable");

    const passwordHash = await hashPassword(deps, password);
    const { verified } = await upsertStudent(deps.db, email, fullName, passwordHash);
    const cookie = await rememberSignUp(deps, email, { name: fullName, passwordHash });
    if (verified) {
      deps.afterAnswer(`mail:${email}`, () => deps.mailer.send(existingAccountNotice(email)));
    } else {
      issueCodeAfterAnswer(deps, email, "verify");
    }
    return ok({ status: "code_sent" as const, email }, [cookie]);
  });
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
