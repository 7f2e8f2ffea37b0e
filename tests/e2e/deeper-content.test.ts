// The list details show the deeper content a learner meets in a real browser: a kanji's
// readings to learn first with every reading folded away, its components and memory tip; a
// grammar point's formation and related points that open their own details; Nepali first in
// नेपाली. Screenshots at both widths, light and dark, in नेपाली and 日本語.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { projectRoot } from "../support/app-server.ts";
import {
  chromiumForThisFile,
  open,
  problemsOf,
  saveScreenshots,
  seriousAxeViolations,
} from "../support/browser.ts";

const openPage = chromiumForThisFile();

type Bilingual = { english: string; nepali: string };
type Kanji = {
  id: string;
  kanji: string;
  coreOnyomi?: string[];
  components?: { radical: { number: number } };
  memoryTip?: Bilingual;
};
type Point = { id: string; pattern: string; formation?: unknown[]; related?: string[] };

const content = <T>(kind: string, level: string): T[] =>
  JSON.parse(fs.readFileSync(path.join(projectRoot, "content", kind, `${level}.json`), "utf8"));
// The first items the content has filled in: the test follows the content as it grows.
const kanji = content<Kanji>("kanji", "n5").find(
  (k) => k.coreOnyomi && k.components && k.memoryTip,
);
const grammar = content<Point>("grammar", "n5");
const point = grammar.find((p) => p.formation && p.related?.length);
const related = grammar.find((p) => p.id === point?.related?.[0]);

const detailPath = (list: string, id: string) =>
  `/resources/jlpt/n5/${list}?${new URLSearchParams({ item: id })}`;

/** A page whose reader chose this interface language (the `lang` cookie) and colour scheme. */
async function inLanguage(locale: "en" | "ne" | "ja", colorScheme: "light" | "dark" = "light") {
  const page = await openPage({ colorScheme });
  await page.context().addCookies([{ name: "lang", value: locale, url: inject("baseUrl") }]);
  return page;
}

const firstLang = (page: Page, testId: string) =>
  page.getByTestId(testId).locator("p[lang]").first().getAttribute("lang");

describe("deeper content in the list details", () => {
  test("the content has filled items to show", () => {
    expect(kanji, "an N5 kanji with core readings, components and a memory tip").toBeDefined();
    expect(point, "an N5 grammar point with a formation and related points").toBeDefined();
  });

  test("kanji: readings to learn first, every reading one click away", async () => {
    if (!kanji) throw new Error("no filled kanji");
    const page = await inLanguage("en");
    await open(page, detailPath("kanji", kanji.id));
    const card = page.getByTestId("detail-card");
    await expect.poll(() => card.getByTestId("core-readings").isVisible()).toBe(true);
    expect(await page.getByTestId("all-readings").isVisible()).toBe(false);
    await page.getByText("All readings").click();
    expect(await page.getByTestId("all-readings").isVisible()).toBe(true);
    expect(await page.getByTestId("components").textContent()).toContain(
      `No. ${kanji.components?.radical.number}`,
    );
    expect(await page.getByTestId("memory-tip").textContent()).toContain(kanji.memoryTip?.english);
    expect(await firstLang(page, "memory-tip")).toBe("en");
    expect(problemsOf(page)).toEqual([]);
  });

  test("grammar: formation, and a related point opens its own details", async () => {
    if (!point || !related) throw new Error("no filled grammar point");
    const page = await inLanguage("en");
    await open(page, detailPath("grammar", point.id));
    expect(await page.getByTestId("formation").isVisible()).toBe(true);
    await page.getByTestId("related-points").getByRole("link", { name: related.pattern }).click();
    await page.waitForURL((url) => url.searchParams.get("item") === related.id);
    await expect
      .poll(() => page.getByTestId("detail-card").locator("h2").textContent())
      .toBe(related.pattern);
    expect(problemsOf(page)).toEqual([]);
  });

  test("in नेपाली the Nepali comes first", async () => {
    if (!kanji) throw new Error("no filled kanji");
    const page = await inLanguage("ne");
    await open(page, detailPath("kanji", kanji.id));
    expect(await firstLang(page, "memory-tip")).toBe("ne");
    expect(await page.getByText("सम्झने तरिका").count()).toBe(1);
  });

  test.each([
    ["ne", "light"],
    ["ne", "dark"],
    ["ja", "light"],
    ["ja", "dark"],
  ] as const)("screenshots in %s, %s", async (locale, scheme) => {
    if (!kanji || !point) throw new Error("no filled items");
    const page = await inLanguage(locale, scheme);
    await open(page, detailPath("kanji", kanji.id));
    await page.locator("details summary").first().click();
    await saveScreenshots(page, `deeper-kanji-${locale}-${scheme}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await open(page, detailPath("grammar", point.id));
    await saveScreenshots(page, `deeper-grammar-${locale}-${scheme}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problemsOf(page)).toEqual([]);
  });
});
