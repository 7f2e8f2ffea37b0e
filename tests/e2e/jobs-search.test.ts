import { describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import {
  chromiumForThisFile,
  open,
  problemsOf,
  reload,
  saveScreenshots,
} from "../support/browser.ts";

const openPage = chromiumForThisFile();
const baseUrl = inject("baseUrl");
const jobs = "/jobs-search";

const boardIds = (page: Page) =>
  page
    .locator('[data-testid^="job-board-"]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-testid")?.slice(10)));

const linkOf = async (page: Page, id: string) => {
  const href = await page.getByTestId(`job-board-${id}`).getByRole("link").getAttribute("href");
  return new URL(href ?? "");
};

const searchParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe("job board directory in Chromium", () => {
  test("lists all ten boards, each with a labelled outbound link in a new tab", async () => {
    const page = await openPage();
    await open(page, jobs);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Find Jobs in Japan");
    expect(await boardIds(page)).toHaveLength(10);
    expect(await page.getByTestId("jobs-count").innerText()).toBe("Showing 10 of 10 job boards");
    const links = page.locator('[data-testid^="job-board-"] a');
    expect(await links.count()).toBe(10);
    for (const link of await links.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
    }
    expect(await page.getByRole("link", { name: /^Search on GaijinPot Jobs/ }).count()).toBe(1);
    expect(await page.getByRole("combobox", { name: "Category" }).locator("option").count()).toBe(
      11,
    );
    expect(await page.getByRole("combobox", { name: "Location" }).locator("option").count()).toBe(
      11,
    );
    expect(
      await page.getByRole("combobox", { name: "Board language" }).locator("option").count(),
    ).toBe(5);
    expect(problemsOf(page)).toEqual([]);
  });

  test("the filters narrow the list, live in the address and survive a reload", async () => {
    const page = await openPage();
    await open(page, jobs);
    await page.getByRole("combobox", { name: "Category" }).selectOption("IT/Engineering");
    await page.waitForURL(/category=IT%2FEngineering/);
    await page.getByTestId("jobs-count").getByText("Showing 9 of 10").waitFor();
    const it = await boardIds(page);
    expect(it).toContain("tokyodev");
    expect(it).not.toContain("yolo-japan");
    expect(it.length).toBeLessThan(10);

    await page.getByRole("combobox", { name: "Board language" }).selectOption("Japanese");
    await page.waitForURL(/language=Japanese/);
    await page.getByTestId("jobs-count").getByText("Showing 5 of 10").waitFor();
    const itJapanese = await boardIds(page);
    // Only boards usable in Japanese stay: the English-only developer boards go.
    expect(itJapanese).not.toContain("tokyodev");
    expect(itJapanese).toContain("indeed-japan");

    await page.getByRole("searchbox", { name: "Search job boards" }).fill("GOVERNMENT");
    await page.waitForURL(/q=GOVERNMENT/);
    await page.getByTestId("jobs-count").getByText("Showing 1 of 10").waitFor();
    expect(await boardIds(page)).toEqual(["hello-work"]);
    expect(searchParams(page)).toEqual({
      q: "GOVERNMENT",
      category: "IT/Engineering",
      language: "Japanese",
    });

    await reload(page);
    expect(await boardIds(page)).toEqual(["hello-work"]);
    expect(await page.getByRole("searchbox", { name: "Search job boards" }).inputValue()).toBe(
      "GOVERNMENT",
    );
    expect(await page.getByRole("combobox", { name: "Category" }).inputValue()).toBe(
      "IT/Engineering",
    );
    expect(await page.getByRole("combobox", { name: "Board language" }).inputValue()).toBe(
      "Japanese",
    );
    expect(problemsOf(page)).toEqual([]);
  });

  test("the outbound links carry the search: q and l, keyword, keywords", async () => {
    const page = await openPage();
    await open(page, jobs);
    await page.getByRole("combobox", { name: "Location" }).selectOption("Osaka");
    await page.waitForURL(/location=Osaka/);
    await page.getByRole("searchbox", { name: "Search job boards" }).fill("work");
    await page.waitForURL(/q=work/);
    await page.getByTestId("job-board-indeed-japan").locator('a[href*="q=work"]').waitFor();

    const indeed = await linkOf(page, "indeed-japan");
    expect(indeed.origin + indeed.pathname).toBe("https://jp.indeed.com/jobs");
    expect(Object.fromEntries(indeed.searchParams)).toEqual({ q: "work", l: "Osaka" });

    const gaijinpot = await linkOf(page, "gaijinpot-jobs");
    expect(gaijinpot.hostname).toBe("jobs.gaijinpot.com");
    expect(Object.fromEntries(gaijinpot.searchParams)).toEqual({ keyword: "work" });

    const linkedin = await linkOf(page, "linkedin");
    expect(linkedin.hostname).toBe("www.linkedin.com");
    expect(Object.fromEntries(linkedin.searchParams)).toEqual({
      location: "Japan",
      keywords: "work",
    });

    // Other boards get their plain address.
    expect((await linkOf(page, "hello-work")).href).toBe("https://www.hellowork.mhlw.go.jp/");
    await saveScreenshots(page, "jobs-search-filtered");
    expect(problemsOf(page)).toEqual([]);
  });

  test("no match: a clear empty state whose Clear filters link shows every board again", async () => {
    const page = await openPage();
    await open(page, `${jobs}?q=zzzz&category=Agriculture`);
    const empty = page.getByTestId("jobs-empty");
    expect(await empty.innerText()).toContain("No job boards match these filters");
    await saveScreenshots(page, "jobs-search-empty");
    await empty.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL((url) => url.pathname === jobs && url.search === "");
    await page.getByTestId("job-board-tokyodev").waitFor();
    expect(await boardIds(page)).toHaveLength(10);
    expect(await page.getByRole("searchbox", { name: "Search job boards" }).inputValue()).toBe("");
    expect(await page.getByRole("combobox", { name: "Category" }).inputValue()).toBe("");
  });

  test("works without JavaScript: the form sends the filters as a GET", async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(jobs);
    await page.getByRole("combobox", { name: "Category" }).selectOption("Nursing/Care");
    await page.getByRole("combobox", { name: "Location" }).selectOption("Sendai");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/category=Nursing/);
    expect(searchParams(page)).toMatchObject({ category: "Nursing/Care", location: "Sendai" });
    const ids = await boardIds(page);
    expect(ids).toContain("hello-work");
    expect(ids).not.toContain("tokyodev");
    expect(Object.fromEntries((await linkOf(page, "indeed-japan")).searchParams)).toEqual({
      l: "Sendai",
    });
  });

  test("unknown filters in the address are ignored with a message", async () => {
    const page = await openPage();
    await open(page, `${jobs}?category=Astronaut&language=Chinese`);
    expect(await page.getByTestId("jobs-rejected").innerText()).toContain("were not recognised");
    expect(await boardIds(page)).toEqual(["linkedin", "yolo-japan"]);
    expect(await page.getByRole("combobox", { name: "Category" }).inputValue()).toBe("");
  });

  test("in Nepali: the page, its controls and the descriptions, at 375 and 1280 px", async () => {
    const page = await openPage();
    await page.context().addCookies([{ name: "lang", value: "ne", url: baseUrl }]);
    await open(page, jobs);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("जापानमा जागिर खोज्नुहोस्");
    await page.getByRole("searchbox", { name: "जागिर बोर्ड खोज्नुहोस्" }).fill("कारखाना");
    await page.waitForURL(/q=/);
    await page.getByTestId("jobs-count").getByText("10 मध्ये 2 जागिर बोर्ड").waitFor();
    expect(await boardIds(page)).toEqual(["indeed-japan", "yolo-japan"]);
    await saveScreenshots(page, "jobs-search-ne");
    expect(problemsOf(page)).toEqual([]);
  });
});
