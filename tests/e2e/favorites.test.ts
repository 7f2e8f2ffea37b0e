import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContextOptions, Locator, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiClient } from "../support/api-client.ts";
import { projectRoot, startAppServer, type RunningServer } from "../support/app-server.ts";
import {
  desktop,
  launchChromium,
  newPage,
  open,
  phone,
  problemsOf,
  reload,
  saveScreenshots,
  seriousAxeViolations,
} from "../support/browser.ts";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox.ts";

type Item = {
  name: string;
  path: string;
  /** The card that holds the control. */
  card: string;
  type: "word" | "grammar" | "kanji";
  id: string;
  list: "words" | "grammar" | "kanji";
};

const dictionaryWord: Item = {
  name: "a word in the dictionary",
  path: "/resources/dictionary?q=食べる",
  card: "word-details",
  type: "word",
  id: "vocab:食べる:たべる",
  list: "words",
};
const vocabularyWord: Item = {
  name: "a word in the N5 vocabulary list",
  path: "/resources/jlpt/n5/vocabulary?item=vocab:会う:あう",
  card: "detail-card",
  type: "word",
  id: "vocab:会う:あう",
  list: "words",
};
const grammarPoint: Item = {
  name: "a grammar point",
  path: "/resources/jlpt/n5/grammar?item=grammar:desu",
  card: "detail-card",
  type: "grammar",
  id: "grammar:desu",
  list: "grammar",
};
const kanji: Item = {
  name: "a kanji",
  path: "/resources/jlpt/n5/kanji?item=kanji:日",
  card: "detail-card",
  type: "kanji",
  id: "kanji:日",
  list: "kanji",
};

const password = "kanji-every-morning-7";
const email = `favorites-${Date.now()}@example.com`;
/** A second student, for the dashboard: their own favourites only. */
const dashboardEmail = `favorites-dashboard-${Date.now()}@example.com`;

/** Close-ups of one card at phone and desktop widths, next to saveScreenshots' full pages. */
async function cardScreenshots(page: Page, card: Locator, name: string) {
  const original = page.viewportSize() ?? desktop;
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    // Clipped from the whole page at the top, so the sticky header does not cover the card.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await card.boundingBox();
    if (!box) throw new Error(`${name}: the card is not visible`);
    await page.screenshot({
      path: path.join(
        projectRoot,
        "test-results",
        "screenshots",
        `${name}-card-${viewport.width}.png`,
      ),
      fullPage: true,
      clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, 700) },
      animations: "disabled",
    });
  }
  await page.setViewportSize(original);
}

/** Console errors the browser itself prints for the failed requests a test provokes. */
const unexpectedProblems = (page: Page, expected: RegExp) =>
  problemsOf(page).filter((problem) => !expected.test(problem));

/**
 * The favourite control and the dashboard's favourites in Chromium, on a server of its own whose
 * mail goes to a real SMTP server started here: the account is made and verified through the
 * API with the emailed code, then signed in from inside the page so the cookie is the browser's.
 */
describe("favourites in Chromium", () => {
  let inbox: SmtpInbox;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startAppServer({ env: { SMTP_URL: inbox.url } });
    browser = await launchChromium();
    for (const address of [email, dashboardEmail]) {
      const api = apiClient(server.url);
      const signUp = await api.post("/api/auth/sign-up", {
        fullName: "Sita Sharma",
        email: address,
        password,
      });
      expect(signUp.status).toBe(200);
      const code = await inbox.codeFor(address);
      expect((await api.post("/api/auth/verify-email", { email: address, code })).status).toBe(200);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await inbox?.close();
  });

  const pageOn = (options: BrowserContextOptions = {}) => newPage(browser, server.url, options);

  async function signedInPage(options: BrowserContextOptions = {}, as = email) {
    const page = await pageOn(options);
    await open(page, "/about");
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch("/api/auth/sign-in", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          })
        ).status,
      { email: as, password },
    );
    expect(status).toBe(200);
    return page;
  }

  /** What the server has: GET /api/favorites, asked from the page with its cookie. */
  const favoriteIds = (page: Page, list: Item["list"]) =>
    page.evaluate(async (kind) => {
      const answer = (await (await fetch("/api/favorites")).json()) as Record<
        string,
        { id: string }[]
      >;
      return (answer[kind] ?? []).map((item) => item.id);
    }, list);

  const controlOf = (page: Page, item: Item) =>
    page.getByTestId(item.card).first().getByTestId("favorite-control");
  const toggleOf = (control: Locator) => control.getByRole("button").first();
  const addButton = (control: Locator) =>
    control.getByRole("button", { name: "Add to favorites", pressed: false });
  const removeButton = (control: Locator) =>
    control.getByRole("button", { name: "Remove from favorites", pressed: true });
  /** The status check has answered (while checking, the control reads "Add to favorites" too). */
  const checked = (control: Locator) =>
    control.locator('button[aria-busy="false"]').first().waitFor();

  /** Writes (PUT/DELETE) the page sends to the favourites API. */
  function writesOf(page: Page) {
    const writes: Request[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/favorites/") && request.method() !== "GET")
        writes.push(request);
    });
    return writes;
  }
  const answered = (page: Page, method: string) =>
    page.waitForResponse(
      (response) =>
        response.request().method() === method && response.url().includes("/api/favorites/"),
    );

  test("the server renders the control loading: busy, not pressed", async () => {
    for (const item of [dictionaryWord, vocabularyWord, grammarPoint, kanji]) {
      const html = await (await fetch(server.url + encodeURI(item.path))).text();
      const control = /data-testid="favorite-control"[^]*?<button([^>]*)>/.exec(html)?.[1];
      expect(control, item.name).toContain('aria-busy="true"');
      expect(control).toContain('aria-disabled="true"');
      expect(control).toContain('aria-pressed="false"');
    }
  });

  test("signed out: a click shows “Please sign in to add favorites” with a link to sign in, in the page", async () => {
    const page = await pageOn({ reducedMotion: "reduce" });
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const writes = writesOf(page);
    await open(page, vocabularyWord.path);
    const control = controlOf(page, vocabularyWord);
    await addButton(control).click();
    const message = control.getByRole("alert");
    expect(await message.innerText()).toContain("Please sign in to add favorites");
    const link = message.getByRole("link", { name: "Sign In" });
    // The sign-in link brings the learner back to this page, this item selected.
    const href = new URL((await link.getAttribute("href")) ?? "", server.url);
    expect(href.pathname).toBe("/login");
    expect(decodeURIComponent(href.searchParams.get("redirectTo") ?? "")).toBe(vocabularyWord.path);
    expect(await addButton(control).count()).toBe(1);
    expect(dialogs).toEqual([]);
    expect(writes).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshots(page, "favorite-signed-out-message");
    await cardScreenshots(page, page.getByTestId("detail-card"), "favorite-signed-out-message");

    // Escape closes it; the link leads to the sign-in page.
    await toggleOf(control).press("Escape");
    expect(await control.getByRole("alert").count()).toBe(0);
    await addButton(control).click();
    await link.click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByRole("heading", { level: 1, name: "Sign In" }).waitFor();

    // Signing in leads back to the same item, where the star now works.
    await page.getByRole("textbox", { name: "Email Address" }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.locator("main").getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === "/resources/jlpt/n5/vocabulary" &&
        url.searchParams.get("item") === vocabularyWord.id,
    );
    const back = controlOf(page, vocabularyWord);
    await checked(back);
    await addButton(back).click();
    await removeButton(back).waitFor();
    expect(await favoriteIds(page, "words")).toContain(vocabularyWord.id);
    await removeButton(back).click();
    await addButton(back).waitFor();
    expect(problemsOf(page)).toEqual([]);
  });

  test.each(["//evil.example/", "https://evil.example/", "/\tevil.example"])(
    "signing in with redirectTo=%j stays on this site: the dashboard",
    async (redirectTo) => {
      const page = await pageOn();
      await open(page, `/login?${new URLSearchParams({ redirectTo })}`);
      await page.getByRole("textbox", { name: "Email Address" }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.locator("main").getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL((url) => url.pathname === "/dashboard");
      expect(new URL(page.url()).origin).toBe(server.url);
    },
  );

  test.each([dictionaryWord, vocabularyWord, grammarPoint, kanji])(
    "signed in, $name: loading, then not favourited; a click adds, a reload keeps it, a click removes",
    async (item) => {
      const page = await signedInPage();
      const writes = writesOf(page);
      // The status answer is held back (the real one, a moment later) to see the loading state.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/favorites/status?*", async (route) => {
        await held;
        await route.fallback();
      });
      await open(page, item.path);
      const control = controlOf(page, item);
      const toggle = toggleOf(control);
      expect(await toggle.getAttribute("aria-busy")).toBe("true");
      expect(await toggle.getAttribute("aria-disabled")).toBe("true");
      await toggle.click({ force: true }); // not clickable while checking
      expect(writes).toHaveLength(0);
      release();
      await checked(control);
      expect(await addButton(control).count()).toBe(1);
      await page.unrouteAll();

      const added = answered(page, "PUT");
      await addButton(control).click();
      await removeButton(control).waitFor();
      expect((await added).status()).toBe(200);
      expect(await favoriteIds(page, item.list)).toContain(item.id);

      await reload(page);
      await removeButton(control).waitFor();

      const removed = answered(page, "DELETE");
      await removeButton(control).click();
      await addButton(control).waitFor();
      expect((await removed).status()).toBe(200);
      expect(await favoriteIds(page, item.list)).not.toContain(item.id);
      expect(await control.getByRole("alert").count()).toBe(0);
      expect(problemsOf(page)).toEqual([]);
    },
  );

  test("keyboard: Space toggles and the focus stays on the control", async () => {
    const page = await signedInPage();
    await open(page, grammarPoint.path);
    const control = controlOf(page, grammarPoint);
    await addButton(control).focus();
    const added = answered(page, "PUT");
    await page.keyboard.press("Space");
    await removeButton(control).waitFor();
    await added;
    expect(
      await removeButton(control).evaluate((button) => button === document.activeElement),
    ).toBe(true);
    const removed = answered(page, "DELETE");
    await page.keyboard.press("Enter");
    await addButton(control).waitFor();
    await removed;
    expect(await favoriteIds(page, "grammar")).not.toContain(grammarPoint.id);
  });

  test("a failing API: “Failed to update favorite status”, and the control returns to where it was", async () => {
    const page = await signedInPage({ reducedMotion: "reduce" });
    await open(page, kanji.path);
    const control = controlOf(page, kanji);
    await checked(control);
    expect(await addButton(control).count()).toBe(1);

    // The network answers every change with a 500.
    await page.route("**/api/favorites/**", (route) =>
      route.request().method() === "GET"
        ? route.fallback()
        : route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ error: "failed", message: "Failed to update favorite status" }),
          }),
    );
    await addButton(control).click();
    expect(await control.getByRole("alert").innerText()).toBe("Failed to update favorite status");
    await addButton(control).waitFor();
    expect(await favoriteIds(page, "kanji")).not.toContain(kanji.id);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshots(page, "favorite-failed-message");
    await cardScreenshots(page, page.getByTestId("detail-card"), "favorite-failed-message");

    // Really added, then the removal fails: no network, then an answer that is not JSON.
    await page.unrouteAll();
    await control.getByRole("button", { name: "Dismiss" }).click();
    await addButton(control).click();
    await removeButton(control).waitFor();
    expect(await favoriteIds(page, "kanji")).toContain(kanji.id);
    for (const fail of [
      (route: Parameters<Parameters<Page["route"]>[1]>[0]) => route.abort("failed"),
      (route: Parameters<Parameters<Page["route"]>[1]>[0]) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<html>Gateway</html>" }),
    ]) {
      await page.route("**/api/favorites/**", (route) =>
        route.request().method() === "GET" ? route.fallback() : fail(route),
      );
      await removeButton(control).click();
      expect(await control.getByRole("alert").innerText()).toBe("Failed to update favorite status");
      await removeButton(control).waitFor();
      expect(await favoriteIds(page, "kanji")).toContain(kanji.id);
      await page.unrouteAll();
    }

    await removeButton(control).click();
    await addButton(control).waitFor();
    expect(await control.getByRole("alert").count()).toBe(0);
    expect(await favoriteIds(page, "kanji")).not.toContain(kanji.id);
    expect(unexpectedProblems(page, /status of 500|net::ERR_FAILED/)).toEqual([]);
  });

  test("a failed status check is only logged; the control works as not favourited", async () => {
    const page = await signedInPage();
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    await page.route("**/api/favorites/status?*", (route) =>
      route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" }),
    );
    await open(page, grammarPoint.path);
    const control = controlOf(page, grammarPoint);
    await checked(control);
    expect(await addButton(control).count()).toBe(1);
    expect(await control.getByRole("alert").count()).toBe(0);
    expect(logged.some((line) => line.includes("Could not check the favorite status"))).toBe(true);

    await page.unrouteAll();
    await addButton(control).click();
    await removeButton(control).waitFor();
    expect(await favoriteIds(page, "grammar")).toContain(grammarPoint.id);
    await removeButton(control).click();
    await addButton(control).waitFor();
  });

  test("a session that ended after the check: the add is undone and the sign-in message shows", async () => {
    const page = await signedInPage();
    await open(page, dictionaryWord.path);
    const control = controlOf(page, dictionaryWord);
    await checked(control);
    expect(await addButton(control).count()).toBe(1);
    // Signed out elsewhere (another tab): the next change answers 401.
    expect(
      await page.evaluate(
        async () => (await fetch("/api/auth/sign-out", { method: "POST" })).status,
      ),
    ).toBe(200);
    await addButton(control).click();
    expect(await control.getByRole("alert").innerText()).toContain(
      "Please sign in to add favorites",
    );
    await addButton(control).waitFor();
    expect(unexpectedProblems(page, /status of 401/)).toEqual([]);
  });

  test("detail cards with the control at 375 and 1280 px, favourited, in both themes", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await signedInPage({ colorScheme, reducedMotion: "reduce" });
      for (const item of [vocabularyWord, dictionaryWord]) {
        await open(page, item.path);
        const control = controlOf(page, item);
        await addButton(control).click();
        await removeButton(control).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await saveScreenshots(page, `favorite-${item.card}-${colorScheme}`);
        await cardScreenshots(
          page,
          page.getByTestId(item.card).first(),
          `favorite-${item.card}-${colorScheme}`,
        );
        await removeButton(control).click();
        await addButton(control).waitFor();
      }
      // On a phone the star stands alone, its words still its name, and big enough to tap.
      await page.setViewportSize(phone);
      await open(page, kanji.path);
      const box = await addButton(controlOf(page, kanji)).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(40);
      expect(box?.width).toBeGreaterThanOrEqual(40);
      expect(box?.width).toBeLessThan(60);
      expect(problemsOf(page)).toEqual([]);
    }
  });

  test("the dashboard lists the favourites with their fields and links, and the downloads", async () => {
    const page = await signedInPage(
      { reducedMotion: "reduce", acceptDownloads: true },
      dashboardEmail,
    );
    await open(page, "/dashboard");
    for (const [name, empty] of [
      ["Favorite Words", "No favorite words yet."],
      ["Favorite Grammar Points", "No favorite grammar points yet."],
      ["Favorite Kanji", "No favorite kanji yet."],
    ]) {
      expect(await page.getByRole("region", { name }).innerText()).toContain(empty);
    }
    expect(await page.getByRole("link", { name: "Download as CSV" }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshots(page, "favorite-dashboard-empty");

    for (const item of [vocabularyWord, grammarPoint, kanji]) {
      const status = await page.evaluate(
        async ({ type, id }) =>
          (await fetch(`/api/favorites/${type}/${encodeURIComponent(id)}`, { method: "PUT" }))
            .status,
        item,
      );
      expect(status).toBe(200);
    }
    await open(page, "/dashboard");
    const words = page.getByRole("region", { name: "Favorite Words" });
    const grammar = page.getByRole("region", { name: "Favorite Grammar Points" });
    const kanjiSection = page.getByRole("region", { name: "Favorite Kanji" });
    const word = words.getByRole("listitem");
    expect(await word.count()).toBe(1);
    const wordText = await word.innerText();
    for (const part of ["会う", "あう", "to meet", "N5"]) expect(wordText).toContain(part);
    expect(await word.getByRole("link").getAttribute("href")).toBe(
      "/resources/jlpt/n5/vocabulary?item=vocab:会う:あう",
    );
    expect(await grammar.getByRole("link").getAttribute("href")).toBe(
      "/resources/jlpt/n5/grammar?item=grammar:desu",
    );
    expect(await grammar.innerText()).toContain("～です");
    const kanjiText = await kanjiSection.innerText();
    for (const part of ["日", "4 strokes", "ニチ", "ひ", "day, sun, Japan", "दिन, सूर्य, जापान"])
      expect(kanjiText).toContain(part);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshots(page, "favorite-dashboard");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download as CSV" }).click();
    const file = await (await download).path();
    const csv = fs.readFileSync(file, "utf8");
    expect(csv.split("\r\n")[0]).toBe("type,japanese,reading,english,nepali,level");
    expect(csv).toContain("kanji,日,");
    const anki = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download for Anki" }).click();
    expect((await anki).suggestedFilename()).toBe("jouzu-favorites-anki.txt");

    // The card opens the kanji's page, where it shows as a favourite.
    await kanjiSection.getByRole("link").click();
    await page.waitForURL(/\/resources\/jlpt\/n5\/kanji\?item=kanji:/);
    await removeButton(controlOf(page, kanji)).waitFor();
    expect(
      await page.getByTestId("detail-card").getByRole("heading", { level: 2 }).innerText(),
    ).toBe("日");
    expect(problemsOf(page)).toEqual([]);
  });

  test.each([true, false])(
    "the dashboard removes a favorite (JavaScript %s)",
    async (javaScriptEnabled) => {
      const page = await signedInPage({ reducedMotion: "reduce" }, dashboardEmail);
      const status = await page.evaluate(
        async ({ type, id }) =>
          (await fetch(`/api/favorites/${type}/${encodeURIComponent(id)}`, { method: "PUT" }))
            .status,
        grammarPoint,
      );
      expect(status).toBe(200);
      // The same signed-in student, with or without scripts in the page.
      const cookies = await page.context().cookies();
      const browsing = javaScriptEnabled
        ? page
        : await pageOn({ javaScriptEnabled: false, reducedMotion: "reduce" });
      if (!javaScriptEnabled) await browsing.context().addCookies(cookies);
      await browsing.goto("/dashboard");
      if (javaScriptEnabled) {
        await browsing.waitForSelector("html[data-hydrated]", { state: "attached" });
      }
      const grammar = browsing.getByRole("region", { name: "Favorite Grammar Points" });
      expect(await grammar.getByRole("listitem").count()).toBe(1);
      await grammar.getByRole("button", { name: /^Remove\b.*～です$/ }).click();
      await browsing.getByTestId("favorite-removal").waitFor();
      expect(await browsing.getByTestId("favorite-removal").innerText()).toBe(
        "Removed from your favorites.",
      );
      expect(await grammar.innerText()).toContain("No favorite grammar points yet.");
      expect(await favoriteIds(page, "grammar")).not.toContain(grammarPoint.id);
      if (javaScriptEnabled) {
        expect(await seriousAxeViolations(browsing)).toEqual([]);
        await saveScreenshots(browsing, "favorite-dashboard-removed");
      }
      expect(problemsOf(browsing)).toEqual([]);
    },
  );
});
