import fs from "node:fs";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiClient } from "../support/api-client.ts";
import { startAppServer, type RunningServer } from "../support/app-server.ts";
import {
  launchChromium,
  newPage,
  open,
  problemsOf,
  reload,
  saveScreenshots,
  seriousAxeViolations,
} from "../support/browser.ts";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox.ts";

const password = "mock-test-every-sunday-5";
const email = `practice-${Date.now()}@example.com`;

/** A fresh data directory migrates and loads all content first: slow on a busy machine. */
async function readyWithin(server: RunningServer, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`The server exited:\n${server.output()}`);
    const ready = await fetch(`${server.url}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within ${ms} ms:\n${server.output()}`);
}

/**
 * The practice tests in Chromium, on a server of their own (a signed-in student's mock must reach
 * the dashboard; its mail goes to a real SMTP server started here). Timers are the page's own:
 * the browser's clock is installed, so a 20-minute section ends by fast-forwarding it.
 */
describe("practice tests in Chromium", () => {
  let inbox: SmtpInbox;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startAppServer({ env: { SMTP_URL: inbox.url }, waitUntilReady: false });
    await readyWithin(server, 240_000);
    browser = await launchChromium();
    const api = apiClient(server.url);
    expect(
      (await api.post("/api/auth/sign-up", { fullName: "Maya Gurung", email, password })).status,
    ).toBe(200);
    const code = await inbox.codeFor(email);
    expect((await api.post("/api/auth/verify-email", { email, code })).status).toBe(200);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await inbox?.close();
  });

  /** A page whose clock the test controls (installed before the page's scripts run). */
  async function clockedPage(options: BrowserContextOptions = {}) {
    const page = await newPage(browser, server.url, { reducedMotion: "reduce", ...options });
    await page.clock.install();
    return page;
  }

  const timer = (page: Page) => page.getByTestId("timer");
  const position = (page: Page) => page.getByTestId("question-position");
  const navigatorButton = (page: Page, n: number) =>
    page
      .getByTestId("navigator")
      .getByRole("button")
      .nth(n - 1);
  const option = (page: Page, letter: "A" | "B" | "C" | "D") =>
    page.getByTestId("question").getByRole("radio", { name: new RegExp(`^${letter}:`) });
  /** Clicks an option as a learner does: on its label (the radio itself is visually hidden). */
  const choose = (page: Page, letter: "A" | "B" | "C" | "D") =>
    option(page, letter).locator("xpath=ancestor::label").click();

  async function startSection(page: Page, path: string) {
    await open(page, path);
    await page.getByTestId("start-test").click();
    await page.getByTestId("test-screen").waitFor();
  }

  test("the index lists five levels with their sections and mock; an unknown level or section shows it", async () => {
    const page = await newPage(browser, server.url);
    for (const path of ["/practice-test", "/practice-test/n9", "/practice-test/n5/spelling"]) {
      await open(page, path);
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toBe("JLPT Practice Tests");
      for (const level of ["n5", "n4", "n3", "n2", "n1"]) {
        const card = page.getByTestId(`practice-level-${level}`);
        for (const section of ["vocabulary", "grammar", "reading", "listening", "mock"]) {
          expect(
            await card.locator(`a[href="/practice-test/${level}/${section}"]`).count(),
            `${path}: ${level} ${section}`,
          ).toBe(1);
        }
      }
    }
    await open(page, "/practice-test/n5");
    expect(await page.getByTestId("practice-section-vocabulary").textContent()).toContain(
      "25 questions · 20 min",
    );
    expect(await page.getByTestId("practice-history").textContent()).toContain("Sign in");
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problemsOf(page)).toEqual([]);
  });

  test("N5 vocabulary: the timer runs, an answer changes, Finish on the last question, score and explanations; Retake starts over", async () => {
    const page = await clockedPage();
    await open(page, "/practice-test/n5/vocabulary");
    expect(await page.getByTestId("intro-questions").textContent()).toBe("25");
    expect(await page.getByTestId("intro-minutes").textContent()).toBe("20 minutes");
    await page.getByRole("button", { name: "Start Test" }).click();
    await page.getByTestId("test-screen").waitFor();
    expect(await timer(page).textContent()).toMatch(/^(20:00|19:59)$/);
    await page.clock.fastForward(5_000);
    await expect.poll(() => timer(page).textContent()).toMatch(/^19:5[45]$/);
    expect(await position(page).textContent()).toContain("Question 1 of 25");

    // A, then B: the later choice replaces the earlier one.
    await choose(page, "A");
    await choose(page, "B");
    expect(await option(page, "A").isChecked()).toBe(false);
    expect(await option(page, "B").isChecked()).toBe(true);
    expect(await navigatorButton(page, 1).getAttribute("aria-label")).toBe("Question 1, answered");
    expect(await navigatorButton(page, 2).getAttribute("aria-label")).toBe(
      "Question 2, not answered",
    );

    await page.getByRole("button", { name: "Next →" }).click();
    expect(await position(page).textContent()).toContain("Question 2 of 25");
    await choose(page, "C");
    await page.getByRole("button", { name: "← Previous" }).click();
    expect(await option(page, "B").isChecked()).toBe(true);
    expect(await page.getByRole("button", { name: "Finish" }).count()).toBe(0);

    await navigatorButton(page, 25).click();
    expect(await position(page).textContent()).toContain("Question 25 of 25");
    await choose(page, "D");
    await saveScreenshots(page, "practice-section-test");
    await page.getByRole("button", { name: "Finish" }).click();

    const results = page.getByTestId("results");
    await results.waitFor();
    const items = results.getByTestId("result-item");
    expect(await items.count()).toBe(25);
    const correct = await results
      .locator('[data-testid="result-item"][data-correct="true"]')
      .count();
    expect(await page.getByTestId("score").textContent()).toBe(`${correct} / 25`);
    expect(await page.getByTestId("percent").textContent()).toBe(
      `${Math.round((correct / 25) * 100)}%`,
    );
    // Each question: the learner's answer, the key, and why, in English and Nepali.
    const first = items.first();
    expect(await first.textContent()).toMatch(/Your answer: B /);
    expect(await first.textContent()).toMatch(/Correct answer: [ABCD] /);
    expect(await items.nth(2).textContent()).toContain("Your answer: Not answered");
    const explanation = first.getByTestId("explanation");
    expect((await explanation.locator('[lang="en"]').textContent())?.length).toBeGreaterThan(10);
    expect(await explanation.locator('[lang="ne"]').textContent()).toMatch(/[\u0900-\u097F]/);
    expect(await page.getByTestId("save-state").textContent()).toBe(
      "Sign in to keep your results.",
    );
    await saveScreenshots(page, "practice-section-results");

    await page.getByRole("button", { name: "Retake" }).click();
    await page.getByRole("button", { name: "Start Test" }).click();
    await page.getByTestId("test-screen").waitFor();
    expect(await position(page).textContent()).toContain("Question 1 of 25 · 0 of 25 answered");
    expect(problemsOf(page)).toEqual([]);
  });

  test("the section ends by itself when the timer reaches zero", async () => {
    const page = await clockedPage();
    await startSection(page, "/practice-test/n5/grammar");
    await choose(page, "A");
    await page.clock.fastForward("25:00");
    await page.getByTestId("results").waitFor();
    expect(await page.getByTestId("score").textContent()).toMatch(/^[01] \/ 30$/);
  });

  test("a question generation failure is logged and the test stays on the intro, saying so", async () => {
    const page = await clockedPage();
    await page.route("**/api/practice/questions**", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
    );
    await open(page, "/practice-test/n4/reading");
    await page.getByRole("button", { name: "Start Test" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Failed to generate questions. Please try again.");
    expect(await page.getByRole("button", { name: "Start Test" }).isEnabled()).toBe(true);
  });

  test("N4 mock: flags, a reload keeps the progress, parts end on their timers, results with the estimate and pass/fail", async () => {
    const page = await clockedPage();
    await open(page, "/practice-test/n4/mock");
    expect(await page.getByTestId("mock-parts").textContent()).toContain("28 questions · 25 min");
    await page.getByRole("button", { name: "Start Mock Test" }).click();
    await page.getByTestId("mock-test").waitFor();
    expect(await page.getByTestId("mock-part").textContent()).toContain("Part 1 of 3");

    await choose(page, "C");
    await page.getByTestId("flag").click();
    await navigatorButton(page, 3).click();
    await choose(page, "A");
    await page.clock.fastForward("02:00");
    await expect.poll(() => timer(page).textContent()).toMatch(/^22:5\d$/);
    // The page asks before leaving mid-test; the reload goes ahead and the progress comes back.
    page.once("dialog", (dialog) => void dialog.accept());
    await reload(page);
    await page.getByTestId("mock-test").waitFor();
    expect(await page.getByRole("status").first().textContent()).toContain(
      "Your test was restored",
    );
    expect(await position(page).textContent()).toContain("Question 3 of 28 · 2 of 28 answered");
    expect(await option(page, "A").isChecked()).toBe(true);
    expect(await navigatorButton(page, 1).getAttribute("aria-label")).toBe(
      "Question 1, answered, flagged for review",
    );
    expect(await timer(page).textContent()).toMatch(/^22:5\d$/);

    // Finishing a part with unanswered questions asks first.
    await navigatorButton(page, 28).click();
    await page.getByRole("button", { name: "Finish this part" }).click();
    expect(await page.getByTestId("finish-warning").textContent()).toContain(
      "26 questions in this part are not answered",
    );
    await page.getByRole("button", { name: "Keep working" }).click();
    await page.getByRole("button", { name: "Finish this part" }).click();
    await page.getByTestId("finish-warning").getByRole("button", { name: "Finish" }).click();
    await expect.poll(() => page.getByTestId("mock-part").textContent()).toContain("Part 2 of 3");
    expect(await timer(page).textContent()).toMatch(/^(55:00|54:59)$/);

    // Part 2 ends on its own timer; part 3 is listening.
    await page.clock.fastForward("55:00");
    await expect.poll(() => page.getByTestId("mock-part").textContent()).toContain("Part 3 of 3");
    const player = page.getByTestId("script-player");
    await player.waitFor();
    expect(await player.textContent()).toContain("each recording plays once");
    await page.clock.fastForward("35:00");

    const estimate = page.getByTestId("estimate");
    await estimate.waitFor();
    expect(await estimate.getByTestId("estimate-total").textContent()).toMatch(
      /Total\d+–\d+ of 180/,
    );
    expect(await estimate.getByTestId("estimate-language-knowledge-reading").textContent()).toMatch(
      /\d+–\d+ of 120Minimum 38/,
    );
    expect(await estimate.getByTestId("estimate-listening").textContent()).toMatch(
      /\d+–\d+ of 60Minimum 19/,
    );
    // Two answers of 85 (28 + 29 + 28): far below the pass marks.
    expect(await estimate.getByTestId("pass-verdict").getAttribute("data-passed")).toBe("false");
    expect(await estimate.getByTestId("scaling-note").textContent()).toContain(
      "The JLPT's own scaling is not public",
    );
    expect(await page.getByTestId("result-item").count()).toBe(85);
    // The progress is gone: the mock page starts afresh.
    await open(page, "/practice-test/n4/mock");
    await page.getByRole("button", { name: "Start Mock Test" }).waitFor();
    expect(await page.getByTestId("mock-test").count()).toBe(0);
  });

  test("without a Japanese voice, listening says so and offers to read the script", async () => {
    const page = await clockedPage();
    // Headless Chromium may or may not have voices: take them away to be sure.
    await page.addInitScript(() => {
      Object.defineProperty(window.speechSynthesis, "getVoices", { value: () => [] });
    });
    await startSection(page, "/practice-test/n5/listening");
    const player = page.getByTestId("script-player");
    await expect.poll(() => player.getAttribute("data-voice"), { timeout: 5_000 }).toBe("noVoice");
    expect(await player.textContent()).toContain("This browser has no Japanese voice");
    await player.getByRole("button", { name: "Read instead" }).click();
    expect((await player.getByTestId("script-text").textContent())?.length).toBeGreaterThan(5);
  });

  test("a signed-in student's mock is kept and shows on the dashboard chart, with the weakest types", async () => {
    const page = await clockedPage();
    await open(page, "/about");
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch("/api/auth/sign-in", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          })
        ).status,
      { email, password },
    );
    expect(status).toBe(200);
    await open(page, "/practice-test/n5/mock");
    await page.getByRole("button", { name: "Start Mock Test" }).click();
    await page.getByTestId("mock-test").waitFor();
    await choose(page, "B");
    for (const minutes of ["20:00", "40:00", "30:00"]) await page.clock.fastForward(minutes);
    await page.getByTestId("estimate").waitFor();
    expect(await page.getByTestId("save-state").textContent()).toBe("Saved to your dashboard.");

    await open(page, "/practice-test/n5");
    expect(await page.getByTestId("practice-history").textContent()).toMatch(
      /Mock testEstimated \d+–\d+ \/ 180/,
    );
    await open(page, "/dashboard");
    const chart = page.getByTestId("history-chart-n5");
    expect(await chart.getAttribute("data-points")).toBe("1");
    expect(await chart.getByTestId("history-point").count()).toBe(1);
    const weakest = page.getByTestId("weakest-types").getByRole("link");
    expect(await weakest.count()).toBe(3);
    expect(await weakest.first().getAttribute("href")).toMatch(
      /^\/practice-test\/n5\/(vocabulary|grammar|reading|listening)\?type=[a-z-]+$/,
    );
    await saveScreenshots(page, "practice-dashboard");
    // The link opens a set of that one type.
    await weakest.first().click();
    await page.getByRole("button", { name: "Start Test" }).waitFor();
    expect(await page.locator("main, body").first().textContent()).toContain(
      "This set practises one question type",
    );
    expect(problemsOf(page)).toEqual([]);
  });

  test("the floating quiz button stays off the test screens at 375 px, where it covered option A", async () => {
    const page = await clockedPage({ viewport: { width: 375, height: 740 } });
    await open(page, "/practice-test/n5");
    await expect.poll(() => page.getByTestId("quick-quiz").isVisible()).toBe(true);
    await startSection(page, "/practice-test/n5/vocabulary");
    expect(await page.getByTestId("quick-quiz").count()).toBe(0);
    await open(page, "/practice-test/n5/mock");
    expect(await page.getByTestId("quick-quiz").count()).toBe(0);
    await page.context().close();
  });

  test("reading in English, Nepali and Japanese, light and dark: the passage title in the reader's language; screenshots", async () => {
    const devanagari = /[\u0900-\u097F]/;
    for (const language of ["en", "ne", "ja"] as const) {
      for (const colorScheme of ["light", "dark"] as const) {
        const page = await clockedPage({ colorScheme, locale: language });
        await startSection(page, "/practice-test/n5/reading");
        // Titles used to reach every reader in English, marked as Japanese.
        const title = page.getByTestId("passage").getByRole("heading", { level: 3 });
        const nepali = language === "ne";
        expect(await title.getAttribute("lang")).toBe(nepali ? "ne" : "en");
        expect(devanagari.test(await title.innerText())).toBe(nepali);
        await choose(page, "A");
        await saveScreenshots(page, `practice-test-${language}-${colorScheme}`);
        await page.clock.fastForward("25:00");
        await page.getByTestId("results").waitFor();
        await saveScreenshots(page, `practice-results-${language}-${colorScheme}`);
        if (language === "en") expect(await seriousAxeViolations(page)).toEqual([]);
        await page.context().close();
      }
    }
  }, 240_000);
});
