import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiClient, freshAddress, type ApiClient } from "../support/api-client.ts";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox.ts";
import { startTestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

/**
 * Input the database cannot store (a NUL byte) or that names nothing we have is refused where it
 * arrives, with a 4xx and the product's message: never a 500, never a 503 that reads like an
 * outage.
 */
describe.each(databaseKinds)("bad input to the JSON API on %s", (kind) => {
  let database: TestDatabase;
  let inbox: SmtpInbox;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let student: ApiClient;
  const password = "kanji-every-morning-7";

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    inbox = await startSmtpInbox();
    app = await startTestApp(database.handle, { SMTP_URL: inbox.url, TRUST_PROXY: "1" });
    student = apiClient(app.url, freshAddress());
    const email = `nul-${Date.now()}@example.com`;
    await student.post("/api/auth/sign-up", { fullName: "Sita Sharma", email, password });
    const code = await inbox.codeFor(email);
    expect((await student.post("/api/auth/verify-email", { email, code })).status).toBe(200);
    expect((await student.post("/api/auth/sign-in", { email, password })).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await inbox?.close();
    await database?.drop();
  });

  test.each([
    ["PUT", "/api/favorites/word/a%00b"],
    ["DELETE", "/api/favorites/word/a%00b"],
    ["GET", "/api/favorites/status?type=word&id=%00"],
    ["GET", "/api/favorites/status?type=kanji&id=a%0Ab"],
  ])("signed in, %s %s: 400 naming the id", async (method, path) => {
    const response = await student.call(method, path);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      error: "invalid_input",
      message: "id contains characters that are not allowed",
      issues: [{ field: "id", message: "id contains characters that are not allowed" }],
    });
  });

  test("an ordinary id is still answered after them", async () => {
    const status = await student.get("/api/favorites/status?type=kanji&id=kanji:日");
    expect(status.status).toBe(200);
    expect(status.json).toEqual({ signedIn: true, favorite: false });
  });

  test("verify-email with a NUL in the id: 400, the link is not valid", async () => {
    const response = await apiClient(app.url, freshAddress()).post("/api/auth/verify-email", {
      id: "a\u0000b",
      code: "123456",
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ error: "invalid_input" });
  });

  test("sign-up with a NUL in the name: 400 on the name, nothing created", async () => {
    const email = `nul-name-${Date.now()}@example.com`;
    const response = await apiClient(app.url, freshAddress()).post("/api/auth/sign-up", {
      fullName: "Sita\u0000Sharma",
      email,
      password,
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      error: "invalid_input",
      issues: [
        { field: "fullName", message: "Full name contains characters that are not allowed" },
      ],
    });
  });

  test.each([["a%00b"], ["%00"], ["a%0Db"], ["x".repeat(300)]])(
    "dictionary entry #%#: 404, not found (not a lookup failure)",
    async (id) => {
      const response = await fetch(`${app.url}/api/dictionary/entries/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: "not_found",
        message: "No dictionary entry has this id.",
      });
    },
  );
});
