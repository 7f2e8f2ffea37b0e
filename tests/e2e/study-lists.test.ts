import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { pageSize } from "../../app/features/study-lists/paging.ts";
import { projectRoot, startAppServer, type RunningServer } from "../support/app-server.ts";
import {
  chromiumForThisFile,
  open,
  phone,
  problemsOf,
  reload,
  saveScreenshots,
  seriousAxeViolations,
} from "../support/browser.ts";

const openPage = chromiumForThisFile();
const baseUrl = inject("baseUrl");

type Line = { japanese: string; reading: string; english: string; nepali: string };
type Word = Line & { id: string; examples: Line[]; conversation?: Line[] };
type Point = {
  id: string;
  pattern: string;
  reading: string;
  englishExplanation: string;
  nepaliExplanation: string;
  rules: string[];
  rulesNepali?: string[];
  examples: Line[];
};
type Kanji = {
  id: string;
  kanji: string;
  strokes: number;
  onyomi: string[];
  kunyomi: string[];
  english: string;
  nepali: string;
  compounds: { word: string; reading: string; english: string; nepali: string }[];
};

const content = <T>(kind: string, level: string): T[] =>
  JSON.parse(fs.readFileSync(path.join(projectRoot, "content", kind, `${level}.json`), "utf8"));
const n1KanjiCount = () =>
  fs.existsSync(path.join(projectRoot, "content", "kanji", "n1.json"))
    ? content("kanji", "n1").length
    : 0;
// The lists' order: by reading in gojūon order (katakana read as hiragana, without ～ and
// other marks), then by the written form, then by id; kanji by stroke count first.
const gojuon = new Intl.Collator("ja");
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const readingOf = (text: string) =>
  text
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .replace(/[～〜／（）＋、\s.-]/g, "");
const byReading = (a: string, b: string) => gojuon.compare(readingOf(a), readingOf(b));
const words = content<Word>("vocabulary", "n5").sort(
  (a, b) =>
    byReading(a.reading, b.reading) || gojuon.compare(a.japanese, b.japanese) || byCode(a.id, b.id),
);
const grammar = content<Point>("grammar", "n5").sort(
  (a, b) =>
    byReading(a.reading, b.reading) || gojuon.compare(a.pattern, b.pattern) || byCode(a.id, b.id),
);
const kanji = content<Kanji>("kanji", "n5").sort(
  (a, b) =>
    a.strokes - b.strokes ||
    byReading(a.onyomi[0] ?? a.kunyomi[0] ?? "", b.onyomi[0] ?? b.kunyomi[0] ?? "") ||
    byCode(a.id, b.id),
);

// A word on the first page with two examples and a conversation.
const word = words.slice(0, 100).find((w) => w.examples.length > 1 && w.conversation);
if (!word) throw new Error("the N5 content has no word with examples and a conversation on page 1");

const vocabularyPath = "/resources/jlpt/n5/vocabulary";
const rows = (page: Page) => page.getByTestId("study-list").locator(":scope > li > a");
const row = (page: Page, id: string) =>
  page.getByTestId("study-list").locator(`a[href$="?item=${id}"]`);
const detail = (page: Page) => page.getByTestId("detail-area");
/** Waits until the list's first row is this item (the URL changes just before the list does). */
const firstRowIs = (page: Page, id: string | undefined) =>
  page.waitForFunction((item) => {
    const href = document.querySelector("[data-testid=study-list] > li > a")?.getAttribute("href");
    return href && new URL(href, location.href).searchParams.get("item") === item;
  }, id);
const selectedItem = (page: Page) => new URL(page.url()).searchParams.get("item");
const waitForItem = (page: Page, id: string) =>
  page.waitForURL((url) => url.searchParams.get("item") === id);

async function expectLine(container: ReturnType<Page["locator"]>, line: Line) {
  const text = await container.innerText();
  for (const part of [line.japanese, line.reading, line.english, line.nepali]) {
    expect(text).toContain(part);
  }
  expect(await container.locator('[lang="ja"]').first().innerText()).toBe(line.japanese);
  expect(await container.locator('[lang="ne"]').first().innerText()).toBe(line.nepali);
}

describe("vocabulary list", () => {
  test("N5: 720 words, a scrolling list of 100, select a word to see its details and examples", async () => {
    const page = await openPage();
    await open(page, vocabularyPath);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("JLPT N5 Vocabulary");
    expect(
      await page.getByRole("link", { name: /JLPT N5 study materials/ }).getAttribute("href"),
    ).toBe("/resources/jlpt/n5");
    expect(await page.getByTestId("list-count").innerText()).toBe(`${words.length} words`);
    expect(words).toHaveLength(720);
    expect(await rows(page).count()).toBe(100);
    expect(await detail(page).innerText()).toBe("Select a word from the list to see details");

    // Rows show japanese, reading and english, in gojūon order: あ-words first.
    const first = words[0];
    expect(await rows(page).first().innerText()).toContain(first?.english);
    const firstWords = await rows(page)
      .locator(':scope > [lang="ja"]:first-child')
      .evaluateAll((spans) => spans.slice(0, 8).map((span) => span.textContent));
    expect(firstWords).toEqual(["ああ", "会う", "青", "青い", "赤", "赤い", "明るい", "秋"]);
    const list = page.getByTestId("study-list");
    const box = await list.evaluate((element) => ({
      maxHeight: getComputedStyle(element).maxHeight,
      overflowY: getComputedStyle(element).overflowY,
      scrolls: element.scrollHeight > element.clientHeight,
    }));
    expect(box).toEqual({ maxHeight: "600px", overflowY: "auto", scrolls: true });

    // Selecting does not move the page back to the top.
    await page.evaluate(() => window.scrollTo(0, 120));
    await row(page, word.id).click();
    await waitForItem(page, word.id);
    const card = page.getByTestId("detail-card");
    await card.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(120);
    expect(await row(page, word.id).getAttribute("aria-current")).toBe("true");

    expect(await card.getByRole("heading", { level: 2 }).innerText()).toBe(word.japanese);
    const text = await card.innerText();
    for (const part of [word.reading, word.english, word.nepali]) expect(text).toContain(part);
    const examples = card.locator("section", { hasText: "Example Sentences" }).locator("li");
    expect(await examples.count()).toBe(word.examples.length);
    for (const [index, line] of word.examples.entries())
      await expectLine(examples.nth(index), line);
    const conversation = card.getByTestId("conversation").locator(":scope > li");
    expect(await card.getByRole("heading", { name: "Conversation Example" }).isVisible()).toBe(
      true,
    );
    expect(await conversation.count()).toBe(word.conversation?.length);
    await expectLine(conversation.first(), word.conversation?.[0] as Line);
    expect(await page.title()).toBe(
      `${word.japanese === word.reading ? word.japanese : `${word.japanese} (${word.reading})`} — JLPT N5 Vocabulary — Jouzu`,
    );

    // A reload keeps the selection (it is in the URL and rendered on the server).
    await reload(page);
    expect(
      await page.getByTestId("detail-card").getByRole("heading", { level: 2 }).innerText(),
    ).toBe(word.japanese);
    expect(await row(page, word.id).getAttribute("aria-current")).toBe("true");
    expect(problemsOf(page)).toEqual([]);
  });

  test("a selection is rendered on the server, and the page stays small", async () => {
    const list = await fetch(baseUrl + vocabularyPath);
    const html = await list.text();
    expect(list.status).toBe(200);
    // 100 lean rows: no word's Nepali or examples until it is selected.
    expect((html.match(/\?item=vocab:/g) ?? []).length).toBe(100);
    expect(html).not.toContain(words[0]?.nepali);
    expect(html).not.toContain(words[0]?.examples[0]?.japanese);
    expect(Buffer.byteLength(html)).toBeLessThan(80_000);

    const selected = await (
      await fetch(`${baseUrl}${vocabularyPath}?item=${encodeURIComponent(word.id)}`)
    ).text();
    expect(selected).toContain(word.nepali);
    expect(selected).toContain(word.examples[0]?.nepali);
  });

  test("?item alone opens the item's page; page links keep the selection", async () => {
    const last = words.at(-1) as Word;
    const page = await openPage();
    await open(page, `${vocabularyPath}?item=${encodeURIComponent(last.id)}`);
    const pages = page.getByRole("navigation", { name: "Pages" });
    expect(await pages.innerText()).toContain("Page 8 of 8");
    expect(await pages.locator("[aria-current=page]").innerText()).toBe("8");
    expect(await rows(page).count()).toBe(20);
    // The selected row is scrolled into view inside the list.
    const selectedRow = row(page, last.id);
    const [rowBox, listBox] = await Promise.all([
      selectedRow.boundingBox(),
      page.getByTestId("study-list").boundingBox(),
    ]);
    expect(
      rowBox &&
        listBox &&
        rowBox.y >= listBox.y &&
        rowBox.y + rowBox.height <= listBox.y + listBox.height + 1,
    ).toBe(true);

    await pages.getByRole("link", { name: "Page 1", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "1");
    expect(selectedItem(page)).toBe(last.id);
    await firstRowIs(page, words[0]?.id);
    expect(
      await page.getByTestId("detail-card").getByRole("heading", { level: 2 }).innerText(),
    ).toBe(last.japanese);
    await pages.getByRole("link", { name: "Next" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await firstRowIs(page, words[100]?.id);
    expect(problemsOf(page)).toEqual([]);
  });

  test("an unknown item shows the prompt; unknown levels and pages are 404", async () => {
    const unknown = await fetch(`${baseUrl}${vocabularyPath}?item=vocab:nothing`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain("Select a word from the list to see details");
    for (const bad of [
      "/resources/jlpt/n9/vocabulary",
      "/resources/jlpt/N9/grammar",
      "/resources/jlpt/n0/kanji",
      `${vocabularyPath}?page=9`,
      `${vocabularyPath}?page=0`,
      `${vocabularyPath}?page=two`,
      // A page past the end of N1's kanji, which are being written (none yet: past page 1).
      `/resources/jlpt/n1/kanji?page=${Math.max(1, Math.ceil(n1KanjiCount() / pageSize)) + 1}`,
    ]) {
      const response = await fetch(baseUrl + bad);
      expect(response.status, bad).toBe(404);
      expect(await response.text()).toContain("Page not found");
    }
  });
});

describe("keyboard", () => {
  test("arrows, Home and End move the selection and focus; Enter and Space select; Tab leaves", async () => {
    const page = await openPage();
    await open(page, vocabularyPath);
    const focusedItem = () =>
      page.evaluate(() => {
        const href = document.activeElement?.getAttribute("href");
        return href ? new URL(href, location.href).searchParams.get("item") : null;
      });
    // Only one row is in the tab order: Tab from the back link's neighbourhood reaches it.
    expect(
      await rows(page).evaluateAll((links) => links.filter((a) => a.tabIndex === 0).length),
    ).toBe(1);
    await rows(page).first().focus();
    await page.keyboard.press("Enter");
    await waitForItem(page, words[0]?.id ?? "");
    const scrollBefore = await page.evaluate(() => window.scrollY);

    await page.keyboard.press("ArrowDown");
    await waitForItem(page, words[1]?.id ?? "");
    expect(await focusedItem()).toBe(words[1]?.id);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await waitForItem(page, words[3]?.id ?? "");
    await page.keyboard.press("ArrowUp");
    await waitForItem(page, words[2]?.id ?? "");
    expect(await focusedItem()).toBe(words[2]?.id);
    await page
      .getByTestId("detail-card")
      .getByText(words[2]?.english ?? "")
      .first()
      .waitFor();

    await page.keyboard.press("End");
    await waitForItem(page, words[99]?.id ?? "");
    expect(await focusedItem()).toBe(words[99]?.id);
    // The focused row is visible inside the scrolling list, and the page itself did not move.
    const [rowBox, listBox] = await Promise.all([
      row(page, words[99]?.id ?? "").boundingBox(),
      page.getByTestId("study-list").boundingBox(),
    ]);
    expect(rowBox && listBox && rowBox.y + rowBox.height <= listBox.y + listBox.height + 1).toBe(
      true,
    );
    await page.keyboard.press("Home");
    await waitForItem(page, words[0]?.id ?? "");
    expect(await focusedItem()).toBe(words[0]?.id);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    // Tab leaves the list (to the page links); Shift+Tab comes back to the selected row.
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => document.activeElement?.closest("[data-testid=study-list]")),
    ).toBeNull();
    expect(
      await page.evaluate(() => document.activeElement?.closest("nav")?.getAttribute("aria-label")),
    ).toBe("Pages");
    await page.keyboard.press("Shift+Tab");
    expect(await focusedItem()).toBe(words[0]?.id);

    // Space selects as well (and does not scroll the page).
    const other = await openPage();
    await open(other, `${vocabularyPath}?page=2`);
    await other.evaluate(() => window.scrollTo(0, 50));
    await rows(other).first().focus();
    await other.keyboard.press("Space");
    await waitForItem(other, words[100]?.id ?? "");
    await other
      .getByTestId("detail-card")
      .getByRole("heading", { level: 2, name: words[100]?.japanese, exact: true })
      .waitFor();
    expect(await other.evaluate(() => window.scrollY)).toBe(50);
    expect(problemsOf(other)).toEqual([]);
    expect(problemsOf(page)).toEqual([]);
  });
});

const kinds = [
  {
    kind: "vocabulary",
    prompt: "Select a word from the list to see details",
    item: word.id,
    title: word.japanese,
  },
  {
    kind: "grammar",
    prompt: "Select a grammar pattern from the list to see details",
    item: "grammar:desu",
    title: "～です",
  },
  {
    kind: "kanji",
    prompt: "Select a kanji from the list to see details",
    item: "kanji:日",
    title: "日",
  },
] as const;

describe.each(kinds)("$kind at 375 px", ({ kind, prompt, item, title }) => {
  test("list → details → back to the list at the selected row", async () => {
    const page = await openPage({ viewport: phone });
    await open(page, `/resources/jlpt/n5/${kind}`);
    expect(await detail(page).innerText()).toBe(prompt);
    // Stacked: the details come below the list.
    const [listBox, detailBox] = await Promise.all([
      page.getByTestId("study-list").boundingBox(),
      detail(page).boundingBox(),
    ]);
    expect(detailBox && listBox && detailBox.y > listBox.y + listBox.height).toBe(true);

    const target = row(page, item);
    await target.scrollIntoViewIfNeeded();
    await target.click();
    await waitForItem(page, item);
    const heading = page.getByTestId("detail-card").getByRole("heading", { level: 2 });
    await heading.waitFor();
    expect(await heading.innerText()).toBe(title);
    // The view moved to the details, and focus went with it.
    await page.waitForFunction(() => {
      const top =
        document.querySelector("[data-testid=detail-area]")?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe(
      "detail-area",
    );
    await saveScreenshots(page, `study-list-${kind}-selected`);

    await page.getByRole("button", { name: "Back to list" }).click();
    expect(
      await page.evaluate(() => {
        const href = document.activeElement?.getAttribute("href");
        return href ? new URL(href, location.href).searchParams.get("item") : null;
      }),
    ).toBe(item);
    const box = await target.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= phone.height).toBe(true);
    expect(problemsOf(page)).toEqual([]);
  });

  test("the back-to-list button is for narrow screens only", async () => {
    const page = await openPage();
    await open(page, `/resources/jlpt/n5/${kind}?item=${encodeURIComponent(item)}`);
    expect(await page.getByRole("button", { name: "Back to list" }).isVisible()).toBe(false);
    // Side by side at 1280 px.
    const [listBox, detailBox] = await Promise.all([
      page.getByTestId("study-list").boundingBox(),
      detail(page).boundingBox(),
    ]);
    expect(detailBox && listBox && detailBox.x > listBox.x + listBox.width).toBe(true);
  });
});

describe("grammar list", () => {
  test("N5: patterns with their count; details with explanations, usage rules and examples", async () => {
    const point = grammar.find((p) => p.id === "grammar:desu") as Point;
    const page = await openPage();
    await open(page, "/resources/jlpt/n5/grammar");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("JLPT N5 Grammar");
    expect(await page.getByTestId("list-count").innerText()).toBe(
      `${grammar.length} grammar points`,
    );
    // By reading in gojūon order: ～か, ～から… among あまり～ない and いつ, not by code point.
    expect(await rows(page).locator(':scope > [lang="ja"]:first-child').allInnerTexts()).toEqual(
      grammar.slice(0, 100).map((p) => p.pattern),
    );

    await row(page, point.id).click();
    await waitForItem(page, point.id);
    const card = page.getByTestId("detail-card");
    await card.waitFor();
    expect(await card.getByRole("heading", { level: 2 }).innerText()).toBe(point.pattern);
    const text = await card.innerText();
    expect(text).toContain(point.englishExplanation);
    expect(text).toContain(point.nepaliExplanation);
    const rules = card.getByTestId("usage-rules").locator(":scope > li");
    expect(await card.getByRole("heading", { name: "Usage Rules" }).isVisible()).toBe(true);
    expect(await rules.count()).toBe(point.rules.length);
    expect(await rules.first().locator('[lang="en"]').innerText()).toBe(point.rules[0]);
    expect(await rules.first().locator('[lang="ne"]').innerText()).toBe(point.rulesNepali?.[0]);
    const examples = card.locator("section", { hasText: "Examples" }).locator("li");
    expect(await examples.count()).toBe(point.examples.length);
    for (const [index, line] of point.examples.entries())
      await expectLine(examples.nth(index), line);

    await reload(page);
    expect(
      await page.getByTestId("detail-card").getByRole("heading", { level: 2 }).innerText(),
    ).toBe(point.pattern);
    await saveScreenshots(page, "study-list-grammar");
    expect(problemsOf(page)).toEqual([]);
  });
});

describe("kanji list", () => {
  test("N5: characters by stroke count; details with readings, meanings and compounds", async () => {
    const day = kanji.find((k) => k.id === "kanji:日") as Kanji;
    const page = await openPage();
    await open(page, "/resources/jlpt/n5/kanji");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("JLPT N5 Kanji");
    expect(await page.getByTestId("list-count").innerText()).toBe(`${kanji.length} kanji`);
    const shown = await rows(page).allInnerTexts();
    expect(shown[0]).toMatch(new RegExp(`^${kanji[0]?.kanji}\\s+1 stroke$`));
    expect(shown.map((text) => Number(/(\d+) strokes?/.exec(text)?.[1]))).toEqual(
      kanji.map((k) => k.strokes),
    );
    // Within a stroke count, by reading: 一 (イチ) before 七 (シチ)… as kanji dictionaries do.
    expect(await rows(page).locator('[lang="ja"]').allInnerTexts()).toEqual(
      kanji.map((k) => k.kanji),
    );

    await row(page, day.id).click();
    await waitForItem(page, day.id);
    const card = page.getByTestId("detail-card");
    await card.waitFor();
    expect(await card.getByRole("heading", { level: 2 }).innerText()).toBe("日");
    const text = await card.innerText();
    expect(text).toContain(`${day.strokes} strokes`);
    expect(text).toContain(day.onyomi.join("、"));
    expect(text).toContain(day.kunyomi.join("、"));
    expect(text).toContain(day.english);
    expect(text).toContain(day.nepali);
    const compounds = card.getByTestId("compounds").locator(":scope > li");
    expect(await compounds.count()).toBe(day.compounds.length);
    const firstCompound = day.compounds[0];
    for (const part of [
      firstCompound?.word,
      firstCompound?.reading,
      firstCompound?.english,
      firstCompound?.nepali,
    ]) {
      expect(await compounds.first().innerText()).toContain(part);
    }

    await reload(page);
    expect(await row(page, day.id).getAttribute("aria-current")).toBe("true");
    await saveScreenshots(page, "study-list-kanji");
    expect(problemsOf(page)).toEqual([]);
  });
});

describe("levels", () => {
  test.each(["n4", "n3", "n2"])(
    "the %s hub links the three lists with their full counts",
    async (level) => {
      const page = await openPage();
      await open(page, `/resources/jlpt/${level}`);
      const section = page.getByRole("region", { name: "Study lists" });
      const count = (n: number) => n.toLocaleString("en");
      const expected = [
        ["vocabulary", `${count(content("vocabulary", level).length)} words`],
        ["grammar", `${count(content("grammar", level).length)} grammar points`],
        ["kanji", `${count(content("kanji", level).length)} kanji`],
      ] as const;
      for (const [kind, text] of expected) {
        const link = section.getByTestId(`study-list-${kind}`);
        expect(await link.getAttribute("href")).toBe(`/resources/jlpt/${level}/${kind}`);
        expect(await link.innerText()).toContain(text);
      }
      await section.getByTestId("study-list-kanji").click();
      const name = `JLPT ${level.toUpperCase()} Kanji`;
      await page.getByRole("heading", { level: 1, name }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/resources/jlpt/${level}/kanji`);
      expect(problemsOf(page)).toEqual([]);
    },
  );

  test("in Nepali the list speaks Nepali, with Nepali digits", async () => {
    const page = await openPage();
    await page.context().addCookies([{ name: "lang", value: "ne", url: baseUrl }]);
    await open(page, vocabularyPath);
    expect(await page.getByTestId("list-count").innerText()).toBe("७२० शब्द");
    expect(await detail(page).innerText()).toBe("विवरण हेर्न सूचीबाट एउटा शब्द छान्नुहोस्");
    expect(await page.title()).toBe("JLPT N5 शब्द सूची — Jouzu");
    await page.getByRole("link", { name: "पृष्ठ ८" }).click();
    await page
      .getByRole("navigation", { name: "पृष्ठहरू" })
      .getByText("पृष्ठ ८ / ८", { exact: true })
      .waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBe("8");
    // Server and browser render the same digits: no hydration complaints.
    expect(problemsOf(page)).toEqual([]);
  });
});

describe("filter", () => {
  const taberu = words.find((w) => w.id === "vocab:食べる:たべる") as Word;
  const filterBox = (page: Page) => page.getByTestId("list-filter");

  test('typing "taberu" and submitting shows 食べる, with the count of what the filter keeps', async () => {
    const page = await openPage();
    await open(page, vocabularyPath);
    await filterBox(page).fill("taberu");
    await filterBox(page).press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "taberu");
    await firstRowIs(page, taberu.id);
    expect(await rows(page).count()).toBe(1);
    expect(await page.getByTestId("list-count").innerText()).toBe(`1 of ${words.length} words`);
    expect(await filterBox(page).inputValue()).toBe("taberu");

    // Selecting keeps the filter in the URL; the row stays in the filtered list.
    await rows(page).first().click();
    await waitForItem(page, taberu.id);
    expect(new URL(page.url()).searchParams.get("q")).toBe("taberu");
    await page
      .getByTestId("detail-card")
      .getByRole("heading", { level: 2, name: "食べる", exact: true })
      .waitFor();

    // Showing the whole list again keeps the selection, on its page.
    await page.getByTestId("clear-filter").click();
    await page.waitForURL((url) => !url.searchParams.has("q"));
    expect(selectedItem(page)).toBe(taberu.id);
    await page.getByTestId("list-count").getByText(`${words.length} words`).waitFor();
    expect(await row(page, taberu.id).getAttribute("aria-current")).toBe("true");
    expect(await filterBox(page).inputValue()).toBe("");
    expect(problemsOf(page)).toEqual([]);
  });

  test("kanji, kana, English and Nepali find the word too, as the list orders it", async () => {
    for (const q of ["食べ", "たべる", "to eat", "खानु"]) {
      const html = await (
        await fetch(`${baseUrl}${vocabularyPath}?q=${encodeURIComponent(q)}`)
      ).text();
      expect(html, q).toContain(`?q=${q.replace(/\s/g, "%20")}&amp;item=vocab:食べる:たべる"`);
    }
  });

  test("paging links and the selected item keep the filter", async () => {
    // "to" begins the English of every verb: more than one page of words.
    const page = await openPage();
    await open(page, `${vocabularyPath}?q=to`);
    const count = await page.getByTestId("list-count").innerText();
    const matches = Number(/^(\d+) of 720 words$/.exec(count)?.[1]);
    expect(matches).toBeGreaterThan(100);
    expect(matches).toBeLessThan(words.length);
    const pages = page.getByRole("navigation", { name: "Pages" });
    const hrefs = await pages
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs)
      expect(href).toMatch(/^\/resources\/jlpt\/n5\/vocabulary\?q=to&page=\d+$/);

    const firstOfPage1 = await rows(page).first().getAttribute("href");
    await rows(page).nth(2).click();
    const chosen = await page
      .waitForURL((url) => url.searchParams.has("item"))
      .then(() => selectedItem(page));
    expect(new URL(page.url()).searchParams.get("q")).toBe("to");
    // The pager's links carry the selection once the page has rendered it (the address
    // changes a moment before): a learner cannot click in between, a test can.
    const next = pages.getByRole("link", { name: "Next" });
    await expect
      .poll(async () =>
        new URL((await next.getAttribute("href")) ?? "", baseUrl).searchParams.get("item"),
      )
      .toBe(chosen);
    await next.click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    const url = new URL(page.url());
    expect([url.searchParams.get("q"), url.searchParams.get("item")]).toEqual(["to", chosen]);
    await page.waitForFunction(
      (first) =>
        document.querySelector("[data-testid=study-list] a")?.getAttribute("href") !== first,
      firstOfPage1,
    );
    // Each row has an English word beginning with "to", or と in its reading (romaji "to").
    for (const text of await rows(page).allInnerTexts()) expect(text).toMatch(/\bto|[とト]/i);
    expect(problemsOf(page)).toEqual([]);
  });

  test("without JavaScript the filter is a plain form, answered by the server", async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(vocabularyPath);
    await filterBox(page).fill("taberu");
    await filterBox(page).press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "taberu");
    expect(await rows(page).count()).toBe(1);
    expect(await rows(page).first().innerText()).toContain("食べる");
    expect(await page.getByTestId("list-count").innerText()).toBe(`1 of ${words.length} words`);
  });

  test.each([
    ["en", "No words match “zzzq”.", "0 of 720 words", "Show the whole list"],
    ["ne", "“zzzq” सँग मिल्ने कुनै शब्द भेटिएन।", "७२० मध्ये ० शब्द", "पूरा सूची देखाउनुहोस्"],
    ["ja", "「zzzq」に一致する単語はありません。", "720語中0語", "リスト全体を表示"],
  ])("in %s, a filter that keeps nothing says so", async (lang, message, count, clear) => {
    const page = await openPage();
    await page.context().addCookies([{ name: "lang", value: lang, url: baseUrl }]);
    await open(page, `${vocabularyPath}?q=zzzq`);
    expect(await page.getByTestId("no-match").innerText()).toBe(message);
    expect(await page.getByTestId("list-count").innerText()).toBe(count);
    expect(await page.getByTestId("clear-filter").innerText()).toBe(clear);
    // One (empty) page: no page links.
    const listSection = page.getByRole("region").filter({ has: page.getByTestId("no-match") });
    expect(await listSection.locator("nav").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshots(page, `study-list-no-match-${lang}`);
    expect(problemsOf(page)).toEqual([]);
  });

  test("grammar and kanji lists filter too; an over-long filter is refused with a message", async () => {
    const page = await openPage();
    await open(page, "/resources/jlpt/n5/grammar?q=kudasai");
    expect(await rows(page).locator(':scope > [lang="ja"]:first-child').allInnerTexts()).toEqual(
      grammar.filter((p) => /ください/.test(p.reading)).map((p) => p.pattern),
    );
    await open(page, "/resources/jlpt/n5/kanji?q=water");
    expect(await rows(page).locator('[lang="ja"]').allInnerTexts()).toEqual(["水"]);
    expect(await page.getByTestId("list-count").innerText()).toBe(`1 of ${kanji.length} kanji`);

    const long = await fetch(`${baseUrl}${vocabularyPath}?q=${"a".repeat(101)}`);
    expect(long.status).toBe(200);
    const html = await long.text();
    expect(html).toContain("A filter is at most 100 characters.");
    expect(html).toContain(`${words.length} words`);
  });

  test.each([
    ["ne", "light"],
    ["ne", "dark"],
    ["ja", "light"],
    ["ja", "dark"],
  ] as const)("the filtered list in %s, %s theme (screenshots)", async (lang, theme) => {
    const page = await openPage({ colorScheme: theme });
    await page.context().addCookies([{ name: "lang", value: lang, url: baseUrl }]);
    await open(page, `${vocabularyPath}?q=tabe&item=${encodeURIComponent(taberu.id)}`);
    await page.getByTestId("detail-card").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshots(page, `study-list-filtered-${lang}-${theme}`);
    // Nothing spills out sideways on a phone.
    await page.setViewportSize(phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    expect(problemsOf(page)).toEqual([]);
  });
});

describe("Nepali readers", () => {
  test("list rows show the Nepali meaning first, then the English", async () => {
    const page = await openPage();
    await page.context().addCookies([{ name: "lang", value: "ne", url: baseUrl }]);
    await open(page, vocabularyPath);
    const firstRow = rows(page).first();
    const meanings = await firstRow
      .locator("[lang=ne], [lang=en]")
      .evaluateAll((spans) => spans.map((span) => [span.getAttribute("lang"), span.textContent]));
    expect(meanings).toEqual([
      ["ne", words[0]?.nepali],
      ["en", words[0]?.english],
    ]);

    // In English the row keeps to the spec: japanese, reading, english.
    const english = await openPage();
    await open(english, vocabularyPath);
    expect(await rows(english).first().locator("[lang=ne]").count()).toBe(0);
  });
});

describe("addresses", () => {
  test.each([
    ["/resources/jlpt/N5", "/resources/jlpt/n5"],
    [
      "/resources/jlpt/N4/vocabulary?q=taberu&page=1",
      "/resources/jlpt/n4/vocabulary?q=taberu&page=1",
    ],
    ["/Resources/JLPT/n5/Grammar", "/resources/jlpt/n5/grammar"],
    ["/resources/jlpt/N5/kanji?item=kanji:日", "/resources/jlpt/n5/kanji?item=kanji:%E6%97%A5"],
  ])("%s redirects for good to %s", async (from, to) => {
    const response = await fetch(baseUrl + from, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  test("a capital N in the browser lands on the lower-case list", async () => {
    const page = await openPage();
    await open(page, "/resources/jlpt/N5/vocabulary?q=taberu");
    expect(new URL(page.url()).pathname).toBe(vocabularyPath);
    expect(new URL(page.url()).searchParams.get("q")).toBe("taberu");
    await page.getByRole("heading", { level: 1, name: "JLPT N5 Vocabulary" }).waitFor();
    expect(await rows(page).count()).toBe(1);
  });
});

describe("dictionary", () => {
  test("Word Details links a level word to its place in the level's list", async () => {
    const taberu = words.find((w) => w.id === "vocab:食べる:たべる") as Word;
    const page = await openPage();
    await open(page, "/resources/dictionary?q=taberu");
    const link = page.getByTestId("word-details").getByRole("link", {
      name: "See it in the JLPT N5 vocabulary list",
    });
    await link.click();
    await page.waitForURL((url) => url.pathname === vocabularyPath);
    expect(selectedItem(page)).toBe(taberu.id);
    await page
      .getByTestId("detail-card")
      .getByRole("heading", { level: 2, name: "食べる", exact: true })
      .waitFor();
    // The list opens on the word's page, with its row selected.
    const position = words.indexOf(taberu);
    expect(
      await page
        .getByRole("navigation", { name: "Pages" })
        .locator("[aria-current=page]")
        .innerText(),
    ).toBe(String(Math.floor(position / 100) + 1));
    expect(await row(page, taberu.id).getAttribute("aria-current")).toBe("true");
    expect(problemsOf(page)).toEqual([]);
  });
});

describe("a level without content", () => {
  // Our own server on a copy of content/ without N1 (whose lists are being written), so each
  // list's empty state shows whatever the real N1 holds by now.
  let server: RunningServer | undefined;
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-no-n1-"));
  beforeAll(async () => {
    fs.cpSync(path.join(projectRoot, "content"), contentDir, { recursive: true });
    for (const kind of ["vocabulary", "kanji", "grammar", "reading", "listening"]) {
      fs.rmSync(path.join(contentDir, kind, "n1.json"), { force: true });
    }
    server = await startAppServer({ env: { CONTENT_DIR: contentDir } });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  test.each([
    ["vocabulary", "No vocabulary words found for this level.", "0 words"],
    ["grammar", "No grammar points found for this level.", "0 grammar points"],
    ["kanji", "No kanji found for this level.", "0 kanji"],
  ])("an empty level's %s list says so", async (kind, empty, count) => {
    const page = await openPage({ baseURL: server?.url });
    await open(page, `/resources/jlpt/n1/${kind}`);
    expect(await page.getByTestId("list-count").innerText()).toBe(count);
    expect(await page.locator("main").innerText()).toContain(empty);
    expect(await page.getByRole("navigation", { name: "Pages" }).count()).toBe(0);
  });
});
