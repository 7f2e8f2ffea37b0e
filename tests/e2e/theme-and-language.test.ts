import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { chromiumForThisFile, open, phone, problemsOf, reload } from "../support/browser.ts";

const openPage = chromiumForThisFile();

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));
const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const white = "rgb(255, 255, 255)";

/**
 * Loads a page with every script bundle blocked: only the server's HTML and the inline boot
 * script run. What shows here is what the first paint shows, before React could fix anything.
 */
async function firstPaintWithoutBundles(page: Page, path: string) {
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto(path);
  const result = { dark: await isDark(page), background: await bodyBackground(page) };
  await page.unroute("**/assets/*.js");
  return result;
}

describe("theme", () => {
  test("follows the system setting by default", async () => {
    const darkPage = await openPage({ colorScheme: "dark" });
    expect(await firstPaintWithoutBundles(darkPage, "/")).toEqual({
      dark: true,
      background: expect.not.stringMatching(white),
    });
    const lightPage = await openPage({ colorScheme: "light" });
    expect(await firstPaintWithoutBundles(lightPage, "/")).toEqual({
      dark: false,
      background: white,
    });
  });

  test("the toggle switches, is remembered across reloads, and never flashes", async () => {
    const page = await openPage({ colorScheme: "light" });
    await open(page, "/resources");
    const toggle = page.getByRole("switch", { name: "Dark theme" });
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    await toggle.click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await toggle.getAttribute("aria-checked")).toBe("true");

    // The choice beats the system setting, from the very first paint.
    expect(await firstPaintWithoutBundles(page, "/resources")).toEqual({
      dark: true,
      background: expect.not.stringMatching(white),
    });
    await open(page, "/resources");
    expect(await isDark(page)).toBe(true);
    expect(
      await page.getByRole("switch", { name: "Dark theme" }).getAttribute("aria-checked"),
    ).toBe("true");

    // And back to light, which also beats a dark system setting.
    await page.getByRole("switch", { name: "Dark theme" }).click();
    await expect.poll(() => isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await firstPaintWithoutBundles(page, "/about")).toEqual({
      dark: false,
      background: white,
    });
    expect(problemsOf(page).filter((p) => !p.includes("ERR_FAILED"))).toEqual([]);
  });
});

describe("interface language", () => {
  test("नेपाली and 日本語 change the shell, are rendered by the server, and survive a reload", async () => {
    const page = await openPage();
    await open(page, "/resources");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

    await page.getByRole("combobox", { name: "Language" }).selectOption("ne");
    await page.waitForFunction(() => document.documentElement.lang === "ne");
    const header = page.locator("header");
    await expect
      .poll(() => header.getByRole("link", { name: "हाम्रो बारेमा" }).isVisible())
      .toBe(true);
    expect(await header.getByRole("button", { name: "उपकरणहरू" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      "जापानी भाषा अध्ययन सामग्री",
    );
    expect(new URL(page.url()).pathname).toBe("/resources");

    // The server renders the remembered language: check the raw HTML, not the hydrated page.
    const html = await (await page.request.get("/resources")).text();
    expect(html).toContain('<html lang="ne"');
    expect(html).toContain("हाम्रो बारेमा");
    await reload(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ne");
    expect(await page.title()).toBe("जापानी भाषा अध्ययन सामग्री — Jouzu");

    await page.getByRole("combobox", { name: "भाषा" }).selectOption("ja");
    await page.waitForFunction(() => document.documentElement.lang === "ja");
    await expect
      .poll(() => header.getByRole("link", { name: "私たちについて" }).isVisible())
      .toBe(true);
    await reload(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("日本語学習教材");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ja");

    await page.getByRole("combobox", { name: "言語" }).selectOption("en");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(problemsOf(page)).toEqual([]);
  });

  test("the mobile menu is translated too", async () => {
    const page = await openPage({ viewport: phone, locale: "ne-NP" });
    await page.setExtraHTTPHeaders({ "Accept-Language": "ne-NP,ne;q=0.9,en;q=0.5" });
    await open(page, "/");
    // A first visit with a Nepali browser gets Nepali without choosing anything.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ne");
    await page.getByRole("button", { name: "मेनु खोल्नुहोस्" }).click();
    const menu = page.locator("#mobile-menu");
    await expect
      .poll(() => menu.getByRole("link", { name: "मुद्रा रूपान्तरण" }).isVisible())
      .toBe(true);
    expect(await menu.getByRole("heading", { name: "उपकरणहरू" }).isVisible()).toBe(true);
  });
});
