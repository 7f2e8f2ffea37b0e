import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  chromiumForThisFile,
  desktop,
  open,
  phone,
  problemsOf,
  saveScreenshots,
  seriousAxeViolations,
} from "../support/browser.ts";
import { projectRoot } from "../support/app-server.ts";

const openPage = chromiumForThisFile();

const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Japanese Quiz" });
const questionsOf = (page: Page) => dialogOf(page).getByTestId("quiz-question");

/** The ids of the questions on screen (each question's radio group is named after its id). */
async function questionIds(page: Page): Promise<string[]> {
  const names = await questionsOf(page).evaluateAll((fieldsets) =>
    fieldsets.map((fieldset) => fieldset.querySelector("input")?.getAttribute("name") ?? ""),
  );
  return names.map((name) => name.replace(/^quiz-/, ""));
}

/** The keys, asked of the grading API as any client may (ids alone are enough to grade). */
async function keysOf(page: Page): Promise<Record<string, string>> {
  const ids = await questionIds(page);
  const response = await page.request.post("/api/practice/grade", {
    data: { answers: ids.map((id) => ({ id, answer: null })) },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { results: { id: string; correctAnswer: string }[] };
  return Object.fromEntries(body.results.map((result) => [result.id, result.correctAnswer]));
}

const optionsOf = (question: Locator) =>
  question
    .locator("input[type=radio]")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Picks an option by clicking its label, as a learner does. */
async function choose(question: Locator, option: string) {
  const options = await optionsOf(question);
  await question.locator("label").nth(options.indexOf(option)).click();
}

const checkedOption = (question: Locator) =>
  question
    .locator("input[type=radio]:checked")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** The open dialog as a learner sees it, at 375 and 1280 px: test-results/screenshots/. */
async function saveDialogScreenshots(page: Page, name: string) {
  fs.mkdirSync(path.join(projectRoot, "test-results", "screenshots"), { recursive: true });
  const original = page.viewportSize() ?? desktop;
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    const file = path.join(
      projectRoot,
      "test-results",
      "screenshots",
      `${name}-${viewport.width}.png`,
    );
    await page.screenshot({ path: file, animations: "disabled" });
  }
  await page.setViewportSize(original);
}

/**
 * From the open dialog's setup to Play Again: five questions of four options, a changed
 * answer, Check Your Score (disabled until all are answered), the marked review with its
 * 15-second countdown on the page's clock, the results and their message.
 */
async function takeQuiz(page: Page, right: number, screenshots = false) {
  const dialog = dialogOf(page);
  await dialog.getByRole("button", { name: "Start Quiz" }).click();
  await questionsOf(page).first().waitFor();
  expect(await questionsOf(page).count()).toBe(5);
  for (const question of await questionsOf(page).all()) {
    expect(await optionsOf(question)).toHaveLength(4);
  }
  const check = dialog.getByRole("button", { name: "Check Your Score" });
  const keys = await keysOf(page);
  const ids = await questionIds(page);
  const answers = await Promise.all(
    (await questionsOf(page).all()).map(async (question, index) => {
      const key = keys[ids[index] ?? ""] ?? "";
      return index < right ? key : ((await optionsOf(question)).find((o) => o !== key) ?? "");
    }),
  );

  // A later choice replaces an earlier one.
  const first = questionsOf(page).first();
  await choose(first, (await optionsOf(first)).find((o) => o !== answers[0]) ?? "");
  await choose(first, answers[0] ?? "");
  expect(await checkedOption(first)).toEqual([answers[0]]);
  for (const [index, question] of (await questionsOf(page).all()).entries()) {
    if (index === 0) continue;
    expect(await check.isDisabled()).toBe(true);
    await choose(question, answers[index] ?? "");
  }
  expect(await check.isEnabled()).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The page's clock stands still from here: the countdown moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await check.click();
  const countdown = dialog.getByTestId("quiz-countdown");
  await countdown.waitFor();
  expect(await countdown.innerText()).toBe("Results in 15 s");
  expect(await dialog.getByText("Review your answers carefully").isVisible()).toBe(true);
  expect(await dialog.getByTestId("quiz-score").innerText()).toBe(
    `${right} / 5 correct (${right * 20}%)`,
  );
  expect(await dialog.locator("[data-result=correct]").count()).toBe(right);
  expect(await dialog.locator("[data-result=wrong]").count()).toBe(5 - right);
  // Explanations in English and Nepali, answers locked, the button disabled after checking.
  expect(await dialog.locator('p[lang="ne"]').count()).toBeGreaterThanOrEqual(5);
  expect(await dialog.locator("input[type=radio]:enabled").count()).toBe(0);
  expect(await check.isDisabled()).toBe(true);
  const feedback = await dialog.getByTestId("quiz-feedback").innerText();
  expect(feedback).toContain(right === 5 ? "all 5 questions right" : `${right} of 5 right`);

  await page.clock.runFor(5_000);
  expect(await countdown.innerText()).toBe("Results in 10 s");
  if (screenshots) await saveDialogScreenshots(page, "home-quiz-review");
  await page.clock.runFor(10_000);
  await dialog.locator("[data-step=results]").waitFor();
  expect(
    await dialog
      .getByText(right === 5 ? "Perfect Score! Outstanding work!" : "Keep practicing to improve!")
      .isVisible(),
  ).toBe(true);
  expect(await dialog.getByTestId("quiz-feedback").innerText()).toBe(feedback);
  if (screenshots) await saveDialogScreenshots(page, "home-quiz-results");
  await page.clock.resume();

  await dialog.getByRole("button", { name: "Play Again" }).click();
  await dialog.locator("[data-step=setup]").waitFor();
  expect(await dialog.getByRole("alert").count()).toBe(0);
  expect(await dialog.getByRole("button", { name: "Start Quiz" }).isEnabled()).toBe(true);
}

describe("home quiz at 375 px", () => {
  test("the floating button, on any page, opens the quiz; through the review to Play Again", async () => {
    const page = await openPage({ viewport: phone });
    await page.clock.install();
    await open(page, "/about");
    const button = page.getByTestId("quick-quiz");
    expect(await button.isVisible()).toBe(true);
    await button.click();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    expect(await dialog.getByRole("radio", { name: "N5 Beginner" }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveDialogScreenshots(page, "home-quiz-setup");
    await takeQuiz(page, 2, true);
    await dialog.getByRole("button", { name: "Close the quiz" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(problemsOf(page)).toEqual([]);
  });

  test("the banner's level button opens that level's quiz; a perfect score (dark theme)", async () => {
    const page = await openPage({ viewport: phone, colorScheme: "dark" });
    await page.clock.install();
    await open(page, "/");
    const banner = page.getByRole("region", { name: "JLPT Practice Quizzes" });
    await banner.getByRole("button", { name: "N4 Quiz" }).click();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    expect(await dialog.getByRole("radio", { name: "N4 Basic" }).isChecked()).toBe(true);
    await dialog.locator("label", { hasText: "Reading and writing words in kanji" }).click();
    expect(await dialog.getByRole("radio", { name: /^Kanji/ }).isChecked()).toBe(true);
    await takeQuiz(page, 5);
    await dialog.getByRole("button", { name: "Close the quiz" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await banner.getByRole("button", { name: "Start N4 Quiz" }).isVisible()).toBe(true);
    expect(problemsOf(page)).toEqual([]);
  });
});

describe("home quiz at 1280 px", () => {
  test("no floating button; Escape closes the dialog and focus returns; focus stays inside", async () => {
    const page = await openPage({ viewport: desktop });
    await open(page, "/");
    expect(await page.getByTestId("quick-quiz").isVisible()).toBe(false);
    const banner = page.getByRole("region", { name: "JLPT Practice Quizzes" });
    const main = banner.getByRole("button", { name: "Take Placement Test" });
    expect(await main.isVisible()).toBe(true);
    await saveScreenshots(page, "home-quiz-banner");

    const level = banner.getByRole("button", { name: "N3 Quiz", exact: true });
    await level.focus();
    await page.keyboard.press("Enter");
    const dialog = dialogOf(page);
    await dialog.waitFor();
    expect(await dialog.getByRole("radio", { name: "N3 Intermediate" }).isChecked()).toBe(true);
    // Tab cycles inside the dialog.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]"))),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => level.evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(await level.getAttribute("aria-pressed")).toBe("true");
    expect(await banner.getByRole("button", { name: "Start N3 Quiz" }).isVisible()).toBe(true);
    expect(problemsOf(page)).toEqual([]);
  });

  test("a failure to generate stays in setup with the spec's message", async () => {
    const page = await openPage({ viewport: desktop });
    await page.route("**/api/practice/questions**", (route) =>
      route.fulfill({ status: 503, json: { error: "unavailable", message: "Try later." } }),
    );
    await open(page, "/");
    await page.getByRole("button", { name: "N5 Quiz" }).click();
    const dialog = dialogOf(page);
    await dialog.getByRole("button", { name: "Start Quiz" }).click();
    const alert = dialog.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toBe("Failed to generate questions. Please try again.");
    expect(await dialog.locator("[data-step=setup]").count()).toBe(1);
    expect(await dialog.getByRole("button", { name: "Start Quiz" }).isEnabled()).toBe(true);
  });

  test("the placement test moves up while the learner succeeds and recommends a level", async () => {
    const page = await openPage({ viewport: desktop });
    await open(page, "/");
    await page.getByRole("button", { name: "Take Placement Test" }).click();
    const dialog = dialogOf(page);
    await dialog.getByRole("button", { name: "Start Placement Test" }).click();

    // N5: all three right; N4: none right. The test ends at N4: the level to study now.
    for (const [level, right] of [
      ["N5", true],
      ["N4", false],
    ] as const) {
      await dialog.getByRole("heading", { name: `Placement Test: Level ${level}` }).waitFor();
      const keys = await keysOf(page);
      const ids = await questionIds(page);
      expect(ids).toHaveLength(3);
      for (const [index, question] of (await questionsOf(page).all()).entries()) {
        const key = keys[ids[index] ?? ""] ?? "";
        const options = await optionsOf(question);
        await choose(question, right ? key : (options.find((o) => o !== key) ?? ""));
      }
      await dialog.getByRole("button", { name: "Continue" }).click();
    }
    await dialog.locator("[data-step=placement-result]").waitFor();
    expect(await dialog.getByTestId("placement-level").innerText()).toBe("N4");
    expect(await dialog.getByText("N5: 3 of 3 right").isVisible()).toBe(true);
    expect(await dialog.getByText("N4: 0 of 3 right").isVisible()).toBe(true);
    await saveDialogScreenshots(page, "home-quiz-placement-result");
    const hub = dialog.getByRole("link", { name: "Go to the N4 study materials" });
    expect(await hub.getAttribute("href")).toBe("/resources/jlpt/n4");
    await hub.click();
    await page.waitForURL((url) => url.pathname === "/resources/jlpt/n4");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(problemsOf(page)).toEqual([]);
  });
});
