// The fields of the deeper content schema (memory tips, core readings, formation …) reach the
// database through the start-up sync, with a difficulty computed there, not per request.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { findDictionaryEntry } from "../../app/features/dictionary/dictionary-search.server.ts";
import { syncLearningContent } from "../../app/features/learning-content/sync.server.ts";
import { dictionaryEntries, grammarPoints, kanjiCharacters } from "../../app/server/db/schema.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const line = (japanese: string, reading: string, english: string, nepali: string) => ({
  japanese,
  reading,
  english,
  nepali,
});

const tsuku = {
  id: "vocab:付く:つく",
  japanese: "付く",
  reading: "つく",
  english: "to be attached",
  nepali: "टाँसिनु",
  partOfSpeech: "verb-godan",
  examples: [
    line(
      "シャツにごみが付いています。",
      "しゃつにごみがついています。",
      "There is dirt on the shirt.",
      "सर्टमा फोहोर टाँसिएको छ।",
    ),
    line("ボタンが付いた。", "ぼたんがついた。", "The button is on.", "टाँक लाग्यो।"),
  ],
  memoryTip: { english: "It sticks (tsuku) on.", nepali: "टाँसिन्छ — つく।" },
  commonUsage: [line("気が付く", "きがつく", "to notice", "थाहा पाउनु")],
  notes: { english: "Intransitive: the thing itself sticks.", nepali: "अकर्मक क्रिया।" },
  alternativeForms: ["着く"],
  usuallyKana: false,
  pair: "vocab:付ける:つける",
};
const tsukeru = {
  id: "vocab:付ける:つける",
  japanese: "付ける",
  reading: "つける",
  english: "to attach",
  nepali: "टाँस्नु",
  partOfSpeech: "verb-ichidan",
  examples: [line("名前を付けます。", "なまえをつけます。", "I give it a name.", "नाम राख्छु।")],
  pair: "vocab:付く:つく",
};
const sun = {
  id: "kanji:日",
  kanji: "日",
  strokes: 4,
  onyomi: ["ニチ", "ジツ"],
  kunyomi: ["ひ", "-び", "-か"],
  coreOnyomi: ["ニチ"],
  coreKunyomi: ["ひ"],
  english: "day, sun",
  nepali: "दिन, सूर्य",
  components: {
    radical: { number: 72, character: "日", japanese: "ひ", english: "sun", nepali: "सूर्य" },
    parts: ["日"],
  },
  memoryTip: { english: "A window with the sun in it.", nepali: "झ्यालभित्र घाम।" },
  realLifeUse: { english: "Calendars: 月曜日.", nepali: "पात्रोमा: 月曜日।" },
  compounds: [
    {
      word: "毎日",
      reading: "まいにち",
      english: "every day",
      nepali: "दिनहुँ",
      readingUsed: "ニチ",
    },
    { word: "今日", reading: "きょう", english: "today", nepali: "आज", readingUsed: "special" },
  ],
  examples: [line("日が出ました。", "ひがでました。", "The sun came out.", "घाम लाग्यो।")],
};
const nagara = {
  id: "grammar:nagara",
  pattern: "～ながら",
  reading: "～ながら",
  englishExplanation: "Doing two things at the same time.",
  nepaliExplanation: "दुई काम एकैसाथ गर्दा।",
  rules: ["Verb ます-stem + ながら", "The main action comes last"],
  examples: [
    line(
      "音楽を聞きながら歩きます。",
      "おんがくをききながらあるきます。",
      "I walk listening to music.",
      "म गीत सुन्दै हिँड्छु।",
    ),
    line(
      "歌いながら料理する。",
      "うたいながらりょうりする。",
      "I cook while singing.",
      "म गाउँदै खाना पकाउँछु।",
    ),
    line(
      "話しながら食べないで。",
      "はなしながらたべないで。",
      "Don't talk while eating.",
      "बोल्दै नखाऊ।",
    ),
  ],
  conversation: [
    line("何をしていますか。", "なにをしていますか。", "What are you doing?", "के गर्दै हुनुहुन्छ?"),
    line(
      "テレビを見ながら勉強しています。",
      "てれびをみながらべんきょうしています。",
      "Studying while watching TV.",
      "टिभी हेर्दै पढ्दै छु।",
    ),
  ],
  commonMistakes: [
    "An older English-only mistake.",
    {
      english: "The stem, not the dictionary form.",
      nepali: "ます-stem चाहिन्छ।",
      wrong: "聞くながら",
      right: "聞きながら",
    },
  ],
  formation: [[{ word: "verb", form: "masu-stem" }, { text: "ながら" }]],
  related: ["grammar:te-kara"],
  levelNotes: [{ level: "N3", english: "Also means 'although'.", nepali: "'तापनि' अर्थ पनि।" }],
};

let contentDir: string;

describe.each(databaseKinds)("deeper content fields on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "jouzu-deeper-"));
    const write = (file: string, value: unknown) => {
      fs.mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
      fs.writeFileSync(path.join(contentDir, file), JSON.stringify(value));
    };
    write("vocabulary/n5.json", [tsuku, tsukeru]);
    write("kanji/n5.json", [sun]);
    write("grammar/n4.json", [nagara]);
  });
  afterEach(async () => {
    await database.drop();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  test("vocabulary, kanji and grammar rows carry the new fields and a difficulty", async () => {
    const { db } = database.handle;
    await syncLearningContent(db, contentDir);
    const [word] = await db
      .select()
      .from(dictionaryEntries)
      .where(eq(dictionaryEntries.id, tsuku.id));
    expect(word).toMatchObject({
      memoryTip: tsuku.memoryTip,
      commonUsage: tsuku.commonUsage,
      notes: tsuku.notes,
      alternativeForms: ["着く"],
      usuallyKana: false,
      pairId: "vocab:付ける:つける",
    });
    // 付 is not a kanji of this content: one step above the N5 base.
    expect(word?.difficulty).toBe(2);
    const [partner] = await db
      .select()
      .from(dictionaryEntries)
      .where(eq(dictionaryEntries.id, tsukeru.id));
    expect(partner).toMatchObject({
      memoryTip: null,
      commonUsage: [],
      alternativeForms: [],
      pairId: tsuku.id,
    });

    const [kanji] = await db.select().from(kanjiCharacters).where(eq(kanjiCharacters.id, sun.id));
    expect(kanji).toMatchObject({
      coreOnyomi: ["ニチ"],
      coreKunyomi: ["ひ"],
      components: sun.components,
      memoryTip: sun.memoryTip,
      realLifeUse: sun.realLifeUse,
      examples: sun.examples,
      compounds: sun.compounds,
      difficulty: 1,
    });

    const [point] = await db.select().from(grammarPoints).where(eq(grammarPoints.id, nagara.id));
    expect(point).toMatchObject({
      conversation: nagara.conversation,
      formation: nagara.formation,
      related: ["grammar:te-kara"],
      levelNotes: nagara.levelNotes,
      difficulty: 2,
    });
    // The older English-only form is stored as an object like the new one.
    expect(point?.commonMistakes).toEqual([
      { english: "An older English-only mistake." },
      nagara.commonMistakes[1],
    ]);
  });

  test("the dictionary's entry details carry them, the partner resolved for its link", async () => {
    const { db } = database.handle;
    await syncLearningContent(db, contentDir);
    const entry = await findDictionaryEntry(db, tsuku.id);
    expect(entry).toMatchObject({
      memoryTip: tsuku.memoryTip,
      commonUsage: tsuku.commonUsage,
      notes: tsuku.notes,
      alternativeForms: ["着く"],
      pair: { id: tsukeru.id, japanese: "付ける", reading: "つける", jlptLevel: "N5" },
    });
  });
});
