import { describe, expect, test } from "vitest";
import { isEdictHeader, parseEdictLine, type EdictEntry } from "./edict-parse";

// Made-up lines in the EDICT format (not copied from the dictionary), one feature each.
describe("parseEdictLine reads an entry", () => {
  test.each<[string, string, EdictEntry]>([
    [
      "headword, reading, numbered senses, common mark",
      "猫 [ねこ] /(n) (1) cat/(n) (2) (abbr) player of a three-stringed lute/(P)/",
      {
        japanese: "猫",
        reading: "ねこ",
        english: "cat; player of a three-stringed lute",
        partOfSpeech: "n",
        common: true,
      },
    ],
    [
      "glosses of one sense joined with commas, senses with semicolons",
      "走る [はしる] /(v5r,vi) (1) to run/to dash/(v5r,vi) (2) to travel (e.g. of a train)/to work/",
      {
        japanese: "走る",
        reading: "はしる",
        english: "to run, to dash; to travel (e.g. of a train), to work",
        partOfSpeech: "v5r,vi",
        common: false,
      },
    ],
    [
      "a kana-only headword is its own reading",
      "ほらほら /(int) look!/there you go!/(P)/",
      {
        japanese: "ほらほら",
        reading: "ほらほら",
        english: "look!, there you go!",
        partOfSpeech: "int",
        common: true,
      },
    ],
    [
      "usage, field and dialect tags are removed",
      "鍵盤 [けんばん] /(n) (uk) (comp) (arch) keyboard/(on-mim) (ksb:) (sl) keys/",
      {
        japanese: "鍵盤",
        reading: "けんばん",
        english: "keyboard, keys",
        partOfSpeech: "n",
        common: false,
      },
    ],
    [
      "spelling notes before the part of speech are not the part of speech",
      "美い [うつくしい] /(iK) (adj-i) (1) beautiful/(adj-i) (2) (pol) lovely/",
      {
        japanese: "美い",
        reading: "うつくしい",
        english: "beautiful; lovely",
        partOfSpeech: "adj-i",
        common: false,
      },
    ],
    [
      "parentheses with meaning stay: articles, hints, origins",
      "一杯 [いっぱい] /(n,adj-no) (a) cupful/(one's) fill/(wasei: full cup)/to the brim (of a glass)/",
      {
        japanese: "一杯",
        reading: "いっぱい",
        english: "(a) cupful, (one's) fill, (wasei: full cup), to the brim (of a glass)",
        partOfSpeech: "n,adj-no",
        common: false,
      },
    ],
    [
      "a language note with nothing to add is dropped",
      "ボンジュール /(int) good day (fre:)/",
      {
        japanese: "ボンジュール",
        reading: "ボンジュール",
        english: "good day",
        partOfSpeech: "int",
        common: false,
      },
    ],
    [
      "(P) inside a gloss is text, not the common-word mark",
      "燐光 [りんこう] /(n) light of phosphorus (P)/",
      {
        japanese: "燐光",
        reading: "りんこう",
        english: "light of phosphorus (P)",
        partOfSpeech: "n",
        common: false,
      },
    ],
    [
      "an entry without a part of speech",
      "ＡＢＣ [エービーシー] /the alphabet/basics/",
      {
        japanese: "ＡＢＣ",
        reading: "エービーシー",
        english: "the alphabet, basics",
        partOfSpeech: null,
        common: false,
      },
    ],
    [
      "EDICT2: first spelling and reading, entry id dropped",
      "食う;喰う(iK) [くう(P);くらう] /(v5u,vt) (1) to eat/(v5u,vt) (2) to bite/(P)/EntL1234560X/",
      {
        japanese: "食う",
        reading: "くう",
        english: "to eat; to bite",
        partOfSpeech: "v5u,vt",
        common: true,
      },
    ],
    [
      "Windows line endings and trailing spaces",
      "空 [そら] /(n) sky/  \r",
      { japanese: "空", reading: "そら", english: "sky", partOfSpeech: "n", common: false },
    ],
  ])("%s", (_name, line, entry) => {
    expect(parseEdictLine(line)).toEqual({ ok: true, entry });
  });
});

describe("parseEdictLine explains a line it cannot read", () => {
  test.each([
    ["a headword and reading without glosses", "四度 [しど] /", /no English glosses/],
    ["only tags, no gloss", "語 [ご] /(n) (P)/", /no English glosses/],
    ["no gloss list at all", "語 [ご]", /not in the EDICT form/],
    ["a gloss list that is not closed", "語 [ご] /word", /not in the EDICT form/],
    ["an empty line", "", /not in the EDICT form/],
    ["a reading that is never closed", "語 [ご /word/", /not in the EDICT form/],
    ["text that is not an entry", "Hello, world.", /not in the EDICT form/],
  ])("%s", (_name, line, reason) => {
    const result = parseEdictLine(line);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});

test.each([
  ["　？？？ /EDICT, EDICT_SUB(P), EDICT2 Japanese-English Electronic Dictionary Files/", true],
  ["？？？ /EDICT Japanese-English/", true],
  ["猫 [ねこ] /(n) cat/", false],
])("isEdictHeader(%j) is %s", (line, expected) => {
  expect(isEdictHeader(line)).toBe(expected);
});
