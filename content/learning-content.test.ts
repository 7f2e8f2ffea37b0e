// Checks of the learning content in content/{vocabulary,kanji,grammar}: form (schema, ids,
// readings, Nepali, headwords in examples, no repeated sentences) and facts against the reference
// data in ../shared/data (level lists, KANJIDIC2). Each check fails on the first bad line, named.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import {
  contentLevels,
  exceptionSchema,
  type ContentLevel,
  type Line,
} from "../app/features/learning-content/content-schema.ts";
import {
  loadLearningContent,
  type LearningContent,
} from "../app/features/learning-content/load-content.server.ts";
import { sentenceKey, usesHeadword } from "./content-checks.ts";
import {
  matchesEntry,
  referenceList,
  referenceSources,
  uncoveredWords,
} from "./reference-words.ts";

const contentDir = import.meta.dirname;
const referenceDir = path.resolve(contentDir, "../../shared/data");
const hasReference = fs.existsSync(referenceDir);
if (!hasReference) {
  console.warn(`Reference checks skipped: ${referenceDir} not found (only form is checked).`);
}

let content: LearningContent;
beforeAll(async () => {
  content = await loadLearningContent(contentDir); // throws naming the first invalid item
});

/**
 * Levels held to full coverage of the reference lists: N5 and N4 (written in full) and every level
 * declared complete in completeness.json. A level still being written (most frequent items first)
 * is checked for its facts, not for what it lacks yet; completeness.test.ts prints what is left.
 */
const declaredComplete = (
  JSON.parse(fs.readFileSync(path.join(contentDir, "completeness.json"), "utf8")) as {
    complete: string[];
  }
).complete;
const coverageLevels = contentLevels.filter(
  (level) => level === "n5" || level === "n4" || declaredComplete.includes(level),
);
/** Levels whose word list is held to 98 % coverage before the whole level is complete (N3's words are all written). */
const vocabularyCoverageLevels = contentLevels.filter(
  (level) => coverageLevels.includes(level) || level === "n3",
);

const exceptions = exceptionSchema
  .array()
  .parse(JSON.parse(fs.readFileSync(path.join(contentDir, "vocabulary/exceptions.json"), "utf8")));

const entriesAt = (level: ContentLevel) =>
  content.vocabulary.filter((item) => item.level === level).map((item) => item.entry);

/** The first failing item, or undefined: tests assert this equals undefined, naming the culprit. */
function firstFailure<T>(items: T[], check: (item: T) => string | undefined): string | undefined {
  for (const item of items) {
    const problem = check(item);
    if (problem) return problem;
  }
  return undefined;
}

describe("form", () => {
  test("every level has vocabulary, kanji and grammar in quantity", () => {
    const count = (kind: keyof LearningContent, level: ContentLevel) =>
      content[kind].filter((item) => item.level === level).length;
    expect(count("kanji", "n5")).toBe(79);
    expect(count("kanji", "n4")).toBe(166);
    // content/kanji/n3.json is read as N3: all 367 kanji of the list (each checked against it below).
    expect(count("kanji", "n3")).toBe(367);
    expect(count("kanji", "n2")).toBe(367);
    expect(count("grammar", "n5")).toBeGreaterThanOrEqual(80);
    expect(count("grammar", "n4")).toBeGreaterThanOrEqual(90);
    expect(count("vocabulary", "n5")).toBeGreaterThanOrEqual(650);
    expect(count("vocabulary", "n4")).toBeGreaterThanOrEqual(600);
  });

  test("at least 150 N5 and 100 N4 words come with a conversation", () => {
    const withConversation = (level: ContentLevel) =>
      entriesAt(level).filter((entry) => entry.conversation).length;
    expect(withConversation("n5")).toBeGreaterThanOrEqual(150);
    expect(withConversation("n4")).toBeGreaterThanOrEqual(100);
  });

  test("every example uses its headword (dictionary form, reading or a conjugated stem)", () => {
    const failure = firstFailure(content.vocabulary, ({ entry }) => {
      const line = entry.examples.find((example) => !usesHeadword(entry, example));
      return line && `${entry.id}: example "${line.japanese}" does not use ${entry.japanese}`;
    });
    expect(failure).toBeUndefined();
  });

  test("kanji compounds contain their kanji", () => {
    const failure = firstFailure(content.kanji, ({ entry }) => {
      const compound = entry.compounds.find((c) => !c.word.includes(entry.kanji));
      return compound && `${entry.id}: compound ${compound.word} lacks ${entry.kanji}`;
    });
    expect(failure).toBeUndefined();
  });

  test("no example sentence is used by two items, even with other punctuation or spaces", () => {
    const owner = new Map<string, { id: string; sentence: string }>();
    const lines: [string, Line][] = [
      ...content.vocabulary,
      ...content.grammar,
      ...content.kanji,
    ].flatMap(({ entry }) => (entry.examples ?? []).map((l): [string, Line] => [entry.id, l]));
    const repeats = lines.flatMap(([id, line]) => {
      const key = sentenceKey(line.japanese);
      const first = owner.get(key);
      if (!first) owner.set(key, { id, sentence: line.japanese });
      return first && first.id !== id
        ? [`"${line.japanese}" (${id}) repeats "${first.sentence}" (${first.id})`]
        : [];
    });
    expect(repeats).toEqual([]);
  });
});

/**
 * Words that are Hindi, not Nepali (Nepali says छ/हो, होइन, धेरै, तर, के, र, मा, तपाईं).
 * Their presence means a sentence was written in the wrong language. (Not है: Nepali uses it
 * as a tag, "हो, है?")
 */
const hindiOnly = ["हैं", "नहीं", "बहुत", "लेकिन", "क्या", "और", "में", "था", "थी", "आप", "हम", "यह", "वह"];
const hindiWord = new RegExp(`(^|[\\s,.!?।"'(])(${hindiOnly.join("|")})(?=$|[\\s,.!?।"')])`, "u");

function nepaliTexts(item: LearningContent[keyof LearningContent][number]["entry"]): string[] {
  const lines = (list?: Line[]) => (list ?? []).map((line) => line.nepali);
  if ("partOfSpeech" in item)
    return [item.nepali, ...lines(item.examples), ...lines(item.conversation)];
  if ("kanji" in item) return [item.nepali, ...item.compounds.map((c) => c.nepali)];
  return [item.nepaliExplanation, ...(item.rulesNepali ?? []), ...lines(item.examples)];
}

test("Nepali reads as Nepali: no Hindi-only words", () => {
  const all = [...content.vocabulary, ...content.kanji, ...content.grammar];
  const failure = firstFailure(all, ({ entry }) => {
    const text = nepaliTexts(entry).find((t) => hindiWord.test(t));
    return text && `${entry.id}: "${text}" has the Hindi word "${hindiWord.exec(text)?.[2]}"`;
  });
  expect(failure).toBeUndefined();
});

describe.skipIf(!hasReference)("facts against ../shared/data", () => {
  describe.each(contentLevels)("%s vocabulary", (level) => {
    // Read when a test runs, not when the suite is collected: without ../shared/data the
    // suite is skipped and these files are never opened.
    const lists = () => ({
      "open-anki-jlpt-decks": referenceList(referenceDir, "open-anki-jlpt-decks", level),
      "yomitan-jlpt-vocab": referenceList(referenceDir, "yomitan-jlpt-vocab", level),
    });

    test("every word belongs to the level's reference list or is a recorded exception", () => {
      const reference = Object.values(lists()).flat();
      const failure = firstFailure(entriesAt(level), (entry) => {
        const listed = reference.some((word) => matchesEntry(word, entry));
        const moved = exceptions.some(
          (e) =>
            e.action === "moved" &&
            e.movedTo === level.toUpperCase() &&
            e.japanese === entry.japanese,
        );
        return listed || moved ? undefined : `${entry.id} is not on the ${level} list`;
      });
      expect(failure).toBeUndefined();
    });

    if (!vocabularyCoverageLevels.includes(level)) return;
    test.each(referenceSources)("covers at least 98 percent of %s", (source) => {
      const words = lists()[source];
      const missing = uncoveredWords(words, entriesAt(level), exceptions, level);
      const coverage = 1 - missing.length / words.length;
      const sample = missing
        .slice(0, 10)
        .map((word) => word.label)
        .join(", ");
      expect(
        coverage,
        `missing ${missing.length} of ${words.length}, e.g. ${sample}`,
      ).toBeGreaterThanOrEqual(0.98);
    });
  });

  describe("kanji", () => {
    type KanjidicEntry = {
      kanji: string;
      jlpt: string;
      strokes: number;
      on: string[];
      kun: string[];
    };
    // Read lazily, like the lists above: a skipped suite opens no reference file.
    let cache: KanjidicEntry[] | undefined;
    const kanjidic = (): KanjidicEntry[] =>
      (cache ??= JSON.parse(
        fs.readFileSync(path.join(referenceDir, "kanji", "kanji_jlpt.json"), "utf8"),
      ) as KanjidicEntry[]);

    test("every kanji is on its level's list, with KANJIDIC2's strokes and readings", () => {
      const failure = firstFailure(content.kanji, ({ level, entry }) => {
        const fact = kanjidic().find((k) => k.kanji === entry.kanji);
        if (!fact) return `${entry.id}: not in KANJIDIC2`;
        if (fact.jlpt !== level.toUpperCase())
          return `${entry.id}: listed at ${fact.jlpt}, not ${level}`;
        if (fact.strokes !== entry.strokes)
          return `${entry.id}: ${entry.strokes} strokes, KANJIDIC2 says ${fact.strokes}`;
        if (fact.on.join() !== entry.onyomi.join())
          return `${entry.id}: on'yomi ${entry.onyomi} ≠ ${fact.on}`;
        if (fact.kun.join() !== entry.kunyomi.join())
          return `${entry.id}: kun'yomi ${entry.kunyomi} ≠ ${fact.kun}`;
        return undefined;
      });
      expect(failure).toBeUndefined();
    });

    test.each(coverageLevels)("every %s kanji of the list is there", (level) => {
      const ours = new Set(
        content.kanji.filter((k) => k.level === level).map((k) => k.entry.kanji),
      );
      const missing = kanjidic().filter(
        (k) => k.jlpt === level.toUpperCase() && !ours.has(k.kanji),
      );
      expect(missing.map((k) => k.kanji)).toEqual([]);
    });
  });
});
