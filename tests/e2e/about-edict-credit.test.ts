import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startAppServer, newDataDir, type RunningServer } from "../support/app-server.ts";
import {
  launchChromium,
  newPage,
  open,
  problemsOf,
  saveScreenshots,
  axeRulesFor,
  seriousAxeViolations,
} from "../support/browser.ts";
import { encodeEucJp } from "../support/euc-jp.ts";
import { runImportEdict } from "../support/import-edict-command.ts";

// This test runs its own server: it imports into that server's data directory.
const dataDir = newDataDir();
let browser: Browser;
let server: RunningServer | undefined;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await server?.stop();
  await browser?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const creditName = "JMdict/EDICT — Electronic Dictionary Research and Development Group";

test("the About page credits JMdict/EDICT once the dictionary has been imported", async () => {
  server = await startAppServer({ dataDir });
  const before = await newPage(browser, server.url);
  await open(before, "/about");
  expect(await before.locator("#credits").innerText()).toContain("KANJIDIC2");
  expect(await before.locator("#credits").innerText()).not.toContain("JMdict");

  // A small EDICT file in the real format and encoding.
  const file = path.join(dataDir, "edict");
  const header =
    "\u3000？？？ /EDICT, EDICT_SUB(P), EDICT2 Japanese-English Electronic Dictionary/";
  fs.writeFileSync(file, encodeEucJp(`${header}\n鯨 [くじら] /(n) whale/(P)/\n`));

  // The running server holds the PGlite data directory: the import refuses, changing nothing.
  const refused = await runImportEdict([file], { DATA_DIR: dataDir });
  expect(refused.stderr).toContain("is already in use by another Jouzu server");
  expect(refused.code).toBe(1);
  await server.stop();

  const imported = await runImportEdict([file], { DATA_DIR: dataDir });
  expect(imported.stdout).toContain("1 inserted");
  expect(imported.code).toBe(0);

  server = await startAppServer({ dataDir });
  for (const theme of ["light", "dark"] as const) {
    const page = await newPage(browser, server.url, {
      colorScheme: theme,
      reducedMotion: "reduce",
    });
    await open(page, "/about");
    const credit = page.locator("#credits li", { hasText: "JMdict/EDICT" });
    expect(await credit.getByRole("link", { name: creditName }).getAttribute("href")).toBe(
      "https://www.edrdg.org/jmdict/j_jmdict.html",
    );
    expect(
      await credit.getByRole("link", { name: "Licence: CC BY-SA 4.0" }).getAttribute("href"),
    ).toBe("https://www.edrdg.org/edrdg/licence.html");
    expect(await seriousAxeViolations(page, axeRulesFor(theme))).toEqual([]);
    await saveScreenshots(page, `about-edict-credit-${theme}`);
    expect(problemsOf(page)).toEqual([]);
  }
}, 120_000);
