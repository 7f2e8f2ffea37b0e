import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, test } from "vitest";
import { InvalidLearningContentError } from "../../app/features/learning-content/load-content.server.ts";
import { syncLearningContent } from "../../app/features/learning-content/sync.server.ts";
import { countContentByLevel } from "../../app/features/study-levels/level-counts.server.ts";
import { dictionaryEntries, grammarPoints } from "../../app/server/db/schema.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const line = (japanese: string, reading: string, english: string, nepali: string) => ({
  japanese,
  reading,
  english,
  nepali,
});

const water = {
  id: "vocab:水:みず",
  japanese: "水",
  reading: "みず",
  english: "water",
  nepali: "पानी",
  partOfSpeech: "noun",
  examples: [line("水を飲みます。", "みずをのみます。", "I drink water.", "म पानी पिउँछु।")],
};
const mountain = {
  id: "vocab:山:やま",
  japanese: "山",
  reading: "やま",
  english: "mountain",
  nepali: "पहाड, हिमाल",
  partOfSpeech: "noun",
  examples: [
    line("山が見えます。", "やまがみえます。", "I can see the mountains.", "हिमाल देखिन्छ।"),
  ],
};
const mashou = {
  id: "grammar:mashou",
  pattern: "～ましょう",
  reading: "～ましょう",
  englishExplanation: "Let's do something together.",
  nepaliExplanation: "सँगै केही गरौँ भन्न प्रयोग हुन्छ।",
  rules: ["Verb ます-stem + ましょう", "Polite suggestion"],
  examples: [
    line("行きましょう。", "いきましょう。", "Let's go.", "जाऔँ।"),
    line("食べましょう。", "たべましょう。", "Let's eat.", "खाऔँ।"),
    line("始めましょう。", "はじめましょう。", "Let's begin.", "सुरु गरौँ।"),
  ],
};

let contentDir: string;
function writeContent(files: Record<string, unknown>) {
  fs.rmSync(contentDir, { recursive: true, force: true });
  for (const [file, value] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
    // A string is written as it is (to test broken files); anything else as JSON.
    fs.writeFileSync(
      path.join(contentDir, file),
      typeof value === "string" ? value : JSON.stringify(value),
    );
  }
}

describe.each(databaseKinds)("content sync on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-content-"));
  });
  afterEach(async () => {
    await database.drop();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  test("loads, writes nothing the second time, applies edits, retires removed items", async () => {
    const { db } = database.handle;
    writeContent({ "vocabulary/n5.json": [water, mountain], "grammar/n5.json": [mashou] });
    const first = await syncLearningContent(db, contentDir);
    expect(first.vocabulary).toEqual({ inserted: 2, updated: 0, retired: 0, unchanged: 0 });
    expect(first.grammar).toEqual({ inserted: 1, updated: 0, retired: 0, unchanged: 0 });

    const stamp = (
      await db.select().from(dictionaryEntries).where(eq(dictionaryEntries.id, water.id))
    )[0]?.updatedAt;
    const second = await syncLearningContent(db, contentDir);
    expect(second.vocabulary).toEqual({ inserted: 0, updated: 0, retired: 0, unchanged: 2 });
    expect(second.grammar).toEqual({ inserted: 0, updated: 0, retired: 0, unchanged: 1 });
    const after = (
      await db.select().from(dictionaryEntries).where(eq(dictionaryEntries.id, water.id))
    )[0];
    expect(after?.updatedAt).toEqual(stamp);

    // An edit shows up after the next start.
    writeContent({
      "vocabulary/n5.json": [{ ...water, english: "water (cold)" }, mountain],
      "grammar/n5.json": [mashou],
    });
    const edited = await syncLearningContent(db, contentDir);
    expect(edited.vocabulary).toEqual({ inserted: 0, updated: 1, retired: 0, unchanged: 1 });
    const row = (
      await db.select().from(dictionaryEntries).where(eq(dictionaryEntries.id, water.id))
    )[0];
    expect(row?.english).toBe("water (cold)");
    expect(row?.jlptLevel).toBe("N5");
    expect(row?.examples).toEqual(water.examples);

    // Removing an item hides it but keeps the row, so favourites pointing at it still resolve.
    writeContent({ "vocabulary/n5.json": [{ ...water, english: "water (cold)" }] });
    const removed = await syncLearningContent(db, contentDir);
    expect(removed.vocabulary.retired).toBe(1);
    expect(removed.grammar.retired).toBe(1);
    const kept = (
      await db.select().from(dictionaryEntries).where(eq(dictionaryEntries.id, mountain.id))
    )[0];
    expect(kept?.retiredAt).toBeInstanceOf(Date);
    expect((await countContentByLevel(db)).N5).toEqual({ words: 1, grammar: 0, kanji: 0 });

    // And it comes back when it returns to the content.
    writeContent({ "vocabulary/n5.json": [water, mountain], "grammar/n5.json": [mashou] });
    const restored = await syncLearningContent(db, contentDir);
    expect(restored.vocabulary).toEqual({ inserted: 0, updated: 2, retired: 0, unchanged: 0 });
    expect((await countContentByLevel(db)).N5).toEqual({ words: 2, grammar: 1, kanji: 0 });
    const back = (await db.select().from(grammarPoints).where(eq(grammarPoints.id, mashou.id)))[0];
    expect(back?.retiredAt).toBeNull();
  });

  test("leaves dictionary rows from other sources alone", async () => {
    const { db } = database.handle;
    await db.insert(dictionaryEntries).values({
      id: "edict:1",
      japanese: "鯨",
      reading: "くじら",
      english: "whale",
      source: "edict",
    });
    writeContent({ "vocabulary/n5.json": [water] });
    const report = await syncLearningContent(db, contentDir);
    expect(report.vocabulary.retired).toBe(0);
    const imported = (
      await db.select().from(dictionaryEntries).where(eq(dictionaryEntries.id, "edict:1"))
    )[0];
    expect(imported?.retiredAt).toBeNull();
  });
});

describe("bad content stops the load and names the line", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-bad-content-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test.each([
    [
      "a romaji reading",
      { "vocabulary/n5.json": [water, { ...mountain, reading: "yama" }] },
      /vocabulary\/n5\.json item 1 \(vocab:山:やま\): reading: must be kana only/,
    ],
    [
      "Nepali that is not Devanagari",
      { "vocabulary/n4.json": [{ ...water, nepali: "paani" }] },
      /vocabulary\/n4\.json item 0 \(vocab:水:みず\): nepali: must be written in Devanagari/,
    ],
    [
      "an id used twice",
      { "vocabulary/n5.json": [water], "vocabulary/n4.json": [water] },
      /the id "vocab:水:みず" is used twice/,
    ],
    [
      "a grammar point with two examples",
      { "grammar/n4.json": [{ ...mashou, examples: mashou.examples.slice(0, 2) }] },
      /grammar\/n4\.json item 0 \(grammar:mashou\): examples/,
    ],
    ["broken JSON", { "kanji/n5.json": "[{" }, /kanji\/n5\.json: .*JSON/],
    ["a file that is not a list", { "kanji/n4.json": "{}" }, /kanji\/n4\.json .*JSON array/],
  ])("%s", async (_name, files, message) => {
    const database = await createTestDatabase("pglite");
    contentDir = dir;
    writeContent(files);
    try {
      const attempt = syncLearningContent(database.handle.db, dir);
      await expect(attempt).rejects.toThrow(InvalidLearningContentError);
      await expect(syncLearningContent(database.handle.db, dir)).rejects.toThrow(message);
      expect((await countContentByLevel(database.handle.db)).N5.words).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
