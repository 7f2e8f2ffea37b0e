import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { chromiumForThisFile, open, saveScreenshots } from "../support/browser.ts";

const openPage = chromiumForThisFile();
const baseUrl = inject("baseUrl");

/**
 * Short Japanese labels (headings, table and list labels, buttons, navigation) that the page
 * shows on more than one line: a word such as 語彙 or レベルの目安 broken inside.
 */
function wrappedLabels(page: Page) {
  return page.evaluate(() => {
    const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
    const selector =
      "th, dt, label, legend, summary, button, h1, h2, h3, h4, nav a, [role=menuitem] span, [role=tab]";
    const found: { text: string; lines: number; tag: string }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const text = (element.innerText ?? "").trim();
      if (!text || text.length > 12 || /\s/.test(text) || !japanese.test(text)) continue;
      if (element.offsetParent === null || element.closest(".sr-only")) continue;
      // The boxes of the text itself (not of an icon or a radio button beside it)…
      const boxes: DOMRect[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
      }
      // …grouped into lines: a box that starts below the current line's bottom opens a new one.
      boxes.sort((a, b) => a.top - b.top);
      let lines = 0;
      let bottom = -Infinity;
      for (const box of boxes) {
        if (box.top >= bottom - 2) lines++;
        bottom = Math.max(bottom, box.bottom);
      }
      if (lines > 1) found.push({ text, lines, tag: element.tagName.toLowerCase() });
    }
    return found;
  });
}

const pages = [
  "/",
  "/resources",
  "/resources/jlpt/n5",
  "/resources/dictionary?q=taberu",
  "/date-converter?date=2024-04-13&birth=2000-01-31",
  "/tutorials",
  "/jobs-search",
  "/information-search?q=%E6%97%A5",
  "/currency-converter",
  "/login",
];

describe("Japanese interface: no label broken inside a word", () => {
  test.each([375, 1024, 1280])("at %i px", async (width) => {
    const page = await openPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    await page.context().addCookies([{ name: "lang", value: "ja", url: baseUrl }]);
    const broken: Record<string, unknown> = {};
    for (const path of pages) {
      await open(page, path);
      const labels = await wrappedLabels(page);
      if (labels.length > 0) broken[path] = labels;
    }
    expect(broken).toEqual({});
  });

  test("/resources at 1280 px: 語彙, 文法, 漢字 and レベルの目安 each on one line", async () => {
    const page = await openPage({
      viewport: { width: 1280, height: 900 },
      reducedMotion: "reduce",
    });
    await page.context().addCookies([{ name: "lang", value: "ja", url: baseUrl }]);
    await open(page, "/resources");
    const heights = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="level-card"] th')]
        .filter((th) => th.innerText.trim() !== "")
        .map((th) => {
          const lineHeight = Number.parseFloat(getComputedStyle(th).lineHeight);
          const range = document.createRange();
          range.selectNodeContents(th);
          return {
            text: th.innerText.trim(),
            lines: Math.round(range.getBoundingClientRect().height / lineHeight),
          };
        }),
    );
    expect(heights.map((h) => h.text)).toEqual(
      expect.arrayContaining(["語彙", "文法", "漢字", "レベルの目安", "Jouzuの収録数"]),
    );
    expect(heights.filter((h) => h.lines !== 1)).toEqual([]);
    await saveScreenshots(page, "resources-ja");
  });
});

describe("/resources level cards", () => {
  test.each(["en", "ja"])("headings in order (axe heading-order), %s", async (locale) => {
    const page = await openPage({ reducedMotion: "reduce" });
    await page.context().addCookies([{ name: "lang", value: locale, url: baseUrl }]);
    await open(page, "/resources");
    const results = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    expect(results.passes.map((pass) => pass.id)).toContain("heading-order");
    // The h1, then one h2 per level card.
    const levels = await page
      .getByTestId("level-card")
      .getByRole("heading")
      .evaluateAll((hs) => hs.map((h) => h.tagName));
    expect(levels).toEqual(["H2", "H2", "H2", "H2", "H2"]);
  });
});
