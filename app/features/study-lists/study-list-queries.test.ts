import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dictionaryEntries, grammarPoints, kanjiCharacters } from "~/server/db/schema";
import {
  createTestDatabase,
  databaseKinds,
  type TestDatabase,
} from "../../../tests/support/test-database.ts";
import { eq } from "drizzle-orm";
import { pageSize, type ListQuery } from "./paging";
import { readGrammarList, readKanjiList, readVocabularyList } from "./study-list-queries.server";

/** A list request as the URL would make it: no filter unless one is given. */
const ask = (query: Partial<ListQuery> = {}): ListQuery => ({
  item: null,
  page: null,
  q: "",
  qTooLong: false,
  ...query,
});

const line = {
  japanese: "水を飲みます。",
  reading: "みずをのみます。",
  english: "I drink water.",
  nepali: "म पानी पिउँछु।",
};

// 250 N5 words whose Japanese spells a number in kana digits (in gojūon order, as 0–9 are).
const kana = "あいうえおかきくけこ";
const spell = (n: number) => [...String(n).padStart(3, "0")].map((d) => kana[Number(d)]).join("");
const words = Array.from({ length: 250 }, (_, n) => ({
  id: `vocab:${spell(n)}:${spell(n)}`,
  japanese: spell(n),
  reading: spell(n),
  english: `word ${n}`,
  nepali: "शब्द",
  jlptLevel: "N5" as const,
  examples: [line],
}));
// Two words written the same: the id decides their order, so pages never overlap.
const twins = [
  {
    id: "vocab:橋:はし-b",
    japanese: "橋",
    reading: "はし",
    english: "bridge (b)",
    nepali: "पुल",
    jlptLevel: "N5" as const,
  },
  {
    id: "vocab:橋:はし-a",
    japanese: "橋",
    reading: "はし",
    english: "bridge (a)",
    nepali: "पुल",
    jlptLevel: "N5" as const,
  },
];
const n4Word = (japanese: string, reading: string, english: string, nepali: string) => ({
  id: `vocab:${japanese}:${reading}`,
  japanese,
  reading,
  english,
  nepali,
  jlptLevel: "N4" as const,
});
// N4 words that code-point order puts out of reading order (kana before kanji, kanji by code).
const n4Words = [
  n4Word("寒い", "さむい", "cold (weather)", "चिसो (मौसम)"),
  n4Word("寝る", "ねる", "to sleep", "सुत्नु"),
  n4Word("封筒", "ふうとう", "envelope", "खाम"),
  n4Word("小さい", "ちいさい", "small", "सानो"),
  n4Word("経済", "けいざい", "economy", "अर्थतन्त्र"),
  n4Word("会う", "あう", "to meet", "भेट्नु"),
  n4Word("アイス", "アイス", "ice cream", "आइसक्रिम"),
  n4Word("ラーメン", "ラーメン", "ramen", "रामेन"),
  n4Word("来年", "らいねん", "next year", "अर्को वर्ष"),
  n4Word("食べる", "たべる", "to eat", "खानु"),
  n4Word("食べ物", "たべもの", "food", "खाना"),
  n4Word("大きい", "おおきい", "big, great", "ठूलो"),
];
// Their order by reading (ラーメン reads らあめん, before らいねん).
const n4Order = [
  "アイス",
  "会う",
  "大きい",
  "経済",
  "寒い",
  "食べ物",
  "食べる",
  "小さい",
  "寝る",
  "封筒",
  "ラーメン",
  "来年",
];
const others = [
  {
    id: "vocab:retired",
    japanese: "あ",
    reading: "あ",
    english: "gone",
    nepali: "गयो",
    jlptLevel: "N5" as const,
    retiredAt: new Date(),
  },
  {
    id: "edict:1",
    japanese: "あああ",
    reading: "あああ",
    english: "imported",
    jlptLevel: "N5" as const,
    source: "edict",
  },
  { id: "edict:2", japanese: "鯨", reading: "くじら", english: "whale", source: "edict" },
];
// What the N5 list must show, in order: the kana numbers, then the twins (はし), id a first.
const expectedWords = [...words, ...[...twins].reverse()];

const point = (id: string, pattern: string, level: "N5" | "N4" = "N5", reading = pattern) => ({
  id,
  jlptLevel: level,
  pattern,
  reading,
  englishExplanation: `about ${pattern}`,
  nepaliExplanation: "व्याख्या",
  rules: ["rule one", "rule two"],
  rulesNepali: ["नियम एक", "नियम दुई"],
  examples: [line, line, line],
});
const kanji = (
  character: string,
  strokes: number,
  onyomi: string,
  english: string,
  level: "N5" | "N4" = "N5",
) => ({
  id: `kanji:${character}`,
  jlptLevel: level,
  kanji: character,
  strokes,
  onyomi: [onyomi],
  kunyomi: ["みず"],
  englishMeaning: english,
  nepaliMeaning: "अर्थ",
  compounds: [{ word: "水曜日", reading: "すいようび", english: "Wednesday", nepali: "बुधबार" }],
});

describe.each(databaseKinds)("study list queries on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database.handle;
    // Inserted in reverse: the order shown comes from the query, never from the table.
    const shuffled = [...words].reverse();
    await db.insert(dictionaryEntries).values([...shuffled, ...twins, ...n4Words, ...others]);
    await db.insert(grammarPoints).values([
      point("grammar:masu", "～ます"),
      point("grammar:desu-b", "～です"),
      point("grammar:desu-a", "～です"),
      point("grammar:ka", "～か"),
      // Read ぜんぜん: after ～か and before ～です, though 全 comes before ～ in code order.
      point("grammar:zenzen", "全然～ない", "N5", "ぜんぜん～ない"),
      point("grammar:n4-only", "～たら", "N4"),
      { ...point("grammar:retired", "～あ"), retiredAt: new Date() },
    ]);
    await db
      .insert(kanjiCharacters)
      .values([
        kanji("水", 4, "スイ", "water"),
        kanji("一", 1, "イチ", "one"),
        kanji("日", 4, "ニチ", "day, sun"),
        kanji("語", 14, "ゴ", "word, language"),
        kanji("力", 2, "リョク", "power", "N4"),
      ]);
  });
  afterAll(async () => {
    await database?.drop();
  });

  test("vocabulary: our level words in Japanese order, 100 lean rows a page", async () => {
    const { db } = database.handle;
    const first = await readVocabularyList(db, "N5", ask());
    expect(first?.total).toBe(252);
    expect(first?.matches).toBe(252);
    expect(first?.pageCount).toBe(3);
    expect(first?.page).toBe(1);
    expect(first?.selected).toBeNull();
    expect(first?.rows).toHaveLength(pageSize);
    // A row carries what it shows, nothing more (no examples, no Nepali).
    expect(Object.keys(first?.rows[0] ?? {}).sort()).toEqual([
      "english",
      "id",
      "japanese",
      "reading",
    ]);

    const pages = await Promise.all(
      [1, 2, 3].map((page) => readVocabularyList(db, "N5", ask({ page }))),
    );
    const ids = pages.flatMap((page) => page?.rows.map((row) => row.id) ?? []);
    expect(ids).toEqual(expectedWords.map((word) => word.id));
    expect(ids.indexOf("vocab:橋:はし-a")).toBe(ids.indexOf("vocab:橋:はし-b") - 1);
    // Retired words, imported dictionary entries and other levels are not in the list.
    expect(ids).not.toContain("vocab:retired");
    expect(ids).not.toContain("edict:1");
    expect(ids).not.toContain("vocab:経済:けいざい");
    expect(pages[2]?.rows).toHaveLength(52);
    expect(pages[2]?.rows.at(-1)?.id).toBe("vocab:橋:はし-b");

    expect(await readVocabularyList(db, "N5", ask({ page: 4 }))).toBeUndefined();
  });

  test("vocabulary: the selected word comes with its details, on its own page", async () => {
    const { db } = database.handle;
    const target = expectedWords[150];
    if (!target) throw new Error("fixture too small");
    const list = await readVocabularyList(db, "N5", ask({ item: target.id }));
    expect(list?.page).toBe(2);
    expect(list?.rows.map((row) => row.id)).toContain(target.id);
    expect(list?.selected).toEqual({
      id: target.id,
      japanese: target.japanese,
      reading: target.reading,
      english: target.english,
      nepali: "शब्द",
      examples: [line],
      conversation: [],
      // Deeper fields the row does not have yet: empty, and no partner to link.
      memoryTip: null,
      commonUsage: [],
      notes: null,
      alternativeForms: [],
      usuallyKana: false,
      difficulty: null,
      pair: null,
    });
    // An explicit page wins: the details stay open while browsing another page.
    const browsing = await readVocabularyList(db, "N5", ask({ item: target.id, page: 1 }));
    expect(browsing?.page).toBe(1);
    expect(browsing?.selected?.id).toBe(target.id);
    // The last and the first rows land on the last and the first pages.
    const last = expectedWords.at(-1)?.id ?? "";
    expect((await readVocabularyList(db, "N5", ask({ item: last })))?.page).toBe(3);
    const first = expectedWords[0]?.id ?? "";
    expect((await readVocabularyList(db, "N5", ask({ item: first })))?.page).toBe(1);
  });

  test.each([
    ["an unknown id", "vocab:nothing"],
    ["a word of another level", "vocab:経済:けいざい"],
    ["a retired word", "vocab:retired"],
    ["an imported dictionary entry", "edict:1"],
  ])("vocabulary: %s selects nothing and shows the first page", async (_name, item) => {
    const list = await readVocabularyList(database.handle.db, "N5", ask({ item }));
    expect(list?.selected).toBeNull();
    expect(list?.page).toBe(1);
  });

  test("an empty level has one empty page", async () => {
    const { db } = database.handle;
    for (const read of [readVocabularyList, readGrammarList, readKanjiList]) {
      const list = await read(db, "N3", ask());
      expect(list).toEqual({
        total: 0,
        matches: 0,
        page: 1,
        pageCount: 1,
        rows: [],
        selected: null,
      });
      expect(await read(db, "N3", ask({ page: 2 }))).toBeUndefined();
    }
  });

  test("grammar: ordered by reading (without ～), then id; details with rules and examples", async () => {
    const { db } = database.handle;
    const list = await readGrammarList(db, "N5", ask({ item: "grammar:desu-b" }));
    expect(list?.total).toBe(5);
    expect(list?.rows).toEqual([
      { id: "grammar:ka", pattern: "～か", reading: "～か" },
      { id: "grammar:zenzen", pattern: "全然～ない", reading: "ぜんぜん～ない" },
      { id: "grammar:desu-a", pattern: "～です", reading: "～です" },
      { id: "grammar:desu-b", pattern: "～です", reading: "～です" },
      { id: "grammar:masu", pattern: "～ます", reading: "～ます" },
    ]);
    expect(list?.selected).toMatchObject({
      id: "grammar:desu-b",
      englishExplanation: "about ～です",
      nepaliExplanation: "व्याख्या",
      rules: ["rule one", "rule two"],
      rulesNepali: ["नियम एक", "नियम दुई"],
      examples: [line, line, line],
    });
    expect(
      (await readGrammarList(db, "N5", ask({ item: "grammar:n4-only" })))?.selected,
    ).toBeNull();
  });

  test("kanji: ordered by stroke count, then reading; details with readings and compounds", async () => {
    const { db } = database.handle;
    const list = await readKanjiList(db, "N5", ask({ item: "kanji:日" }));
    // 水 (スイ) before 日 (ニチ), though 日 comes first in code order.
    expect(list?.rows).toEqual([
      { id: "kanji:一", kanji: "一", strokes: 1 },
      { id: "kanji:水", kanji: "水", strokes: 4 },
      { id: "kanji:日", kanji: "日", strokes: 4 },
      { id: "kanji:語", kanji: "語", strokes: 14 },
    ]);
    expect(list?.selected).toEqual({
      id: "kanji:日",
      kanji: "日",
      strokes: 4,
      onyomi: ["ニチ"],
      kunyomi: ["みず"],
      englishMeaning: "day, sun",
      nepaliMeaning: "अर्थ",
      compounds: [{ word: "水曜日", reading: "すいようび", english: "Wednesday", nepali: "बुधबार" }],
      coreOnyomi: [],
      coreKunyomi: [],
      components: null,
      memoryTip: null,
      realLifeUse: null,
      examples: [],
      difficulty: null,
    });
    expect((await readKanjiList(db, "N4", ask()))?.rows).toEqual([
      { id: "kanji:力", kanji: "力", strokes: 2 },
    ]);
  });

  test("vocabulary: in gojūon order by reading, not in code-point order", async () => {
    const list = await readVocabularyList(database.handle.db, "N4", ask());
    expect(list?.rows.map((row) => row.japanese)).toEqual(n4Order);
  });

  test.each([
    ["taberu", ["食べる"]],
    ["tabe", ["食べ物", "食べる"]],
    ["たべ", ["食べ物", "食べる"]],
    ["タベ", ["食べ物", "食べる"]],
    ["食", ["食べ物", "食べる"]],
    ["eat", ["食べる"]],
    ["great", ["大きい"]],
    ["COLD", ["寒い"]],
    ["चिसो", ["寒い"]],
    ["らあ", ["ラーメン"]],
    ["raamen", ["ラーメン"]],
    ["ramen", ["ラーメン"]],
    ["  ", n4Order],
  ])("vocabulary: the filter %j keeps %j, in list order", async (q, expected) => {
    const list = await readVocabularyList(database.handle.db, "N4", ask({ q }));
    expect(list?.rows.map((row) => row.japanese)).toEqual(expected);
    expect(list?.matches).toBe(expected.length);
    expect(list?.total).toBe(n4Words.length);
  });

  test("vocabulary: a filter pages over what it keeps, and finds the selected word's page", async () => {
    const { db } = database.handle;
    // "word 1", "word 10"…"word 19" and "word 100"…"word 199": 111 words, two pages.
    const filtered = await readVocabularyList(db, "N5", ask({ q: "word 1" }));
    expect(filtered).toMatchObject({ total: 252, matches: 111, page: 1, pageCount: 2 });
    expect(filtered?.rows[0]?.english).toBe("word 1");
    const second = await readVocabularyList(db, "N5", ask({ q: "word 1", page: 2 }));
    expect(second?.rows.map((row) => row.english)).toEqual(
      Array.from({ length: 11 }, (_, n) => `word ${189 + n}`),
    );
    expect(await readVocabularyList(db, "N5", ask({ q: "word 1", page: 3 }))).toBeUndefined();

    const word199 = words[199]?.id ?? "";
    const selected = await readVocabularyList(db, "N5", ask({ q: "word 1", item: word199 }));
    expect(selected?.page).toBe(2);
    expect(selected?.selected?.english).toBe("word 199");
    // A word the filter hides stays selected; the list opens on its first page.
    const hidden = await readVocabularyList(db, "N5", ask({ q: "word 1", item: words[2]?.id }));
    expect(hidden?.page).toBe(1);
    expect(hidden?.selected?.english).toBe("word 2");

    const none = await readVocabularyList(db, "N5", ask({ q: "nothing like this" }));
    expect(none).toMatchObject({ total: 252, matches: 0, page: 1, pageCount: 1, rows: [] });
  });

  test("vocabulary: rows for Nepali readers carry the Nepali meaning", async () => {
    const list = await readVocabularyList(database.handle.db, "N4", ask(), { nepali: true });
    expect(list?.rows[0]).toEqual({
      id: "vocab:アイス:アイス",
      japanese: "アイス",
      reading: "アイス",
      english: "ice cream",
      nepali: "आइसक्रिम",
    });
  });

  test.each([
    ["desu", ["grammar:desu-a", "grammar:desu-b"]],
    ["zenzen", ["grammar:zenzen"]],
    ["ない", ["grammar:zenzen"]],
    ["about", ["grammar:ka", "grammar:zenzen", "grammar:desu-a", "grammar:desu-b", "grammar:masu"]],
  ])("grammar: the filter %j keeps %j", async (q, expected) => {
    const list = await readGrammarList(database.handle.db, "N5", ask({ q }));
    expect(list?.rows.map((row) => row.id)).toEqual(expected);
  });

  test.each([
    ["nichi", ["kanji:日"]],
    ["スイ", ["kanji:水"]],
    ["みず", ["kanji:一", "kanji:水", "kanji:日", "kanji:語"]],
    ["sun", ["kanji:日"]],
    ["語", ["kanji:語"]],
  ])("kanji: the filter %j keeps %j", async (q, expected) => {
    const list = await readKanjiList(database.handle.db, "N5", ask({ q }));
    expect(list?.rows.map((row) => row.id)).toEqual(expected);
  });

  test("a list follows the content: new, changed, retired and moved words", async () => {
    const { db } = database.handle;
    const read = async () =>
      (await readVocabularyList(db, "N4", ask()))?.rows.map((row) => row.japanese);
    expect(await read()).toEqual(n4Order);
    // The content sync stamps updated_at on every write; a new reading moves the word.
    await db
      .update(dictionaryEntries)
      .set({ reading: "んー", updatedAt: new Date(Date.now() + 1000) })
      .where(eq(dictionaryEntries.id, "vocab:アイス:アイス"));
    expect((await read())?.at(-1)).toBe("アイス");
    await db
      .insert(dictionaryEntries)
      .values(n4Word("愛", "あい", "love", "माया"))
      .then(() => undefined);
    expect((await read())?.[0]).toBe("愛");
    await db
      .update(dictionaryEntries)
      .set({ retiredAt: new Date(), updatedAt: new Date(Date.now() + 2000) })
      .where(eq(dictionaryEntries.id, "vocab:愛:あい"));
    expect(await read()).not.toContain("愛");
    // A word moved to another level leaves this one (even without a newer stamp here).
    await db
      .update(dictionaryEntries)
      .set({ jlptLevel: "N3" })
      .where(eq(dictionaryEntries.id, "vocab:会う:あう"));
    expect(await read()).not.toContain("会う");
  });
});
