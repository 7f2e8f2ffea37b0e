import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dictionaryEntries, grammarPoints, kanjiCharacters } from "~/server/db/schema";
import {
  createTestDatabase,
  databaseKinds,
  type TestDatabase,
} from "../../../tests/support/test-database.ts";
import { pageSize } from "./paging";
import { readGrammarList, readKanjiList, readVocabularyList } from "./study-list-queries.server";

const line = {
  japanese: "水を飲みます。",
  reading: "みずをのみます。",
  english: "I drink water.",
  nepali: "म पानी पिउँछु।",
};

// 250 N5 words whose Japanese spells a number in kana digits.
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
const others = [
  {
    id: "vocab:経済:けいざい",
    japanese: "経済",
    reading: "けいざい",
    english: "economy",
    nepali: "अर्थतन्त्र",
    jlptLevel: "N4" as const,
  },
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
// What the list must show, in order: byte order of the Japanese, then of the id.
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const expectedWords = [...words, ...twins].sort(
  (a, b) => byCode(a.japanese, b.japanese) || byCode(a.id, b.id),
);

const point = (id: string, pattern: string, level: "N5" | "N4" = "N5") => ({
  id,
  jlptLevel: level,
  pattern,
  reading: pattern,
  englishExplanation: `about ${pattern}`,
  nepaliExplanation: "व्याख्या",
  rules: ["rule one", "rule two"],
  rulesNepali: ["नियम एक", "नियम दुई"],
  examples: [line, line, line],
});
const kanji = (character: string, strokes: number, level: "N5" | "N4" = "N5") => ({
  id: `kanji:${character}`,
  jlptLevel: level,
  kanji: character,
  strokes,
  onyomi: ["スイ"],
  kunyomi: ["みず"],
  englishMeaning: "meaning",
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
    await db.insert(dictionaryEntries).values([...shuffled, ...twins, ...others]);
    await db
      .insert(grammarPoints)
      .values([
        point("grammar:masu", "～ます"),
        point("grammar:desu-b", "～です"),
        point("grammar:desu-a", "～です"),
        point("grammar:ka", "～か"),
        point("grammar:n4-only", "～たら", "N4"),
        { ...point("grammar:retired", "～あ"), retiredAt: new Date() },
      ]);
    await db
      .insert(kanjiCharacters)
      .values([
        kanji("水", 4),
        kanji("一", 1),
        kanji("日", 4),
        kanji("語", 14),
        kanji("力", 2, "N4"),
      ]);
  });
  afterAll(async () => {
    await database?.drop();
  });

  test("vocabulary: our level words in Japanese order, 100 lean rows a page", async () => {
    const { db } = database.handle;
    const first = await readVocabularyList(db, "N5", { item: null, page: null });
    expect(first?.total).toBe(252);
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
      [1, 2, 3].map((page) => readVocabularyList(db, "N5", { item: null, page })),
    );
    const ids = pages.flatMap((page) => page?.rows.map((row) => row.id) ?? []);
    expect(ids).toEqual(expectedWords.map((word) => word.id));
    expect(ids.indexOf("vocab:橋:はし-a")).toBe(ids.indexOf("vocab:橋:はし-b") - 1);
    // Retired words, imported dictionary entries and other levels are not in the list.
    expect(ids).not.toContain("vocab:retired");
    expect(ids).not.toContain("edict:1");
    expect(ids).not.toContain("vocab:経済:けいざい");
    expect(pages[2]?.rows).toHaveLength(52);

    expect(await readVocabularyList(db, "N5", { item: null, page: 4 })).toBeUndefined();
  });

  test("vocabulary: the selected word comes with its details, on its own page", async () => {
    const { db } = database.handle;
    const target = expectedWords[150];
    if (!target) throw new Error("fixture too small");
    const list = await readVocabularyList(db, "N5", { item: target.id, page: null });
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
    });
    // An explicit page wins: the details stay open while browsing another page.
    const browsing = await readVocabularyList(db, "N5", { item: target.id, page: 1 });
    expect(browsing?.page).toBe(1);
    expect(browsing?.selected?.id).toBe(target.id);
    // The last and the first rows land on the last and the first pages.
    const last = expectedWords.at(-1)?.id ?? "";
    expect((await readVocabularyList(db, "N5", { item: last, page: null }))?.page).toBe(3);
    const first = expectedWords[0]?.id ?? "";
    expect((await readVocabularyList(db, "N5", { item: first, page: null }))?.page).toBe(1);
  });

  test.each([
    ["an unknown id", "vocab:nothing"],
    ["a word of another level", "vocab:経済:けいざい"],
    ["a retired word", "vocab:retired"],
    ["an imported dictionary entry", "edict:1"],
  ])("vocabulary: %s selects nothing and shows the first page", async (_name, item) => {
    const list = await readVocabularyList(database.handle.db, "N5", { item, page: null });
    expect(list?.selected).toBeNull();
    expect(list?.page).toBe(1);
  });

  test("an empty level has one empty page", async () => {
    const { db } = database.handle;
    for (const read of [readVocabularyList, readGrammarList, readKanjiList]) {
      const list = await read(db, "N3", { item: null, page: null });
      expect(list).toEqual({ total: 0, page: 1, pageCount: 1, rows: [], selected: null });
      expect(await read(db, "N3", { item: null, page: 2 })).toBeUndefined();
    }
  });

  test("grammar: ordered by pattern, then id; details with rules and examples", async () => {
    const { db } = database.handle;
    const list = await readGrammarList(db, "N5", { item: "grammar:desu-b", page: null });
    expect(list?.total).toBe(4);
    expect(list?.rows).toEqual([
      { id: "grammar:ka", pattern: "～か", reading: "～か" },
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
      (await readGrammarList(db, "N5", { item: "grammar:n4-only", page: null }))?.selected,
    ).toBeNull();
  });

  test("kanji: ordered by stroke count, then id; details with readings and compounds", async () => {
    const { db } = database.handle;
    const list = await readKanjiList(db, "N5", { item: "kanji:日", page: null });
    expect(list?.rows).toEqual([
      { id: "kanji:一", kanji: "一", strokes: 1 },
      { id: "kanji:日", kanji: "日", strokes: 4 },
      { id: "kanji:水", kanji: "水", strokes: 4 },
      { id: "kanji:語", kanji: "語", strokes: 14 },
    ]);
    expect(list?.selected).toEqual({
      id: "kanji:日",
      kanji: "日",
      strokes: 4,
      onyomi: ["スイ"],
      kunyomi: ["みず"],
      englishMeaning: "meaning",
      nepaliMeaning: "अर्थ",
      compounds: [{ word: "水曜日", reading: "すいようび", english: "Wednesday", nepali: "बुधबार" }],
    });
    expect((await readKanjiList(db, "N4", { item: null, page: null }))?.rows).toEqual([
      { id: "kanji:力", kanji: "力", strokes: 2 },
    ]);
  });
});
