import { describe, expect, test } from "vitest";
import { prepareQuery, rankMatches, type Searchable } from "./site-search";
import {
  firstSentence,
  grammarDocument,
  grammarResult,
  kanjiDocument,
  kanjiResult,
  type GrammarRow,
  type KanjiRow,
} from "./study-items";

const desu: GrammarRow = {
  id: "grammar:dewa-arimasen",
  jlptLevel: "N5",
  pattern: "～ではありません／～じゃないです",
  reading: "～ではありません／～じゃないです",
  englishExplanation: 'This is the negative of です: "is not". Put it after a noun.',
  nepaliExplanation: "यो です को नकारात्मक रूप हो। नामपछि राख्नुहोस्।",
};
const eat: KanjiRow = {
  id: "kanji:食",
  jlptLevel: "N5",
  kanji: "食",
  onyomi: ["ショク", "ジキ"],
  kunyomi: ["く.う", "た.べる"],
  englishMeaning: "eat, food",
  nepaliMeaning: "खानु, खाना",
};
const found = <T>(document: Searchable<T>, query: string) => {
  const prepared = prepareQuery(query);
  if (!prepared) throw new Error("blank query");
  return rankMatches([document], prepared).length === 1;
};

describe("firstSentence", () => {
  test.each([
    ["One. Two.", "One."],
    ["Is it? Yes.", "Is it?"],
    ["यो हो। त्यो होइन।", "यो हो।"],
    ["No full stop", "No full stop"],
    [`${"long ".repeat(40)}end.`, `${"long ".repeat(28).trimEnd()}…`],
  ])("%j → %j", (text, expected) => {
    expect(firstSentence(text)).toBe(expected);
  });
});

describe("grammar points", () => {
  test.each([
    "じゃないです",
    "ではありません",
    "dewa arimasen",
    "arimasen",
    "negative",
    "नकारात्मक",
  ])("%j finds ～ではありません", (query) => {
    expect(found(grammarDocument(desu), query)).toBe(true);
  });

  test.each(["ます", "masu", "noun phrase"])("%j does not", (query) => {
    // "noun" is in the explanation but "phrase" is not: every word must be there.
    expect(found(grammarDocument(desu), query)).toBe(false);
  });

  test("the result opens the grammar list at the point, explained in the reader's language first", () => {
    const english = { text: 'This is the negative of です: "is not".', lang: "en" };
    expect(grammarResult(desu, "en")).toMatchObject({
      href: "/resources/jlpt/n5/grammar?item=grammar%3Adewa-arimasen",
      title: desu.pattern,
      reading: undefined,
      details: [english],
      level: "N5",
    });
    // A Nepali reader: the Nepali explanation, then the English one.
    expect(grammarResult(desu, "ne").details).toEqual([
      { text: "यो です को नकारात्मक रूप हो।", lang: "ne" },
      english,
    ]);
    expect(grammarResult(desu, "ja").details).toEqual([english]);
  });
});

describe("kanji", () => {
  test.each(["食", "食べ物", "ショク", "しょく", "shoku", "taberu", "ku", "eat", "food", "खाना"])(
    "%j finds 食",
    (query) => {
      expect(found(kanjiDocument(eat), query)).toBe(true);
    },
  );

  test.each(["飲", "eating", "खानु पर्छ"])("%j does not", (query) => {
    expect(found(kanjiDocument(eat), query)).toBe(false);
  });

  test("the result shows the readings and opens the kanji list at it", () => {
    expect(kanjiResult(eat, "ja")).toMatchObject({
      href: "/resources/jlpt/n5/kanji?item=kanji%3A%E9%A3%9F",
      title: "食",
      reading: "ショク、ジキ、く.う、た.べる",
      details: [{ text: "eat, food", lang: "en" }],
    });
    expect(kanjiResult(eat, "ne").details).toEqual([
      { text: "खानु, खाना", lang: "ne" },
      { text: "eat, food", lang: "en" },
    ]);
  });
});
