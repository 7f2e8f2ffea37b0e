import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestApp } from "../support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/** The protective headers every kind of answer carries (pages: tests/e2e/private-pages.test.ts). */
describe("security headers", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database?.drop());

  const paths = ["/healthz", "/readyz", "/api/dictionary/search?q=neko", "/api/nothing-here"];

  test.each(paths)(
    "%s: CSP, nosniff, DENY framing, referrer policy; no HSTS over http",
    async (path) => {
      const app = await startTestApp(database.handle);
      try {
        const answer = await fetch(app.url + path);
        expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
        expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
        expect(answer.headers.get("x-frame-options")).toBe("DENY");
        expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
        expect(answer.headers.get("strict-transport-security")).toBeNull();
      } finally {
        await app.close();
      }
    },
  );

  test.each(paths)("%s: Strict-Transport-Security when PUBLIC_URL is https", async (path) => {
    const app = await startTestApp(database.handle, { PUBLIC_URL: "https://jouzu.example" });
    try {
      const answer = await fetch(app.url + path);
      expect(answer.headers.get("strict-transport-security")).toBe("max-age=31536000");
    } finally {
      await app.close();
    }
  });

  test("the readiness answer is never cached", async () => {
    const app = await startTestApp(database.handle);
    try {
      const answer = await fetch(`${app.url}/readyz`);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    } finally {
      await app.close();
    }
  });
});
