import { describe, expect, test } from "vitest";
import { longVowelSpellings, SearchIndex, type IndexedEntry } from "./search-index";

let serial = 0;
function entry(
  japanese: string,
  reading: string,
  english: string,
  extra: Partial<IndexedEntry> = {},
): IndexedEntry {
  serial += 1;
  return {
    id: `test:${serial}`,
    japanese,
    reading,
    english,
    nepali: "",
    jlptLevel: null,
    source: "edict",
    common: false,
    partOfSpeech: null,
    ...extra,
  };
}

const own = (level: "N5" | "N4", partOfSpeech: string, nepali: string) => ({
  source: "jouzu",
  jlptLevel: level,
  partOfSpeech,
  nepali,
});

const rows: IndexedEntry[] = [
  entry("食べる", "たべる", "to eat", own("N5", "verb-ichidan", "खानु")),
  entry("食べる", "たべる", "to eat; to live on", { partOfSpeech: "v1,vt", common: true }),
  entry("吸う", "すう", "to smoke; to breathe in", own("N5", "verb-godan", "(चुरोट) खानु; सास फेर्नु")),
  entry("食う", "くう", "to eat", { partOfSpeech: "v5u,vt", common: true }),
  entry("食べ物", "たべもの", "food", own("N5", "noun", "खानेकुरा")),
  entry("食べ放題", "たべほうだい", "all you can eat", { partOfSpeech: "n", common: true }),
  entry("行く", "いく", "to go", own("N5", "verb-godan", "जानु")),
  entry("高い", "たかい", "high; tall; expensive", own("N5", "i-adjective", "अग्लो; महँगो")),
  entry("鷹", "たか", "hawk", { partOfSpeech: "n" }),
  entry("猫", "ねこ", "cat", own("N5", "noun", "बिरालो")),
  entry("子猫", "こねこ", "kitten", { partOfSpeech: "n", common: true }),
  entry("勉強", "べんきょう", "study", own("N5", "suru-verb", "पढाइ")),
  entry("静か", "しずか", "quiet", own("N5", "na-adjective", "शान्त")),
  entry("来る", "くる", "to come", own("N5", "verb-irregular", "आउनु")),
  entry("召し上がる", "めしあがる", "to eat (honorific)", own("N4", "verb-godan", "खानु (आदरार्थी)")),
  entry("コーヒー", "コーヒー", "coffee", own("N5", "noun", "कफी")),
  entry("学校", "がっこう", "school", own("N5", "noun", "विद्यालय")),
  entry("がっこ", "がっこ", "pickled vegetables (regional)", { partOfSpeech: "n" }),
  entry("神社", "じんじゃ", "Shinto shrine", own("N4", "noun", "मन्दिर")),
  entry("堂", "どう", "shrine; hall", { partOfSpeech: "n", common: true }),
  entry("続く", "つづく", "to continue", own("N4", "verb-godan", "जारी रहनु")),
  entry("続ける", "つづける", "to continue (something)", own("N4", "verb-ichidan", "जारी राख्नु")),
  entry("いい", "いい", "good", own("N5", "i-adjective", "राम्रो")),
  entry("良い", "よい", "good", { partOfSpeech: "adj-i", common: true }),
  entry("散歩", "さんぽ", "walk, stroll", own("N5", "suru-verb", "हिँडडुल")),
  entry("歩く", "あるく", "to walk", own("N5", "verb-godan", "हिँड्नु")),
  entry("括弧", "かっこ", "parentheses ( )", { partOfSpeech: "n" }),
  entry("ああ", "ああ", "ah; oh", own("N5", "interjection", "ओहो")),
  entry("いらっしゃる", "いらっしゃる", "to come; to go; to be (honorific)", {
    partOfSpeech: "v5aru,vi",
    common: true,
  }),
  entry("信ずる", "しんずる", "to believe", { partOfSpeech: "vz,vt" }),
  entry("書く", "かく", "to write", own("N5", "verb-godan", "लेख्नु")),
  entry("寂しい", "さびしい", "lonely", own("N4", "i-adjective", "एक्लो")),
];
const index = SearchIndex.fromRows(rows);
const top = (query: string) => index.search(query, 5)[0];
const japaneseOf = (query: string, limit = 5) =>
  index.search(query, limit).map((hit) => hit.entry.japanese);

describe("SearchIndex", () => {
  test.each([
    ["食べる", "exact"],
    ["たべる", "exact"],
    ["タベル", "exact"],
    ["taberu", "exact"],
    ["TABERU", "exact"],
    ["to eat", "exact"],
    ["eat", "exact"],
    ["खानु", "exact"],
    ["食べました", "deinflected"],
    ["食べなかった", "deinflected"],
    ["tabemashita", "deinflected"],
  ] as const)("%s finds our 食べる first (%s)", (query, match) => {
    const hit = top(query);
    expect(hit?.entry).toMatchObject({ japanese: "食べる", source: "jouzu" });
    expect(hit?.match).toBe(match);
  });

  test("an imported copy of one of our words is left out", () => {
    expect(
      index.search("食べる", 10).filter((hit) => hit.entry.japanese === "食べる"),
    ).toHaveLength(1);
  });

  test.each([
    ["行かない", "行く"],
    ["行って", "行く"],
    ["高かった", "高い"],
    ["高くない", "高い"],
    ["勉強しています", "勉強"],
    ["静かな", "静か"],
    ["来ない", "来る"],
    ["きました", "来る"],
  ])("conjugated %s finds %s", (query, base) => {
    expect(top(query)).toMatchObject({ entry: { japanese: base }, match: "deinflected" });
  });

  test.each([
    ["いらっしゃいます", "いらっしゃる", ["polite"]],
    [
      "書かされていました",
      "書く",
      ["causative-short", "passive", "te", "te-iru", "polite", "past"],
    ],
    ["書いとく", "書く", ["te", "te-oku-spoken"]],
    ["書かなきゃ", "書く", ["negative", "conditional-spoken"]],
    ["書かざる", "書く", ["negative-attributive"]],
    ["信じます", "信ずる", ["zuru-verb", "polite"]],
    ["寂しげ", "寂しい", ["ge"]],
  ] as const)("%s finds %s and names the forms it undid", (query, base, forms) => {
    expect(top(query)).toMatchObject({ entry: { japanese: base }, match: "deinflected", forms });
  });

  test("an exact match carries no forms", () => {
    expect(top("食べる")).toMatchObject({ match: "exact", forms: [] });
  });

  test("deinflection only reaches words of the right class", () => {
    // たかった could be 高い's past, never a form of the noun 鷹 (たか).
    expect(japaneseOf("たかかった")).toEqual(["高い"]);
  });

  test("exact before prefix before substring, our words and lower levels first", () => {
    expect(japaneseOf("たべ", 10)).toEqual(["食べる", "食べ物", "食べ放題"]);
    // たべ is also 食べる's stem (家を出、… is how written Japanese uses a stem).
    expect(index.search("たべ", 10).map((hit) => hit.match)).toEqual([
      "deinflected",
      "prefix",
      "prefix",
    ]);
    expect(index.search("ねこ", 5).map((hit) => [hit.entry.japanese, hit.match])).toEqual([
      ["猫", "exact"],
      ["子猫", "partial"],
    ]);
    const substring = index.search("猫", 5);
    expect(substring.map((hit) => [hit.entry.japanese, hit.match])).toEqual([["猫", "exact"]]);
    expect(index.search("べもの", 5).map((hit) => [hit.entry.japanese, hit.match])).toEqual([
      ["食べ物", "partial"],
    ]);
  });

  test("English: exact gloss, then gloss prefix, then words; our words first", () => {
    expect(japaneseOf("eat", 10)).toEqual(["食べる", "召し上がる", "食う", "食べ放題"]);
    expect(index.search("eat", 10).map((hit) => hit.match)).toEqual([
      "exact",
      "exact",
      "exact",
      "partial",
    ]);
    expect(top("expensive")?.entry.japanese).toBe("高い");
    expect(top("Kitten")?.entry.japanese).toBe("子猫");
  });

  test("Nepali glosses; a sense narrowed by a note ranks after plain ones", () => {
    expect(japaneseOf("खानु")).toEqual(["食べる", "吸う", "召し上がる"]);
    expect(top("महँगो")?.entry.japanese).toBe("高い");
  });

  test("katakana words by either kana", () => {
    expect(top("こーひー")?.entry.japanese).toBe("コーヒー");
    expect(top("ｺｰﾋｰ")?.entry.japanese).toBe("コーヒー");
  });

  test.each(["(", ")", "\\", "*+?", "[", "( )", "qzxv", "ぬぬぬぬ", ".*"])(
    "%j is searched literally and finds nothing",
    (query) => {
      expect(index.search(query, 5)).toEqual([]);
    },
  );

  test.each([
    ["gakko", "学校", "exact"],
    ["shrine", "神社", "exact"],
    ["続けたい", "続ける", "deinflected"],
    ["よかった", "いい", "deinflected"],
    ["to walk", "歩く", "exact"],
  ])(
    "%s finds %s: the word a learner means over a literal but rarer match",
    (query, word, match) => {
      expect(top(query)).toMatchObject({ entry: { japanese: word }, match });
    },
  );

  test("limit is respected and the matched text is reported", () => {
    expect(index.search("たべ", 2)).toHaveLength(2);
    expect(top("taberu")?.matchedText).toBe("たべる");
    expect(top("食べました")?.matchedText).toBe("食べる");
  });
});

describe("longVowelSpellings", () => {
  test.each([
    ["がっこ", ["がっこう"]],
    ["きょ", ["きょう"]],
    ["とうきょ", ["とうきょう"]],
    ["しゅじん", ["しゅうじん"]],
    ["たべる", ["たべるう"]],
  ])("%s → %j", (kana, expected) => {
    expect(longVowelSpellings(kana)).toEqual(expected);
  });
});
