import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { saveRatesSnapshot } from "../../app/features/currency/rates-store.server.ts";
import { openDatabase } from "../../app/server/db/client.server.ts";
import {
  buildDirectory,
  projectRoot,
  startAppServer,
  newDataDir,
  type RunningServer,
} from "../support/app-server.ts";
import {
  desktop,
  launchChromium,
  newPage,
  phone,
  open,
  problemsOf,
  saveScreenshots,
  axeRulesFor,
  seriousAxeViolations,
} from "../support/browser.ts";
import {
  sampleRates,
  startFakeRatesServer,
  type FakeRatesServer,
} from "../support/fake-rates-server.ts";

const converterPath = "/currency-converter";
const chartChunk = /\/assets\/rate-trend-chart-[\w-]+\.js$/;
const hour = 3_600_000;
const day = 24 * hour;

/** The converter has its rates and no request is under way. */
const settled = (page: Page) =>
  page.locator('[data-testid="currency-converter"][data-loading="false"]').waitFor();

// Intl puts no-break spaces between symbol and number; compare them as plain spaces.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const resultText = async (page: Page) =>
  plainSpaces(await page.getByTestId("converted-amount").innerText());

/** The browser's own formatting of a money amount, as the page should show it. */
const money = (page: Page, value: number, currency: string, locale = "en") =>
  page
    .evaluate(
      ([value, currency, locale]) => {
        const digits = new Intl.NumberFormat(locale, {
          style: "currency",
          currency,
        }).resolvedOptions().minimumFractionDigits;
        return new Intl.NumberFormat(locale, {
          style: "currency",
          currency,
          currencyDisplay: "narrowSymbol",
          minimumFractionDigits: Math.min(2, digits ?? 2),
          maximumFractionDigits: 2,
        }).format(value);
      },
      [value, currency, locale] as const,
    )
    .then(plainSpaces);

const ratesRequests = (page: Page) => {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/rates") seen.push(request.url());
  });
  return seen;
};

/** Problems other than the 503 answers the browser itself reports while rates are unavailable. */
const unexpectedProblems = (page: Page) =>
  problemsOf(page).filter((problem) => !problem.includes("503"));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("a new site: nothing stored yet", () => {
  let fake: FakeRatesServer;
  let server: RunningServer;
  beforeAll(async () => {
    fake = await startFakeRatesServer();
    fake.answer(500);
    // Each test sets the provider's answer and expects the next request to ask it: no backoff
    // after a failure here (tests/integration/exchange-rates.test.ts covers the backoff).
    server = await startAppServer({ env: { RATES_URL: fake.url, RATES_BACKOFF_MS: "0" } });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await fake?.close();
  });
  const pageOn = (options = {}) => newPage(browser, server.url, options);

  test.each(["light", "dark"] as const)(
    "on the home page (%s) the same failure is a calm, compact note under the hero",
    async (colorScheme) => {
      const page = await pageOn({ colorScheme, reducedMotion: "reduce" });
      await open(page, "/");
      const note = page.getByTestId("rates-error");
      await note.waitFor();
      expect(await note.innerText()).toContain(
        "Failed to fetch exchange rates. Please try again later.",
      );
      // A status, not an alert; neutral colours, not red; one line high on a desktop.
      expect(await note.getAttribute("role")).toBe("status");
      const look = await note.evaluate((element) => {
        // Tailwind's colours are oklch(): the canvas turns any CSS colour into sRGB bytes.
        const context = document.createElement("canvas").getContext("2d");
        const bytes = (color: string) => {
          if (!context) return [0, 0, 0];
          context.fillStyle = color;
          context.fillRect(0, 0, 1, 1);
          return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
        };
        const style = getComputedStyle(element);
        return {
          colors: [bytes(style.borderTopColor), bytes(style.backgroundColor), bytes(style.color)],
          height: element.getBoundingClientRect().height,
        };
      });
      const reddish = ([r = 0, g = 0, b = 0]: number[]) => r > g + 40 && r > b + 40;
      expect(look.colors.filter(reddish)).toEqual([]);
      expect(look.height).toBeLessThan(80);
      // The hero's ways in come first.
      const heroFirst = await page.evaluate(() => {
        const search = document.querySelector('form[role="search"]');
        const converter = document.querySelector('[data-testid="currency-converter"]');
        return Boolean(
          search &&
          converter &&
          search.compareDocumentPosition(converter) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      });
      expect(heroFirst).toBe(true);
      expect(await seriousAxeViolations(page, axeRulesFor(colorScheme))).toEqual([]);
      await saveScreenshots(page, `home-rates-unavailable-${colorScheme}`);
    },
  );

  test("the provider failing with nothing stored: the error state, then Try again recovers", async () => {
    const page = await pageOn({ reducedMotion: "reduce" });
    await open(page, converterPath);
    const error = page.getByTestId("rates-error");
    await error.waitFor();
    expect(await error.innerText()).toContain(
      "Failed to fetch exchange rates. Please try again later.",
    );
    // The error replaces the converter's content.
    expect(await page.getByRole("textbox", { name: "Amount" }).count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Currency Converter");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshots(page, "currency-converter-error");

    fake.answer("ok");
    await error.getByRole("button", { name: "Try again" }).click();
    await settled(page);
    expect(await resultText(page)).toBe(await money(page, 1000 * sampleRates.NPR, "NPR"));
    expect(unexpectedProblems(page)).toEqual([]);
  });

  test("1000 JPY → NPR is amount × rate, with the rupee's symbol and the rate lines", async () => {
    const page = await pageOn();
    await open(page, converterPath);
    await settled(page);
    expect(await page.getByRole("textbox", { name: "Amount" }).inputValue()).toBe("1000");
    expect(await page.getByRole("textbox", { name: "Amount" }).getAttribute("placeholder")).toBe(
      "Enter amount",
    );
    expect(await page.getByRole("combobox", { name: "From" }).inputValue()).toBe("JPY");
    expect(await page.getByRole("combobox", { name: "To" }).inputValue()).toBe("NPR");
    expect(
      await page.getByRole("combobox", { name: "To" }).locator("option").allInnerTexts(),
    ).toEqual([
      "JPY — Japanese Yen",
      "NPR — Nepalese Rupee",
      "BDT — Bangladeshi Taka",
      "PHP — Philippine Peso",
      "VND — Vietnamese Dong",
      "IDR — Indonesian Rupiah",
      "PKR — Pakistani Rupee",
      "INR — Indian Rupee",
      "TWD — Taiwan Dollar",
      "MMK — Myanmar Kyat",
    ]);
    // 1000 × 0.8953 = 895.30
    expect(await resultText(page)).toBe("Rs 895.30");
    expect(await resultText(page)).toBe(await money(page, 1000 * sampleRates.NPR, "NPR"));
    expect(await page.getByTestId("rate-lines").locator("li").allInnerTexts()).toEqual([
      "1 JPY = 0.8953 NPR",
      "1 NPR = 1.1169 JPY",
    ]);
    expect(await page.getByTestId("last-updated").innerText()).toMatch(/^Last updated: .*\d/);
    // One day recorded: no chart yet, and it says so.
    expect(await page.getByTestId("trend-not-enough").innerText()).toContain(
      "Not enough history yet",
    );
    expect(await page.getByTestId("rate-trend-chart").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshots(page, "currency-converter");
    expect(problemsOf(page)).toEqual([]);
  });

  test("a pair without JPY uses target rate / source rate; swap exchanges the currencies", async () => {
    const page = await pageOn();
    await open(page, converterPath);
    await settled(page);
    await page.getByRole("combobox", { name: "From" }).selectOption("NPR");
    await page.getByRole("combobox", { name: "To" }).selectOption("INR");
    await settled(page);
    // 1000 × 0.5602 / 0.8953 = 625.71
    expect(await resultText(page)).toBe("₹625.71");
    expect(await page.getByTestId("rate-lines").locator("li").allInnerTexts()).toEqual([
      "1 NPR = 0.6257 INR",
      "1 INR = 1.5982 NPR",
    ]);

    await page.getByRole("button", { name: "Swap currencies" }).click();
    expect(await page.getByRole("combobox", { name: "From" }).inputValue()).toBe("INR");
    expect(await page.getByRole("combobox", { name: "To" }).inputValue()).toBe("NPR");
    await settled(page);
    // 1000 × 0.8953 / 0.5602 = 1598.18
    expect(await resultText(page)).toBe("Rs 1,598.18");

    await page.getByRole("combobox", { name: "From" }).selectOption("JPY");
    await page.getByRole("button", { name: "Swap currencies" }).click();
    await settled(page);
    expect(await page.getByRole("combobox", { name: "From" }).inputValue()).toBe("NPR");
    expect(await page.getByRole("combobox", { name: "To" }).inputValue()).toBe("JPY");
    // 1000 / 0.8953 = 1116.94
    expect(await resultText(page)).toBe("¥1,116.94");
    expect(problemsOf(page)).toEqual([]);
  });

  test("typing converts as you go; a bad amount gets a clear message and no result", async () => {
    const page = await pageOn();
    await open(page, converterPath);
    await settled(page);
    const amount = page.getByRole("textbox", { name: "Amount" });
    await amount.fill("2,500.5");
    expect(await resultText(page)).toBe(await money(page, 2500.5 * sampleRates.NPR, "NPR"));
    await amount.fill("12abc");
    expect(await page.getByTestId("amount-error").innerText()).toBe(
      "Enter the amount as a number, for example 1000 or 2500.50.",
    );
    expect(await amount.getAttribute("aria-invalid")).toBe("true");
    expect(await resultText(page)).toBe("---");
    await amount.fill("");
    expect(await resultText(page)).toBe("---");
    expect(await page.getByTestId("amount-error").count()).toBe(0);
    await amount.fill("１０００");
    expect(await resultText(page)).toBe("Rs 895.30");
  });

  test("rates are fetched on load, on Refresh and when the target changes, always from our server", async () => {
    const page = await pageOn();
    // A controllable clock, to see the 5-minute refresh without waiting for it.
    await page.clock.install();
    const requests = ratesRequests(page);
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(server.url)) outside.push(request.url());
    });
    await open(page, converterPath);
    await settled(page);
    expect(requests).toHaveLength(1);

    await page.getByRole("button", { name: "Refresh" }).click();
    await settled(page);
    expect(requests).toHaveLength(2);

    await page.getByRole("combobox", { name: "To" }).selectOption("VND");
    await settled(page);
    expect(requests).toHaveLength(3);
    // Changing only the source asks nothing.
    await page.getByRole("combobox", { name: "From" }).selectOption("PHP");
    await settled(page);
    expect(requests).toHaveLength(3);

    await page.clock.fastForward("04:50");
    expect(requests).toHaveLength(3);
    await page.clock.fastForward("00:15");
    await settled(page);
    expect(requests).toHaveLength(4);
    expect(outside).toEqual([]);
  });

  test("the Nepali interface: Nepali labels, numbers formatted by the browser for Nepali", async () => {
    const page = await pageOn();
    await page.context().addCookies([{ name: "lang", value: "ne", url: server.url }]);
    await open(page, converterPath);
    await settled(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("मुद्रा रूपान्तरण");
    expect(await page.getByRole("textbox", { name: "रकम" }).getAttribute("placeholder")).toBe(
      "रकम लेख्नुहोस्",
    );
    // Chromium has no Nepali number data and falls back to English digits; a browser that has
    // it shows रू ८९५.३० (the unit tests check that form).
    expect(await resultText(page)).toBe(await money(page, 1000 * sampleRates.NPR, "NPR", "ne"));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshots(page, "currency-converter-ne");
    expect(problemsOf(page)).toEqual([]);
  });
});

describe("a site with stored rates from earlier days", () => {
  let fake: FakeRatesServer;
  let server: RunningServer;
  const now = Date.now();
  const storedDays: { at: Date; npr: number }[] = [
    { at: new Date(now - 10 * day), npr: 0.8 }, // outside the 7 days
    { at: new Date(now - 6 * day + hour), npr: 0.86 },
    { at: new Date(now - 4 * day), npr: 0.87 },
    { at: new Date(now - 4 * day + 5 * 60_000), npr: 0.875 }, // the same day, later: this one
    { at: new Date(now - 2 * day), npr: 0.88 },
    { at: new Date(now - 3 * hour), npr: 0.89 }, // the newest: 3 hours old
  ];
  const utcDay = (date: Date) => date.toISOString().slice(0, 10);

  beforeAll(async () => {
    fake = await startFakeRatesServer();
    fake.answer(500);
    // Seed the data directory before the server opens it (PGlite allows one process at a time).
    const dataDir = newDataDir();
    const database = await openDatabase({ kind: "pglite", dataDir });
    for (const { at, npr } of storedDays) {
      await saveRatesSnapshot(database.db, {
        rates: { ...sampleRates, NPR: npr },
        providerUpdatedAt: null,
        fetchedAt: at,
      });
    }
    await database.close();
    server = await startAppServer({
      dataDir,
      env: { RATES_URL: fake.url, RATES_BACKOFF_MS: "0" },
    });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await fake?.close();
  });
  const pageOn = (options = {}) => newPage(browser, server.url, options);

  test("while the provider hangs, pages render at once and show the stored rates", async () => {
    fake.answer("hang");
    const before = fake.requests();
    // The stored rates are 3 hours old, so this asks the provider, which never answers.
    const pending = fetch(`${server.url}/api/rates`);
    await expect.poll(() => fake.requests() - before).toBe(1);
    for (const pagePath of ["/", converterPath]) {
      const started = Date.now();
      const response = await fetch(server.url + pagePath);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Currency Converter");
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    const page = await pageOn();
    await open(page, converterPath);
    // The stored rates show while the request for fresh ones is still under way.
    expect(await resultText(page)).toBe(await money(page, 1000 * 0.89, "NPR"));
    expect(await page.getByTestId("currency-converter").getAttribute("data-loading")).toBe("true");
    // The provider's time budget runs out (10 s) and the stored rates are served, marked stale.
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ stale: true, rates: { NPR: 0.89 } });
    fake.answer(500);
  });

  test("the provider failing: the last stored rates with their age, and the trend of stored days", async () => {
    const page = await pageOn({ reducedMotion: "reduce" });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await open(page, converterPath);
    await settled(page);
    expect(await page.getByTestId("rates-stale").innerText()).toBe(
      "Live rates are unavailable right now. Showing the last stored rates, from 3 hours ago.",
    );
    expect(await resultText(page)).toBe(await money(page, 1000 * 0.89, "NPR"));
    expect(await page.getByTestId("rates-error").count()).toBe(0);

    // One point per stored day in the last 7, each the day's last rate: nothing invented.
    await page.getByTestId("rate-trend-chart").waitFor();
    const points = await page
      .getByTestId("trend-point")
      .evaluateAll((elements) =>
        elements.map((e) => [e.getAttribute("data-date"), Number(e.getAttribute("data-rate"))]),
      );
    const expected = new Map<string, number>();
    for (const { at, npr } of storedDays.slice(1)) expected.set(utcDay(at), npr);
    expect(points).toEqual([...expected.entries()]);
    expect(points.length).toBeLessThan(7);
    expect(await page.getByRole("heading", { name: "7-Day Exchange Rate Trend" }).count()).toBe(1);
    // The same figures, readable without the picture.
    expect(await page.getByTestId("rate-trend-chart").locator("tbody tr").count()).toBe(
      points.length,
    );
    // Nothing sticks out sideways on a phone.
    await page.setViewportSize(phone);
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return {
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: width,
        // For the failure message: what sticks out.
        offenders: [...document.querySelectorAll("body *")]
          .filter((element) => element.getBoundingClientRect().right > width + 0.5)
          .map((element) => `${element.tagName}.${element.getAttribute("class") ?? ""}`)
          .slice(0, 5),
      };
    });
    expect(overflow.scrollWidth, overflow.offenders.join(", ")).toBe(overflow.clientWidth);
    await page.setViewportSize(desktop);
    // The chart's code came in its own chunk, on demand.
    expect(scripts.filter((script) => chartChunk.test(script))).toHaveLength(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshots(page, "currency-converter-stored-rates");
    expect(unexpectedProblems(page)).toEqual([]);
  });

  test("the trend follows the chosen pair", async () => {
    const page = await pageOn();
    await open(page, converterPath);
    await settled(page);
    await page.getByRole("button", { name: "Swap currencies" }).click();
    await settled(page);
    await page.getByTestId("rate-trend-chart").waitFor();
    const rates = await page
      .getByTestId("trend-point")
      .evaluateAll((elements) => elements.map((e) => Number(e.getAttribute("data-rate"))));
    expect(rates.at(-1)).toBeCloseTo(1 / 0.89, 10);
  });

  test("the provider back but slow: after Refresh the live rates replace the stored ones unasked, and today joins the trend", async () => {
    const page = await pageOn();
    await open(page, converterPath);
    await settled(page);
    await page.getByTestId("rates-stale").waitFor();
    // Slower than the 1 s the server waits before answering with the stored rates.
    fake.setSlowMs(2_500);
    fake.answer("slow");
    await page.getByRole("button", { name: "Refresh" }).click();
    await settled(page);
    // The browser asks again while the server is still fetching, so the live rates replace the
    // stored ones as soon as the provider's reply is in, with no second click.
    await page.getByTestId("rates-stale").waitFor({ state: "detached", timeout: 15_000 });
    expect(await resultText(page)).toBe("Rs 895.30");
    const dates = await page
      .getByTestId("trend-point")
      .evaluateAll((elements) => elements.map((e) => e.getAttribute("data-date")));
    expect(dates.at(-1)).toBe(utcDay(new Date()));
  });

  test("the converter and its chart read well in the dark theme", async () => {
    const page = await pageOn({ colorScheme: "dark", reducedMotion: "reduce" });
    await open(page, converterPath);
    await settled(page);
    await page.getByTestId("rate-trend-chart").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshots(page, "currency-converter-dark");
  });
});

describe("the converter on the home page", () => {
  const baseUrl = inject("baseUrl");

  test("sits below the hero and converts with the suite's rates", async () => {
    const page = await newPage(browser, baseUrl);
    await open(page, "/");
    await settled(page);
    const order = await page.evaluate(() => {
      const hero = document.querySelector("h1");
      const converter = document.querySelector('[data-testid="currency-converter"]');
      const schedule = document.querySelector("#exam-schedule-heading");
      if (!hero || !converter || !schedule) return null;
      return [
        Boolean(hero.compareDocumentPosition(converter) & Node.DOCUMENT_POSITION_FOLLOWING),
        Boolean(converter.compareDocumentPosition(schedule) & Node.DOCUMENT_POSITION_FOLLOWING),
      ];
    });
    expect(order).toEqual([true, true]);
    expect(await page.getByRole("heading", { level: 2, name: "Currency Converter" }).count()).toBe(
      1,
    );
    expect(await resultText(page)).toBe("Rs 895.30");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshots(page, "home-with-currency-converter");
    expect(problemsOf(page)).toEqual([]);
  });
});

describe("the trend chart loads only where it is shown", () => {
  const baseUrl = inject("baseUrl");

  test("the build has the chart in a chunk of its own", () => {
    const assets = fs.readdirSync(path.join(projectRoot, buildDirectory, "client", "assets"));
    const chunks = assets.filter((name) => /^rate-trend-chart-[\w-]+\.js$/.test(name));
    expect(chunks).toHaveLength(1);
  });

  test.each(["/about", "/jobs-search", "/resources/dictionary"])(
    "%s downloads no chart code",
    async (pagePath) => {
      const page = await newPage(browser, baseUrl);
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await open(page, pagePath);
      await page.waitForLoadState("networkidle");
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((script) => chartChunk.test(script))).toEqual([]);
    },
  );
});
