import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { projectRoot } from "./app-server.ts";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: apt-get install -y chromium, or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const desktop = { width: 1280, height: 900 };
export const phone = { width: 375, height: 740 };

/** Contexts opened by the test that is running; closed when it ends. */
const openContexts = new Set<BrowserContext>();
// A test's pages die with it. Left open, every page of a file kept its renderer process, timers
// and polling alive until the file ended, and the later tests of a long file ran slower and slower.
afterEach(async () => {
  const contexts = [...openContexts];
  openContexts.clear();
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
});

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: desktop, ...options });
  openContexts.add(context);
  const page = await context.newPage();
  const problems: string[] = [];
  // A page that throws, or whose scripts the CSP blocks, is broken even if it looks right.
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  browserProblems.set(page, problems);
  return page;
}

/** Opens a path and waits until React has hydrated it, so clicks and keys reach handlers. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** Reloads and waits until React has hydrated again: a control used before that does nothing. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** Waits until a client-side navigation to `href` (path and query) has drawn its page. */
export async function waitUntilShown(page: Page, href: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.documentElement.dataset.shown === expected,
    href,
  );
}

const browserProblems = new WeakMap<Page, string[]>();

/** Errors thrown in the page and console errors (CSP refusals, hydration failures) so far. */
export function problemsOf(page: Page): string[] {
  return browserProblems.get(page) ?? [];
}

const screenshotDir = path.join(projectRoot, "test-results", "screenshots");

/**
 * Saves the page at phone and desktop widths: test-results/screenshots/{name}-{width}.png.
 * They are for people to look at, and nobody looks at CI's: `.ci/run` sets SKIP_SCREENSHOTS=1,
 * which saves about a tenth of the browser suite's time.
 */
export async function saveScreenshots(page: Page, name: string): Promise<void> {
  if (process.env.SKIP_SCREENSHOTS === "1") return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize() ?? desktop;
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: path.join(screenshotDir, `${name}-${viewport.width}.png`),
      fullPage: true,
      animations: "disabled",
    });
  }
  await page.setViewportSize(original);
}

/** The axe rules that depend on colour: all a second theme can change on the same markup. */
const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * Which axe rules a theme needs. Tests run each page in both themes; the light run checks every
 * rule, the dark run only the colour rules (the rest would repeat the light run on the same
 * markup, and cost about 40 % of axe's time).
 */
export const axeRulesFor = (theme: "light" | "dark") => (theme === "dark" ? "colours" : "all");

/** Axe violations that block a page: serious or critical impact. */
export async function seriousAxeViolations(page: Page, rules: "all" | "colours" = "all") {
  const axe = new AxeBuilder({ page });
  const results = await (rules === "colours" ? axe.withRules(colourRules) : axe).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
}

/**
 * One Chromium for a test file, and a page factory on the suite's server:
 * `const newPage = chromiumForThisFile(); … const page = await newPage({ viewport: phone });`
 */
export function chromiumForThisFile() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return (options: BrowserContextOptions = {}) => {
    if (!browser) throw new Error("Chromium is not running (use newPage inside tests)");
    return newPage(browser, inject("baseUrl"), options);
  };
}
