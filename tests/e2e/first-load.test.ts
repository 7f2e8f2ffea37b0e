import fs from "node:fs";
import path from "node:path";
import type { Page, Request } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { locales, type Locale } from "../../app/lib/i18n/locales.ts";
import { en } from "../../app/lib/i18n/messages/en.ts";
import { ja } from "../../app/lib/i18n/messages/ja.ts";
import { ne } from "../../app/lib/i18n/messages/ne.ts";
import { budgetFor, landingPages } from "../../bench/bundle-budgets.ts";
import {
  firstLoad,
  heaviestLocale,
  kb,
  pageRouteIds,
  readClientBuild,
} from "../../bench/bundle-size.ts";
import { buildDirectory, projectRoot } from "../support/app-server.ts";
import { chromiumForThisFile, open, problemsOf } from "../support/browser.ts";

// What a first visit downloads, read from the build the suite serves (npm run bench:bundle prints
// the same figures), and checked against what the server's pages really ask the browser for.
const build = readClientBuild(path.join(projectRoot, buildDirectory));
const scripts = fs
  .readdirSync(path.join(build.clientDir, "assets"))
  .filter((name) => name.endsWith(".js"))
  .map((name) => `/assets/${name}`);
const read = (url: string) => fs.readFileSync(path.join(build.clientDir, url), "utf8");

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : leaves(value)));
const catalogues: Record<Locale, Tree> = { en, ne, ja };

describe("first load", () => {
  test("every page's JavaScript and CSS stay within their budgets (bench/bundle-budgets.ts)", () => {
    const locale = heaviestLocale(build, locales);
    const over = pageRouteIds(build.manifest)
      .map((id) => ({ load: firstLoad(build, id, locale), budget: budgetFor(id) }))
      .filter(
        ({ load, budget }) =>
          load.jsGzip > budget.jsGzipKb * 1000 || load.cssGzip > budget.cssGzipKb * 1000,
      )
      .map(
        ({ load, budget }) =>
          `${load.routeId}: JS ${kb(load.jsGzip)} kB (budget ${budget.jsGzipKb}), ` +
          `CSS ${kb(load.cssGzip)} kB (budget ${budget.cssGzipKb})`,
      );
    expect(over).toEqual([]);
  });

  test("no schema library reaches the browser: validation stays on the server", () => {
    const withZod = scripts.filter((url) => /\$ZodType|ZodError/.test(read(url)));
    expect(withZod).toEqual([]);
  });

  test("each interface language is a chunk of its own, apart from every other script", () => {
    expect(Object.keys(build.catalogues).sort()).toEqual([...locales].sort());
    for (const locale of locales) {
      // Long texts of this language only (not shared with another catalogue).
      const others = new Set(
        locales.filter((l) => l !== locale).flatMap((l) => leaves(catalogues[l])),
      );
      const samples = leaves(catalogues[locale])
        .filter((text) => text.length > 40 && !others.has(text) && !/["'\\\n{]/.test(text))
        .slice(0, 5);
      expect(samples.length).toBeGreaterThan(0);
      for (const text of samples) {
        expect({ text, in: scripts.filter((url) => read(url).includes(text)) }).toEqual({
          text,
          in: build.catalogues[locale],
        });
      }
    }
  });

  test.each(landingPages.flatMap((page) => locales.map((locale) => ({ ...page, locale }))))(
    "$url in $locale preloads exactly what the bench counts, with its own catalogue",
    async ({ url, routeId, locale }) => {
      const response = await fetch(inject("baseUrl") + url, {
        headers: { cookie: `lang=${locale}` },
      });
      expect(response.status).toBe(200);
      const html = await response.text();
      const hrefs = (rel: string) =>
        [...html.matchAll(/<link\b[^>]*>/g)]
          .map(([tag]) => tag)
          .filter((tag) => tag.includes(`rel="${rel}"`))
          .map((tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? "")
          .sort();
      const expected = firstLoad(build, routeId, locale);
      expect(hrefs("modulepreload")).toEqual(expected.js.map((asset) => asset.file).sort());
      expect(hrefs("stylesheet")).toEqual(expected.css.map((asset) => asset.file).sort());
    },
  );
});

test("scripts and the stylesheet go out as the build's brotli copies to browsers that take br", async () => {
  const { js, css } = firstLoad(build, "routes/home", "en");
  for (const asset of [...js, ...css]) {
    const response = await fetch(inject("baseUrl") + asset.file, {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect({ file: asset.file, encoding: response.headers.get("content-encoding") }).toEqual({
      file: asset.file,
      encoding: "br",
    });
    const copy = path.join(build.clientDir, `${asset.file}.br`);
    expect(Number(response.headers.get("content-length"))).toBe(fs.statSync(copy).size);
    await response.arrayBuffer();
  }
});

const openPage = chromiumForThisFile();

/** Every script the page asks for from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request: Request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

const chunkOf = (source: string) => {
  const file = build.vite[source]?.file;
  if (!file) throw new Error(`${source} is not a chunk of its own in the build`);
  return `/${file}`;
};

describe("in the browser", () => {
  test("a page loads its language's texts only; switching fetches the new language without a reload", async () => {
    const page = await openPage();
    await page.context().addCookies([{ name: "lang", value: "ne", url: inject("baseUrl") }]);
    const requested = scriptRequests(page);
    await open(page, "/resources/jlpt/n5/vocabulary");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ne");
    expect(requested).toEqual(expect.arrayContaining(build.catalogues.ne ?? []));
    for (const other of ["en", "ja"]) {
      expect(requested).not.toEqual(expect.arrayContaining(build.catalogues[other] ?? []));
    }

    // The same document from here on: a reload would lose this mark.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.getByRole("combobox", { name: "भाषा" }).selectOption("ja");
    await page.waitForFunction(() => document.documentElement.lang === "ja");
    expect(requested).toEqual(expect.arrayContaining(build.catalogues.ja ?? []));
    expect(await page.locator("header").getByRole("button", { name: "ツール" }).isVisible()).toBe(
      true,
    );
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    // Hydration found the server's texts: React reports any mismatch as a console error.
    expect(problemsOf(page)).toEqual([]);
  });

  test("the Tools menu's code comes when a visitor reaches for it", async () => {
    const page = await openPage();
    const requested = scriptRequests(page);
    await open(page, "/");
    const dropdown = chunkOf("app/components/tools-dropdown.tsx");
    expect(requested).not.toContain(dropdown);
    await page.getByRole("button", { name: "Tools" }).hover();
    await expect.poll(() => requested).toContain(dropdown);
    await page.getByRole("button", { name: "Tools" }).click();
    await expect.poll(() => page.getByRole("menu").isVisible()).toBe(true);
    expect(problemsOf(page)).toEqual([]);
  });
});
