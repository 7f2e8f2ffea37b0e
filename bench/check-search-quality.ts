// npx node bench/check-search-quality.ts — checks the search-quality set against our content:
// every expected word exists in content/vocabulary with that exact spelling and reading, every
// query is unique, each query has the shape its kind promises, and the kinds stay balanced.
// Run it after editing bench/search-quality.json or the vocabulary; it exits 1 on any problem.
import fs from "node:fs";
import path from "node:path";
import { isJapanese, isKana, isKanji, toHiragana } from "wanakana";
import { z } from "zod";

const kinds = ["kanji", "kana", "romaji", "english", "nepali", "conjugated"] as const;
const minimumPerKind = 35;
const minimumQueries = 240;
const expectedMisses = 30;

const qualitySet = z.strictObject({
  queries: z.array(
    z.strictObject({
      query: z.string().min(1),
      kind: z.enum(kinds),
      expect: z.strictObject({ japanese: z.string().min(1), reading: z.string().min(1) }),
      note: z.string().min(1).optional(),
    }),
  ),
  misses: z.array(z.string().min(1)),
});
const vocabularyFile = z.array(
  z.object({ japanese: z.string(), reading: z.string(), partOfSpeech: z.string() }),
);

const root = path.resolve(import.meta.dirname, "..");
const readJson = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));

const set = qualitySet.parse(readJson("bench/search-quality.json"));
const vocabulary = (["n5", "n4"] as const).flatMap((level) =>
  vocabularyFile
    .parse(readJson(`content/vocabulary/${level}.json`))
    .map((word) => ({ ...word, level })),
);
const byKey = new Map(vocabulary.map((word) => [`${word.japanese}\t${word.reading}`, word]));

const problems: string[] = [];
const seen = new Set<string>();
const perKind = new Map<string, number>();
const perLevel = new Map<string, number>();
const perPartOfSpeech = new Map<string, number>();
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const devanagari = /^(?:[\u0900-\u097F ]|\u200C|\u200D)+$/u; // joiners appear in typed Nepali

for (const { query, kind, expect, note } of set.queries) {
  const label = `${kind} "${query}"`;
  if (seen.has(query)) problems.push(`${label}: duplicate query`);
  seen.add(query);
  count(perKind, kind);

  const word = byKey.get(`${expect.japanese}\t${expect.reading}`);
  if (!word) {
    problems.push(`${label}: ${expect.japanese} [${expect.reading}] is not in our vocabulary`);
    continue;
  }
  count(perLevel, word.level);
  count(perPartOfSpeech, word.partOfSpeech);

  const sameReading = toHiragana(query) === toHiragana(expect.reading);
  switch (kind) {
    case "kanji":
      if (query !== expect.japanese || ![...query].some((char) => isKanji(char)))
        problems.push(`${label}: should be the word as written, with kanji`);
      break;
    case "kana":
      if (!isKana(query) || !sameReading)
        problems.push(`${label}: should be the kana reading ${expect.reading}`);
      break;
    case "romaji":
      // Spelling variants (Hepburn m, a dropped long vowel) are allowed when a note says so.
      if (!/^[a-z]+$/.test(query) || (!sameReading && !note))
        problems.push(`${label}: should be lower-case romaji for ${expect.reading}`);
      break;
    case "english":
      if (!/^[a-z][a-z ]*$/.test(query)) problems.push(`${label}: should be lower-case English`);
      break;
    case "nepali":
      if (!devanagari.test(query)) problems.push(`${label}: should be Devanagari`);
      break;
    case "conjugated":
      if (!isJapanese(query) || query === expect.japanese || sameReading)
        problems.push(`${label}: should be an inflected form of ${expect.japanese}`);
      break;
  }
}

for (const query of set.misses) {
  if (seen.has(query)) problems.push(`miss "${query}": duplicate query`);
  seen.add(query);
}
if (set.misses.length !== expectedMisses)
  problems.push(`misses: ${set.misses.length}, expected ${expectedMisses}`);
if (set.queries.length < minimumQueries)
  problems.push(`queries: ${set.queries.length}, expected at least ${minimumQueries}`);
for (const kind of kinds) {
  if ((perKind.get(kind) ?? 0) < minimumPerKind)
    problems.push(
      `${kind}: ${perKind.get(kind) ?? 0} queries, expected at least ${minimumPerKind}`,
    );
}

const show = (map: Map<string, number>) =>
  [...map].map(([key, value]) => `${key} ${value}`).join(", ");
console.log(`${set.queries.length} queries, ${set.misses.length} misses`);
console.log(`kinds: ${show(perKind)}`);
console.log(`levels: ${show(perLevel)}`);
console.log(`parts of speech: ${show(perPartOfSpeech)}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.join("\n")}`);
  process.exitCode = 1;
}
