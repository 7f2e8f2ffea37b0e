import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ApiClient } from "../support/api-client.ts";
import {
  accountSetups,
  startAccountsApp,
  uniqueEmail,
  type AccountsApp,
} from "../support/accounts-app.ts";

const victimPassword = "sita-studies-n4-daily";
const attackerPassword = "mallory-owns-this-now";

/**
 * Account pre-hijacking: an attacker signs up with the victim's email and a password of their
 * own, never verifies, and waits for the victim to verify the account. Whatever the order, the
 * account must end up with the credentials of the person who holds the mailbox, and the
 * attacker's password must never work.
 */
describe.each(accountSetups.filter(([, store]) => store === "database"))(
  "account pre-hijacking (%s)",
  (...setup) => {
    let accounts: AccountsApp;
    beforeAll(async () => {
      accounts = await startAccountsApp(setup);
    });
    afterAll(() => accounts?.close());

    const signUp = (c: ApiClient, email: string, fullName: string, password: string) =>
      c.post("/api/auth/sign-up", { fullName, email, password });

    /** Signs in with each password from a fresh address: which ones work? */
    async function working(email: string) {
      const tries = await Promise.all(
        [victimPassword, attackerPassword].map((password) =>
          accounts.client().post("/api/auth/sign-in", { email, password }),
        ),
      );
      return { victim: tries[0]?.status === 200, attacker: tries[1]?.status === 200 };
    }

    async function nameOf(email: string, password = victimPassword) {
      const c = accounts.client();
      expect((await c.post("/api/auth/sign-in", { email, password })).status).toBe(200);
      return (await c.get("/api/auth/session")).json.user as { name: string };
    }

    test("attacker first, then the victim signs up and verifies: the victim's password and name", async () => {
      const email = uniqueEmail("victim");
      const attacker = accounts.client();
      const victim = accounts.client();
      expect((await signUp(attacker, email, "Mallory", attackerPassword)).status).toBe(200);
      await accounts.inbox.nthMailTo(email, 1); // the attacker's code, in the victim's mailbox
      // Before the victim signs up, the attacker's password is not usable (unverified).
      expect(
        (await attacker.post("/api/auth/sign-in", { email, password: attackerPassword })).status,
      ).toBe(403);
      expect((await signUp(victim, email, "Sita Sharma", victimPassword)).status).toBe(200);
      const code = await accounts.inbox.codeFor(email, 3);
      expect((await victim.post("/api/auth/verify-email", { email, code })).status).toBe(200);
      expect(await working(email)).toEqual({ victim: true, attacker: false });
      expect((await nameOf(email)).name).toBe("Sita Sharma");
    });

    test("victim first, then the attacker signs up: verifying still gives the victim's password", async () => {
      const email = uniqueEmail("victim");
      const victim = accounts.client();
      const attacker = accounts.client();
      expect((await signUp(victim, email, "Sita Sharma", victimPassword)).status).toBe(200);
      await accounts.inbox.nthMailTo(email, 1);
      expect((await signUp(attacker, email, "Mallory", attackerPassword)).status).toBe(200);
      // The newest code (sent by the attacker's sign-up) is the one that works; the victim's
      // browser enters it, and the browser decides whose sign-up is completed.
      const code = await accounts.inbox.codeFor(email, 2);
      expect((await victim.post("/api/auth/verify-email", { email, code })).status).toBe(200);
      expect(await working(email)).toEqual({ victim: true, attacker: false });
      expect((await nameOf(email)).name).toBe("Sita Sharma");
    });

    test("the attacker signing in before the verification gets no session, and the password dies", async () => {
      const email = uniqueEmail("victim");
      const attacker = accounts.client();
      const victim = accounts.client();
      expect((await signUp(victim, email, "Sita Sharma", victimPassword)).status).toBe(200);
      expect((await signUp(attacker, email, "Mallory", attackerPassword)).status).toBe(200);
      // The attacker's password is the current one but the account is unverified: no session.
      const early = await attacker.post("/api/auth/sign-in", { email, password: attackerPassword });
      expect(early.status).toBe(403);
      // That sign-in sent the victim a fresh code (mail 3); the victim's browser verifies with it.
      const code = await accounts.inbox.codeFor(email, 3);
      expect((await victim.post("/api/auth/verify-email", { email, code })).status).toBe(200);
      expect((await attacker.get("/api/auth/session")).status).toBe(401);
      expect(await working(email)).toEqual({ victim: true, attacker: false });
    });

    test("verified from a browser that signed up for neither: no one's password is activated", async () => {
      const email = uniqueEmail("victim");
      expect((await signUp(accounts.client(), email, "Mallory", attackerPassword)).status).toBe(
        200,
      );
      expect((await signUp(accounts.client(), email, "Sita Sharma", victimPassword)).status).toBe(
        200,
      );
      const elsewhere = accounts.client(); // e.g. the code typed on another device
      const code = await accounts.inbox.codeFor(email, 2);
      expect((await elsewhere.post("/api/auth/verify-email", { email, code })).status).toBe(200);
      expect(await working(email)).toEqual({ victim: false, attacker: false });
      // The mailbox owner sets a password with an emailed reset code.
      expect((await elsewhere.post("/api/auth/password/forgot", { email })).status).toBe(200);
      const reset = await accounts.inbox.codeFor(email, 3);
      expect(
        (
          await elsewhere.post("/api/auth/password/reset", {
            email,
            code: reset,
            password: victimPassword,
          })
        ).status,
      ).toBe(200);
      expect(await working(email)).toEqual({ victim: true, attacker: false });
    });

    test("one sign-up alone, verified from another client, keeps its password (API clients)", async () => {
      const email = uniqueEmail("learner");
      expect((await signUp(accounts.client(), email, "Sita Sharma", victimPassword)).status).toBe(
        200,
      );
      const code = await accounts.inbox.codeFor(email, 1);
      const other = accounts.client();
      expect((await other.post("/api/auth/verify-email", { email, code })).status).toBe(200);
      expect(await working(email)).toEqual({ victim: true, attacker: false });
    });

    test("a sign-up for a verified account changes nothing there", async () => {
      const email = uniqueEmail("owner");
      const owner = accounts.client();
      expect((await signUp(owner, email, "Sita Sharma", victimPassword)).status).toBe(200);
      const code = await accounts.inbox.codeFor(email, 1);
      expect((await owner.post("/api/auth/verify-email", { email, code })).status).toBe(200);
      expect((await signUp(accounts.client(), email, "Mallory", attackerPassword)).status).toBe(
        200,
      );
      expect((await accounts.inbox.nthMailTo(email, 2)).subject).toBe("Your Jouzu account");
      expect(await working(email)).toEqual({ victim: true, attacker: false });
      expect((await nameOf(email)).name).toBe("Sita Sharma");
    });
  },
);
