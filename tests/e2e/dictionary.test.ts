import fs from "node:fs";
import path from "node:path";
import { describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { projectRoot } from "../support/app-server.ts";
import {
  chromiumForThisFile,
  open,
  phone,
  problemsOf,
  saveScreenshots,
} from "../support/browser.ts";

const openPage = chromiumForThisFile();
const baseUrl = inject("baseUrl");
const dictionary = "/resources/dictionary";

async function searchFor(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Word to look up" }).fill(text);
  await page.getByRole("searchbox", { name: "Word to look up" }).press("Enter");
}

describe("dictionary in Chromium", () => {
  test.each(["食べる", "たべる", "taberu", "to eat", "खानु", "食べました"])(
    "%s finds 食べる first, with examples in every language",
    async (query) => {
      const page = await openPage();
      await open(page, dictionary);
      await searchFor(page, query);
      const details = page.getByTestId("word-details");
      await details.waitFor();
      expect(await page.getByTestId("word-japanese").innerText()).toBe("食べる");
      expect(await page.getByTestId("word-reading").innerText()).toBe("たべる");
      expect(await page.getByTestId("word-english").innerText()).toBe("to eat");
      expect(await page.getByTestId("word-nepali").innerText()).toBe("खानु");
      expect(new URL(page.url()).searchParams.get("q")).toBe(query);

      const examples = page.getByTestId("example-sentences").locator("li");
      expect(await examples.count()).toBeGreaterThan(0);
      // Japanese, reading, English and Nepali on every line.
      const first = examples.first();
      expect(await first.locator("[lang=ja]").count()).toBe(2);
      expect(await first.locator("[lang=en]").count()).toBe(1);
      expect(await first.locator("[lang=ne]").count()).toBe(1);
      expect(problemsOf(page)).toEqual([]);
    },
  );

  test("the matched text is marked in the Japanese, reading and English fields", async () => {
    const page = await openPage();
    await open(page, `${dictionary}?q=${encodeURIComponent("eat")}`);
    expect(await page.getByTestId("word-english").locator("mark").allInnerTexts()).toEqual(["eat"]);
    await searchFor(page, "taberu");
    await page.getByTestId("word-reading").locator("mark").waitFor();
    expect(await page.getByTestId("word-reading").locator("mark").innerText()).toBe("たべる");
    // 食べ is 食べる's stem: the dictionary form is found, marked and named.
    await searchFor(page, "食べ");
    await page.getByTestId("word-japanese").locator("mark").waitFor();
    expect(await page.getByTestId("word-japanese").locator("mark").innerText()).toBe("食べる");
    expect(await page.getByTestId("inflection").innerText()).toBe(
      "食べ — the dictionary form of 食べる: stem (連用形)",
    );
  });

  test("conjugated forms say which dictionary form they found", async () => {
    const page = await openPage();
    await open(page, `${dictionary}?q=${encodeURIComponent("行かない")}`);
    expect(await page.getByTestId("word-japanese").innerText()).toBe("行く");
    expect(await page.getByTestId("inflection").innerText()).toBe(
      "行かない — the dictionary form of 行く: negative",
    );
    await searchFor(page, "高かった");
    await page.getByTestId("word-japanese").getByText("高い").waitFor();
  });

  test.each(["(", "\\", "[", "*+?", ".*"])(
    "%j is searched as text: the no-match message, and the page keeps working",
    async (query) => {
      const page = await openPage();
      await open(page, dictionary);
      await searchFor(page, query);
      const error = page.getByTestId("dictionary-error");
      await error.waitFor();
      expect(await error.innerText()).toBe("No matching words found. Please try another search.");
      expect(await error.getAttribute("role")).toBe("alert");
      await searchFor(page, "ねこ");
      await page.getByTestId("word-details").waitFor();
      expect(await page.getByTestId("dictionary-error").count()).toBe(0);
      expect(problemsOf(page)).toEqual([]);
    },
  );

  test("blank input sends nothing", async () => {
    const page = await openPage();
    await open(page, `${dictionary}?q=${encodeURIComponent("猫")}`);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const input = page.getByRole("searchbox", { name: "Word to look up" });
    await input.fill("   ");
    await input.press("Enter");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    expect(new URL(page.url()).searchParams.get("q")).toBe("猫");
    expect(await page.getByTestId("word-japanese").innerText()).toBe("猫");
  });

  test("while searching the button is disabled with a spinner and the old result is gone", async () => {
    const page = await openPage();
    await open(page, `${dictionary}?q=${encodeURIComponent("猫")}`);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the search's data request so the loading state can be seen.
    await page.route(/\/resources\/dictionary\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await searchFor(page, "犬");
    const button = page.getByRole("button", { name: "Searching…" });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByTestId("word-details").count()).toBe(0);
    release();
    await page.getByTestId("word-japanese").getByText("犬").waitFor();
    expect(await page.getByRole("button", { name: "Search" }).isEnabled()).toBe(true);
  });

  test("other matches can be picked, each with its level; the pick is in the URL", async () => {
    const page = await openPage();
    await open(page, `${dictionary}?q=${encodeURIComponent("たべ")}`);
    const others = page.getByTestId("other-matches");
    await others.waitFor();
    const links = others.getByRole("link");
    expect(await links.count()).toBeGreaterThan(1);
    expect(await links.first().getAttribute("aria-current")).toBe("true");
    expect(await links.nth(1).innerText()).toMatch(/N[1-5]/);
    const second = await links.nth(1).locator("[lang=ja]").first().innerText();
    await links.nth(1).click();
    await page.waitForURL(/entry=/);
    expect(second.startsWith(await page.getByTestId("word-japanese").innerText())).toBe(true);
    await page.reload();
    expect(second.startsWith(await page.getByTestId("word-japanese").innerText())).toBe(true);
  });

  test.each([
    ["ne", ["ne", "en"]],
    ["en", ["en"]],
  ])(
    "in the %s interface other matches show %j meanings, the reader's first",
    async (locale, langs) => {
      const page = await openPage();
      await page.context().addCookies([{ name: "lang", value: locale, url: baseUrl }]);
      await open(page, `${dictionary}?q=${encodeURIComponent("たべ")}`);
      const first = page.getByTestId("other-matches").getByRole("link").first();
      const meanings = first.getByTestId("other-match-meaning");
      expect(
        await meanings.evaluateAll((spans) => spans.map((s) => s.getAttribute("lang"))),
      ).toEqual(langs);
      expect(await meanings.first().innerText()).toMatch(
        locale === "ne" ? /\p{Script=Devanagari}/u : /[a-z]/,
      );
    },
  );

  test("a result is rendered on the server, so a shared link works without scripts", async () => {
    const html = await (await fetch(`${baseUrl}${dictionary}?q=taberu`)).text();
    expect(html).toContain('data-testid="word-details"');
    expect(html).toContain("食べる");
    expect(html).toContain("<title>taberu — Multilingual Dictionary");
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${dictionary}?q=${encodeURIComponent("食べました")}`);
    expect(await page.getByTestId("word-japanese").innerText()).toBe("食べる");
  });

  test("a query over 100 characters gets a clear message and a 400", async () => {
    const response = await fetch(`${baseUrl}${dictionary}?q=${"あ".repeat(101)}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Searches are at most 100 characters.");
  });

  test("looks right at 375 px and 1280 px", async () => {
    const page = await openPage({ viewport: phone });
    await open(page, `${dictionary}?q=${encodeURIComponent("食べる")}`);
    await saveScreenshots(page, "dictionary-result");
    await open(page, `${dictionary}?q=${encodeURIComponent("(")}`);
    await saveScreenshots(page, "dictionary-no-match");
    expect(problemsOf(page)).toEqual([]);
  });
});

describe("dictionary JSON API", () => {
  const api = (query: string) => fetch(`${baseUrl}/api/dictionary/search?${query}`);

  test("answers ranked matches with their level and how they matched", async () => {
    const response = await api(`q=${encodeURIComponent("食べました")}&limit=3`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as {
      query: string;
      results: { japanese: string; reading: string; jlptLevel: string; match: string }[];
    };
    expect(body.query).toBe("食べました");
    expect(body.results.length).toBeLessThanOrEqual(3);
    expect(body.results[0]).toMatchObject({
      japanese: "食べる",
      reading: "たべる",
      jlptLevel: "N5",
      match: "deinflected",
    });
  });

  test.each(["n3", "n2"])("%s words are found with their level and Nepali", async (level) => {
    type Word = { japanese: string; reading: string; nepali: string };
    const file = path.join(projectRoot, "content", "vocabulary", `${level}.json`);
    // Words of two characters or more: a one-kanji suffix (紙, 日) shares its spelling with
    // many words and may rank below the first ten.
    const words = (JSON.parse(fs.readFileSync(file, "utf8")) as Word[]).filter(
      (word) => [...word.japanese].length >= 2,
    );
    // The first, middle and last words of the file: spread over the whole list.
    for (const word of [words[0], words[Math.floor(words.length / 2)], words.at(-1)]) {
      if (!word) throw new Error(`content/vocabulary/${level}.json is empty`);
      const response = await api(`q=${encodeURIComponent(word.japanese)}&limit=10`);
      const { results } = (await response.json()) as { results: (Word & { jlptLevel: string })[] };
      expect(results, word.japanese).toContainEqual(
        expect.objectContaining({
          japanese: word.japanese,
          reading: word.reading,
          nepali: word.nepali,
          jlptLevel: level.toUpperCase(),
        }),
      );
    }
  });

  test.each([
    ["", "Add a q parameter with the word to search for."],
    ["q=", "Type a word to search for."],
    ["q=%20%20", "Type a word to search for."],
    [`q=${"a".repeat(101)}`, "Searches are at most 100 characters."],
    ["q=a&q=b", "Add a q parameter with the word to search for."],
    ["q=cat&limit=0", "limit must be a whole number from 1 to 50."],
    ["q=cat&limit=51", "limit must be a whole number from 1 to 50."],
    ["q=cat&limit=2.5", "limit must be a whole number from 1 to 50."],
    ["q=cat&limit=many", "limit must be a whole number from 1 to 50."],
  ])("?%s → 400 %j", async (query, message) => {
    const response = await api(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_query", message });
  });

  test("100 characters after trimming are accepted; nothing found is an empty list", async () => {
    const response = await api(`q=${encodeURIComponent(`  ${"ぬ".repeat(100)}  `)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ query: "ぬ".repeat(100), results: [] });
  });

  test("one entry with its examples; unknown ids and endpoints are JSON 404s", async () => {
    const entry = await fetch(
      `${baseUrl}/api/dictionary/entries/${encodeURIComponent("vocab:食べる:たべる")}`,
    );
    expect(entry.status).toBe(200);
    const body = (await entry.json()) as { japanese: string; examples: unknown[] };
    expect(body.japanese).toBe("食べる");
    expect(body.examples.length).toBeGreaterThan(0);
    const missing = await fetch(`${baseUrl}/api/dictionary/entries/no-such-id`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: "not_found" });
    const unknown = await fetch(`${baseUrl}/api/no-such-endpoint`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: "not_found" });
  });
});
