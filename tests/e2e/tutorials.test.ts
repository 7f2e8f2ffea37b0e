import { describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import {
  chromiumForThisFile,
  open,
  phone,
  problemsOf,
  saveScreenshots,
  seriousAxeViolations,
} from "../support/browser.ts";

const openPage = chromiumForThisFile();
const baseUrl = inject("baseUrl");
const tutorials = "/tutorials";

const cards = (page: Page) => page.getByTestId("tutorial-card");
const headings = (page: Page) => cards(page).getByRole("heading").allInnerTexts();

async function searchFor(page: Page, text: string) {
  const input = page.getByRole("searchbox", { name: "Search tutorials" });
  await input.fill(text);
  await input.press("Enter");
  // The count or the empty state quotes the query once the new results are on the page.
  await page.getByText(`“${text}”`).first().waitFor();
}

describe("tutorials in Chromium", () => {
  test("shows the five tutorials, and a search narrows them case-insensitively", async () => {
    const page = await openPage();
    await open(page, tutorials);
    expect(await cards(page).count()).toBe(5);
    expect(await page.getByTestId("tutorials-count").innerText()).toBe("5 tutorials");

    await searchFor(page, "nhk");
    expect(await headings(page)).toEqual(["Practise listening with NHK Easy Japanese"]);
    expect(await page.getByTestId("tutorials-count").innerText()).toContain(
      "1 of 5 tutorials matches “nhk”.",
    );

    await searchFor(page, "KANJI");
    expect(await headings(page)).toEqual([
      "Type Japanese on your phone and computer",
      "Look up kanji you cannot read: dictionary apps with handwriting",
    ]);
    expect(problemsOf(page)).toEqual([]);
  });

  test("titles and tags are searched too, and no match gives a clear empty state", async () => {
    const page = await openPage();
    // "typing" is a tag of the typing guide; "Practise" is in a title only.
    await open(page, `${tutorials}?q=typing`);
    expect(await headings(page)).toEqual(["Type Japanese on your phone and computer"]);
    await open(page, `${tutorials}?q=Practise`);
    expect(await headings(page)).toEqual(["Practise listening with NHK Easy Japanese"]);
    await open(page, `${tutorials}?q=kitten`);
    expect(await cards(page).count()).toBe(0);
    const empty = page.getByTestId("tutorials-empty");
    expect(await empty.innerText()).toContain("No tutorials match “kitten”.");
    await empty.getByRole("link", { name: "Show all tutorials" }).click();
    await page.getByText("5 tutorials", { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe("");
    expect(await cards(page).count()).toBe(5);
  });

  test.each([
    ["ne", "टाइपिङ", "फोन र कम्प्युटरमा जापानी टाइप गर्ने तरिका", "Gboard इन्स्टल गर्नुहोस्"],
    ["ja", "入力", "スマホとパソコンで日本語を入力する", "Gboardをインストールし"],
  ])(
    "in the %s interface the tutorials are written in it, and found in it",
    async (locale, query, title, step) => {
      const page = await openPage({ reducedMotion: "reduce" });
      await page.context().addCookies([{ name: "lang", value: locale, url: baseUrl }]);
      await open(page, `${tutorials}?q=${encodeURIComponent(query)}`);
      expect(await headings(page)).toEqual([title]);
      const card = cards(page).first();
      expect(await card.getByRole("heading").getAttribute("lang")).toBe(locale);
      await card.locator("summary").click();
      expect(await card.getByTestId("tutorial-details").innerText()).toContain(step);
      // The English readers' Nepali box is not repeated for readers who have it all.
      expect(await card.getByText("In Nepali").count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshots(page, `tutorials-${locale}`);
      expect(problemsOf(page)).toEqual([]);
    },
  );

  test("details expand and collapse with the keyboard", async () => {
    const page = await openPage();
    await open(page, tutorials);
    const card = cards(page).filter({ hasText: "Register for the JLPT in Nepal" });
    const details = card.locator("details");
    const summary = card.locator("summary");
    const firstStep = card.getByText("The JLPT is held twice a year");
    expect(await firstStep.isVisible()).toBe(false);

    await summary.focus();
    await page.keyboard.press("Enter");
    await firstStep.waitFor();
    expect(await details.getAttribute("open")).not.toBeNull();
    expect(await card.locator("[lang=ne]").innerText()).toContain("नेपालबाट JLPT");

    await page.keyboard.press("Space");
    await firstStep.waitFor({ state: "hidden" });
    expect(await details.getAttribute("open")).toBeNull();
    expect(problemsOf(page)).toEqual([]);
  });

  test("Download, Watch and extra links open in a new tab with rel set", async () => {
    const page = await openPage();
    await open(page, tutorials);
    const card = cards(page).filter({ hasText: "Practise listening with NHK Easy Japanese" });
    await card.locator("summary").click();
    const links = card.getByRole("link");
    expect(await links.count()).toBe(3);
    for (const link of await links.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
    }
    const download = card.getByRole("link", { name: /^Download/ });
    expect(await download.getAttribute("href")).toBe(
      "https://www3.nhk.or.jp/nhkworld/en/learnjapanese/",
    );
    // Each link names its tutorial for screen-reader link lists.
    expect(
      await card
        .getByRole("link", {
          name: /^Download\s*: Practise listening with NHK Easy Japanese\s*\(opens in a new tab\)$/,
        })
        .count(),
    ).toBe(1);

    const watch = card.getByRole("link", { name: /^Watch/ });
    // Open it as a visitor would, but keep the test offline: answer for YouTube ourselves.
    await page
      .context()
      .route(/youtube\.com/, (route) =>
        route.fulfill({ contentType: "text/html", body: "<p>ok</p>" }),
      );
    const [popup] = await Promise.all([page.waitForEvent("popup"), watch.click()]);
    expect(popup.url()).toContain("youtube.com/results");
    // noopener: the new tab cannot reach back to our page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  test("the GET form searches without JavaScript", async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(tutorials);
    await page.getByRole("searchbox", { name: "Search tutorials" }).fill("JLPT");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=JLPT/);
    expect(await headings(page)).toEqual([
      "Register for the JLPT in Nepal",
      "Read the JLPT admission ticket and get ready for test day",
    ]);
  });

  test("has its own title, and a query over 100 characters gets a clear message", async () => {
    const response = await fetch(`${baseUrl}${tutorials}?q=${"a".repeat(101)}`);
    const html = await response.text();
    expect(html).toContain("<title>Tutorials: typing Japanese, JLPT registration and test day");
    expect(html).toContain("Searches are at most 100 characters.");
    // The page is unchanged: every tutorial is still there.
    expect(html.match(/data-testid="tutorial-card"/g)).toHaveLength(5);
  });

  test("cards fade in 0.1 s apart, and not at all with reduced motion", async () => {
    const page = await openPage();
    await open(page, tutorials);
    const delays = await cards(page).evaluateAll((elements) =>
      elements.map(
        (card) => card.parentElement && getComputedStyle(card.parentElement).animationDelay,
      ),
    );
    expect(delays).toEqual(["0s", "0.1s", "0.2s", "0.3s", "0.4s"]);

    const still = await openPage({ reducedMotion: "reduce" });
    await open(still, tutorials);
    const names = await cards(still).evaluateAll((elements) =>
      elements.map(
        (card) => card.parentElement && getComputedStyle(card.parentElement).animationName,
      ),
    );
    expect(names).toEqual(Array(5).fill("none"));
  });

  test("looks right at 375 px and 1280 px", async () => {
    const page = await openPage({ viewport: phone, reducedMotion: "reduce" });
    await open(page, tutorials);
    await cards(page).first().locator("summary").click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshots(page, "tutorials-open-details");
    await open(page, `${tutorials}?q=${encodeURIComponent("zzz")}`);
    await saveScreenshots(page, "tutorials-empty");
    const dark = await openPage({ colorScheme: "dark", reducedMotion: "reduce" });
    await open(dark, `${tutorials}?q=jlpt`);
    await dark.locator("summary").first().click();
    expect(await seriousAxeViolations(dark)).toEqual([]);
    await saveScreenshots(dark, "tutorials-search-dark");
    const nepali = await openPage({ locale: "ne-NP", reducedMotion: "reduce" });
    await open(nepali, tutorials);
    await nepali.getByRole("searchbox", { name: "ट्युटोरियल खोज्नुहोस्" }).waitFor();
    await saveScreenshots(nepali, "tutorials-nepali");
    expect(problemsOf(page)).toEqual([]);
    expect(problemsOf(dark)).toEqual([]);
    expect(problemsOf(nepali)).toEqual([]);
  });
});
