import { describe, expect, inject, test } from "vitest";
import { chromiumForThisFile, open, problemsOf } from "../support/browser.ts";

/**
 * Public pages come from the shared page cache after their first render (app/server/page-cache.ts):
 * each answer still has a nonce of its own, the one its CSP names, so the page's scripts run.
 */
const baseUrl = inject("baseUrl");
const openPage = chromiumForThisFile();

const nonces = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(baseUrl + path, { headers });
  const html = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  const inPage = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
  return { status: response.status, html, header: /'nonce-([^']+)'/.exec(csp)?.[1], inPage };
};

describe("pages from the shared page cache", () => {
  test.each(["/resources/jlpt/n5", "/resources/jlpt/n5/vocabulary", "/resources/jlpt/n4/kanji"])(
    "%s: every answer's scripts carry that answer's own CSP nonce",
    async (path) => {
      const answers = [await nonces(path), await nonces(path), await nonces(path)];
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect([...answer.inPage]).toEqual([answer.header]);
      }
      expect(new Set(answers.map((answer) => answer.header)).size).toBe(3);
      const [first, second] = answers;
      expect(second?.html.replaceAll(second.header ?? "", "N")).toBe(
        first?.html.replaceAll(first.header ?? "", "N"),
      );
    },
  );

  test("each language and theme gets its own page", async () => {
    const english = await nonces("/resources/jlpt/n5");
    const nepali = await nonces("/resources/jlpt/n5", { cookie: "lang=ne" });
    const dark = await nonces("/resources/jlpt/n5", { cookie: "theme=dark" });
    expect(english.html).toContain('<html lang="en"');
    expect(nepali.html).toContain('<html lang="ne"');
    expect(dark.html).toMatch(/<html lang="en" class="dark"/);
    expect(english.html).not.toMatch(/<html lang="en" class="dark"/);
  });

  test("a page served from the cache hydrates in the browser with no CSP refusal", async () => {
    const page = await openPage();
    await fetch(`${baseUrl}/resources/jlpt/n5/grammar`);
    await open(page, "/resources/jlpt/n5/grammar");
    await open(page, "/resources/jlpt/n5/grammar");
    expect(problemsOf(page)).toEqual([]);
  });
});
