// Checks of the reading passages and listening scripts the practice tests are built from
// (content/reading/<level>.json, content/listening/<level>.json): the schema, ids, blanks, where
// the keys sit, and that the words and kanji are at or below the file's level.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import {
  contentLevels,
  kanjiEntrySchema,
  listeningScriptSchema,
  readingPassageSchema,
  vocabularyEntrySchema,
  type ContentLevel,
  type ListeningScript,
  type ReadingPassage,
} from "../app/features/learning-content/content-schema.ts";
import { blueprints } from "../app/features/practice/blueprints.ts";
import { listeningQuestionTypes, readingQuestionTypes } from "../app/lib/jlpt-mondai.ts";
import {
  buildTokenizer,
  japaneseOf,
  kanjiAboveLevel,
  kanjiUpTo,
  knownWords,
  wordShare,
  type Tokenizer,
} from "./material-checks.ts";

const contentDir = import.meta.dirname;
const readJson = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"));
/** A list file of a level not started yet reads as an empty list. */
const readList = (file: string): unknown =>
  fs.existsSync(path.join(contentDir, file)) ? readJson(file) : [];

/** The share of content words a file must take from our lists at or below its level. */
const minimumWordShare = 0.9;
/** No answer position (A–D) may hold more of a file's keys than this. */
const maximumKeyShare = 0.4;

type MaterialFile = {
  file: string;
  kind: "reading" | "listening";
  level: ContentLevel;
  /** The first schema problem, or undefined when the file parses. */
  problem?: string;
  items: (ReadingPassage | ListeningScript)[];
};

const materialFiles: MaterialFile[] = (["reading", "listening"] as const).flatMap((kind) =>
  contentLevels
    .filter((level) => fs.existsSync(path.join(contentDir, kind, `${level}.json`)))
    .map((level): MaterialFile => {
      const file = `${kind}/${level}.json`;
      const schema = kind === "reading" ? readingPassageSchema : listeningScriptSchema;
      const parsed = schema.array().safeParse(readJson(file));
      if (parsed.success) return { file, kind, level, items: parsed.data };
      const issue = parsed.error.issues[0];
      return {
        file,
        kind,
        level,
        items: [],
        problem: `item ${issue?.path.join(".")}: ${issue?.message}`,
      };
    }),
);

const vocabulary = Object.fromEntries(
  contentLevels.map((l) => [
    l,
    vocabularyEntrySchema.array().parse(readList(`vocabulary/${l}.json`)),
  ]),
) as Record<ContentLevel, ReturnType<typeof vocabularyEntrySchema.parse>[]>;
const kanji = Object.fromEntries(
  contentLevels.map((l) => [l, kanjiEntrySchema.array().parse(readList(`kanji/${l}.json`))]),
) as Record<ContentLevel, ReturnType<typeof kanjiEntrySchema.parse>[]>;

const upTo = (level: ContentLevel) => contentLevels.slice(0, contentLevels.indexOf(level) + 1);

let tokenizer: Tokenizer;
beforeAll(async () => {
  tokenizer = await buildTokenizer();
}, 120_000);

test("the N5 reading passages are there, enough for three mocks and section practice", () => {
  const n5 = materialFiles.find((f) => f.file === "reading/n5.json");
  expect(n5).toBeDefined();
  const count = (type: string) => (n5?.items ?? []).filter((item) => item.type === type).length;
  // A mock takes 1 text-grammar, 2 reading-short, 1 reading-mid, 1 information-retrieval.
  expect(count("text-grammar")).toBeGreaterThanOrEqual(4);
  expect(count("reading-short")).toBeGreaterThanOrEqual(8);
  expect(count("reading-mid")).toBeGreaterThanOrEqual(4);
  expect(count("information-retrieval")).toBeGreaterThanOrEqual(4);
});

test("the N5 listening scripts are there, enough for three mocks and section practice", () => {
  const n5 = materialFiles.find((f) => f.file === "listening/n5.json");
  expect(n5).toBeDefined();
  const items = n5?.items ?? [];
  const count = (type: string) => items.filter((item) => item.type === type).length;
  // A mock takes task 7, key-points 6, verbal-expressions 5, quick-response 6: three mocks
  // without repeating a script, and a few more for section practice.
  expect(count("task")).toBeGreaterThanOrEqual(23);
  expect(count("key-points")).toBeGreaterThanOrEqual(20);
  expect(count("verbal-expressions")).toBeGreaterThanOrEqual(16);
  expect(count("quick-response")).toBeGreaterThanOrEqual(20);
  // One question per script, as the exam asks them.
  for (const item of items) expect(item.questions.length, item.id).toBe(1);
});

/**
 * How many full mocks of a level its passages and scripts fill without using one twice, in the
 * exam's format: each mock takes, for every reading and listening type, passages (most questions
 * first) until it has the blueprint's count, at most `perMaterial` questions from each.
 */
function mocksWithoutRepeats(level: ContentLevel): number {
  const left = new Map<string, number[]>();
  for (const { level: fileLevel, items } of materialFiles) {
    if (fileLevel !== level) continue;
    for (const item of items)
      left.set(item.type, [...(left.get(item.type) ?? []), item.questions.length]);
  }
  for (const counts of left.values()) counts.sort((a, b) => b - a);
  const needs = blueprints[level].mock.parts
    .flatMap((part) => part.items)
    .filter((item) =>
      ([...readingQuestionTypes, ...listeningQuestionTypes] as string[]).includes(item.type),
    );
  for (let mocks = 0; ; mocks++) {
    for (const { type, count, perMaterial = 1 } of needs) {
      for (let need = count; need > 0;) {
        const questions = left.get(type)?.shift();
        if (questions === undefined) return mocks;
        need -= Math.min(perMaterial, questions);
      }
    }
  }
}

test("N2 reading and listening fill three full mocks without repeating a passage or script", () => {
  expect(mocksWithoutRepeats("n2")).toBeGreaterThanOrEqual(3);
});

describe.each(materialFiles)("$file", ({ file, kind, level, items, problem }) => {
  test("parses with the content schema", () => {
    expect(problem).toBeUndefined();
  });

  test("ids are unique and name the kind and level", () => {
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id.startsWith(`${kind}:${level}:`), id).toBe(true);
  });

  test("a text-grammar passage marks one blank per question, in order", () => {
    for (const item of items) {
      if (item.type !== "text-grammar" || !("texts" in item)) continue;
      const text = item.texts.flatMap((t) => t.lines.map((l) => l.japanese)).join("");
      const blanks = [...text.matchAll(/＿(\d)＿/g)].map((m) => Number(m[1]));
      expect(blanks, item.id).toEqual(item.questions.map((_, i) => i + 1));
    }
  });

  test(`answers are spread over A–D (no position above ${maximumKeyShare * 100} %)`, () => {
    const keys = items.flatMap((item) => item.questions.map((q) => q.answer));
    const counts = [0, 1, 2, 3].map((position) => keys.filter((k) => k === position).length);
    console.info(`${file}: keys at A–D ${counts.join(" / ")} of ${keys.length}`);
    for (const count of counts) expect(count / keys.length).toBeLessThanOrEqual(maximumKeyShare);
  });

  test(`kanji are ${level.toUpperCase()} or below (content/kanji)`, () => {
    const allowed = kanjiUpTo(level, contentLevels, kanji);
    const above = items.flatMap((item) =>
      kanjiAboveLevel(japaneseOf(item), allowed).map((k) => `${item.id}: ${k}`),
    );
    expect(above).toEqual([]);
  });

  test(`≥ ${minimumWordShare * 100} % of content words are in our ${level.toUpperCase()}-or-below lists`, () => {
    const known = knownWords(upTo(level).flatMap((l) => vocabulary[l]));
    const result = wordShare(items.flatMap(japaneseOf), known, tokenizer);
    const unknown = [...new Set(result.unknown)];
    console.info(
      `${file}: ${(result.share * 100).toFixed(1)} % of ${result.total} content words in our lists` +
        ` (not listed: ${unknown.join(" ")})`,
    );
    expect(result.share, `not listed: ${unknown.join(" ")}`).toBeGreaterThanOrEqual(
      minimumWordShare,
    );
  });
});

describe("the level check", () => {
  const known = knownWords(vocabulary.n5);

  test("counts listed words in any conjugated form, and compounds of listed words", () => {
    const result = wordShare(
      ["ラムさんは日本語を勉強しています。", "昨日は寒かったです。", "夏休みに海で泳ぎました。"],
      known,
      tokenizer,
    );
    expect(result.unknown).toEqual([]);
    expect(result.total).toBeGreaterThanOrEqual(8);
  });

  test("finds words above the level and leaves particles and the cast out", () => {
    const result = wordShare(["田中さんは経済を研究しています。"], known, tokenizer);
    expect(result.unknown).toEqual(["経済", "研究"]);
    expect(result.total).toBe(3); // 経済, 研究 and する
  });

  test("finds kanji above the level but not in the cast's names", () => {
    const allowed = kanjiUpTo("n5", contentLevels, kanji);
    expect(kanjiAboveLevel(["木村さんと駅で会いました。"], allowed)).toEqual(["駅", "会"]);
  });
});
