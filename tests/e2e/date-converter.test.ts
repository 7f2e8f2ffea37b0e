import { describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
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
const converter = "/date-converter";

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(/\s+/g, " ").trim();

/** Fills the form as a visitor would and sends it; waits for the new address's result. */
async function convert(
  page: Page,
  type: "Gregorian (AD)" | "Japanese era (和暦)" | "Nepali Bikram Sambat (BS)",
  date: string,
  birth = "",
) {
  await page.getByRole("radio", { name: type }).check();
  await page.getByRole("textbox", { name: "Date", exact: true }).fill(date);
  await page.getByRole("textbox", { name: "Birth date (optional)" }).fill(birth);
  await page.getByRole("button", { name: "Convert" }).click();
  await page.waitForURL((url) => url.searchParams.get("date") === date);
}

/** Proves a step happened in the page, not by loading a new document. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

describe("date converter in Chromium", () => {
  test("a Gregorian date in all three calendars, converted in the page", async () => {
    const page = await openPage();
    await open(page, converter);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Date Converter");
    expect(await page.getByRole("radio", { name: "Gregorian (AD)" }).isChecked()).toBe(true);
    await markDocument(page);

    await convert(page, "Gregorian (AD)", "2024-04-13");
    await page.getByTestId("result-gregorian").waitFor();
    expect(await text(page, "result-gregorian")).toContain("2024-04-13");
    expect(await text(page, "result-gregorian")).toContain("Saturday, April 13, 2024");
    expect(await text(page, "result-japanese")).toContain("令和6年4月13日 (Reiwa 6)");
    expect(await text(page, "result-nepali")).toContain("२०८१ बैशाख १ (2081 Baisakh 1)");
    expect(await text(page, "result-nepali")).toContain("2081-01-01 · शनिबार");
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.getByTestId("result-age").count()).toBe(0);
    expect(problemsOf(page)).toEqual([]);
  });

  test("a Japanese era date: the hint follows the choice, 元年 is year 1", async () => {
    const page = await openPage();
    await open(page, converter);
    await page.getByRole("radio", { name: "Japanese era (和暦)" }).check();
    await page.getByText("元年 is year 1").waitFor();
    await convert(page, "Japanese era (和暦)", "令和元年5月1日");
    await page.getByTestId("result-gregorian").getByText("2019-05-01").waitFor();
    expect(await text(page, "result-japanese")).toContain("令和元年5月1日 (Reiwa 1)");
    expect(await text(page, "result-nepali")).toContain("२०७६ बैशाख १८ (2076 Baisakh 18)");

    await convert(page, "Japanese era (和暦)", "Heisei 31-04-30");
    await page.getByTestId("result-gregorian").getByText("2019-04-30").waitFor();
    expect(await text(page, "result-japanese")).toContain("平成31年4月30日 (Heisei 31)");
    expect(problemsOf(page)).toEqual([]);
  });

  test("a Nepali date in Devanagari, and with an English month name", async () => {
    const page = await openPage();
    await open(page, converter);
    await convert(page, "Nepali Bikram Sambat (BS)", "२०८१ बैशाख १");
    await page.getByTestId("result-gregorian").getByText("2024-04-13").waitFor();
    expect(await text(page, "result-japanese")).toContain("令和6年4月13日 (Reiwa 6)");

    await convert(page, "Nepali Bikram Sambat (BS)", "2081 Poush 17");
    await page.getByTestId("result-gregorian").getByText("2025-01-01").waitFor();
    expect(await text(page, "result-nepali")).toContain("२०८१ पुष १७ (2081 Poush 17)");
    expect(problemsOf(page)).toEqual([]);
  });

  test("the age, with days borrowed from the month before", async () => {
    const page = await openPage();
    await open(page, converter);
    await convert(page, "Gregorian (AD)", "2024-03-01", "2000-01-31");
    await page.getByTestId("result-age").waitFor();
    expect(await text(page, "result-age")).toContain("24 years, 1 month and 1 day");
    expect(await text(page, "result-age")).toContain("From 2000-01-31 to 2024-03-01.");

    // The birth date is in the same calendar as the date.
    await convert(page, "Nepali Bikram Sambat (BS)", "2080 Falgun 18", "२०५६ माघ १७");
    await page.getByTestId("result-gregorian").getByText("2024-03-01").waitFor();
    expect(await text(page, "result-age")).toContain("24 years, 1 month and 1 day");
    await saveScreenshots(page, "date-converter-age");
    expect(problemsOf(page)).toEqual([]);
  });

  test("a birth date after the date gets a clear message and no age", async () => {
    const page = await openPage();
    await open(page, converter);
    await convert(page, "Gregorian (AD)", "2024-03-01", "2025-01-01");
    await page.getByTestId("birth-after-date").waitFor();
    expect(await text(page, "birth-after-date")).toContain(
      "The birth date (2025-01-01) is after the date (2024-03-01)",
    );
    expect(await page.getByTestId("result-age").count()).toBe(0);
    expect(await text(page, "result-gregorian")).toContain("2024-03-01");
  });

  test.each([
    ["Gregorian (AD)", "2024-02-30", "This date does not exist\nThat month has only 29 days."],
    ["Gregorian (AD)", "2023-02-29", "This date does not exist\nThat month has only 28 days."],
    ["Gregorian (AD)", "2024-13-01", "This date does not exist\nA year has only 12 months."],
    ["Gregorian (AD)", "2024/02/3O", "Invalid Gregorian date format"],
    [
      "Japanese era (和暦)",
      "令和6年2月30日",
      "This date does not exist\nThat month has only 29 days.",
    ],
    [
      "Nepali Bikram Sambat (BS)",
      "2081 Poush 30",
      "This date does not exist\nThat month has only 29 days.",
    ],
    ["Japanese era (和暦)", "Heisei 32-01-01", "Invalid Japanese date format"],
    ["Japanese era (和暦)", "Reiwa 1-04-30", "Invalid Japanese date format"],
    ["Nepali Bikram Sambat (BS)", "2081 Foo 1", "Invalid Nepali date format"],
    ["Nepali Bikram Sambat (BS)", "1990-01-01", "Conversion failed"],
  ] as const)("%s %j: “%s”", async (type, date, message) => {
    const page = await openPage();
    await open(page, converter);
    await convert(page, type, date);
    const error = page.getByTestId("date-error");
    await error.waitFor();
    const [first, second] = message.split("\n");
    const lines = (await error.innerText()).split("\n").filter((line) => line.trim() !== "");
    expect(lines[0]).toBe(first);
    if (second) expect(lines[1]).toBe(second);
    const input = page.getByRole("textbox", { name: "Date", exact: true });
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    expect(await input.inputValue()).toBe(date);
    expect(await page.getByTestId("result-gregorian").count()).toBe(0);
    // Under an error there is no result, and so no "Result" heading either, even a hidden one.
    expect(await page.getByRole("heading", { name: "Result" }).count()).toBe(0);
    expect(await page.getByTestId("date-results").getAttribute("aria-labelledby")).toBeNull();
    expect(problemsOf(page)).toEqual([]);
  });

  test("an invalid birth date is named under its field, and the date still converts", async () => {
    const page = await openPage();
    await open(page, converter);
    await convert(page, "Japanese era (和暦)", "令和6年3月1日", "2000-01-31");
    await page.getByTestId("birth-error").waitFor();
    expect(await text(page, "birth-error")).toBe("Invalid Japanese date format");
    expect(await text(page, "result-gregorian")).toContain("2024-03-01");
    await saveScreenshots(page, "date-converter-birth-error");
  });

  test("works without JavaScript: a GET form answered by the server", async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(converter);
    await page.getByRole("radio", { name: "Nepali Bikram Sambat (BS)" }).check();
    await page.getByRole("textbox", { name: "Date", exact: true }).fill("2081-01-01");
    await page.getByRole("textbox", { name: "Birth date (optional)" }).fill("2056 Magh 17");
    await page.getByRole("button", { name: "Convert" }).click();
    await page.waitForURL(/date=2081-01-01/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      type: "nepali",
      date: "2081-01-01",
      birth: "2056 Magh 17",
    });
    expect(await text(page, "result-gregorian")).toContain("2024-04-13");
    expect(await text(page, "result-japanese")).toContain("令和6年4月13日 (Reiwa 6)");
    expect(await text(page, "result-age")).toContain("24 years, 2 months and 13 days");
    expect(await page.getByRole("radio", { name: "Nepali Bikram Sambat (BS)" }).isChecked()).toBe(
      true,
    );

    await page.goto(`${converter}?type=japanese&date=Heisei+32-01-01`);
    expect(await text(page, "date-error")).toBe("Invalid Japanese date format");
  });

  test("the examples fill the form, and the back button brings the last one back", async () => {
    const page = await openPage();
    await open(page, converter);
    await page.getByRole("link", { name: "令和6年5月1日" }).click();
    await page.getByTestId("result-gregorian").getByText("2024-05-01").waitFor();
    expect(await page.getByRole("radio", { name: "Japanese era (和暦)" }).isChecked()).toBe(true);
    expect(await page.getByRole("textbox", { name: "Date", exact: true }).inputValue()).toBe(
      "令和6年5月1日",
    );
    await page.getByRole("link", { name: "२०८१ बैशाख १" }).click();
    await page.getByTestId("result-gregorian").getByText("2024-04-13").waitFor();
    await page.goBack();
    await page.getByTestId("result-gregorian").getByText("2024-05-01").waitFor();
    expect(await page.getByRole("textbox", { name: "Date", exact: true }).inputValue()).toBe(
      "令和6年5月1日",
    );
  });

  test("at 375 px: everything fits the width, and the result scrolls into view", async () => {
    const page = await openPage({ viewport: phone, reducedMotion: "reduce" });
    await open(page, converter);
    // Opened without a result, the page stays at the top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await convert(page, "Japanese era (和暦)", "令和6年3月1日", "平成12年1月31日");
    await page.getByTestId("result-age").waitFor();
    // The form fills the phone's screen, so the results are scrolled into view.
    await page.waitForFunction(
      () => {
        const box = document.querySelector('[data-testid="date-results"]')?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
      },
      undefined,
      { timeout: 5_000 },
    );
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    expect(await page.getByRole("button", { name: "Convert" }).isVisible()).toBe(true);
    expect(problemsOf(page)).toEqual([]);
  });

  test.each(["light", "dark"] as const)(
    "no serious or critical axe violations (%s theme): empty, result with age, error",
    async (theme) => {
      const page = await openPage({ colorScheme: theme, reducedMotion: "reduce" });
      for (const [name, path] of [
        ["date-converter", converter],
        ["date-converter-result", `${converter}?type=gregorian&date=2024-03-01&birth=2000-01-31`],
        ["date-converter-error", `${converter}?type=nepali&date=2081+Foo+1`],
        ["date-converter-projected", `${converter}?type=nepali&date=2090-06-15`],
        ["date-converter-before-meiji", `${converter}?date=1850-06-01`],
      ] as const) {
        await open(page, path);
        expect(await seriousAxeViolations(page, axeRulesFor(theme)), path).toEqual([]);
        await saveScreenshots(page, `${name}-${theme}`);
      }
      expect(problemsOf(page)).toEqual([]);
    },
  );

  test("in Nepali and Japanese: labels and messages in the interface language", async () => {
    const page = await openPage();
    await page.context().addCookies([{ name: "lang", value: "ne", url: baseUrl }]);
    await open(page, `${converter}?type=gregorian&date=2024-03-01&birth=2000-01-31`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("मिति परिवर्तक");
    expect(await text(page, "result-age")).toContain("२४ वर्ष, १ महिना र १ दिन");
    expect(await text(page, "result-age")).toContain("२०००-०१-३१ देखि २०२४-०३-०१ सम्म।");
    await saveScreenshots(page, "date-converter-ne");
    await open(page, `${converter}?type=nepali&date=2081+Foo+1`);
    expect(await text(page, "date-error")).toBe("नेपाली मितिको ढाँचा मिलेन");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.context().addCookies([{ name: "lang", value: "ja", url: baseUrl }]);
    await open(page, `${converter}?type=japanese&date=R6-05-01&birth=H12-01-31`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("日付変換");
    expect(await text(page, "result-age")).toContain("満24歳3か月1日");
    await saveScreenshots(page, "date-converter-ja");
    expect(problemsOf(page)).toEqual([]);
  });
});
