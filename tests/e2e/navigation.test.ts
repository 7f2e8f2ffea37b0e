import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { chromiumForThisFile, open, phone, problemsOf } from "../support/browser.ts";

const openPage = chromiumForThisFile();

const pathOf = (page: Page) => new URL(page.url()).pathname;
/**
 * A person's pause between keys. Radix moves focus into a menu just after it opens; a key sent
 * in the same few milliseconds (faster than anyone types) can land before that.
 */
const settle = (page: Page) => page.waitForTimeout(150);

describe("desktop navigation (1280 px)", () => {
  test("every link in the bar lands on its route", async () => {
    const page = await openPage();
    await open(page, "/about");
    const bar = page.locator("header nav").first();
    const links: [string, string][] = [
      ["Home", "/"],
      ["About Us", "/about"],
      ["Resources", "/resources"],
      ["Practice Test", "/practice-test"],
      ["Conversation Videos", "/conversation-videos"],
    ];
    for (const [label, path] of links) {
      await bar.getByRole("link", { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      expect(pathOf(page)).toBe(path);
    }
    for (const label of ["Sign In", "Sign Up"]) {
      await open(page, "/");
      await page.locator("header").getByRole("link", { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/login");
    }
    await open(page, "/resources");
    await page.locator("header").getByRole("link", { name: "Jouzu" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(problemsOf(page).filter((p) => !p.includes("404"))).toEqual([]);
  });

  test("the subscribe link opens the channel in a new tab, safely", async () => {
    const page = await openPage();
    await open(page, "/");
    const subscribe = page.locator("header").getByRole("link", { name: /Subscribe/ });
    expect(await subscribe.getAttribute("target")).toBe("_blank");
    expect(await subscribe.getAttribute("rel")).toBe("noopener noreferrer");
    const href = new URL((await subscribe.getAttribute("href")) ?? "");
    expect(href.hostname).toBe("www.youtube.com");
    expect(href.searchParams.get("sub_confirmation")).toBe("1");
  });

  test("the Tools dropdown opens and closes with the mouse", async () => {
    const page = await openPage();
    await open(page, "/");
    const trigger = page.getByRole("button", { name: "Tools" });
    await trigger.click();
    const menu = page.getByRole("menu");
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole("menuitem").allInnerTexts()).toEqual([
      expect.stringContaining("Currency Converter"),
      expect.stringContaining("Date Converter"),
      expect.stringContaining("Jobs Search"),
      expect.stringContaining("Voiceover Tool"),
      expect.stringContaining("Information Search"),
      expect.stringContaining("Tutorials"),
    ]);
    await trigger.click();
    await expect.poll(() => menu.count()).toBe(0);

    // Choosing a tool navigates and the menu closes with the path change.
    await trigger.click();
    await page.getByRole("menuitem", { name: /Date Converter/ }).click();
    await page.waitForURL((url) => url.pathname === "/date-converter");
    await expect.poll(() => page.getByRole("menu").count()).toBe(0);
  });

  test("the Tools dropdown works from the keyboard", async () => {
    const page = await openPage();
    await open(page, "/");
    const trigger = page.getByRole("button", { name: "Tools" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("menu").isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
      .toContain("Currency Converter");
    await settle(page);
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
      .toContain("Date Converter");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("menu").count()).toBe(0);
    // Focus goes back to the button that opened the menu.
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.getByRole("menu").isVisible()).toBe(true);
    await settle(page);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/jobs-search");
  });
});

describe("the desktop bar from the spec's breakpoint (1024 px)", () => {
  /** The bar's visible controls, left to right, with their boxes. */
  const barItems = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll("header > div a, header > div button, header > div select")]
        .filter((element) => element instanceof HTMLElement && element.offsetParent !== null)
        .map((element) => {
          const box = element.getBoundingClientRect();
          return {
            name: element.textContent?.trim() || element.getAttribute("aria-label") || "",
            left: box.left,
            right: box.right,
            top: box.top,
            bottom: box.bottom,
          };
        })
        .sort((a, b) => a.left - b.left),
    );

  test.each(["en", "ne", "ja"])(
    "in %s at 1024 px: every link in the bar, on one line, nothing overflowing",
    async (locale) => {
      const page = await openPage({ viewport: { width: 1024, height: 800 } });
      await page.context().addCookies([{ name: "lang", value: locale, url: inject("baseUrl") }]);
      await open(page, "/");
      const bar = page.locator("header nav").first();
      expect(await bar.isVisible()).toBe(true);
      expect(await bar.getByRole("link").count()).toBe(5);
      expect(await page.locator("header button[aria-controls=mobile-menu]").isVisible()).toBe(
        false,
      );
      const items = await barItems(page);
      expect(items.length).toBeGreaterThanOrEqual(11);
      for (const [index, item] of items.entries()) {
        // Within the window, one line high, and clear of the next item.
        expect(item.right, item.name).toBeLessThanOrEqual(1024);
        expect(item.bottom - item.top, item.name).toBeLessThanOrEqual(44);
        const next = items[index + 1];
        if (next) expect(item.right, `${item.name} | ${next.name}`).toBeLessThanOrEqual(next.left);
      }
      const overflow = await page.evaluate(() => {
        const row = document.querySelector("header > div");
        return row ? row.scrollWidth - row.clientWidth : -1;
      });
      expect(overflow).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
      await page.screenshot({
        path: `test-results/screenshots/header-1024-${locale}.png`,
        clip: { x: 0, y: 0, width: 1024, height: 64 },
      });
    },
  );

  test("below 1024 px the menu button takes over", async () => {
    const page = await openPage({ viewport: { width: 1023, height: 800 } });
    await open(page, "/");
    expect(await page.locator("header nav").first().isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
  });
});

describe("the footer", () => {
  test("lists the tools, the tutorials among them", async () => {
    const page = await openPage();
    await open(page, "/about");
    const tools = page.getByRole("navigation", { name: "Tools" });
    expect(await tools.getByRole("link").allInnerTexts()).toEqual([
      "Currency Converter",
      "Date Converter",
      "Jobs Search",
      "Voiceover Tool",
      "Information Search",
      "Tutorials",
    ]);
    await tools.getByRole("link", { name: "Tutorials" }).click();
    await page.waitForURL((url) => url.pathname === "/tutorials");
    // The address changes as the navigation commits; the new page may render a moment later
    // (its data can come from the page cache faster than its code loads).
    await page.getByRole("heading", { level: 1, name: "Tutorials" }).waitFor();
  });
});

describe("mobile navigation (375 px)", () => {
  test("the menu opens, closes, closes on Escape and on navigation", async () => {
    const page = await openPage({ viewport: phone });
    await open(page, "/");
    // The desktop links are hidden at this width.
    expect(await page.getByRole("button", { name: "Tools" }).isVisible()).toBe(false);
    const button = page.getByRole("button", { name: "Open menu" });
    const menu = page.locator("#mobile-menu");
    expect(await menu.isVisible()).toBe(false);

    await button.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(
      await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"),
    ).toBe("true");
    expect(await menu.getByRole("heading", { name: "Tools" }).isVisible()).toBe(true);
    for (const tool of [
      "Currency Converter",
      "Date Converter",
      "Jobs Search",
      "Voiceover Tool",
      "Tutorials",
    ]) {
      expect(await menu.getByRole("link", { name: tool }).isVisible()).toBe(true);
    }

    await page.getByRole("button", { name: "Close menu" }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole("link", { name: "About Us" }).focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(
      await page
        .getByRole("button", { name: "Open menu" })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Resources" }).click();
    await page.waitForURL((url) => url.pathname === "/resources");
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(
      await page.getByRole("heading", { name: "Japanese Learning Resources" }).isVisible(),
    ).toBe(true);
  });
});
