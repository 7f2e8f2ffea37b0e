import path from "node:path";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  dictionarySearch,
  hitSummary,
} from "../../app/features/dictionary/dictionary-search.server.ts";
import {
  loadInformationSearch,
  type InformationSearchData,
  type SiteSources,
} from "../../app/features/information-search/information-search.server.ts";
import type { GroupKind } from "../../app/features/information-search/result-groups.ts";
import { syncLearningContent } from "../../app/features/learning-content/sync.server.ts";
import {
  loadTutorialsPage,
  tutorialSummaries,
} from "../../app/features/tutorials/tutorials.server.ts";
import type { Locale } from "../../app/lib/i18n/locales.ts";
import { grammarPoints } from "../../app/server/db/schema.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const contentDir = path.resolve(import.meta.dirname, "../../content");
const logger = pino({ level: "silent" });

describe.each(databaseKinds)("information search on %s with our content", (kind) => {
  let database: TestDatabase;
  let sources: SiteSources;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await syncLearningContent(database.handle.db, contentDir);
    // What the route hands in: the dictionary's own search and the tutorials.
    sources = {
      searchWords: async (query, limit) =>
        (await dictionarySearch(database.handle.db).search(query, limit)).map(hitSummary),
      tutorials: (locale) => tutorialSummaries(contentDir, locale),
    };
  }, 120_000);
  afterAll(async () => {
    await database.drop();
  });

  const search = (query: string, options: { locale?: Locale; kind?: string } = {}) => {
    const url = new URL("http://localhost/information-search");
    url.searchParams.set("q", query);
    if (options.kind) url.searchParams.set("kind", options.kind);
    return loadInformationSearch(
      { db: database.handle.db, logger },
      sources,
      options.locale ?? "en",
      url,
    );
  };
  const resultsOf = (data: InformationSearchData) => {
    if (data.state !== "results") throw new Error(`expected results, got ${data.state}`);
    return data;
  };
  const group = (data: InformationSearchData, kind: GroupKind) =>
    resultsOf(data).groups.find((g) => g.kind === kind);
  const firstHref = (data: InformationSearchData, kind: GroupKind) =>
    group(data, kind)?.items[0]?.href;

  test("a word: the dictionary's best match, linked to its entry", async () => {
    const data = await search("taberu");
    expect(group(data, "words")?.items[0]).toMatchObject({ title: "食べる", reading: "たべる" });
    expect(firstHref(data, "words")).toBe(
      `/resources/dictionary?q=taberu&entry=${encodeURIComponent("vocab:食べる:たべる")}`,
    );
  });

  test("a grammar pattern in Japanese and in romaji", async () => {
    for (const query of ["てください", "～てください", "te kudasai"]) {
      const grammar = group(await search(query), "grammar");
      expect(grammar?.items[0]).toMatchObject({ id: "grammar:te-kudasai", title: "～てください" });
      expect(grammar?.items[0]?.href).toBe("/resources/jlpt/n5/grammar?item=grammar%3Ate-kudasai");
    }
  });

  test("a grammar point by the words of its explanation", async () => {
    const grammar = group(await search("polite"), "grammar");
    expect(grammar?.count).toBeGreaterThan(1);
    expect(grammar?.items.map((item) => item.id)).toContain("grammar:desu");
  });

  test("a kanji by its character, reading and meaning, in English and Nepali", async () => {
    for (const query of ["日", "ニチ", "nichi", "sun", "सूर्य"]) {
      expect(firstHref(await search(query), "kanji"), query).toBe(
        `/resources/jlpt/n5/kanji?item=${encodeURIComponent("kanji:日")}`,
      );
    }
  });

  test("a word finds the kanji it is written with", async () => {
    const kanji = group(await search("毎日"), "kanji");
    expect(kanji?.items.map((item) => item.title).sort()).toEqual(["日", "毎"].sort());
  });

  test("a tool by its name, in any of our languages, shown in the reader's", async () => {
    const english = group(await search("currency"), "tools");
    expect(english?.items[0]).toMatchObject({
      href: "/currency-converter",
      title: "Currency Converter",
    });
    const nepali = group(await search("मुद्रा", { locale: "ne" }), "tools");
    expect(nepali?.items[0]).toMatchObject({ href: "/currency-converter", title: "मुद्रा रूपान्तरण" });
    const japaneseName = group(await search("通貨"), "tools");
    expect(japaneseName?.items[0]?.title).toBe("Currency Converter");
    // The page does not offer itself.
    expect(group(await search("information"), "tools")).toBeUndefined();
  });

  test("a tutorial, linked to the tutorials page with a search that finds it", async () => {
    const tutorials = group(await search("NHK"), "tutorials");
    expect(tutorials?.items.map((item) => item.id)).toEqual(["nhk-easy-listening"]);
    expect(tutorials?.items[0]?.href).toBe("/tutorials?q=NHK");
    // Found by a tag, in Nepali, by a Nepali reader: shown in Nepali, linked with the words.
    const byTag = group(await search("दर्ता", { locale: "ne" }), "tutorials");
    expect(byTag?.items[0]).toMatchObject({
      id: "register-jlpt-nepal",
      title: "नेपालमा JLPT का लागि दर्ता गर्ने तरिका",
      titleLang: "ne",
      href: `/tutorials?q=${encodeURIComponent("दर्ता")}`,
    });
    // Words spread over the tutorial (the search matches them one by one): linked by its title.
    const spread = group(await search("Nepal fee"), "tutorials");
    expect(spread?.items[0]?.id).toBe("register-jlpt-nepal");
    const q = new URL(spread?.items[0]?.href ?? "", "http://x").searchParams.get("q") ?? "";
    expect(q).toBe("Register for the JLPT in Nepal");
    const page = await loadTutorialsPage(contentDir, q, "en");
    expect(page.search.tutorials.map((t) => t.id)).toEqual(["register-jlpt-nepal"]);
  });

  test("pages: a level's kanji list", async () => {
    const pages = group(await search("N4 kanji"), "pages");
    expect(pages?.items[0]).toMatchObject({
      href: "/resources/jlpt/n4/kanji",
      title: "JLPT N4 Kanji",
    });
  });

  test("a Nepali word finds dictionary words, shown with their Nepali meaning first", async () => {
    const words = group(await search("खाना", { locale: "ne" }), "words");
    expect(words?.count).toBeGreaterThan(0);
    const [first, second] = words?.items[0]?.details ?? [];
    expect(first?.lang).toBe("ne");
    expect(first?.text).toContain("खाना");
    expect(second?.lang).toBe("en");
    // In English, the English meaning alone.
    const english = group(await search("खाना"), "words");
    expect(english?.items[0]?.details.map((detail) => detail.lang)).toEqual(["en"]);
  });

  test("nothing matches: no groups and nothing failed", async () => {
    const data = resultsOf(await search("zzqqxxkk"));
    expect(data.groups).toEqual([]);
    expect(data.failed).toEqual([]);
  });

  test("a blank query is the empty state and a long one is refused", async () => {
    expect((await search("   ")).state).toBe("idle");
    expect(await search("あ".repeat(101))).toMatchObject({ state: "tooLong", max: 100 });
    expect((await search("あ".repeat(100))).state).toBe("results");
  });

  test("?kind= shows one group with more of its results", async () => {
    const overview = group(await search("polite"), "grammar");
    const alone = resultsOf(await search("polite", { kind: "grammar" }));
    expect(alone.only).toBe("grammar");
    expect(alone.groups.map((g) => g.kind)).toEqual(["grammar"]);
    expect(alone.groups[0]?.items.length).toBe(Math.min(alone.groups[0]?.count ?? 0, 100));
    expect(alone.groups[0]?.items.length).toBeGreaterThanOrEqual(overview?.items.length ?? 0);
    // An unknown kind is ignored.
    expect(resultsOf(await search("polite", { kind: "cats" })).only).toBeNull();
  });

  test("a failing source leaves the other results on the page", async () => {
    const url = new URL("http://localhost/information-search?q=currency");
    const data = resultsOf(
      await loadInformationSearch(
        { db: database.handle.db, logger },
        {
          ...sources,
          searchWords: () => Promise.reject(new Error("index unavailable")),
        },
        "en",
        url,
      ),
    );
    expect(data.failed).toEqual(["words"]);
    expect(data.groups.map((g) => g.kind)).toContain("tools");
  });

  test("a changed grammar point is found without a restart", async () => {
    expect(group(await search("zebra crossing"), "grammar")).toBeUndefined();
    await database.handle.db
      .update(grammarPoints)
      .set({
        englishExplanation: "Like waiting at a zebra crossing.",
        updatedAt: new Date(Date.now() + 1000),
      })
      .where(eq(grammarPoints.id, "grammar:te-kudasai"));
    expect(group(await search("zebra crossing"), "grammar")?.items[0]?.id).toBe(
      "grammar:te-kudasai",
    );
  });
});
