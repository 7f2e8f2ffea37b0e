import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startAppServer, type RunningServer } from "../support/app-server.ts";
import {
  launchChromium,
  newPage,
  open,
  phone,
  saveScreenshots,
  seriousAxeViolations,
} from "../support/browser.ts";
import { freePort } from "../support/free-port.ts";

const texts = {
  en: { email: "Email Address", password: "Password", signIn: "Sign In" },
  ne: { email: "इमेल ठेगाना", password: "पासवर्ड", signIn: "साइन इन" },
  ja: { email: "メールアドレス", password: "パスワード", signIn: "サインイン" },
} as const;

const networkLimit = {
  en: "Too many failed sign-ins from your network. Please wait 10 minutes and try again.",
  ne: "तपाईंको नेटवर्कबाट धेरै पटक साइन इन असफल भयो। १० मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।",
  ja: "お使いのネットワークからのサインインの失敗が多すぎます。10分待ってから再度お試しください。",
} as const;

const unavailable = {
  en: "Signing in and creating accounts are unavailable right now. Please try again in a few minutes.",
  ne: "अहिले साइन इन गर्न र खाता खोल्न मिल्दैन। केही मिनेटपछि फेरि प्रयास गर्नुहोस्।",
  ja: "現在サインインとアカウント作成をご利用いただけません。数分後に再度お試しください。",
} as const;

type Locale = keyof typeof texts;

/**
 * What a learner sees on the sign-in page when the account limits refuse: too many failed
 * sign-ins from their network, or the limits' store (Redis) not answering — in every language.
 */
describe("sign-in page when the limits refuse", () => {
  let sprayed: RunningServer;
  let redisDown: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    const deadPort = await freePort();
    [sprayed, redisDown] = await Promise.all([
      startAppServer(),
      // Never ready (/readyz names Redis): wait until it is alive instead.
      startAppServer({
        env: { REDIS_URL: `redis://127.0.0.1:${deadPort}` },
        waitUntilReady: false,
      }).then(async (server) => {
        for (let i = 0; i < 600; i++) {
          if (
            await fetch(`${server.url}/healthz`).then(
              (r) => r.ok,
              () => false,
            )
          )
            return server;
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        throw new Error(`the server did not start:\n${server.output()}`);
      }),
    ]);
    browser = await launchChromium();
    // 20 failed sign-ins for 20 emails from this machine's address use up its budget.
    for (let i = 0; i < 20; i++) {
      const answer = await fetch(`${sprayed.url}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: `sprayed-${i}@example.com`, password: "Summer2024!" }),
      });
      expect(answer.status).toBe(401);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await sprayed?.stop();
    await redisDown?.stop();
  });

  async function signIn(server: RunningServer, locale: Locale, colorScheme: "light" | "dark") {
    const page: Page = await newPage(browser, server.url, { viewport: phone, colorScheme });
    await page.context().addCookies([{ name: "lang", value: locale, url: server.url }]);
    await open(page, "/login");
    await page.getByLabel(texts[locale].email).fill("learner@example.com");
    await page.getByLabel(texts[locale].password, { exact: true }).fill("kanji-every-morning-7");
    await page.getByRole("button", { name: texts[locale].signIn, exact: true }).click();
    return page;
  }

  for (const [locale, colorScheme] of [
    ["en", "light"],
    ["ne", "dark"],
    ["ja", "light"],
  ] as const) {
    test(`${locale}: too many failures from this network, in the reader's language`, async () => {
      const page = await signIn(sprayed, locale, colorScheme);
      await page.getByRole("alert").filter({ hasText: networkLimit[locale] }).waitFor();
      await saveScreenshots(page, `account-network-limit-${locale}-${colorScheme}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test(`${locale}: Redis not answering gives a clear message, not an error page`, async () => {
      const page = await signIn(redisDown, locale, colorScheme === "light" ? "dark" : "light");
      await page.getByRole("alert").filter({ hasText: unavailable[locale] }).waitFor();
      await saveScreenshots(page, `account-unavailable-${locale}`);
    });
  }
});
