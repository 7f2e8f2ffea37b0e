// Checks of the deeper fields that hold at every level, complete or not (README.md): partners
// and related points exist, core readings and the readings compounds use are the kanji's own,
// radicals are KANJIDIC2's, examples use what they illustrate.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import {
  loadLearningContent,
  type LearningContent,
} from "../app/features/learning-content/load-content.server.ts";
import {
  radicalCharacterFits,
  readingUsedProblem,
  soundsOf,
  usesHeadword,
} from "./content-checks.ts";

const referenceDir = path.resolve(import.meta.dirname, "../../shared/data");
const hasReference = fs.existsSync(referenceDir);

let content: LearningContent;
beforeAll(async () => {
  content = await loadLearningContent(import.meta.dirname);
});

/** Every problem found, so one run shows a writer all of them. */
function problems<T>(items: T[], check: (item: T) => (string | undefined)[]): string[] {
  return items.flatMap((item) => check(item).filter((p): p is string => p !== undefined));
}

describe("checks used below", () => {
  test.each([
    ["ニチ", "まいにち", true],
    ["ニチ", "にっき", true], // 日記: final ち as っ
    ["ひと", "こいびと", true], // 恋人: voiced first sound
    ["ガク", "がっこう", true],
    ["ジュウ", "じゅっぷん", true],
    ["さけ", "さかや", true], // 酒屋: え-row as あ-row
    ["い.く", "いきます", true],
    ["-び", "にちようび", true],
    ["ジン", "にほん", false],
    ["やす.む", "きゅうじつ", false],
  ])("%s sounds inside %s: %s", (reading, word, expected) => {
    expect(soundsOf(reading).some((sound) => word.includes(sound))).toBe(expected);
  });

  test("a compound naming a reading the kanji lacks, or not containing it, is a problem", () => {
    const readings = ["ニチ", "ジツ", "ひ", "-び", "-か"];
    expect(readingUsedProblem({ word: "毎日", reading: "まいにち", readingUsed: "ニチ" }, readings)).toBeUndefined();
    expect(readingUsedProblem({ word: "今日", reading: "きょう", readingUsed: "special" }, readings)).toBeUndefined();
    expect(readingUsedProblem({ word: "毎日", reading: "まいにち", readingUsed: "ジツ" }, readings)).toMatch(/does not contain/);
    expect(readingUsedProblem({ word: "毎日", reading: "まいにち", readingUsed: "ニッ" }, readings)).toMatch(/not a reading/);
  }); // prettier-ignore

  test.each([
    [85, "水", true],
    [85, "氵", true],
    [9, "亻", true],
    [72, "日", true],
    [72, "月", false],
    [130, "月", true],
  ])("radical %i written %s fits: %s", (number, character, expected) => {
    expect(radicalCharacterFits(number, character)).toBe(expected);
  });
});

describe("words", () => {
  test("a pair names an existing word that names this one back", () => {
    const byId = new Map(content.vocabulary.map(({ entry }) => [entry.id, entry]));
    const found = problems(content.vocabulary, ({ entry }) => {
      if (!entry.pair) return [];
      const partner = byId.get(entry.pair);
      if (entry.pair === entry.id) return [`${entry.id}: pair names itself`];
      if (!partner) return [`${entry.id}: pair ${entry.pair} is not a word of the content`];
      return [partner.pair === entry.id ? undefined : `${entry.id}: ${entry.pair} does not name it back`];
    }); // prettier-ignore
    expect(found).toEqual([]);
  });

  test("common usage uses the headword; alternative forms differ from it and each other", () => {
    const found = problems(content.vocabulary, ({ entry }) => [
      ...(entry.commonUsage ?? []).map((line) =>
        usesHeadword(entry, line) ? undefined : `${entry.id}: usage "${line.japanese}" lacks it`,
      ),
      entry.alternativeForms?.includes(entry.japanese)
        ? `${entry.id}: alternative form repeats the headword`
        : undefined,
      new Set(entry.alternativeForms).size !== (entry.alternativeForms ?? []).length
        ? `${entry.id}: an alternative form is listed twice`
        : undefined,
    ]);
    expect(found).toEqual([]);
  });
});

describe("kanji", () => {
  test("core readings are readings of the kanji, without repeats", () => {
    const found = problems(content.kanji, ({ entry }) => [
      ...(entry.coreOnyomi ?? []).map((r) => (entry.onyomi.includes(r) ? undefined : `${entry.id}: core on'yomi ${r} is not listed`)),
      ...(entry.coreKunyomi ?? []).map((r) => (entry.kunyomi.includes(r) ? undefined : `${entry.id}: core kun'yomi ${r} is not listed`)),
      new Set(entry.coreOnyomi).size !== (entry.coreOnyomi ?? []).length ? `${entry.id}: a core on'yomi twice` : undefined,
      new Set(entry.coreKunyomi).size !== (entry.coreKunyomi ?? []).length ? `${entry.id}: a core kun'yomi twice` : undefined,
    ]); // prettier-ignore
    expect(found).toEqual([]);
  });

  test("each compound's reading used is one of the kanji's and sounds in the word", () => {
    const found = problems(content.kanji, ({ entry }) =>
      entry.compounds.map((c) => readingUsedProblem(c, [...entry.onyomi, ...entry.kunyomi])),
    );
    expect(found).toEqual([]);
  });

  test("the radical's character fits its number; examples contain the kanji", () => {
    const found = problems(content.kanji, ({ entry }) => [
      entry.components && !radicalCharacterFits(entry.components.radical.number, entry.components.radical.character)
        ? `${entry.id}: ${entry.components.radical.character} is not radical ${entry.components.radical.number}`
        : undefined,
      ...(entry.examples ?? []).map((l) => (l.japanese.includes(entry.kanji) ? undefined : `${entry.id}: example "${l.japanese}" lacks it`)),
    ]); // prettier-ignore
    expect(found).toEqual([]);
  });

  test.skipIf(!hasReference)("radical numbers and core readings agree with KANJIDIC2", () => {
    type Fact = { kanji: string; radical: number; on: string[]; kun: string[] };
    const facts = new Map(
      (
        JSON.parse(
          fs.readFileSync(path.join(referenceDir, "kanji", "kanji_jlpt.json"), "utf8"),
        ) as Fact[]
      ).map((f) => [f.kanji, f]),
    );
    const found = problems(content.kanji, ({ entry }) => {
      const fact = facts.get(entry.kanji);
      if (!fact) return [`${entry.id}: not in KANJIDIC2`];
      return [
        entry.components && entry.components.radical.number !== fact.radical ? `${entry.id}: radical ${entry.components.radical.number}, KANJIDIC2 says ${fact.radical}` : undefined,
        ...(entry.coreOnyomi ?? []).filter((r) => !fact.on.includes(r)).map((r) => `${entry.id}: ${r} is not a KANJIDIC2 on'yomi`),
        ...(entry.coreKunyomi ?? []).filter((r) => !fact.kun.includes(r)).map((r) => `${entry.id}: ${r} is not a KANJIDIC2 kun'yomi`),
      ];
    }); // prettier-ignore
    expect(found).toEqual([]);
  });
});

describe("grammar", () => {
  test("related points exist and are other points; mistakes show a change", () => {
    const ids = new Set(content.grammar.map(({ entry }) => entry.id));
    const found = problems(content.grammar, ({ entry }) => [
      ...(entry.related ?? []).map((id) => (id === entry.id ? `${entry.id}: related to itself` : ids.has(id) ? undefined : `${entry.id}: related ${id} does not exist`)),
      ...(entry.commonMistakes ?? []).map((m) => (typeof m === "object" && m.wrong && m.wrong === m.right ? `${entry.id}: wrong and right are the same` : undefined)),
    ]); // prettier-ignore
    expect(found).toEqual([]);
  });
});
