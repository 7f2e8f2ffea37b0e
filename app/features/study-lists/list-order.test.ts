import { describe, expect, test } from "vitest";
import { compareSortKeys, kanjiSortReading, sortByKeys, sortReading } from "./list-order";

describe("sortReading", () => {
  test.each([
    ["たべる", "たべる"],
    ["アイス", "あいす"],
    ["ラーメン", "らーめん"],
    ["～てください", "てください"],
    ["～ではありません／～じゃないです", "ではありませんじゃないです"],
    ["～と（いっしょに）", "といっしょに"],
    ["た.べる", "たべる"],
    ["-び", "び"],
    ["ひと-", "ひと"],
  ])("%s sorts as %s", (reading, key) => {
    expect(sortReading(reading)).toBe(key);
  });
});

const word = (written: string, reading: string, id = `vocab:${written}:${reading}`) => ({
  written,
  reading: sortReading(reading),
  id,
});
const order = (items: ReturnType<typeof word>[]) =>
  sortByKeys(items, (item) => item).map((item) => item.written);

describe("list order", () => {
  test("words by reading in gojūon order, not by code point", () => {
    // Code-point order: the kana words first, then 大, 寒, 寝, 封, 小, 赤, 食.
    expect(
      order([
        word("寒い", "さむい"),
        word("寝る", "ねる"),
        word("封筒", "ふうとう"),
        word("小さい", "ちいさい"),
        word("ちょっと", "ちょっと"),
        word("赤い", "あかい"),
        word("アイス", "アイス"),
        word("会う", "あう"),
        word("大きい", "おおきい"),
        word("食べる", "たべる"),
      ]),
    ).toEqual([
      "アイス",
      "会う",
      "赤い",
      "大きい",
      "寒い",
      "食べる",
      "小さい",
      "ちょっと",
      "寝る",
      "封筒",
    ]);
  });

  test.each([
    ["voiced after voiceless", ["はし", "ばし", "ぱし"]],
    // (JIS X 4061: a small kana and ー come just before the full-size vowel they stand for)
    ["small kana beside their full size", ["きょう", "きよう", "きょうし"]],
    ["ー as the vowel it lengthens", ["ラーメン", "らあめん", "らいねん"]],
    ["katakana with hiragana", ["あいす", "アイス", "あいて"]],
  ])("%s", (_name, readings) => {
    const items = readings.map((reading, index) => word(reading, reading, `id-${index}`));
    expect(order([...items].reverse())).toEqual(readings);
  });

  test("the same reading: by the written form, then by id, so two items never tie", () => {
    expect(
      sortByKeys(
        [word("橋", "はし", "b"), word("箸", "はし", "c"), word("橋", "はし", "a")],
        (item) => item,
      ).map((item) => item.id),
    ).toEqual(["a", "b", "c"]);
    expect(compareSortKeys(word("橋", "はし", "a"), word("橋", "はし", "a"))).toBe(0);
  });

  test("kanji by stroke count, then by reading (on'yomi first)", () => {
    const kanji = (written: string, strokes: number, onyomi: string[], kunyomi: string[]) => ({
      written,
      strokes,
      reading: kanjiSortReading(onyomi, kunyomi),
      id: `kanji:${written}`,
    });
    expect(
      sortByKeys(
        [
          kanji("日", 4, ["ニチ", "ジツ"], ["ひ"]),
          kanji("語", 14, ["ゴ"], ["かた.る"]),
          kanji("水", 4, ["スイ"], ["みず"]),
          kanji("一", 1, ["イチ"], ["ひと-"]),
          kanji("込", 5, [], ["-こ.む"]),
          kanji("木", 4, ["ボク", "モク"], ["き"]),
        ],
        (item) => item,
      ).map((item) => item.written),
    ).toEqual(["一", "水", "日", "木", "込", "語"]);
  });
});
