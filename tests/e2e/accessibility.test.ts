import { describe, expect, inject, test } from "vitest";
import {
  chromiumForThisFile,
  open,
  phone,
  problemsOf,
  saveScreenshots,
  axeRulesFor,
  seriousAxeViolations,
} from "../support/browser.ts";

const openPage = chromiumForThisFile();
const baseUrl = inject("baseUrl");

const pages = [
  ["home", "/"],
  ["about", "/about"],
  ["resources", "/resources"],
  ["level-hub", "/resources/jlpt/n5"],
  ["vocabulary-list", "/resources/jlpt/n5/vocabulary?item=vocab:食べる:たべる"],
  ["grammar-list", "/resources/jlpt/n5/grammar?item=grammar:desu"],
  ["kanji-list", "/resources/jlpt/n5/kanji?item=kanji:日"],
  ["empty-list", "/resources/jlpt/n1/vocabulary"],
  ["dictionary", "/resources/dictionary"],
  ["dictionary-result", "/resources/dictionary?q=taberu"],
  ["dictionary-matches", "/resources/dictionary?q=たべ"],
  ["dictionary-no-match", "/resources/dictionary?q=%5C"],
  ["tutorials", "/tutorials"],
  ["jobs-search", "/jobs-search"],
  ["jobs-search-filtered", "/jobs-search?q=engineer&category=IT%2FEngineering&location=Tokyo"],
  ["currency-converter", "/currency-converter"],
  ["not-found", "/no-such-page"],
] as const;

describe.each(["light", "dark"] as const)("%s theme", (theme) => {
  test.each(pages)("%s has no serious or critical axe violations", async (name, path) => {
    const page = await openPage({ colorScheme: theme, reducedMotion: "reduce" });
    await open(page, path);
    expect(await seriousAxeViolations(page, axeRulesFor(theme))).toEqual([]);
    await saveScreenshots(page, `${name}-${theme}`);
    expect(problemsOf(page).filter((problem) => !problem.includes("404"))).toEqual([]);
  });

  test("open menus have no serious or critical axe violations", async () => {
    const page = await openPage({ colorScheme: theme, reducedMotion: "reduce" });
    await open(page, "/");
    await page.getByRole("button", { name: "Tools" }).click();
    await page.getByRole("menu").waitFor();
    expect(await seriousAxeViolations(page, axeRulesFor(theme))).toEqual([]);
    await page.getByTestId("exam-session-2026-12").getByRole("button", { name: "N2" }).click();
    expect(await seriousAxeViolations(page, axeRulesFor(theme))).toEqual([]);

    const mobile = await openPage({
      colorScheme: theme,
      reducedMotion: "reduce",
      viewport: phone,
    });
    await open(mobile, "/about");
    await mobile.getByRole("button", { name: "Open menu" }).click();
    await mobile.locator("#mobile-menu").waitFor();
    expect(await seriousAxeViolations(mobile, axeRulesFor(theme))).toEqual([]);
    await mobile.screenshot({ path: `test-results/screenshots/mobile-menu-${theme}-375.png` });
  });
});

test.each(["ne", "ja"])("the home page in %s has no serious axe violations", async (locale) => {
  const page = await openPage({ reducedMotion: "reduce" });
  await page.context().addCookies([{ name: "lang", value: locale, url: baseUrl }]);
  await open(page, "/");
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await saveScreenshots(page, `home-${locale}`);
});
