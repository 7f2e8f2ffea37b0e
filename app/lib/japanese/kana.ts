import { toHiragana as romajiToHiragana } from "wanakana";

const katakanaLetter = /[\u30a1-\u30f6]/g;
const katakanaToHiraganaOffset = 0x60;

/** Katakana → hiragana, leaving everything else (kanji, ー, Latin) as it is. */
export function katakanaToHiragana(text: string): string {
  return text.replace(katakanaLetter, (char) =>
    String.fromCharCode(char.charCodeAt(0) - katakanaToHiraganaOffset),
  );
}

const printableAscii = /^[\x20-\x7e]*$/;
const zeroWidth = /[\u200b-\u200d\ufeff]/g;

/**
 * The form every search key and query is compared in: NFKC (full-width Latin and half-width
 * katakana become their usual forms), no zero-width characters, one wave dash, single spaces,
 * lower-case Latin.
 */
export function normalizeText(text: string): string {
  // Printable ASCII needs none of the Unicode steps (most English glosses): skip them.
  if (printableAscii.test(text)) return text.replace(/\s+/g, " ").trim().toLowerCase();
  return (
    text
      .normalize("NFKC")
      .replace(zeroWidth, "")
      // The wave dash is written 〜 or ～ (NFKC makes the latter ~); both mean the same.
      .replace(/〜/g, "~")
      .replace(/\s+/g, " ")
      .trim()
      .toLowerCase()
  );
}

/** A reading in hiragana, so カタカナ and ひらがな spellings of a word meet. */
export function readingKey(text: string): string {
  return katakanaToHiragana(normalizeText(text));
}

const kanaOnly = /^[\u3041-\u3096\u30a1-\u30fa\u30fc\u309d\u309e\u30fd\u30fe]+$/u;
const hasKanjiPattern = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3005]/u;
const japanesePattern = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3005]/u;
const devanagariPattern = /[\u0900-\u097f]/u;
const latinWord = /^[a-z][a-z' -]*$/;

export const isKanaOnly = (text: string) => kanaOnly.test(text);
export const hasKanji = (text: string) => hasKanjiPattern.test(text);
export const hasJapanese = (text: string) => japanesePattern.test(text);
export const hasDevanagari = (text: string) => devanagariPattern.test(text);

/**
 * The hiragana a romaji query spells (`taberu` → たべる, `gakkou` → がっこう), or undefined when
 * the text is not romaji all the way through (`to eat`, `cat`).
 */
export function romajiToKana(normalized: string): string | undefined {
  if (!latinWord.test(normalized)) return undefined;
  // Hepburn writes ん as m before b, p and m (shimbun, sampo); wanakana expects n.
  const kana = romajiToHiragana(normalized.replace(/[ -]/g, "").replace(/m(?=[bpm])/g, "n"));
  return isKanaOnly(kana) ? kana : undefined;
}
