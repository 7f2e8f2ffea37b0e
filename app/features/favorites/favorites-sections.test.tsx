// @vitest-environment jsdom
import fs from "node:fs";
import path from "node:path";
import { cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { createI18n } from "~/lib/i18n/i18n";
import type { Locale } from "~/lib/i18n/locales";
import { FavoritesSections } from "./favorites-sections";
import type { Favorites } from "./favorites.server";
import type { RemoveFavoriteResult } from "./remove-favorite";

afterEach(cleanup);

// Real items from our N5 content, in the shape listFavorites answers.
const content = (file: string) =>
  JSON.parse(fs.readFileSync(path.resolve("content", file), "utf8")) as Record<string, unknown>[];
const find = <T,>(file: string, id: string) => content(file).find((item) => item.id === id) as T;

type WordItem = { id: string; japanese: string; reading: string; english: string; nepali: string };
type GrammarItem = {
  id: string;
  pattern: string;
  reading: string;
  englishExplanation: string;
  nepaliExplanation: string;
};
type KanjiItem = {
  id: string;
  kanji: string;
  strokes: number;
  onyomi: string[];
  kunyomi: string[];
  english: string;
  nepali: string;
};

const taberu = find<WordItem>("vocabulary/n5.json", "vocab:食べる:たべる");
const desu = find<GrammarItem>("grammar/n5.json", "grammar:desu");
const hi = find<KanjiItem>("kanji/n5.json", "kanji:日");

const favorites: Favorites = {
  words: [
    { ...taberu, level: "N5" },
    // An imported dictionary word: no JLPT level, no Nepali.
    {
      id: "edict:1358280",
      japanese: "食べ放題",
      reading: "たべほうだい",
      english: "all-you-can-eat",
      nepali: "",
      level: null,
    },
  ],
  grammar: [
    {
      id: desu.id,
      pattern: desu.pattern,
      reading: desu.reading,
      english: desu.englishExplanation,
      nepali: desu.nepaliExplanation,
      level: "N5",
    },
  ],
  kanji: [{ ...hi, level: "N5" }],
};
const none: Favorites = { words: [], grammar: [], kanji: [] };

function show(value: Favorites, locale: Locale = "en", removal?: RemoveFavoriteResult) {
  const Stub = createRoutesStub([
    {
      path: "/dashboard",
      Component: () => <FavoritesSections favorites={value} removal={removal} />,
    },
  ]);
  return render(
    <I18nextProvider i18n={createI18n(locale)}>
      <Stub initialEntries={["/dashboard"]} />
    </I18nextProvider>,
  );
}

const section = (name: string) => screen.getByRole("region", { name });
const hrefOf = (link: HTMLElement) => link.getAttribute("href");

describe("favourites on the dashboard", () => {
  test("three sections with their counts", () => {
    show(favorites);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      "Favorite Words",
      "Favorite Grammar Points",
      "Favorite Kanji",
      "Take your favorites with you",
    ]);
    expect(section("Favorite Words").textContent).toContain("2 items");
    expect(section("Favorite Grammar Points").textContent).toContain("1 item");
  });

  test("a level word: japanese, reading, English, Nepali, level; opens in its vocabulary list", () => {
    show(favorites);
    const words = within(section("Favorite Words")).getAllByRole("listitem");
    expect(words).toHaveLength(2);
    const [first] = words as [HTMLElement];
    const link = within(first).getByRole("link");
    expect(link.textContent).toBe(`${taberu.japanese}${taberu.reading}`);
    expect(hrefOf(link)).toBe("/resources/jlpt/n5/vocabulary?item=vocab:食べる:たべる");
    expect(first.textContent).toContain(`English:${taberu.english}`);
    expect(first.textContent).toContain(`Nepali:${taberu.nepali}`);
    expect(first.textContent).toContain("N5");
    expect(within(first).getByText(taberu.nepali).getAttribute("lang")).toBe("ne");
  });

  test("a word outside the JLPT lists opens in the dictionary, showing that entry", () => {
    show(favorites);
    const [, imported] = within(section("Favorite Words")).getAllByRole("listitem") as [
      HTMLElement,
      HTMLElement,
    ];
    const href = hrefOf(within(imported).getByRole("link")) ?? "";
    expect(href.startsWith("/resources/dictionary?")).toBe(true);
    expect(Object.fromEntries(new URL(href, "http://x").searchParams)).toEqual({
      q: "食べ放題",
      entry: "edict:1358280",
    });
    expect(imported.textContent).toContain("Not in the JLPT lists");
    expect(imported.textContent).toContain("English:all-you-can-eat");
    // No empty Nepali line.
    expect(imported.textContent).not.toContain("Nepali:");
  });

  test("a grammar point: pattern, reading, English, Nepali; opens in its grammar list", () => {
    show(favorites);
    const [point] = within(section("Favorite Grammar Points")).getAllByRole("listitem") as [
      HTMLElement,
    ];
    const link = within(point).getByRole("link");
    expect(link.textContent).toContain(desu.pattern);
    expect(hrefOf(link)).toBe("/resources/jlpt/n5/grammar?item=grammar:desu");
    expect(point.textContent).toContain(desu.englishExplanation);
    expect(point.textContent).toContain(desu.nepaliExplanation);
  });

  test("a kanji: character, readings, English, Nepali, strokes; opens in its kanji list", () => {
    show(favorites);
    const [kanji] = within(section("Favorite Kanji")).getAllByRole("listitem") as [HTMLElement];
    const link = within(kanji).getByRole("link");
    expect(link.textContent).toBe(`${hi.kanji}${hi.strokes} strokes`);
    expect(hrefOf(link)).toBe("/resources/jlpt/n5/kanji?item=kanji:日");
    expect(kanji.textContent).toContain(`On'yomi:${hi.onyomi.join("、")}`);
    expect(kanji.textContent).toContain(`Kun'yomi:${hi.kunyomi.join("、")}`);
    expect(kanji.textContent).toContain(`English:${hi.english}`);
    expect(kanji.textContent).toContain(`Nepali:${hi.nepali}`);
  });

  test.each([
    ["vocab:a&b=c#d e+f%", "/resources/jlpt/n4/vocabulary?item=vocab:a%26b%3Dc%23d%20e%2Bf%25"],
  ])("an id with %s stays one query value", (id, href) => {
    show({ ...none, words: [{ ...taberu, id, level: "N4" }] });
    const link = within(section("Favorite Words")).getByRole("link");
    expect(hrefOf(link)).toBe(href);
    expect(new URL(href, "http://x").searchParams.get("item")).toBe(id);
  });

  test("CSV and Anki downloads", () => {
    show(favorites);
    const exports = screen.getByRole("region", { name: "Take your favorites with you" });
    const csv = within(exports).getByRole("link", { name: "Download as CSV" });
    const anki = within(exports).getByRole("link", { name: "Download for Anki" });
    expect([hrefOf(csv), hrefOf(anki)]).toEqual([
      "/api/favorites/export.csv",
      "/api/favorites/export.txt",
    ]);
    expect(csv.hasAttribute("download")).toBe(true);
    expect(anki.hasAttribute("download")).toBe(true);
  });

  test("empty sections say how to add favourites; nothing to download yet", () => {
    show(none);
    expect(section("Favorite Words").textContent).toContain(
      "No favorite words yet. Open a word in a vocabulary list or in the dictionary and press ☆ Add to favorites to keep it here.",
    );
    expect(section("Favorite Grammar Points").textContent).toContain(
      "No favorite grammar points yet.",
    );
    expect(section("Favorite Kanji").textContent).toContain("No favorite kanji yet.");
    expect(section("Favorite Words").textContent).toContain("0 items");
    expect(
      hrefOf(
        within(section("Favorite Words")).getByRole("link", { name: "Search the dictionary" }),
      ),
    ).toBe("/resources/dictionary");
    expect(
      hrefOf(
        within(section("Favorite Kanji")).getByRole("link", { name: "Browse the study lists" }),
      ),
    ).toBe("/resources");
    expect(screen.queryAllByRole("listitem")).toEqual([]);
    expect(screen.queryByRole("link", { name: "Download as CSV" })).toBeNull();
  });

  test("in Nepali: headings, labels and Devanagari numbers", () => {
    show(favorites, "ne");
    expect(section("मनपर्ने शब्दहरू").textContent).toContain("२ वटा");
    const [kanji] = within(section("मनपर्ने कान्जी")).getAllByRole("listitem") as [HTMLElement];
    expect(kanji.textContent).toContain("४ स्ट्रोक");
    expect(kanji.textContent).toContain("ओन्योमी:");
    expect(screen.getByRole("link", { name: "Anki का लागि डाउनलोड गर्नुहोस्" })).toBeTruthy();
  });

  test("in Nepali, every meaning shows in Nepali first, then in English", () => {
    show(favorites, "ne");
    const labels = (item: HTMLElement) =>
      Array.from(item.querySelectorAll("dd[lang]")).map((dd) => dd.getAttribute("lang"));
    const [word, imported] = within(section("मनपर्ने शब्दहरू")).getAllByRole("listitem") as [
      HTMLElement,
      HTMLElement,
    ];
    expect(labels(word)).toEqual(["ne", "en"]);
    expect(word.textContent).toMatch(new RegExp(`नेपाली:${taberu.nepali}.*अंग्रेजी:`));
    // No Nepali meaning yet: the English alone.
    expect(labels(imported)).toEqual(["en"]);
    const [point] = within(section("मनपर्ने व्याकरण बुँदाहरू")).getAllByRole("listitem");
    expect(labels(point as HTMLElement)).toEqual(["ne", "en"]);
    const [kanji] = within(section("मनपर्ने कान्जी")).getAllByRole("listitem");
    expect(labels(kanji as HTMLElement)).toEqual(["ne", "en"]);

    cleanup();
    show(favorites, "en");
    const [english] = within(section("Favorite Words")).getAllByRole("listitem");
    expect(labels(english as HTMLElement)).toEqual(["en", "ne"]);
  });

  test("each favourite has a Remove button: a form to the dashboard with its type and id", () => {
    show(favorites);
    const [word] = within(section("Favorite Words")).getAllByRole("listitem") as [HTMLElement];
    const remove = within(word).getByRole("button", { name: "Remove: 食べる" });
    const form = remove.closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      intent: "remove-favorite",
      type: "word",
      id: "vocab:食べる:たべる",
    });
    const [kanji] = within(section("Favorite Kanji")).getAllByRole("listitem") as [HTMLElement];
    expect(within(kanji).getByRole("button", { name: "Remove: 日" })).toBeTruthy();
    expect(screen.queryByTestId("favorite-removal")).toBeNull();
  });

  test.each<[RemoveFavoriteResult, string, string]>([
    [{ removed: true }, "status", "Removed from your favorites."],
    [{ removed: false, error: "failed" }, "alert", "Failed to update favorite status"],
  ])("after a Remove: %j", (removal, role, text) => {
    show(favorites, "en", removal);
    expect(screen.getByRole(role).textContent).toBe(text);
  });

  test("in Japanese", () => {
    show(favorites, "ja");
    expect(section("お気に入りの漢字").textContent).toContain("4画");
    expect(section("お気に入りの文法").textContent).toContain("1件");
  });
});
