// Coverage of the deeper content, level by level: every level listed in completeness.json meets
// the whole bar (README.md, "When is a level complete?"); every other level's shortfalls are
// printed so a writer sees what is left.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import {
  contentLevels,
  type GrammarPoint,
  type KanjiEntry,
  type VocabularyEntry,
} from "../app/features/learning-content/content-schema.ts";
import {
  loadLearningContent,
  type LearningContent,
} from "../app/features/learning-content/load-content.server.ts";
import { describeShortfall, levelShortfalls, type LevelContent } from "./completeness.ts";

const declaration = z
  .strictObject({ $comment: z.string(), complete: z.array(z.enum(contentLevels)) })
  .refine(
    (value) => new Set(value.complete).size === value.complete.length,
    "a level is listed twice",
  )
  .parse(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "completeness.json"), "utf8")));

const line = (japanese: string) => ({ japanese, reading: "よみ", english: "e", nepali: "नेपाली" });
const bilingual = { english: "tip", nepali: "सुझाव" };
const word: VocabularyEntry = {
  id: "vocab:見る:みる",
  japanese: "見る",
  reading: "みる",
  english: "to see",
  nepali: "हेर्नु",
  partOfSpeech: "verb-ichidan",
  examples: [line("テレビを見ます。"), line("テレビを見る。")],
  memoryTip: bilingual,
};
const kanji: KanjiEntry = {
  id: "kanji:見",
  kanji: "見",
  strokes: 7,
  onyomi: ["ケン"],
  kunyomi: ["み.る"],
  coreOnyomi: ["ケン"],
  coreKunyomi: ["み.る"],
  english: "see",
  nepali: "हेर्नु",
  components: {
    radical: { number: 147, character: "見", english: "see", nepali: "हेर्नु" },
    parts: ["目", "儿"],
  },
  memoryTip: bilingual,
  realLifeUse: bilingual,
  compounds: [
    { word: "見る", reading: "みる", english: "see", nepali: "हेर्नु", readingUsed: "み.る" },
    { word: "見学", reading: "けんがく", english: "visit", nepali: "भ्रमण", readingUsed: "ケン" },
  ],
  examples: [line("山を見た。")],
};
const point: GrammarPoint = {
  id: "grammar:te-miru",
  pattern: "～てみる",
  reading: "～てみる",
  englishExplanation: "try doing",
  nepaliExplanation: "गरेर हेर्नु",
  rules: ["a", "b"],
  examples: [line("食べてみます。"), line("食べてみる。"), line("着てみた。"), line("行ってみました。"), line("聞いてみて。")],
  conversation: [line("食べてみる？"), line("うん、食べてみる。")],
  commonMistakes: [{ english: "e", nepali: "ने" }],
  formation: [[{ word: "verb", form: "te" }, { text: "みる" }]],
}; // prettier-ignore
const complete: LevelContent = { vocabulary: [word], kanji: [kanji], grammar: [point] };

describe("the bar of a complete level", () => {
  test("a level with everything has no shortfall", () => {
    expect(levelShortfalls(complete)).toEqual([]);
  });

  test.each<[string, Partial<LevelContent>, RegExp]>([
    ["a word with one example", { vocabulary: [{ ...word, examples: [line("見る。")] }] }, /words with ≥ 2 examples: 1 of 1/],
    ["no memory tips", { vocabulary: [{ ...word, memoryTip: undefined }] }, /words with a memory tip/],
    ["only polite lines", { vocabulary: [{ ...word, examples: [line("見ます。"), line("見ました。")] }], kanji: [{ ...kanji, examples: [line("山を見ます。")] }], grammar: [{ ...point, register: "polite", examples: point.examples.map((l) => line(l.japanese + "です")) }] }, /plain speech/],
    ["a kanji without core readings", { kanji: [{ ...kanji, coreOnyomi: [], coreKunyomi: [] }] }, /kanji with core readings/],
    ["a kanji without components", { kanji: [{ ...kanji, components: undefined }] }, /kanji with components/],
    ["a kanji without a memory tip", { kanji: [{ ...kanji, memoryTip: undefined }] }, /kanji with a memory tip/],
    ["a kanji without real-life use", { kanji: [{ ...kanji, realLifeUse: undefined }] }, /real-life use/],
    ["a kanji without an example", { kanji: [{ ...kanji, examples: undefined }] }, /kanji with ≥ 1 example/],
    ["a compound without its reading", { kanji: [{ ...kanji, compounds: kanji.compounds.map((c, i) => (i === 0 ? { ...c, readingUsed: undefined } : c)) }] }, /name the reading used/],
    ["a point with four examples", { grammar: [{ ...point, examples: point.examples.slice(0, 4) }] }, /grammar points with ≥ 5 examples/],
    ["a point with polite examples only", { grammar: [{ ...point, examples: point.examples.map((l) => line(l.japanese + "ね、です")) }] }, /plain and polite/],
    ["a point without a conversation", { grammar: [{ ...point, conversation: undefined }] }, /conversation/],
    ["a point without a formation", { grammar: [{ ...point, formation: undefined }] }, /formation/],
    ["a point with an English-only mistake", { grammar: [{ ...point, commonMistakes: ["English only"] }] }, /common mistake/],
    ["a point without mistakes", { grammar: [{ ...point, commonMistakes: undefined }] }, /common mistake/],
  ])("%s is a shortfall", (_name, change, expected) => {
    const shortfalls = levelShortfalls({ ...complete, ...change }).map(describeShortfall);
    expect(shortfalls.join("\n")).toMatch(expected);
  }); // prettier-ignore

  test("a point whose pattern is one register needs no other", () => {
    const polite = { ...point, register: "polite" as const, examples: point.examples.map((l) => line(l.japanese + "です")) };
    expect(levelShortfalls({ ...complete, grammar: [polite] }).map((s) => s.rule)).not.toContain("grammar points with plain and polite examples");
  }); // prettier-ignore
});

describe("the content", () => {
  let content: LearningContent;
  beforeAll(async () => {
    content = await loadLearningContent(import.meta.dirname);
  });

  const levelOf = (level: (typeof contentLevels)[number]): LevelContent => ({
    vocabulary: content.vocabulary.filter((i) => i.level === level).map((i) => i.entry),
    kanji: content.kanji.filter((i) => i.level === level).map((i) => i.entry),
    grammar: content.grammar.filter((i) => i.level === level).map((i) => i.entry),
  });

  const started = (level: (typeof contentLevels)[number]) =>
    ["vocabulary", "kanji", "grammar"].some((kind) =>
      fs.existsSync(path.join(import.meta.dirname, kind, `${level}.json`)),
    );

  test.each(contentLevels)(
    "%s: complete if completeness.json says so (shortfalls are printed either way)",
    (level) => {
      const report = levelShortfalls(levelOf(level)).map(describeShortfall);
      const declared = declaration.complete.includes(level);
      console.info(
        `${level} (${declared ? "declared complete" : "in progress"}): ` +
          (report.length ? `\n  ${report.join("\n  ")}` : "meets the bar"),
      );
      if (declared) expect(report).toEqual([]);
      // A level in progress must still have content to grow from once any list file exists.
      else if (started(level))
        expect(levelOf(level).vocabulary.length + levelOf(level).kanji.length).toBeGreaterThan(0);
    },
  );
});
