import { hasJapanese, katakanaToHiragana, normalizeText, romajiToKana } from "~/lib/japanese/kana";
import { sortReading } from "./list-order";

/** What a list item can be found by. */
export type FilterSource = {
  /** How the item is written: the word, the pattern or the kanji. */
  written: string;
  /** Its readings in kana (kanji: on'yomi and kun'yomi). */
  readings: readonly string[];
  english: string;
  nepali: string;
};

/** The same, normalized once when the list is loaded, so each filter only compares. */
export type FilterFields = {
  written: string;
  readings: string[];
  english: string;
  nepali: string;
};

// The vowel each kana ends in, to read the long-vowel mark ー (らーめん is らあめん).
const vowelRows: [string, string][] = [
  ["あ", "あかさたなはまやらわがざだばぱぁゃゎ"],
  ["い", "いきしちにひみりぎじぢびぴぃ"],
  ["う", "うくすつぬふむゆるぐずづぶぷぅゅゔ"],
  ["え", "えけせてねへめれげぜでべぺぇ"],
  ["お", "おこそとのほもよろをごぞどぼぽぉょ"],
];
const vowelOf = new Map(vowelRows.flatMap(([vowel, kana]) => [...kana].map((k) => [k, vowel])));

/**
 * A reading and the ways a learner may type its long-vowel marks: as written (らーめん), with
 * the vowel spelled out (raamen → らあめん) or left out (ramen → らめん).
 */
export function readingSpellings(reading: string): string[] {
  if (!reading.includes("ー")) return [reading];
  const spelledOut = reading.replace(/(.)ー/g, (pair, kana: string) => {
    const vowel = vowelOf.get(kana);
    return vowel ? kana + vowel : pair;
  });
  return [reading, spelledOut, reading.replace(/ー/g, "")];
}

export function filterFields(source: FilterSource): FilterFields {
  return {
    written: normalizeText(source.written),
    readings: source.readings
      .map(sortReading)
      .filter((reading) => reading !== "")
      .flatMap(readingSpellings),
    english: normalizeText(source.english),
    nepali: normalizeText(source.nepali),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The test a filter text puts to each item, or null when the text filters nothing (blank).
 *
 * An item matches when its written form contains the text, or its reading contains the text
 * in kana (typed as kana, katakana or romaji: `taberu` finds 食べる), or a word of its English
 * begins with the text (`eat` finds "to eat", not "great"), or its Nepali contains the text.
 */
export function compileFilter(text: string): ((item: FilterFields) => boolean) | null {
  const query = normalizeText(text);
  if (query === "") return null;
  const kana = hasJapanese(query) ? sortReading(katakanaToHiragana(query)) : romajiToKana(query);
  const englishWord = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(query)}`, "u");
  return (item) =>
    item.written.includes(query) ||
    (kana !== undefined && kana !== "" && item.readings.some((r) => r.includes(kana))) ||
    englishWord.test(item.english) ||
    item.nepali.includes(query);
}
