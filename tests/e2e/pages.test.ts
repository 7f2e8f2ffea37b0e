import fs from "node:fs";
import path from "node:path";
import { describe, expect, inject, test } from "vitest";
import { projectRoot } from "../support/app-server.ts";
import { chromiumForThisFile, open, problemsOf } from "../support/browser.ts";

const openPage = chromiumForThisFile();
const baseUrl = inject("baseUrl");

const metaDescription = (html: string) =>
  /<meta name="description" content="([^"]+)"/.exec(html)?.[1];

describe("every page has a title and a description", () => {
  test.each([
    ["/", "Jouzu — Learn Japanese for the JLPT in English and Nepali"],
    ["/about", "About Us — Jouzu"],
    ["/resources", "Japanese Learning Resources — Jouzu"],
    ["/resources/jlpt/n4", "JLPT N4 Study Materials — Jouzu"],
    ["/no-such-page", "Page not found — Jouzu"],
  ])("%s", async (path, title) => {
    const html = await (await fetch(baseUrl + path)).text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(metaDescription(html)?.length).toBeGreaterThan(20);
  });
});

describe("home: JLPT exam schedule", () => {
  test("the upcoming sessions, soonest first, or the latest ones; 2027 added", async () => {
    const page = await openPage();
    await open(page, "/");
    const cards = page.locator("[data-testid^=exam-session-]");
    const dates = await cards
      .locator("time")
      .evaluateAll((elements) => elements.map((e) => e.getAttribute("datetime")));
    // What the page should show today: every upcoming date, or at least the two latest ones.
    const known = [
      "2025-07-06",
      "2025-12-07",
      "2026-07-05",
      "2026-12-06",
      "2027-07-04",
      "2027-12-05",
    ];
    const today = new Date().toISOString().slice(0, 10);
    const upcoming = known.filter((date) => date >= today);
    const latestPast = known.filter((date) => date < today).reverse();
    expect(dates).toEqual([...upcoming, ...latestPast].slice(0, Math.max(upcoming.length, 2)));
    const pastFlags = await cards.evaluateAll((elements) =>
      elements.map((e) => e.textContent?.includes("Past") ?? false),
    );
    expect(pastFlags).toEqual(dates.map((date) => (date ?? "") < today));
    // Without a known upcoming date the page says the next ones are not announced.
    expect(await page.getByTestId("exam-dates-not-announced").count()).toBe(
      upcoming.length === 0 ? 1 : 0,
    );
    if (today <= "2027-07-04") {
      expect(await page.getByTestId("exam-session-2027-07").innerText()).toContain("Upcoming");
    }
  });

  test("clicking N2 shows 155 minutes and its sections; clicking again hides them", async () => {
    const page = await openPage();
    await open(page, "/");
    const card = page.locator("[data-testid^=exam-session-]").first();
    const n2 = card.getByRole("button", { name: "N2", exact: true });
    const panel = card.locator("[id$=-details]");
    expect(await panel.innerText()).not.toContain("155 minutes");

    await n2.click();
    expect(await n2.getAttribute("aria-pressed")).toBe("true");
    const details = await panel.innerText();
    expect(details).toContain("155 minutes");
    expect(details).toContain("Language Knowledge (Vocabulary/Grammar)");
    expect(details).toContain("Reading");
    expect(details).toContain("Listening");
    expect(details).toContain("Registration typically opens 3-4 months before each test date.");
    expect(details).toContain("Upper-intermediate");

    // Another level replaces it; N5 has the three lower-level sections.
    await card.getByRole("button", { name: "N5", exact: true }).click();
    expect(await panel.innerText()).toContain("105 minutes");
    expect(await panel.innerText()).toContain("Language Knowledge (Grammar) and Reading");
    expect(await n2.getAttribute("aria-pressed")).toBe("false");

    await card.getByRole("button", { name: "N5", exact: true }).click();
    expect(await panel.innerText()).not.toContain("minutes");
    await n2.click();
    await n2.click();
    expect(await panel.innerText()).not.toContain("155 minutes");
    expect(await n2.getAttribute("aria-pressed")).toBe("false");
    expect(problemsOf(page)).toEqual([]);
  });

  test("the hero's ways in: a dictionary search and Start with N5 (no practice test link yet)", async () => {
    const page = await openPage();
    await open(page, "/");
    const hero = page.locator("main section").first();
    const search = hero.getByRole("searchbox", { name: "Look up a word in the dictionary" });
    // A blank search sends nothing.
    await search.fill("   ");
    await search.press("Enter");
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe("/");
    await search.fill("taberu");
    await search.press("Enter");
    await page.waitForURL(
      (url) => url.pathname === "/resources/dictionary" && url.searchParams.get("q") === "taberu",
    );
    await page.getByTestId("word-details").waitFor();
    expect(await page.getByTestId("word-japanese").innerText()).toBe("食べる");

    await open(page, "/");
    const start = page.locator("main").getByRole("link", { name: /Start with N5/ });
    expect(await start.getAttribute("href")).toBe("/resources/jlpt/n5");
    expect(
      await page
        .locator("main")
        .getByRole("link", { name: /practice test/i })
        .count(),
    ).toBe(0);
    await start.click();
    await page.waitForURL((url) => url.pathname === "/resources/jlpt/n5");
    expect(problemsOf(page)).toEqual([]);
  });

  test("the hero links to the channel with the subscription confirmation", async () => {
    const page = await openPage();
    await open(page, "/");
    const link = page.locator("main").getByRole("link", { name: /Subscribe on YouTube/ });
    expect(
      new URL((await link.getAttribute("href")) ?? "").searchParams.get("sub_confirmation"),
    ).toBe("1");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await page.locator("main").getByRole("link", { name: "Jouzu on YouTube" }).count()).toBe(
      1,
    );
  });
});

describe("resources", () => {
  test("five level cards in order, with links and the required and available counts", async () => {
    const page = await openPage();
    await open(page, "/resources");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      "Japanese Learning Resources",
    );
    const dictionary = page.getByRole("link", { name: /Trilingual Dictionary/ });
    expect(await dictionary.getAttribute("href")).toBe("/resources/dictionary");

    const cards = page.getByTestId("level-card");
    expect(await cards.count()).toBe(5);
    const hrefs = await cards
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/resources/jlpt/n5",
      "/resources/jlpt/n4",
      "/resources/jlpt/n3",
      "/resources/jlpt/n2",
      "/resources/jlpt/n1",
    ]);
    const n5 = cards.nth(0);
    expect(await n5.innerText()).toContain("Beginner Level");
    expect(await n5.getByTestId("required-words").innerText()).toBe("800");
    expect(await n5.getByTestId("required-kanji").innerText()).toBe("100");
    expect(await n5.getByTestId("required-grammar").innerText()).toBe("50");
    expect(await cards.nth(4).getByTestId("required-words").innerText()).toBe("10,000");
    // What the site has is what the content sync loaded: the items in content/, level by level.
    const contentCount = (kind: string, level: string) => {
      const file = path.join(projectRoot, "content", kind, `${level}.json`);
      return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")).length as number) : 0;
    };
    for (const [card, level] of [
      [n5, "n5"],
      [cards.nth(1), "n4"],
      [cards.nth(2), "n3"],
    ] as const) {
      for (const [measure, kind] of [
        ["words", "vocabulary"],
        ["grammar", "grammar"],
        ["kanji", "kanji"],
      ] as const) {
        const shown = await card.getByTestId(`available-${measure}`).innerText();
        expect(Number(shown.replace(/,/g, ""))).toBe(contentCount(kind, level));
      }
    }
    // Levels without content yet show 0 rather than an invented figure.
    expect(await cards.nth(4).getByTestId("available-words").innerText()).toBe("0");

    await cards.nth(2).getByRole("link").click();
    await page.waitForURL((url) => url.pathname === "/resources/jlpt/n3");
  });

  test("cards fade in 0.1 s apart, and not at all with reduced motion", async () => {
    const page = await openPage();
    await open(page, "/resources");
    const timing = () =>
      page.getByTestId("level-card").evaluateAll((cards) =>
        cards.map((card) => {
          const style = getComputedStyle(card);
          return `${style.animationName} ${style.animationDelay}`;
        }),
      );
    expect(await timing()).toEqual([
      "fade-in-up 0s",
      "fade-in-up 0.1s",
      "fade-in-up 0.2s",
      "fade-in-up 0.3s",
      "fade-in-up 0.4s",
    ]);
    const calm = await openPage({ reducedMotion: "reduce" });
    await open(calm, "/resources");
    const names = await calm
      .getByTestId("level-card")
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationName));
    expect(names).toEqual(["none", "none", "none", "none", "none"]);
  });
});

describe("level hub", () => {
  test("/resources/jlpt/n3 reads JLPT N3 Study Materials with the three study links", async () => {
    const page = await openPage();
    await open(page, "/resources/jlpt/n3");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      "JLPT N3 Study Materials",
    );
    for (const type of ["vocabulary", "grammar", "kanji"]) {
      const card = page.getByTestId(`study-card-${type}`);
      expect(await card.getAttribute("href")).toBe(`/resources/ai/n3/${type}`);
      expect(await card.innerText()).toContain("NEW");
    }
    expect(await page.getByRole("heading", { name: "Smart Learning Experience" }).isVisible()).toBe(
      true,
    );
  });

  test.each(["/resources/jlpt/n9", "/resources/jlpt/N6", "/resources/jlpt/n0", "/no/such/page"])(
    "%s is a 404 page",
    async (path) => {
      const response = await fetch(baseUrl + path);
      expect(response.status).toBe(404);
      const page = await openPage();
      await open(page, path);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Page not found");
      expect(
        await page
          .locator("main")
          .getByRole("link", { name: "Back to the home page" })
          .getAttribute("href"),
      ).toBe("/");
    },
  );
});

describe("about", () => {
  test("mission, four features, philosophy, a team of three roles and the credits", async () => {
    const page = await openPage();
    await open(page, "/about");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Our mission");
    const features = page.locator("section[aria-labelledby=about-features] li");
    expect(await features.count()).toBe(4);
    expect(await page.getByRole("heading", { name: "How we teach" }).isVisible()).toBe(true);
    expect(await page.locator("section[aria-labelledby=about-team] li").count()).toBe(3);
    const credits = page.locator("#credits");
    expect(await credits.innerText()).toContain("Jonathan Waller");
    expect(await credits.innerText()).toContain("KANJIDIC2");
    expect(await credits.getByRole("link", { name: /CC BY-SA 3.0/ }).getAttribute("href")).toBe(
      "https://www.edrdg.org/edrdg/licence.html",
    );
    // The footer's credits link lands here.
    await page.locator("footer").getByRole("link", { name: "Credits" }).click();
    await page.waitForURL((url) => url.hash === "#credits");
  });
});
