import { describe, expect, test } from "vitest";
import type { GrammarPoint, KanjiEntry, VocabularyEntry } from "./content-schema";
import {
  computeDifficulties,
  grammarDifficulty,
  kanjiDifficulty,
  wordDifficulty,
  type Level,
} from "./difficulty";

const line = (japanese: string) => ({ japanese, reading: "よみ", english: "e", nepali: "ने" });
const kanji = (char: string, strokes: number): KanjiEntry => ({
  id: `kanji:${char}`, kanji: char, strokes, onyomi: [], kunyomi: [], english: "e", nepali: "ने",
  compounds: [],
}); // prettier-ignore
const word = (japanese: string, extra: Partial<VocabularyEntry> = {}): VocabularyEntry => ({
  id: `vocab:${japanese}`, japanese, reading: "よみ", english: "e", nepali: "ने",
  partOfSpeech: "noun", examples: [line(`${japanese}です。`)], ...extra,
}); // prettier-ignore
const point = (formation?: GrammarPoint["formation"]): GrammarPoint => ({
  id: "grammar:x", pattern: "～て", reading: "～て", englishExplanation: "e",
  nepaliExplanation: "ने", rules: ["a", "b"], examples: [], formation,
}); // prettier-ignore

describe("the rule (content/README.md, Difficulty)", () => {
  test.each<[string, Level, number, number, number]>([
    ["an N5 kanji, few strokes, rare", "N5", 4, 0, 1],
    ["an N5 kanji with many strokes", "N5", 14, 0, 2],
    ["an N4 kanji, frequent", "N4", 5, 9, 1],
    ["an N4 kanji, many strokes and frequent", "N4", 13, 9, 2],
    ["an N1 kanji with many strokes stays at 5", "N1", 20, 0, 5],
  ])("%s", (_name, level, strokes, uses, expected) => {
    expect(kanjiDifficulty(level, kanji("字", strokes), uses)).toBe(expected);
  });

  const taught = new Set(["日", "本"]);
  test.each<[string, Level, VocabularyEntry, number, number]>([
    ["a word in taught kanji", "N5", word("日本"), 0, 1],
    ["a word with a kanji above its level", "N5", word("猫"), 0, 2],
    ["… unless it is usually written in kana", "N5", word("猫", { usuallyKana: true }), 0, 1],
    ["a frequent N4 word", "N4", word("本"), 12, 1],
    ["a kana word met often stays at N5's floor", "N5", word("する"), 40, 1],
  ])("%s", (_name, level, entry, met, expected) => {
    expect(wordDifficulty(level, entry, taught, met)).toBe(expected);
  });

  test.each<[string, GrammarPoint["formation"], number]>([
    ["attached to a noun", [[{ word: "noun" }, { text: "の" }]], 2],
    [
      "attached to a dictionary form",
      [[{ word: "verb", form: "dictionary" }, { text: "前に" }]],
      2,
    ],
    ["attached to the て-form", [[{ word: "verb", form: "te" }, { text: "から" }]], 3],
    ["no formation yet", undefined, 2],
  ])("N4 grammar %s", (_name, formation, expected) => {
    expect(grammarDifficulty("N4", point(formation))).toBe(expected);
  });
});

describe("computeDifficulties", () => {
  test("frequency is counted in other items' sentences, not the word's own", () => {
    const often = word("山", { examples: Array.from({ length: 12 }, (_, i) => line(`山${i}`)) });
    const others = Array.from({ length: 10 }, (_, i) =>
      word(`山川${i}`, { examples: [line(`山と川${i}`)] }),
    );
    const byId = computeDifficulties({
      vocabulary: [often, ...others].map((entry) => ({ level: "N4" as const, entry })),
      kanji: [{ level: "N4", entry: kanji("山", 3) }],
      grammar: [],
    });
    // Met in ten other sentences (its own twelve do not count): one step easier.
    expect(byId.get(often.id)).toBe(1);
    // Used in eleven words: a frequent kanji.
    expect(byId.get("kanji:山")).toBe(1);
    // 川 is not a kanji of this content: one step harder.
    expect(byId.get("vocab:山川0")).toBe(3);
  });

  test("the fast count gives what counting every line would", () => {
    const words = ["あ", "あさ", "朝", "朝ご飯", "ご飯", "食べる"].map((w, i) =>
      word(w, { id: `v${i}`, examples: [line(`朝ご飯を食べるあさ${i}`), line(`ご飯${i}`)] }),
    );
    const content = { vocabulary: words.map((entry) => ({ level: "N5" as const, entry })), kanji: [], grammar: [] };
    const lines = words.flatMap((w) => w.examples.map((l) => ({ owner: w.id, text: l.japanese })));
    const byId = computeDifficulties(content);
    for (const w of words) {
      const met = lines.filter((l) => l.owner !== w.id && l.text.includes(w.japanese)).length;
      expect(byId.get(w.id), w.japanese).toBe(wordDifficulty("N5", w, new Set(), met));
    }
  }); // prettier-ignore
});
