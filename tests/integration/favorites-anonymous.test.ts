import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestApp } from "../support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/**
 * Every vocabulary, grammar and kanji card asks for its favourite status, and most visitors are
 * not signed in: without a session cookie the favourites API answers without the accounts
 * services or the database, so it keeps answering them even while the database is down.
 */
describe("favourites API for a visitor without a session cookie", () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = await startTestApp(database.handle);
    // The database goes away before the accounts services were ever needed.
    await database.handle.close();
  });
  afterAll(async () => {
    await app?.close();
  });

  test("status: not signed in, not a favourite", async () => {
    const response = await fetch(`${app.url}/api/favorites/status?type=kanji&id=kanji:日`, {
      headers: { cookie: "lang=ne; theme=dark" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedIn: false, favorite: false });
  });

  test.each([
    ["PUT", "/api/favorites/kanji/kanji%3A%E6%97%A5"],
    ["DELETE", "/api/favorites/kanji/kanji%3A%E6%97%A5"],
    ["GET", "/api/favorites"],
    ["GET", "/api/favorites/export.csv"],
  ])("%s %s: 401, please sign in", async (method, path) => {
    const response = await fetch(app.url + path, { method });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: "not_signed_in",
      message: "Please sign in to add favorites",
    });
  });

  test("a session cookie is still checked (and here the database is down: 500)", async () => {
    const response = await fetch(`${app.url}/api/favorites/status?type=kanji&id=kanji:日`, {
      headers: { cookie: "jouzu.session_token=forged.value" },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: "failed",
      message: "Failed to update favorite status",
    });
  });
});
