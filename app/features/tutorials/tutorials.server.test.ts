import path from "node:path";
import { describe, expect, test } from "vitest";
import { tutorialsSchema } from "./tutorial";
import { loadTutorials, loadTutorialsPage } from "./tutorials.server";

const contentDir = path.resolve(import.meta.dirname, "../../../content");
const devanagari = /\p{Script=Devanagari}/u;
const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

describe("content/tutorials/tutorials.json", () => {
  test("holds the five sample tutorials, each with Download and Watch pages", async () => {
    const page = await loadTutorialsPage(contentDir, null, "en");
    expect(page.total).toBe(5);
    expect(page.search.kind).toBe("all");
    for (const tutorial of page.search.tutorials) {
      expect(new URL(tutorial.downloadLink).protocol).toBe("https:");
      expect(new URL(tutorial.videoLink).protocol).toBe("https:");
      expect(tutorial.contents.length).toBeGreaterThanOrEqual(3);
      // English readers also get the Nepali description, written in Devanagari.
      expect(tutorial.nepaliSummary).toMatch(devanagari);
    }
  });

  test("every text is written in Nepali and in Japanese too, step for step", async () => {
    for (const tutorial of await loadTutorials(contentDir)) {
      const { ne, ja } = tutorial.translations;
      for (const text of [ne.title, ne.shortDescription, ...ne.contents, ...ne.linkLabels]) {
        expect(text, tutorial.id).toMatch(devanagari);
      }
      for (const text of [ja.title, ja.shortDescription, ...ja.contents]) {
        expect(text, tutorial.id).toMatch(japanese);
        // Japanese is not Nepali or English with a few kanji in it.
        expect(text, tutorial.id).not.toMatch(devanagari);
      }
      expect(ne.contents).toHaveLength(tutorial.contents.length);
      expect(ja.contents).toHaveLength(tutorial.contents.length);
    }
  });

  test.each([
    ["ne", "फोन र कम्प्युटरमा जापानी टाइप गर्ने तरिका", "Gboard इन्स्टल गर्नुहोस्"],
    ["ja", "スマホとパソコンで日本語を入力する", "Gboardをインストールし"],
    ["en", "Type Japanese on your phone and computer", "Android: install Gboard"],
  ] as const)(
    "the page shows each tutorial in the reader's language: %s",
    async (locale, title, step) => {
      const page = await loadTutorialsPage(contentDir, null, locale);
      const typing = page.search.tutorials.find((t) => t.id === "type-japanese");
      expect(typing).toMatchObject({ lang: locale, title });
      expect(typing?.contents[0]).toContain(step);
      if (locale !== "en") expect(typing?.nepaliSummary).toBeUndefined();
    },
  );

  test.each([
    // The short description (the spec's rule), and the titles and tags too, in any language.
    ["NHK", "en", ["nhk-easy-listening"]],
    ["typing", "en", ["type-japanese"]],
    ["Practise", "en", ["nhk-easy-listening"]],
    ["टाइपिङ", "ne", ["type-japanese"]],
    ["受験票", "ja", ["jlpt-test-day"]],
    ["typing", "ja", ["type-japanese"]],
  ] as const)("%j (a reader in %s) finds %j", async (query, locale, ids) => {
    const page = await loadTutorialsPage(contentDir, query, locale);
    expect(page.search.tutorials.map((t) => t.id)).toEqual(ids);
  });

  const valid = {
    id: "x",
    category: "exam",
    tags: ["exam"],
    title: "T",
    shortDescription: "S",
    contents: ["C"],
    downloadLink: "https://example.com/",
    videoLink: "https://example.com/",
    link1: { label: "L", url: "https://example.com/l" },
    translations: {
      ne: { title: "त", shortDescription: "स", contents: ["क"], linkLabels: ["ल"] },
      ja: { title: "題", shortDescription: "説", contents: ["内"], linkLabels: ["リ"] },
    },
  };

  test("the schema accepts a complete tutorial", () => {
    expect(tutorialsSchema.safeParse({ tutorials: [valid] }).success).toBe(true);
  });

  test.each([
    ["a http link", { downloadLink: "http://example.com/" }, "downloadLink"],
    ["an unknown category", { category: "cooking" }, "category"],
    ["empty contents", { contents: [] }, "contents"],
    ["a blank short description", { shortDescription: "  " }, "shortDescription"],
    ["no tags", { tags: [] }, "tags"],
    [
      "a translation with a step missing",
      { translations: { ...valid.translations, ja: { ...valid.translations.ja, contents: [] } } },
      "contents",
    ],
    [
      "a translation without its link label",
      { translations: { ...valid.translations, ne: { ...valid.translations.ne, linkLabels: [] } } },
      "linkLabels",
    ],
    ["no Japanese", { translations: { ne: valid.translations.ne } }, "ja"],
  ])("the schema refuses %s", (_name, change, field) => {
    const result = tutorialsSchema.safeParse({ tutorials: [{ ...valid, ...change }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toContain(field);
  });

  test("the schema refuses repeated ids", () => {
    expect(tutorialsSchema.safeParse({ tutorials: [valid, valid] }).success).toBe(false);
  });
});
