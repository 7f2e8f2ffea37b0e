// The selected item's full record: the deeper fields and the items it links to, resolved to
// what a link needs (how it is written, the list it lives in).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dictionaryEntries, grammarPoints, kanjiCharacters } from "~/server/db/schema";
import {
  createTestDatabase,
  databaseKinds,
  type TestDatabase,
} from "../../../tests/support/test-database.ts";
import { grammarDetail, kanjiDetail, vocabularyDetail } from "./detail-queries.server";

const line = { japanese: "付く。", reading: "つく。", english: "It sticks.", nepali: "टाँसिन्छ।" };
const tip = { english: "It sticks by itself.", nepali: "आफैँ टाँसिन्छ।" };

describe.each(databaseKinds)("detail queries on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database.handle;
    const word = (id: string, japanese: string, level: "N5" | "N4", pairId: string | null) => ({
      id, japanese, reading: "つく", english: "x", nepali: "य", jlptLevel: level,
      source: "jouzu", examples: [line], pairId,
    }); // prettier-ignore
    await db.insert(dictionaryEntries).values([
      { ...word("vocab:付く:つく", "付く", "N4", "vocab:付ける:つける"), memoryTip: tip, usuallyKana: false, alternativeForms: ["着く"], difficulty: 2 },
      word("vocab:付ける:つける", "付ける", "N5", "vocab:付く:つく"),
      word("vocab:孤独:こどく", "孤独", "N5", "vocab:gone"),
    ]); // prettier-ignore
    const point = (id: string, pattern: string, related: string[]) => ({
      id, pattern, reading: pattern, jlptLevel: "N4" as const, englishExplanation: "e",
      nepaliExplanation: "ने", related,
    }); // prettier-ignore
    await db.insert(grammarPoints).values([
      { ...point("grammar:node", "ので", ["grammar:kara", "grammar:missing"]), formation: [[{ word: "clause", form: "plain" }, { text: "ので" }]], commonMistakes: [{ english: "e", nepali: "ने", wrong: "だので", right: "なので" }] },
      point("grammar:kara", "から", ["grammar:node"]),
    ]); // prettier-ignore
    await db.insert(kanjiCharacters).values({
      id: "kanji:休", jlptLevel: "N5", kanji: "休", strokes: 6, onyomi: ["キュウ"],
      kunyomi: ["やす.む", "やす.まる"], coreOnyomi: ["キュウ"], coreKunyomi: ["やす.む"],
      englishMeaning: "rest", nepaliMeaning: "आराम",
      components: { radical: { number: 9, character: "亻", english: "person", nepali: "मान्छे" }, parts: ["亻", "木"] },
      memoryTip: tip, realLifeUse: tip, examples: [line], difficulty: 1,
    }); // prettier-ignore
  });
  afterAll(async () => {
    await database.drop();
  });

  test("a word carries its deeper fields and its partner, in the partner's own level", async () => {
    const word = await vocabularyDetail(database.handle.db, "N4", "vocab:付く:つく");
    expect(word).toMatchObject({ memoryTip: tip, alternativeForms: ["着く"], difficulty: 2 });
    expect(word?.pair).toEqual({
      id: "vocab:付ける:つける",
      japanese: "付ける",
      reading: "つく",
      jlptLevel: "N5",
    });
  });

  test("a partner that is not in the content links nowhere", async () => {
    const word = await vocabularyDetail(database.handle.db, "N5", "vocab:孤独:こどく");
    expect(word?.pair).toBeNull();
  });

  test("a grammar point's related points resolve in order; unknown ones are left out", async () => {
    const point = await grammarDetail(database.handle.db, "N4", "grammar:node");
    expect(point?.related).toEqual([{ id: "grammar:kara", pattern: "から", jlptLevel: "N4" }]);
    expect(point?.formation).toEqual([[{ word: "clause", form: "plain" }, { text: "ので" }]]);
    expect(point?.commonMistakes[0]).toMatchObject({ wrong: "だので", right: "なので" });
  });

  test("a kanji carries core readings, components, tip, real-life use and examples", async () => {
    const kanji = await kanjiDetail(database.handle.db, "N5", "kanji:休");
    expect(kanji).toMatchObject({
      coreOnyomi: ["キュウ"],
      coreKunyomi: ["やす.む"],
      components: { radical: { number: 9 }, parts: ["亻", "木"] },
      memoryTip: tip,
      realLifeUse: tip,
      examples: [line],
    });
  });
});
