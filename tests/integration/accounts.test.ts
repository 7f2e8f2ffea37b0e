import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accounts, sessions, students, verifications } from "../../app/server/db/schema.ts";
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
});
