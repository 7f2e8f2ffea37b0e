import { describe, expect, test } from "vitest";
import { chooseJapaneseVoice, clampRate, splitForSpeech, type VoiceLike } from "./speech";

const voice = (name: string, lang: string, extra: Partial<VoiceLike> = {}): VoiceLike => ({
  name,
  lang,
  localService: true,
  default: false,
  ...extra,
});

describe("chooseJapaneseVoice", () => {
  test.each<[string, VoiceLike[], string | null]>([
    ["no voices at all", [], null],
    ["no Japanese voice", [voice("Alex", "en-US"), voice("Hindi", "hi-IN")], null],
    [
      "a ja-JP voice among others",
      [voice("Alex", "en-US"), voice("Kyoko", "ja-JP"), voice("Amélie", "fr-CA")],
      "Kyoko",
    ],
    ["ja-JP before a plain ja voice", [voice("Plain", "ja"), voice("Kyoko", "ja-JP")], "Kyoko"],
    [
      "Android's ja_JP counts as ja-JP",
      [voice("Plain", "ja"), voice("Android", "ja_JP")],
      "Android",
    ],
    ["upper or lower case does not matter", [voice("Shouting", "JA-jp")], "Shouting"],
    [
      "any ja voice when there is no ja-JP",
      [voice("Alex", "en-US"), voice("Plain", "ja")],
      "Plain",
    ],
    [
      "a ja-* voice of another region",
      [voice("Alex", "en-US"), voice("Other", "ja-Kana")],
      "Other",
    ],
    [
      "not a language that only starts with ja",
      [voice("Javanese", "jv-ID"), voice("X", "jam")],
      null,
    ],
    [
      "a voice on this device before a network voice",
      [
        voice("Google 日本語", "ja-JP", { localService: false }),
        voice("Kyoko", "ja-JP", { localService: true }),
      ],
      "Kyoko",
    ],
    [
      "the system default among equal voices",
      [voice("Otoya", "ja-JP"), voice("Kyoko", "ja-JP", { default: true })],
      "Kyoko",
    ],
    ["otherwise the browser's order", [voice("First", "ja-JP"), voice("Second", "ja-JP")], "First"],
    [
      "a network ja-JP voice before a local plain ja voice",
      [voice("Plain", "ja"), voice("Google 日本語", "ja-JP", { localService: false })],
      "Google 日本語",
    ],
  ])("%s", (_case, voices, expected) => {
    expect(chooseJapaneseVoice(voices)?.name ?? null).toBe(expected);
  });

  test("returns the very object it was given, so it can be handed to an utterance", () => {
    const kyoko = voice("Kyoko", "ja-JP");
    expect(chooseJapaneseVoice([voice("Alex", "en-US"), kyoko])).toBe(kyoko);
  });
});

describe("clampRate", () => {
  test.each([
    [1, 1],
    [0.5, 0.5],
    [1.5, 1.5],
    [0.1, 0.5],
    [3, 1.5],
    [0.75, 0.8],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])("%d → %d", (value, expected) => {
    expect(clampRate(value)).toBe(expected);
  });
});

describe("splitForSpeech", () => {
  test.each<[string, string[]]>([
    ["", []],
    ["   \n ", []],
    ["こんにちは", ["こんにちは"]],
    ["はじめまして。ラムです。", ["はじめまして。", "ラムです。"]],
    ["駅はどこですか？あそこです！", ["駅はどこですか？", "あそこです！"]],
    ["一行目\n二行目", ["一行目", "二行目"]],
    ["Hello? はい。", ["Hello?", "はい。"]],
  ])("%j → %j", (text, expected) => {
    expect(splitForSpeech(text)).toEqual(expected);
  });

  test("a long sentence is cut after a comma, and never loses a character", () => {
    const clause = "あ".repeat(100);
    const text = `${clause}、${clause}、${clause}。`;
    const pieces = splitForSpeech(text);
    expect(pieces).toEqual([`${clause}、`, `${clause}、`, `${clause}。`]);
    expect(pieces.join("")).toBe(text);
  });

  test("a long sentence without a comma is cut at the length limit", () => {
    const text = "い".repeat(400);
    const pieces = splitForSpeech(text);
    expect(pieces.map((piece) => piece.length)).toEqual([160, 160, 80]);
    expect(pieces.join("")).toBe(text);
  });
});
