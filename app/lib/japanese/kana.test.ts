import { describe, expect, test } from "vitest";
import {
  hasDevanagari,
  hasKanji,
  isKanaOnly,
  katakanaToHiragana,
  normalizeText,
  readingKey,
  romajiToKana,
} from "./kana";

describe("kana normalisation", () => {
  test.each([
    ["コーヒー", "こーひー"],
    ["テレビ", "てれび"],
    ["ヴァ", "ゔぁ"],
    ["食べる", "食べる"],
    ["abc", "abc"],
  ])("katakanaToHiragana(%s) = %s", (input, expected) => {
    expect(katakanaToHiragana(input)).toBe(expected);
  });

  test.each([
    ["  Ｔｏ  Ｅａｔ ", "to eat"],
    ["ｺｰﾋｰ", "コーヒー"],
    ["खा\u200dनु", "खानु"],
    ["TABERU", "taberu"],
    ["〜ながら", "~ながら"],
    ["～ながら", "~ながら"],
  ])("normalizeText(%j) = %j", (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  test("readingKey meets katakana and hiragana spellings", () => {
    expect(readingKey("ｺｰﾋｰ")).toBe(readingKey("こーひー"));
  });
});

describe("romaji", () => {
  test.each([
    ["taberu", "たべる"],
    ["gakkou", "がっこう"],
    ["shinbun", "しんぶん"],
    ["sinbun", "しんぶん"],
    ["konnichiha", "こんにちは"],
    ["kyou", "きょう"],
    ["o-cha", "おちゃ"],
    ["shimbun", "しんぶん"],
    ["sampo", "さんぽ"],
  ])("%s spells %s", (input, expected) => {
    expect(romajiToKana(input)).toBe(expected);
  });

  test.each(["to eat", "cat", "teacher", "(", "", "食べる", "x"])(
    "%j is not romaji all the way through",
    (input) => {
      expect(romajiToKana(input)).toBeUndefined();
    },
  );
});

describe("script tests", () => {
  test("classifies text", () => {
    expect(isKanaOnly("たべる")).toBe(true);
    expect(isKanaOnly("コーヒー")).toBe(true);
    expect(isKanaOnly("食べる")).toBe(false);
    expect(hasKanji("食べる")).toBe(true);
    expect(hasKanji("たべる")).toBe(false);
    expect(hasDevanagari("खानु")).toBe(true);
    expect(hasDevanagari("eat")).toBe(false);
  });
});
