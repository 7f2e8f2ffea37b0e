import { describe, expect, test } from "vitest";
import {
  dictionaryHref,
  groupLimits,
  informationSearchHref,
  shapeGroups,
  studyListHref,
  tutorialHref,
  type ResultItem,
} from "./result-groups";

const items = (count: number, prefix = "item"): ResultItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index}`,
    href: `/${prefix}/${index}`,
    title: `${prefix} ${index}`,
    titleLang: "en",
    details: [],
  }));

describe("shapeGroups", () => {
  test("shows the kinds that found something, in page order, with their counts", () => {
    const groups = shapeGroups(
      {
        pages: { items: items(2, "page") },
        words: { items: items(3, "word") },
        kanji: { items: [] },
      },
      null,
    );
    expect(groups.map((group) => [group.kind, group.count, group.items.length])).toEqual([
      ["words", 3, 3],
      ["pages", 2, 2],
    ]);
  });

  test("the overview shows the first few of a long group and still counts them all", () => {
    const [grammar] = shapeGroups({ grammar: { items: items(30) } }, null);
    expect(grammar?.count).toBe(30);
    expect(grammar?.items.map((item) => item.id)).toEqual(
      items(groupLimits.overview).map((item) => item.id),
    );
  });

  test("one kind alone shows up to the full limit, and no other kind", () => {
    const groups = shapeGroups(
      { grammar: { items: items(130) }, kanji: { items: items(4) } },
      "grammar",
    );
    expect(groups.map((group) => group.kind)).toEqual(["grammar"]);
    expect(groups[0]?.count).toBe(130);
    expect(groups[0]?.items).toHaveLength(groupLimits.all);
  });

  test("a group that lists fewer than it counts (dictionary words) keeps that limit", () => {
    const [words] = shapeGroups(
      { words: { items: items(50), atLeast: true, listAtMost: 21 } },
      "words",
    );
    expect(words).toMatchObject({ count: 50, atLeast: true });
    expect(words?.items).toHaveLength(21);
  });

  test("nothing found is no groups", () => {
    expect(shapeGroups({}, null)).toEqual([]);
    expect(shapeGroups({ tools: { items: items(2) } }, "kanji")).toEqual([]);
  });
});

describe("links", () => {
  test.each([
    [
      dictionaryHref("taberu", "vocab:食べる:たべる"),
      "/resources/dictionary",
      { q: "taberu", entry: "vocab:食べる:たべる" },
    ],
    [dictionaryHref("a&b=c", "x"), "/resources/dictionary", { q: "a&b=c", entry: "x" }],
    [
      studyListHref("N4", "grammar", "grammar:te-kudasai"),
      "/resources/jlpt/n4/grammar",
      { item: "grammar:te-kudasai" },
    ],
    [studyListHref("N5", "kanji", "kanji:日"), "/resources/jlpt/n5/kanji", { item: "kanji:日" }],
    [informationSearchHref("日 本"), "/information-search", { q: "日 本" }],
    [informationSearchHref("x", "grammar"), "/information-search", { q: "x", kind: "grammar" }],
  ])("%s", (href, path, params) => {
    const url = new URL(href, "http://localhost");
    expect(url.pathname).toBe(path);
    expect(Object.fromEntries(url.searchParams)).toEqual(params);
  });
});

describe("tutorialHref", () => {
  const keyboard = {
    title: "キーボードで日本語を入力する",
    searchTexts: ["Type Japanese on your phone", "Set up a keyboard (IME)", "typing", "入力"],
  };
  const queryOf = (href: string) => new URL(href, "http://localhost").searchParams.get("q");

  test.each([
    ["words of the title", "Type Japanese"],
    ["a tag", "typing"],
    ["another case and width", "ＴＹＰＩＮＧ"],
    ["a tag in Japanese", "入力"],
  ])("uses the visitor's words when the tutorial holds them: %s", (_case, query) => {
    expect(queryOf(tutorialHref(`  ${query} `, keyboard))).toBe(query);
  });

  test.each([
    ["words in another order", "keyboard Japanese"],
    ["a query too long for the tutorials page", `typing ${"x".repeat(100)}`],
  ])("otherwise links with its title in the reader's language: %s", (_case, query) => {
    expect(queryOf(tutorialHref(query, keyboard))).toBe(keyboard.title);
  });
});
