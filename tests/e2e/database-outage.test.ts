import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startAppServer, type RunningServer } from "../support/app-server.ts";
import {
  launchChromium,
  newPage,
  open,
  problemsOf,
  saveScreenshots,
  seriousAxeViolations,
} from "../support/browser.ts";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";
import { createEmptyPostgresDatabase } from "../support/test-database.ts";

// The database is cut off by a TCP proxy between the app and PostgreSQL, so this needs a real
// PostgreSQL server (CI sets TEST_DATABASE_URL when one answers on 127.0.0.1:5432).
const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) {
  console.warn(
    "Database outage tests skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run them.",
  );
}

const connectionMessage =
  "Unable to connect to the database. Please check your internet connection and try again.";

describe.skipIf(!postgres)("pages while the database is unreachable", () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let proxy: TcpProxy;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(database.url);
    throughProxy.hostname = "127.0.0.1";
    throughProxy.port = String(proxy.port);
    // Migrations and the content sync run through the proxy, on a database of its own.
    server = await startAppServer({
      env: { DATABASE_URL: throughProxy.toString(), LOG_LEVEL: "error" },
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await proxy?.close();
    await database?.drop();
  });

  const pageOn = () => newPage(browser, server.url);
  // The browser reports the 503 responses themselves as console errors; those are expected.
  const unexpectedProblems = (page: Page) =>
    problemsOf(page).filter((problem) => !problem.includes("503"));
  const expectNoInternals = (html: string) => {
    const internals = ["ECONN", "dictionary_entries", "grammar_points", "kanji_characters"];
    for (const leak of [...internals, "127.0.0.1", "Connection terminated", "at async"]) {
      expect(html).not.toContain(leak);
    }
  };

  test("vocabulary: the Connection Error page, HTTP 503, then Retry brings the list back", async () => {
    const path = "/resources/jlpt/n5/vocabulary?item=vocab:食べる:たべる";
    const page = await pageOn();
    await open(page, path);
    expect(await page.getByTestId("detail-card").isVisible()).toBe(true);

    proxy.cut();
    const response = await fetch(server.url + encodeURI(path));
    expect(response.status).toBe(503);
    expectNoInternals(await response.text());

    await open(page, path);
    const error = page.getByTestId("connection-error");
    expect(await error.getByRole("heading", { level: 1 }).innerText()).toBe("Connection Error");
    const text = await error.innerText();
    expect(text).toContain(connectionMessage);
    expect(text).toContain("Check your internet connection");
    expect(text).toContain("Refresh the page");
    expect(text).toContain("Try again in a few moments");
    expect(await page.title()).toBe("Connection Error — Jouzu");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshots(page, "study-list-connection-error");
    // The server log keeps the real cause.
    expect(server.output()).toContain("the vocabulary list failed to load");

    proxy.restore();
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByTestId("study-list").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("JLPT N5 Vocabulary");
    expect(
      await page.getByTestId("detail-card").getByRole("heading", { level: 2 }).innerText(),
    ).toBe("食べる");
    expect(unexpectedProblems(page)).toEqual([]);
  });

  test.each([
    ["grammar", "Failed to load grammar points", "JLPT N5 Grammar"],
    ["kanji", "Failed to load kanji list", "JLPT N5 Kanji"],
  ])(
    "%s: the failure message in place of the page, HTTP 503, then Retry",
    async (kind, message, title) => {
      const path = `/resources/jlpt/n5/${kind}`;
      proxy.cut();
      try {
        const response = await fetch(server.url + path);
        expect(response.status).toBe(503);
        expectNoInternals(await response.text());

        const page = await pageOn();
        await open(page, path);
        const failed = page.getByTestId("load-failed");
        expect(await failed.getByRole("heading", { level: 1 }).innerText()).toBe(message);
        expect(await page.getByTestId("study-list").count()).toBe(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await saveScreenshots(page, `study-list-${kind}-load-failed`);

        proxy.restore();
        await page.getByRole("button", { name: "Retry" }).click();
        await page.getByTestId("study-list").waitFor();
        expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(title);
        expect(unexpectedProblems(page)).toEqual([]);
      } finally {
        proxy.restore();
      }
    },
  );

  test("a link followed in the browser while the database is down shows the error too", async () => {
    const page = await pageOn();
    await open(page, "/resources/jlpt/n5");
    proxy.cut();
    try {
      await page.getByTestId("study-list-vocabulary").click();
      await page.getByTestId("connection-error").waitFor();
      expect(await page.getByTestId("connection-error").innerText()).toContain(connectionMessage);
      // The level hub itself still opens, without the counts it cannot read.
      await open(page, "/resources/jlpt/n5");
      expect(await page.getByTestId("study-list-vocabulary").innerText()).toBe("Vocabulary list");
    } finally {
      proxy.restore();
    }
  });

  test("a database that swallows connections is reported as a connection failure", async () => {
    proxy.cut("stall");
    try {
      // The pool gives up after its connection timeout; the page still answers, with a 503.
      const response = await fetch(`${server.url}/resources/jlpt/n5/vocabulary`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain(connectionMessage);
    } finally {
      proxy.restore();
    }
    expect((await fetch(`${server.url}/resources/jlpt/n5/vocabulary`)).status).toBe(200);
  });

  test("dictionary: the search failure message in its red box, then searching works again", async () => {
    const page = await pageOn();
    await open(page, "/resources/dictionary");
    proxy.cut();
    try {
      await page.getByRole("searchbox", { name: "Word to look up" }).fill("食べる");
      await page.getByRole("searchbox", { name: "Word to look up" }).press("Enter");
      const error = page.getByTestId("dictionary-error");
      await error.waitFor();
      expect(await error.innerText()).toBe("An error occurred while searching. Please try again.");
      expect(await page.getByTestId("word-details").count()).toBe(0);
      const response = await fetch(`${server.url}/resources/dictionary?q=taberu`);
      expect(response.status).toBe(503);
      expectNoInternals(await response.text());
    } finally {
      proxy.restore();
    }
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByTestId("word-details").waitFor();
    expect(await page.getByTestId("word-japanese").innerText()).toBe("食べる");
    expect(await page.getByTestId("dictionary-error").count()).toBe(0);
    expect(unexpectedProblems(page)).toEqual([]);
  });
});
