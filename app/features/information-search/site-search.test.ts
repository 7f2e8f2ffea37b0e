import { describe, expect, test } from "vitest";
import {
  matchScore,
  prepareField,
  prepareFields,
  prepareQuery,
  rankMatches,
  scoreFields,
  type FieldKind,
} from "./site-search";

const score = (fields: [FieldKind, string][], query: string) => {
  const prepared = prepareQuery(query);
  if (!prepared) throw new Error(`blank query ${JSON.stringify(query)}`);
  return scoreFields(prepareFields(fields), prepared);
};

const { exact, prefix, contains, prose, none } = matchScore;

describe("prepareQuery", () => {
  test.each(["", "   ", "～", " ~ "])("%j is blank", (query) => {
    expect(prepareQuery(query)).toBeUndefined();
  });

  test("romaji also searches as kana; English words stay words", () => {
    expect(prepareQuery("  te kudasai ")?.forms.map((form) => form.text)).toEqual([
      "te kudasai",
      "てください",
    ]);
    expect(prepareQuery("to eat")?.forms.map((form) => form.text)).toEqual(["to eat"]);
  });

  test("katakana and full-width letters meet their usual forms", () => {
    expect(prepareQuery("ニチ")?.forms[0]?.text).toBe("にち");
    expect(prepareQuery("ＪＬＰＴ")?.forms[0]?.text).toBe("jlpt");
    expect(prepareQuery("〜てください")?.forms[0]?.text).toBe("てください");
  });
});

describe("prepareField", () => {
  test("splits lists and kun'yomi into the items a learner types", () => {
    expect(prepareField("name", "ひと.つ、ひと-、-び").items).toEqual([
      "ひとつ",
      "ひと",
      "ひと",
      "び",
    ]);
    expect(prepareField("name", "～ではありません／～じゃないです").items).toEqual([
      "ではありません",
      "じゃないです",
    ]);
    expect(prepareField("name", "day, sun, Japan").items).toEqual(["day", "sun", "japan"]);
  });
});

describe("scoreFields", () => {
  test.each<[string, [FieldKind, string][], string, number]>([
    // Names: a whole item, then its beginning, then words inside it.
    ["a whole English meaning", [["name", "day, sun, Japan"]], "sun", exact],
    ["English case does not matter", [["name", "day, sun, Japan"]], "JAPAN", exact],
    ["the start of a meaning", [["name", "day, sun, Japan"]], "ja", prefix],
    ["a word inside a name", [["name", "Currency Converter"]], "converter", contains],
    ["every word of the query in one name", [["name", "JLPT N5 Kanji"]], "n5 kanji", contains],
    ["a word missing from the name", [["name", "JLPT N5 Kanji"]], "n4 kanji", none],
    ["a pattern without its wave dash", [["name", "～てください"]], "てください", exact],
    ["a pattern typed with a wave dash", [["name", "～てください"]], "~てください", exact],
    ["a pattern in romaji", [["name", "～てください"]], "te kudasai", exact],
    [
      "an alternative of a pattern",
      [["name", "～ではありません／～じゃないです"]],
      "じゃないです",
      exact,
    ],
    ["the beginning of a pattern", [["name", "～てください"]], "てくだ", prefix],
    ["Japanese inside a name", [["name", "～てもいいです"]], "もいい", contains],
    ["an on'yomi typed in katakana", [["name", "ニチ、ジツ"]], "ニチ", exact],
    ["an on'yomi typed in hiragana", [["name", "ニチ、ジツ"]], "にち", exact],
    ["an on'yomi typed in romaji", [["name", "ニチ、ジツ"]], "nichi", exact],
    ["a kun'yomi stem", [["name", "ひと-、ひと.つ"]], "hito", exact],
    ["a kun'yomi with its okurigana", [["name", "た.べる"]], "たべる", exact],
    ["a Nepali meaning", [["name", "दिन, सूर्य, जापान"]], "सूर्य", exact],
    ["the start of a Nepali word", [["name", "जागिर खोज"]], "जागि", prefix],
    ["a Japanese tool name", [["name", "通貨換算"]], "通貨", prefix],
    ["a katakana name found in hiragana", [["name", "ツール"]], "つーる", exact],
    // Prose: every query word must begin a word of the text.
    ["an English word in an explanation", [["text", "Use it to ask politely."]], "polite", prose],
    ["a word that only ends a prose word", [["text", "Use it impolitely."]], "polite", none],
    ["several words in prose", [["text", "Find jobs in Japan"]], "japan jobs", prose],
    ["a Nepali word in prose", [["text", "जापानमा जागिर खोज्नुहोस्"]], "जागिर", prose],
    ["one letter never searches prose", [["text", "a cat and a dog"]], "a", none],
    ["romaji kana never searches prose", [["text", "学生です。"]], "desu", none],
    ["a kanji inside a longer query", [["char", "日"]], "毎日", prefix],
    ["a kanji not in the query", [["char", "月"]], "毎日", none],
    ["a romaji query never matches a lone kanji", [["char", "日"]], "hi", none],
    [
      "the best field wins",
      [
        ["text", "sun"],
        ["name", "sun"],
      ],
      "sun",
      exact,
    ],
    ["regular-expression characters are plain text", [["name", "a.b"]], ".*", none],
  ])("%s", (_case, fields, query, expected) => {
    expect(score(fields, query)).toBe(expected);
  });
});

describe("rankMatches", () => {
  const documents = [
    { item: "prose", fields: prepareFields([["text", "The sun is hot."]]) },
    { item: "unrelated", fields: prepareFields([["name", "moon"]]) },
    { item: "exact", fields: prepareFields([["name", "sun"]]) },
    { item: "prefix", fields: prepareFields([["name", "sunday"]]) },
    { item: "exact again", fields: prepareFields([["name", "day, sun"]]) },
  ];

  test("keeps matches only, best first, ties in their given order", () => {
    const query = prepareQuery("sun");
    if (!query) throw new Error("blank");
    expect(rankMatches(documents, query)).toEqual(["exact", "exact again", "prefix", "prose"]);
  });
});
