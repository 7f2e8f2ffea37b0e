import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { startAppServer, type RunningServer } from "../support/app-server.ts";
import { launchChromium, newPage, open, saveScreenshots } from "../support/browser.ts";
import { encodeEucJp } from "../support/euc-jp.ts";
import { startFakeRatesServer, type FakeRatesServer } from "../support/fake-rates-server.ts";

/** Waits until the server's log says `text`, or fails with the log. */
async function logged(server: RunningServer, text: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`"${text}" never logged:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A newcomer's first run: `npm start` on their machine with no configuration at all (production
 * mode, no PUBLIC_URL, no SMTP_URL) must let them create an account, and pick up the full
 * dictionary when Debian's edict package is installed.
 */
describe("a first run with no configuration", () => {
  let rates: FakeRatesServer;
  let browser: Browser;
  beforeAll(async () => {
    rates = await startFakeRatesServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await rates?.close();
  });

  test("sign up → the code from data/outbox/ → verify → sign in", async () => {
    const server = await startAppServer({ env: { RATES_URL: rates.url, LOG_LEVEL: "info" } });
    try {
      const page = await newPage(browser, server.url);
      const email = `first-run-${Date.now()}@example.com`;
      await open(page, "/login?mode=signup");
      await page.getByLabel("Full Name").fill("Anita Gurung");
      await page.getByLabel("Email Address").fill(email);
      await page.getByLabel("Password").fill("first-steps-in-japanese");
      await page.getByRole("button", { name: "Create Account" }).click();
      await page.getByRole("heading", { name: "Verify your email" }).waitFor();
      await page
        .getByText(
          "This site runs without a mail server: the code is in the server's console and in data/outbox/.",
        )
        .waitFor();
      await saveScreenshots(page, "first-run-verify");

      const outbox = path.join(server.dataDir, "outbox");
      const [message] = fs.readdirSync(outbox);
      const eml = fs.readFileSync(path.join(outbox, message ?? ""), "utf8");
      expect(eml).toContain(`To: ${email}`);
      const code = /\b(\d{6})\b/.exec(eml)?.[1] ?? "";
      expect(code).toMatch(/^\d{6}$/);
      expect(server.output(), "the console shows the code too").toContain(code);

      await page.getByLabel("Verification code").fill(code);
      await page.getByRole("button", { name: "Verify", exact: true }).click();
      await page.getByText("Email verified successfully! Please log in.").waitFor();
      await page.getByLabel("Email Address").fill(email);
      await page.getByLabel("Password").fill("first-steps-in-japanese");
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(/\/dashboard$/);
      expect(await page.getByTestId("dashboard-greeting").innerText()).toBe(
        "Welcome, Anita Gurung!",
      );
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  test("an installed EDICT file is imported in the background once, and not again", async () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-first-run-"));
    const edict = path.join(workDir, "edict");
    const header =
      "\u3000？？？ /EDICT, EDICT_SUB(P), EDICT2 Japanese-English Electronic Dictionary Files/";
    // 鬱金 (turmeric) is no word of ours: only the import can make the dictionary find it.
    const lines = [header, "鬱金 [うこん] /(n) turmeric (Curcuma longa)/", "", ""];
    fs.writeFileSync(edict, encodeEucJp(lines.join("\n")));
    const env = { RATES_URL: rates.url, LOG_LEVEL: "info", EDICT_FILE: edict };
    const first = await startAppServer({ env });
    try {
      await logged(first, "dictionary search index rebuilt with the EDICT entries");
      const answer = (await (
        await fetch(`${first.url}/api/dictionary/search?q=turmeric`)
      ).json()) as { results: { japanese: string; source: string }[] };
      expect(answer.results[0]).toMatchObject({ japanese: "鬱金", source: "edict" });
    } finally {
      await first.stop();
    }
    const second = await startAppServer({ env, dataDir: first.dataDir });
    try {
      await logged(second, "EDICT dictionary already imported");
      expect(second.output()).not.toContain("importing the EDICT dictionary");
    } finally {
      await second.stop();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  });
});
