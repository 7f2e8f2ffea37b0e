import { describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import {
  chromiumForThisFile,
  open,
  phone,
  problemsOf,
  saveScreenshots,
  axeRulesFor,
  seriousAxeViolations,
  waitUntilShown,
} from "../support/browser.ts";

const openPage = chromiumForThisFile();
const baseUrl = inject("baseUrl");
const searchPage = "/information-search";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the whole site" });
const group = (page: Page, kind: string) => page.getByTestId(`group-${kind}`);
const titles = (page: Page, kind: string) =>
  group(page, kind).getByTestId("site-result-title").allInnerTexts();

async function searchFor(page: Page, text: string) {
  await searchBox(page).fill(text);
  await searchBox(page).press("Enter");
  await page.waitForURL((url) => url.searchParams.get("q") === text);
  await page
    .getByTestId("site-search-summary")
    .or(page.getByTestId("site-search-no-results"))
    .waitFor();
}

/** Follows the first result of a group and waits for the page it leads to. */
async function openFirst(page: Page, kind: string) {
  const link = group(page, kind).getByTestId("site-result").first();
  const href = await link.getAttribute("href");
  await link.click();
  if (!href) throw new Error(`the first ${kind} result has no address`);
  await waitUntilShown(page, href);
  return href;
}

describe("information search in Chromium", () => {
  test("starts with an explanation and searches to try", async () => {
    const page = await openPage();
    await open(page, searchPage);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Information Search");
    const empty = page.getByTestId("site-search-empty");
    expect(await empty.innerText()).toContain("Search everything on Jouzu");
    await empty.getByRole("link", { name: "te kudasai" }).click();
    await group(page, "grammar").waitFor();
    expect(new URL(page.url()).search).toBe("?q=te%20kudasai");
    expect(await searchBox(page).inputValue()).toBe("te kudasai");
    expect(problemsOf(page)).toEqual([]);
  });

  test("a word: the dictionary group, counted, opens the entry in the dictionary", async () => {
    const page = await openPage();
    await open(page, searchPage);
    await searchFor(page, "taberu");
    expect((await titles(page, "words"))[0]).toBe("食べる");
    expect(await group(page, "words").getByTestId("group-count").innerText()).toMatch(
      /^\d+ results?$/,
    );
    const href = await openFirst(page, "words");
    expect(href).toBe(
      `/resources/dictionary?q=taberu&entry=${encodeURIComponent("vocab:食べる:たべる")}`,
    );
    expect(await page.getByTestId("word-japanese").innerText()).toBe("食べる");
    expect(problemsOf(page)).toEqual([]);
  });

  test("a grammar pattern opens the grammar list at that point", async () => {
    const page = await openPage();
    await open(page, searchPage);
    await searchFor(page, "～てください");
    expect((await titles(page, "grammar"))[0]).toBe("～てください");
    await openFirst(page, "grammar");
    expect(new URL(page.url()).pathname).toBe("/resources/jlpt/n5/grammar");
    expect(
      await page.getByTestId("detail-card").getByRole("heading", { level: 2 }).innerText(),
    ).toBe("～てください");
    expect(problemsOf(page)).toEqual([]);
  });

  test("a kanji opens the kanji list at that kanji; its readings find it too", async () => {
    const page = await openPage();
    await open(page, `${searchPage}?q=nichi`);
    expect((await titles(page, "kanji"))[0]).toBe("日");
    await searchFor(page, "日");
    expect((await titles(page, "kanji"))[0]).toBe("日");
    await openFirst(page, "kanji");
    expect(new URL(page.url()).pathname).toBe("/resources/jlpt/n5/kanji");
    expect(
      await page.getByTestId("detail-card").getByRole("heading", { level: 2 }).innerText(),
    ).toBe("日");
    expect(problemsOf(page)).toEqual([]);
  });

  test("a tool by name, and the group links jump to each group", async () => {
    const page = await openPage();
    await open(page, searchPage);
    await searchFor(page, "jobs");
    expect(await titles(page, "tools")).toEqual(["Jobs Search"]);
    const nav = page.getByRole("navigation", { name: "Result groups" });
    const toolsChip = nav.getByRole("link", { name: /^Tools/ });
    expect(await toolsChip.innerText()).toMatch(/Tools\s+1 result/);
    expect(await toolsChip.getAttribute("href")).toBe("#results-tools");
    await openFirst(page, "tools");
    expect(new URL(page.url()).pathname).toBe("/jobs-search");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Find Jobs in Japan");

    // Every tool of the Tools menu can be found (the search page itself aside).
    await open(page, `${searchPage}?q=converter`);
    const hrefs = await group(page, "tools")
      .getByTestId("site-result")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/currency-converter", "/date-converter"]);
    expect(problemsOf(page)).toEqual([]);
  });

  test("a tutorial opens the tutorials page showing that tutorial", async () => {
    const page = await openPage();
    await open(page, searchPage);
    await searchFor(page, "NHK");
    expect(await titles(page, "tutorials")).toEqual(["Practise listening with NHK Easy Japanese"]);
    await openFirst(page, "tutorials");
    expect(new URL(page.url()).pathname).toBe("/tutorials");
    const cards = page.getByTestId("tutorial-card");
    expect(await cards.getByRole("heading").allInnerTexts()).toEqual([
      "Practise listening with NHK Easy Japanese",
    ]);
    expect(problemsOf(page)).toEqual([]);
  });

  test("pages are found in Nepali and shown in Nepali", async () => {
    const page = await openPage();
    await page.context().addCookies([{ name: "lang", value: "ne", url: baseUrl }]);
    await open(page, `${searchPage}?q=${encodeURIComponent("कान्जी")}`);
    const pages = await titles(page, "pages");
    expect(pages).toContain("JLPT N5 कान्जी");
    expect(await group(page, "pages").getByRole("heading").innerText()).toContain("पेजहरू");
    await saveScreenshots(page, "information-search-ne");
  });

  test("long groups show the first results and a link to all of them", async () => {
    const page = await openPage();
    await open(page, `${searchPage}?q=polite`);
    const grammar = group(page, "grammar");
    const shown = await grammar.getByTestId("site-result").count();
    expect(shown).toBe(8);
    const count = Number((await grammar.getByTestId("group-count").innerText()).split(" ")[0]);
    expect(count).toBeGreaterThan(8);
    await grammar.getByRole("link", { name: new RegExp(`^Show all ${count}`) }).click();
    await page.waitForURL((url) => url.searchParams.get("kind") === "grammar");
    await page.getByRole("link", { name: "Back to all results" }).waitFor();
    expect(await page.getByTestId("group-words").count()).toBe(0);
    expect(await group(page, "grammar").getByTestId("site-result").count()).toBe(
      Math.min(count, 100),
    );
    expect(problemsOf(page)).toEqual([]);
  });

  test("no results, and a query that is too long, each get a clear message", async () => {
    const page = await openPage();
    await open(page, searchPage);
    await searchFor(page, "zzqqxxkk");
    expect(await page.getByTestId("site-search-no-results").innerText()).toContain(
      "No results for “zzqqxxkk”.",
    );

    const long = "あ".repeat(101);
    const response = await page.goto(`${searchPage}?q=${encodeURIComponent(long)}`);
    expect(response?.status()).toBe(400);
    expect(await page.getByTestId("site-search-error").innerText()).toBe(
      "Searches are at most 100 characters. Please shorten your search.",
    );
  });

  test("/Information-search redirects permanently, keeping the query", async () => {
    const response = await fetch(
      `${baseUrl}/Information-search?q=${encodeURIComponent("日")}&kind=kanji`,
      {
        redirect: "manual",
      },
    );
    expect([301, 308]).toContain(response.status);
    expect(response.headers.get("location")).toBe(
      `/information-search?q=${encodeURIComponent("日")}&kind=kanji`,
    );

    const page = await openPage();
    await open(page, `/Information-search?q=${encodeURIComponent("日")}`);
    const url = new URL(page.url());
    expect(url.pathname).toBe(searchPage);
    expect(url.searchParams.get("q")).toBe("日");
    expect((await titles(page, "kanji"))[0]).toBe("日");
  });

  test("results are rendered on the server and work without JavaScript", async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(searchPage);
    await searchBox(page).fill("currency");
    await searchBox(page).press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "currency");
    expect(await titles(page, "tools")).toEqual(["Currency Converter"]);
    expect(await page.getByTestId("site-search-summary").innerText()).toMatch(
      /results? for “currency”\./,
    );
  });

  const axePages = [
    ["information-search", searchPage],
    ["information-search-results", `${searchPage}?q=${encodeURIComponent("日")}`],
    ["information-search-jlpt", `${searchPage}?q=JLPT`],
    ["information-search-no-results", `${searchPage}?q=zzqqxxkk`],
  ] as const;
  // One test per page and theme: each runs axe twice, which takes seconds on a busy machine.
  test.each(
    (["light", "dark"] as const).flatMap((theme) =>
      axePages.map(([name, path]) => [theme, name, path] as const),
    ),
  )(
    "%s theme: %s has no serious or critical axe violations at 1280 and 375 px",
    async (theme, name, path) => {
      const page = await openPage({ colorScheme: theme, reducedMotion: "reduce" });
      await open(page, path);
      expect(await seriousAxeViolations(page, axeRulesFor(theme)), path).toEqual([]);
      await page.setViewportSize(phone);
      expect(await seriousAxeViolations(page, axeRulesFor(theme)), `${path} at 375 px`).toEqual([]);
      await saveScreenshots(page, `${name}-${theme}`);
      expect(problemsOf(page)).toEqual([]);
    },
  );
});
