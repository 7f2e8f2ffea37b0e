import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  accounts,
  dictionaryEntries,
  sessions,
  students,
  userFavorites,
  verifications,
} from "../../app/server/db/schema.ts";
import { apiClient, freshAddress, type ApiClient } from "../support/api-client.ts";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox.ts";
import { startTestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

let emailCount = 0;
const newEmail = () => `learner${++emailCount}-${Date.now()}@example.com`;
const goodPassword = "kanji-every-morning-7";

describe.each(databaseKinds)("accounts on %s", (kind) => {
  let database: TestDatabase;
  let inbox: SmtpInbox;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  const client = () => apiClient(app.url, freshAddress());

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    inbox = await startSmtpInbox();
    app = await startTestApp(database.handle, { SMTP_URL: inbox.url, TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await app?.close();
    await inbox?.close();
    await database?.drop();
  });

  async function signUp(c: ApiClient, email = newEmail(), password = goodPassword) {
    const response = await c.post("/api/auth/sign-up", {
      fullName: " Sita Sharma ",
      email,
      password,
    });
    return { response, email };
  }

  async function verifiedStudent(c: ApiClient = client(), password = goodPassword) {
    const { email } = await signUp(c, newEmail(), password);
    const code = await inbox.codeFor(email);
    expect((await c.post("/api/auth/verify-email", { email, code })).status).toBe(200);
    return { c, email };
  }

  async function signedIn(password = goodPassword) {
    const { c, email } = await verifiedStudent(client(), password);
    expect((await c.post("/api/auth/sign-in", { email, password })).status).toBe(200);
    return { c, email };
  }

  test("sign up → the code arrives by email only → verify → sign in → session", async () => {
    const c = client();
    const { response, email } = await signUp(c);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: "code_sent", email });
    const mail = await inbox.nthMailTo(email, 1);
    const code = await inbox.codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe("Your Jouzu verification code");
    expect(response.text).not.toContain(code);

    // Before verifying, the right password shows the verify step (and sends a fresh code).
    const early = await c.post("/api/auth/sign-in", { email, password: goodPassword });
    expect(early.status).toBe(403);
    expect(early.json).toMatchObject({ error: "email_not_verified", email });
    const fresh = await inbox.codeFor(email, 2);
    expect(early.text).not.toContain(fresh);

    expect((await c.post("/api/auth/verify-email", { email, code: fresh })).json).toEqual({
      status: "verified",
    });
    const signIn = await c.post("/api/auth/sign-in", { email, password: goodPassword });
    expect(signIn.status).toBe(200);
    expect(signIn.text).not.toContain(fresh);
    const session = await c.get("/api/auth/session");
    expect(session.status).toBe(200);
    expect(session.json).toMatchObject({
      user: { name: "Sita Sharma", email },
      previousLoginAt: null,
    });
  });

  test("a code is 6 digits, stored hashed, lives 10 minutes and works once", async () => {
    const c = client();
    const { email } = await signUp(c);
    const code = await inbox.codeFor(email);
    const [row] = await database.handle.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `email-verification-otp-${email}`));
    expect(row?.value).not.toContain(code);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);

    expect((await c.post("/api/auth/verify-email", { email, code })).status).toBe(200);
    const again = await c.post("/api/auth/verify-email", { email, code });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({
      error: "invalid_code",
      message: "Invalid verification code",
    });
  });

  test("an expired code is refused", async () => {
    const c = client();
    const { email } = await signUp(c);
    const code = await inbox.codeFor(email);
    await database.handle.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(verifications.identifier, `email-verification-otp-${email}`));
    const late = await c.post("/api/auth/verify-email", { email, code });
    expect(late.json).toMatchObject({ error: "code_expired" });
  });

  test("5 wrong tries kill the code; a new one must be requested", async () => {
    const c = client();
    const { email } = await signUp(c);
    const code = await inbox.codeFor(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      expect((await c.post("/api/auth/verify-email", { email, code: wrong })).json).toMatchObject({
        error: "invalid_code",
      });
    }
    const killed = await c.post("/api/auth/verify-email", { email, code });
    expect(killed.status).not.toBe(200);
    expect(killed.json.error).toMatch(/code_locked|invalid_code/);
    expect((await c.post("/api/auth/send-code", { email })).status).toBe(200);
    const fresh = await inbox.codeFor(email, 2);
    expect((await c.post("/api/auth/verify-email", { email, code: fresh })).status).toBe(200);
  });

  test("20 parallel correct submissions: exactly one succeeds", async () => {
    const c = client();
    const { email } = await signUp(c);
    const code = await inbox.codeFor(email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        apiClient(app.url, freshAddress()).post("/api/auth/verify-email", { email, code }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });

  test("at most 3 codes per 10 minutes per email, and per address", async () => {
    const c = client();
    const { email } = await signUp(c); // code 1
    expect((await c.post("/api/auth/send-code", { email })).status).toBe(200); // 2
    expect((await c.post("/api/auth/send-code", { email })).status).toBe(200); // 3
    // Another address asking for the same email is still refused: the email's budget is spent.
    const fourth = await client().post("/api/auth/send-code", { email });
    expect(fourth.status).toBe(429);
    expect(fourth.json.message).toMatch(/Too many codes requested/);
    // Mail goes out after the answer: wait for the third, then there is no fourth.
    await inbox.nthMailTo(email, 3);
    expect(inbox.mailTo(email)).toHaveLength(3);

    const sameAddress = client();
    for (let i = 0; i < 3; i++) {
      expect((await signUp(sameAddress)).response.status).toBe(200);
    }
    const { response, email: fourthEmail } = await signUp(sameAddress);
    expect(response.status).toBe(429);
    expect(inbox.mailTo(fourthEmail)).toHaveLength(0);
  });

  test("sign-in: 5 failures in a minute for one email from one address → 429", async () => {
    const { email } = await verifiedStudent();
    const attacker = client();
    for (let i = 0; i < 5; i++) {
      const failed = await attacker.post("/api/auth/sign-in", {
        email,
        password: `wrong-${i}-pass`,
      });
      expect(failed.status).toBe(401);
      expect(failed.json.message).toBe("Invalid email or password");
    }
    const blocked = await attacker.post("/api/auth/sign-in", { email, password: goodPassword });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe(
      "Too many failed sign-in attempts. Please wait a minute and try again.",
    );
    // The student, from their own address, still gets in.
    expect(
      (await client().post("/api/auth/sign-in", { email, password: goodPassword })).status,
    ).toBe(200);
  });

  test("sign-up with an already registered email answers exactly like a new one", async () => {
    const { email } = await verifiedStudent();
    const fresh = await signUp(client());
    const again = await signUp(client(), email);
    expect(again.response.status).toBe(fresh.response.status);
    expect(again.response.json).toEqual({ ...fresh.response.json, email });
    expect(Object.keys(again.response.json)).toEqual(Object.keys(fresh.response.json));
    // The same cookie (marking this browser's sign-up) and no session for either.
    const cookieNames = (answer: typeof fresh.response) =>
      answer.headers.getSetCookie().map((line) => line.slice(0, line.indexOf("=")));
    expect(cookieNames(again.response)).toEqual(["jouzu.pending_sign_up"]);
    expect(cookieNames(fresh.response)).toEqual(["jouzu.pending_sign_up"]);
    // The owner hears about it; no code is sent for an account that is already verified.
    const notice = await inbox.nthMailTo(email, 2);
    expect(notice.subject).toBe("Your Jouzu account");
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
  });

  test("passwords: scrypt hashes, common ones refused, long ones accepted", async () => {
    const common = await signUp(client(), newEmail(), "password123");
    expect(common.response.status).toBe(400);
    expect(common.response.json.message).toMatch(/too common/);
    const short = await signUp(client(), newEmail(), "abc12");
    expect(short.response.status).toBe(400);
    expect(JSON.stringify(short.response.json.issues)).toMatch(/at least 6/);

    const long = "漢字".repeat(10) + "-a-very-long-passphrase-for-the-jlpt-n1-exam-in-july";
    expect(long.length).toBeGreaterThanOrEqual(64);
    const { email } = await signedIn(long);
    const [student] = await database.handle.db
      .select()
      .from(students)
      .where(eq(students.email, email));
    const [account] = await database.handle.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, student?.id ?? ""));
    // better-auth's scrypt format: hex salt, a colon, hex key.
    expect(account?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(account?.password).not.toContain(long);
  });

  test("cookies: HttpOnly and SameSite=Lax; a new session at each sign-in; signed out means 401", async () => {
    const { c, email } = await signedIn();
    const cookie = c.setCookies().find((line) => line.includes("session_token")) ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const firstSession = c.sessionCookie();

    expect((await c.post("/api/auth/sign-in", { email, password: goodPassword })).status).toBe(200);
    expect(c.sessionCookie()).not.toBe(firstSession);

    const old = c.sessionCookie();
    expect((await c.post("/api/auth/sign-out")).status).toBe(200);
    const replay = apiClient(app.url, freshAddress());
    const [name, value] = [old.slice(0, old.indexOf("=")), old.slice(old.indexOf("=") + 1)];
    replay.cookies.set(name, value);
    expect((await replay.get("/api/auth/session")).status).toBe(401);
    expect((await replay.get("/api/favorites")).status).toBe(401);
    expect(
      (
        await replay.post("/api/auth/password/change", {
          currentPassword: goodPassword,
          newPassword: "x-new-passphrase",
        })
      ).json,
    ).toMatchObject({ error: "not_signed_in" });
    expect((await replay.del("/api/auth/account", { password: goodPassword })).status).toBe(401);
  });

  test("a state-changing request from another site's Origin gets 403 and changes nothing", async () => {
    const c = client();
    const email = newEmail();
    const forged = await c.post(
      "/api/auth/sign-up",
      { fullName: "Mallory", email, password: goodPassword },
      { origin: "https://evil.example" },
    );
    expect(forged.status).toBe(403);
    const crossSite = await c.post(
      "/api/auth/sign-up",
      { fullName: "Mallory", email, password: goodPassword },
      { "sec-fetch-site": "cross-site" },
    );
    expect(crossSite.status).toBe(403);
    expect(
      await database.handle.db.select().from(students).where(eq(students.email, email)),
    ).toEqual([]);
    const own = await c.post(
      "/api/auth/sign-up",
      { fullName: "Mallory", email, password: goodPassword },
      { origin: app.url },
    );
    expect(own.status).toBe(200);
  });

  test("changing the password ends the other sessions; a reset by emailed code works", async () => {
    const { c: laptop, email } = await signedIn();
    const phone = client();
    expect((await phone.post("/api/auth/sign-in", { email, password: goodPassword })).status).toBe(
      200,
    );
    const changed = await laptop.post("/api/auth/password/change", {
      currentPassword: goodPassword,
      newPassword: "another-good-passphrase-9",
    });
    expect(changed.status).toBe(200);
    expect((await laptop.get("/api/auth/session")).status).toBe(200);
    expect((await phone.get("/api/auth/session")).status).toBe(401);

    expect((await phone.post("/api/auth/password/forgot", { email })).status).toBe(200);
    // Mail 1 was the sign-up's code; the reset code is mail 2.
    const code = await inbox.codeFor(email, 2);
    expect((await inbox.nthMailTo(email, 2)).subject).toBe("Your Jouzu password reset code");
    const reset = await phone.post("/api/auth/password/reset", {
      email,
      code,
      password: "third-passphrase-for-n3",
    });
    expect(reset.status).toBe(200);
    expect((await laptop.get("/api/auth/session")).status).toBe(401);
    expect(
      (await phone.post("/api/auth/sign-in", { email, password: "third-passphrase-for-n3" }))
        .status,
    ).toBe(200);
  });

  test("favourites are scoped by student: B can neither read, add to nor delete A's", async () => {
    const db = database.handle.db;
    await db
      .insert(dictionaryEntries)
      .values({ id: "test-word-taberu", japanese: "食べる", reading: "たべる", english: "to eat" })
      .onConflictDoNothing();
    const { c: a } = await signedIn();
    const { c: b, email: bEmail } = await signedIn();
    expect((await a.put("/api/favorites/word/test-word-taberu")).json).toEqual({ favorite: true });
    const aList = await a.get("/api/favorites");
    expect((aList.json.words as { id: string }[]).map((w) => w.id)).toEqual(["test-word-taberu"]);

    expect((await b.get("/api/favorites")).json).toEqual({ words: [], grammar: [], kanji: [] });
    expect((await b.get("/api/favorites/status?type=word&id=test-word-taberu")).json).toEqual({
      signedIn: true,
      favorite: false,
    });
    // There is no way to name A: a student id in the query or body is ignored.
    const [aRow] = await db.select({ userId: userFavorites.userId }).from(userFavorites);
    expect((await b.get(`/api/favorites?userId=${aRow?.userId}`)).json).toEqual({
      words: [],
      grammar: [],
      kanji: [],
    });
    expect(
      (await b.del("/api/favorites/word/test-word-taberu", { userId: aRow?.userId })).status,
    ).toBe(200);
    expect((await b.get("/api/favorites/export.csv")).text).not.toContain("食べる");
    expect(
      await db
        .select()
        .from(userFavorites)
        .where(eq(userFavorites.userId, aRow?.userId ?? "")),
    ).toHaveLength(1);
    expect((await a.get("/api/favorites/status?type=word&id=test-word-taberu")).json).toMatchObject(
      {
        favorite: true,
      },
    );

    // Signed out: nothing to read or change.
    const anonymous = client();
    expect((await anonymous.get("/api/favorites")).status).toBe(401);
    expect((await anonymous.put("/api/favorites/word/test-word-taberu")).status).toBe(401);
    expect(
      (await anonymous.get("/api/favorites/status?type=word&id=test-word-taberu")).json,
    ).toEqual({
      signedIn: false,
      favorite: false,
    });
    // Bad input and unknown items change nothing.
    expect((await b.put("/api/favorites/sentence/test-word-taberu")).status).toBe(400);
    expect((await b.put("/api/favorites/word/no-such-word")).status).toBe(404);

    // Exports carry A's favourite; deleting A's account removes favourites and sessions.
    expect((await a.get("/api/favorites/export.csv")).text).toContain("word,食べる,たべる,to eat");
    expect((await a.get("/api/favorites/export.txt")).text).toContain("食べる\tたべる / to eat");
    expect((await a.del("/api/auth/account", { password: "wrong-password" })).status).toBe(403);
    expect((await a.del("/api/auth/account", { password: goodPassword })).status).toBe(200);
    expect(
      await db
        .select()
        .from(userFavorites)
        .where(eq(userFavorites.userId, aRow?.userId ?? "")),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, aRow?.userId ?? "")),
    ).toEqual([]);
    expect((await a.get("/api/auth/session")).status).toBe(401);
    expect((await b.get("/api/auth/session")).json).toMatchObject({ user: { email: bEmail } });
  });
});

describe("addresses behind a proxy, secure cookies and mail settings", () => {
  let database: TestDatabase;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox?.close();
    await database?.drop();
  });

  async function codesAllowed(app: { url: string }, addresses: string[]) {
    const statuses = [];
    for (const address of addresses) {
      statuses.push(
        (await apiClient(app.url, address).post("/api/auth/send-code", { email: newEmail() }))
          .status,
      );
    }
    return statuses;
  }

  test("with TRUST_PROXY, different forwarded addresses get separate buckets", async () => {
    const app = await startTestApp(database.handle, { SMTP_URL: inbox.url, TRUST_PROXY: "1" });
    try {
      const addresses = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"];
      expect(await codesAllowed(app, [...addresses, ...addresses])).toEqual([
        200, 200, 200, 200, 200, 200, 200, 200,
      ]);
    } finally {
      await app.close();
    }
  });

  test("without TRUST_PROXY, a spoofed X-Forwarded-For changes nothing", async () => {
    const app = await startTestApp(database.handle, { SMTP_URL: inbox.url });
    try {
      const spoofed = ["192.0.2.1", "192.0.2.2", "192.0.2.3", "192.0.2.4", "192.0.2.5"];
      expect(await codesAllowed(app, spoofed)).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await app.close();
    }
  });

  test("under https the session cookie is Secure", async () => {
    const app = await startTestApp(database.handle, {
      SMTP_URL: inbox.url,
      TRUST_PROXY: "1",
      PUBLIC_URL: "https://jouzu.example",
    });
    try {
      const c = apiClient(app.url, "198.18.0.1");
      const email = newEmail();
      await c.post("/api/auth/sign-up", { fullName: "Ram", email, password: goodPassword });
      await c.post("/api/auth/verify-email", { email, code: await inbox.codeFor(email) });
      await c.post("/api/auth/sign-in", { email, password: goodPassword });
      const cookie = c.setCookies().find((line) => line.includes("session_token")) ?? "";
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      await app.close();
    }
  });

  test("a mail server that refuses connections: a clear 503", async () => {
    const closed = await startSmtpInbox();
    const deadUrl = closed.url;
    await closed.close();
    const app = await startTestApp(database.handle, { SMTP_URL: deadUrl, TRUST_PROXY: "1" });
    try {
      const answer = await apiClient(app.url, "198.18.0.3").post("/api/auth/sign-up", {
        fullName: "Ram",
        email: newEmail(),
        password: goodPassword,
      });
      expect(answer.status).toBe(503);
      expect(answer.json).toMatchObject({
        error: "mail_unavailable",
        message: "We cannot send email right now, so accounts cannot be created. Please try later.",
      });
    } finally {
      await app.close();
    }
  });

  test("npm start on this machine (production, no PUBLIC_URL, no SMTP_URL): the code lands in data/outbox/", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-outbox-"));
    const local = await startTestApp(database.handle, {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      TRUST_PROXY: "1",
    });
    try {
      const email = newEmail();
      const client = apiClient(local.url, "198.18.0.4");
      const answer = await client.post("/api/auth/sign-up", {
        fullName: "Ram",
        email,
        password: goodPassword,
      });
      expect(answer.status).toBe(200);
      const outbox = path.join(dataDir, "outbox");
      // The code is written just after the answer.
      for (let i = 0; i < 50 && !fs.existsSync(outbox); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const [file] = fs.readdirSync(outbox);
      const code = /\b(\d{6})\b/.exec(fs.readFileSync(path.join(outbox, file ?? ""), "utf8"))?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect((await client.post("/api/auth/verify-email", { email, code })).status).toBe(200);
      expect(
        (await client.post("/api/auth/sign-in", { email, password: goodPassword })).status,
      ).toBe(200);
    } finally {
      await local.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("production on a public https address refuses the development mailbox unless allowed", async () => {
    const refused = await startTestApp(database.handle, {
      NODE_ENV: "production",
      PUBLIC_URL: "https://jouzu.example",
      TRUST_PROXY: "1",
    });
    try {
      const answer = await apiClient(refused.url, "198.18.0.2").post("/api/auth/sign-up", {
        fullName: "Ram",
        email: newEmail(),
        password: goodPassword,
      });
      expect(answer.status).toBe(503);
      expect(answer.json.error).toBe("mail_unavailable");
    } finally {
      await refused.close();
    }
  });
});
