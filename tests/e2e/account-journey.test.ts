import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startAppServer, type RunningServer } from "../support/app-server.ts";
import {
  launchChromium,
  newPage,
  open,
  phone,
  problemsOf,
  saveScreenshots,
  seriousAxeViolations,
} from "../support/browser.ts";
import { startFakeRatesServer, type FakeRatesServer } from "../support/fake-rates-server.ts";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox.ts";

/** Refused forms (a wrong code: 400, a wrong password: 401) are expected; nothing else is. */
const unexpectedProblems = (page: Page) =>
  problemsOf(page).filter(
    (problem) => !/status of (400 \(Bad Request\)|401 \(Unauthorized\))/.test(problem),
  );

/**
 * The whole account journey in Chromium, against the production build with mail going to a real
 * SMTP server started here: sign up → verify → sign in → favourite → dashboard → sign out.
 */
describe("account journey in Chromium", () => {
  let inbox: SmtpInbox;
  let rates: FakeRatesServer;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // Sign Out lands on the home page, whose currency converter asks for rates.
    rates = await startFakeRatesServer();
    // Info-level logs, as in production: the code must not appear in them either.
    server = await startAppServer({
      env: { SMTP_URL: inbox.url, RATES_URL: rates.url, LOG_LEVEL: "info" },
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await inbox?.close();
    await rates?.close();
  });

  const email = `journey-${Date.now()}@example.com`;
  const password = "nihongo-jouzu-desu-ne";

  async function favourite(page: Page, path: string, card = "detail-card") {
    await open(page, path);
    const control = page.getByTestId(card).first().getByTestId("favorite-control");
    const button = control.getByRole("button", { name: "Add to favorites" });
    await button.click();
    await control.getByRole("button", { name: "Remove from favorites" }).waitFor();
  }

  test("sign up, verify, sign in, favourite three items, see them, unfavourite, sign out", async () => {
    const page = await newPage(browser, server.url);
    await open(page, "/login");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Sign In");

    // Toggling clears what was typed.
    await page.getByRole("link", { name: "Don't have an account? Create one" }).click();
    await page.getByRole("heading", { name: "Create Account" }).waitFor();
    await page.getByLabel("Full Name").fill("  Sita Sharma  ");
    await page.getByRole("link", { name: "Already have an account? Sign in" }).click();
    await page.getByRole("link", { name: "Don't have an account? Create one" }).click();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("");
    expect(await page.getByText("Create a password (min. 6 characters)").count()).toBeGreaterThan(
      0,
    );
    await saveScreenshots(page, "account-sign-up");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel("Full Name").fill("  Sita Sharma  ");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByRole("heading", { name: "Verify your email" }).waitFor();
    const codeField = page.getByLabel("Verification code");
    expect(await codeField.getAttribute("maxlength")).toBe("6");
    expect(await codeField.getAttribute("placeholder")).toBe("Enter 6-digit code");
    const code = await inbox.codeFor(email);
    expect(await page.content()).not.toContain(code);
    await saveScreenshots(page, "account-verify");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A wrong code first, then the right one.
    await codeField.fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page.getByText("Invalid verification code").waitFor();
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page.getByText("Email verified successfully! Please log in.").waitFor();
    expect(server.output()).toContain('"url":"/login"');
    expect(server.output()).not.toContain(code);

    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/dashboard$/);
    expect(await page.getByTestId("dashboard-greeting").innerText()).toBe("Welcome, Sita Sharma!");
    expect(await page.getByTestId("last-login").innerText()).toBe("First time here!");
    // The navigation knows: Dashboard instead of Sign In and Sign Up.
    expect(await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).count()).toBe(1);
    expect(await page.getByRole("banner").getByRole("link", { name: "Sign In" }).count()).toBe(0);

    await favourite(page, "/resources/dictionary?q=%E9%A3%9F%E3%81%B9%E3%82%8B", "word-details");
    await favourite(page, "/resources/jlpt/n5/grammar?item=grammar%3Adesu");
    await favourite(page, "/resources/jlpt/n5/kanji?item=kanji%3A%E6%97%A5");

    await open(page, "/dashboard");
    const words = page.getByTestId("favorite-words");
    const grammar = page.getByTestId("favorite-grammar");
    const kanji = page.getByTestId("favorite-kanji");
    await words.getByText("食べる").first().waitFor();
    expect(await grammar.getByText("～です").count()).toBeGreaterThan(0);
    expect(await kanji.getByText("日").count()).toBeGreaterThan(0);
    await saveScreenshots(page, "account-dashboard");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Unfavourite the kanji where it lives; the dashboard no longer lists it.
    await open(page, "/resources/jlpt/n5/kanji?item=kanji%3A%E6%97%A5");
    const control = page.getByTestId("detail-card").first().getByTestId("favorite-control");
    await control.getByRole("button", { name: "Remove from favorites" }).click();
    await control.getByRole("button", { name: "Add to favorites" }).waitFor();
    await open(page, "/dashboard");
    await words.getByText("食べる").first().waitFor();
    expect(await kanji.getByText("日", { exact: true }).count()).toBe(0);

    // Sign Out goes home and replaces the history entry; the dashboard then wants a sign-in.
    const historyBefore = await page.evaluate(() => history.length);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).first().waitFor();
    await page.goto("/dashboard");
    await page.waitForURL(/\/login$/);
    await page.goto("/profile");
    await page.waitForURL(/\/login$/);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  test("/verify-email without an id and with a wrong code; toggling clears a sign-in error", async () => {
    const page = await newPage(browser, server.url, { viewport: phone });
    await open(page, "/verify-email");
    await page.getByText("Missing user ID").waitFor();
    await open(page, "/verify-email?id=nobody");
    await page.getByLabel("Verification code").fill("123456");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page.getByText("Invalid verification code").waitFor();
    await page.getByRole("link", { name: "Return to Sign In" }).click();
    await page.waitForURL(/\/login$/);

    // A failed sign-in's message goes away with the toggle, and so do the fields.
    await page.getByLabel("Email Address").fill("nobody@example.com");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid email or password").waitFor();
    await page.getByRole("link", { name: "Don't have an account? Create one" }).click();
    await page.getByRole("heading", { name: "Create Account" }).waitFor();
    expect(await page.getByText("Invalid email or password").count()).toBe(0);
    await page.getByRole("link", { name: "Already have an account? Sign in" }).click();
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    expect(await page.getByText("Invalid email or password").count()).toBe(0);
    expect(await page.getByLabel("Email Address").inputValue()).toBe("");
    expect(unexpectedProblems(page)).toEqual([]);
  });

  test("a forgotten password is reset with an emailed code, then the new one signs in", async () => {
    // Dark theme this time, so both themes of the account pages are looked at.
    const page = await newPage(browser, server.url, { viewport: phone, colorScheme: "dark" });
    const learner = `reset-${Date.now()}@example.com`;
    // The account comes from the API; the reset is done the way a learner does it.
    const api = (path: string, body: unknown) =>
      fetch(`${server.url}/api/auth/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    await api("sign-up", { fullName: "Bikash Rai", email: learner, password });
    await api("verify-email", { email: learner, code: await inbox.codeFor(learner) });
    // One sign-in before, so the dashboard has a last login to show.
    expect((await api("sign-in", { email: learner, password })).status).toBe(200);

    await open(page, "/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { name: "Reset your password" }).waitFor();
    await page.getByLabel("Email Address").fill(learner);
    await page.getByRole("button", { name: "Send reset code" }).click();
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await saveScreenshots(page, "account-reset-dark");
    expect(await seriousAxeViolations(page)).toEqual([]);
    const code = await inbox.codeFor(learner, 2);
    await page.getByLabel("Verification code").fill(code);
    await page.getByLabel("New password").fill("a-brand-new-passphrase");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page
      .getByText("Your password has been changed. Please sign in with the new one.")
      .waitFor();
    await page.getByLabel("Email Address").fill(learner);
    await page.getByLabel("Password").fill("a-brand-new-passphrase");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/dashboard$/);
    expect(await page.getByTestId("dashboard-greeting").innerText()).toBe("Welcome, Bikash Rai!");
    expect(await page.getByTestId("last-login").innerText()).toMatch(
      /^Last login: \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} (AM |PM )?UTC$/,
    );
    await saveScreenshots(page, "account-dashboard-dark");
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(unexpectedProblems(page)).toEqual([]);
  });
});
