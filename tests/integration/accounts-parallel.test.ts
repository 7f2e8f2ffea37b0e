import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  accountSetups,
  randomAddress,
  startAccountsApp,
  statusCounts,
  uniqueEmail,
  verifiedAccount,
  type AccountsApp,
} from "../support/accounts-app.ts";

const password = "kanji-every-morning-7";

/**
 * The account limits under real concurrency: many requests sent at once against the running
 * server, on each database and each counter store. A limit that reads its counter before the
 * check and counts after it lets every parallel request through; these tests catch that.
 */
describe.each(accountSetups)(
  "account limits under parallel requests (%s, %s counters)",
  (...setup) => {
    let accounts: AccountsApp;
    beforeAll(async () => {
      accounts = await startAccountsApp(setup);
    });
    afterAll(() => accounts?.close());

    test("100 sign-ins at once for one account from one address: at most 5 passwords are checked", async () => {
      const email = await verifiedAccount(accounts, password);
      const attacker = randomAddress();
      const tries = Array.from({ length: 100 }, (_, i) =>
        accounts
          .client(attacker)
          .post("/api/auth/sign-in", { email, password: i === 99 ? password : `wrong-${i}-pass` }),
      );
      const answers = await Promise.all(tries);
      const counts = statusCounts(answers);
      // Every 401 is a password that reached the hash; the rest were refused before it.
      expect(counts[401] ?? 0).toBeGreaterThanOrEqual(1);
      expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
      expect((counts[401] ?? 0) + (counts[429] ?? 0) + (counts[200] ?? 0)).toBe(100);
      expect(answers.find((a) => a.status === 429)?.json.message).toBe(
        "Too many failed sign-in attempts. Please wait a minute and try again.",
      );
      if ((counts[401] ?? 0) === 5) {
        // The limit holds after the burst too, and the learner at home still gets in.
        const after = await accounts
          .client(attacker)
          .post("/api/auth/sign-in", { email, password });
        expect(after.status).toBe(429);
      }
      expect((await accounts.client().post("/api/auth/sign-in", { email, password })).status).toBe(
        200,
      );
    });

    test("a right password does not use up the limit: 4 failures, then sign-ins keep working", async () => {
      const email = await verifiedAccount(accounts, password);
      const home = randomAddress();
      for (let i = 0; i < 4; i++) {
        const failed = await accounts
          .client(home)
          .post("/api/auth/sign-in", { email, password: `typo-${i}-pass` });
        expect(failed.status).toBe(401);
      }
      for (let i = 0; i < 3; i++) {
        const signedIn = await accounts.client(home).post("/api/auth/sign-in", { email, password });
        expect(signedIn.status).toBe(200);
      }
      expect(
        (await accounts.client(home).post("/api/auth/sign-in", { email, password: "typo-5-pass" }))
          .status,
      ).toBe(401);
      expect(
        (await accounts.client(home).post("/api/auth/sign-in", { email, password })).status,
      ).toBe(429);
    });

    test("password spraying: 30 accounts × 1 try from one address stop at 20 failures", async () => {
      const attacker = randomAddress();
      const victims = Array.from({ length: 30 }, () => uniqueEmail("sprayed"));
      const answers = await Promise.all(
        victims.map((email) =>
          accounts.client(attacker).post("/api/auth/sign-in", { email, password: "Summer2024!" }),
        ),
      );
      const counts = statusCounts(answers);
      expect(counts[401]).toBe(20);
      expect(counts[429]).toBe(10);
      expect(answers.find((a) => a.status === 429)?.json).toMatchObject({
        error: "too_many_sign_ins_network",
        message:
          "Too many failed sign-ins from your network. Please wait 10 minutes and try again.",
      });
      // The address is blocked for every email now, even with a right password; others are not.
      const email = await verifiedAccount(accounts, password);
      expect(
        (await accounts.client(attacker).post("/api/auth/sign-in", { email, password })).status,
      ).toBe(429);
      expect((await accounts.client().post("/api/auth/sign-in", { email, password })).status).toBe(
        200,
      );
    });

    for (const purpose of ["verify", "reset"] as const) {
      test(`100 wrong ${purpose} codes at once: at most 5 are checked, then the code is dead`, async () => {
        const email =
          purpose === "verify" ? uniqueEmail("coded") : await verifiedAccount(accounts, password);
        const owner = accounts.client();
        if (purpose === "verify") {
          expect(
            (await owner.post("/api/auth/sign-up", { fullName: "Hari", email, password })).status,
          ).toBe(200);
        } else {
          expect((await owner.post("/api/auth/password/forgot", { email })).status).toBe(200);
        }
        // Mail 1 is the sign-up's code; for a reset, mail 2 is the reset code.
        const first = purpose === "verify" ? 1 : 2;
        const code = await accounts.inbox.codeFor(email, first);
        const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
        const path = purpose === "verify" ? "/api/auth/verify-email" : "/api/auth/password/reset";
        const body = (guess: string) =>
          purpose === "verify"
            ? { email, code: guess }
            : { email, code: guess, password: "a-new-passphrase-9" };
        // Each guess from its own address, so the per-address check limit plays no part.
        const answers = await Promise.all(
          Array.from({ length: 100 }, (_, i) => accounts.client().post(path, body(wrong(i)))),
        );
        const errors = answers.map((a) => a.json.error);
        expect(errors.filter((e) => e === "invalid_code").length).toBeLessThanOrEqual(5);
        expect(errors.filter((e) => e !== "invalid_code" && e !== "code_locked")).toEqual([]);
        // The right code no longer works; a new one does.
        const late = await owner.post(path, body(code));
        expect(late.json.error).toBe("code_locked");
        const again = purpose === "verify" ? "/api/auth/send-code" : "/api/auth/password/forgot";
        expect((await owner.post(again, { email })).status).toBe(200);
        const fresh = await accounts.inbox.codeFor(email, first + 1);
        expect((await owner.post(path, body(fresh))).status).toBe(200);
      });
    }

    test("three sign-ups at once for one new email all answer like a normal sign-up", async () => {
      for (let trial = 0; trial < 5; trial++) {
        const email = uniqueEmail("double-click");
        const answers = await Promise.all(
          ["Asha", "Bina", "Chandra"].map((fullName) =>
            accounts.client().post("/api/auth/sign-up", { fullName, email, password }),
          ),
        );
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
        for (const answer of answers) expect(answer.json).toEqual({ status: "code_sent", email });
      }
    });
  },
);
