import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { chromiumForThisFile, desktop, open, phone } from "../support/browser.ts";
import { focusRingOf, type FocusRing } from "../support/focus-ring.ts";

const openPage = chromiumForThisFile();

/** WCAG 2.4.11 / 1.4.11: a focus indicator of at least 3:1 against what is around it. */
const minimumContrast = 3;

/** Tabs through the page and measures the ring of each element the keyboard reaches. */
async function ringsByTab(page: Page, stops: number): Promise<FocusRing[]> {
  const rings: FocusRing[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press("Tab");
    const ring = await focusRingOf(page);
    if (ring) rings.push(ring);
  }
  return rings;
}

const problems = (rings: FocusRing[]) =>
  rings.filter(
    (ring) => ring.style === "none" || ring.widthPx < 2 || ring.contrast < minimumContrast,
  );

const pages = [
  "/",
  "/resources",
  "/resources/dictionary?q=taberu",
  "/resources/jlpt/n5/vocabulary",
  "/tutorials",
  "/date-converter?date=2024-02-30",
  "/information-search?q=kanji",
  "/login",
];

describe.each(["light", "dark"] as const)("keyboard focus in the %s theme", (colorScheme) => {
  test.each(pages)("every element the keyboard reaches on %s shows a 3:1 ring", async (path) => {
    const page = await openPage({ colorScheme, viewport: desktop, reducedMotion: "reduce" });
    await open(page, path);
    const rings = await ringsByTab(page, 45);
    expect(rings.length).toBeGreaterThan(10);
    expect(problems(rings)).toEqual([]);
  });

  test("the Tools menu items, which used to have no ring on a 1.1:1 highlight", async () => {
    const page = await openPage({ colorScheme, viewport: desktop, reducedMotion: "reduce" });
    await open(page, "/");
    await page.getByRole("button", { name: "Tools" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("menu").isVisible()).toBe(true);
    const items = [
      "Currency Converter",
      "Date Converter",
      "Jobs Search",
      "Voiceover Tool",
      "Information Search",
      "Tutorials",
    ];
    const rings: FocusRing[] = [];
    for (const item of items) {
      // Radix moves the focus a moment after the key (and after the menu opens): wait for it.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
        .toContain(item);
      const ring = await focusRingOf(page);
      if (ring) rings.push(ring);
      await page.keyboard.press("ArrowDown");
    }
    expect(rings.map((ring) => ring.element)).toEqual(
      items.map((item) => expect.stringContaining(item)),
    );
    expect(problems(rings)).toEqual([]);
  });

  test("the mobile menu's links", async () => {
    const page = await openPage({ colorScheme, viewport: phone, reducedMotion: "reduce" });
    await open(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    // From the menu button, the keyboard walks through the menu's links.
    const rings = await ringsByTab(page, 14);
    expect(rings.some((ring) => ring.element.includes("Tutorials"))).toBe(true);
    expect(problems(rings)).toEqual([]);
  });
});
