import { readingKey } from "~/lib/japanese/kana";

/**
 * The order of the study lists: by reading in gojūon order (あいうえお…), as a Japanese
 * dictionary orders words, so a learner finds a word where they expect it. The collator knows
 * that が follows か, that ー lengthens the vowel before it (ラーメン with らあ…), and that
 * katakana and hiragana spellings sort together.
 */
const japaneseOrder = new Intl.Collator("ja");

/** Code-point order: the last, stable tie-break (two items are never equal). */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A reading as it sorts: hiragana, without the marks patterns and kanji readings carry
 * (～ in ～てください, ／ between alternatives, the okurigana dot in た.べる, the dash in -び).
 */
export function sortReading(reading: string): string {
  return readingKey(reading).replace(/[^\p{L}\p{M}\p{N}]/gu, "");
}

/** What an item sorts by, worked out once per item rather than in every comparison. */
export type SortKeys = {
  /** Kanji only: the stroke count, which comes before the reading. */
  strokes?: number;
  reading: string;
  written: string;
  id: string;
};

export function compareSortKeys(a: SortKeys, b: SortKeys): number {
  return (
    (a.strokes ?? 0) - (b.strokes ?? 0) ||
    japaneseOrder.compare(a.reading, b.reading) ||
    japaneseOrder.compare(a.written, b.written) ||
    byCode(a.written, b.written) ||
    byCode(a.id, b.id)
  );
}

/** A kanji sorts by its first on'yomi (as kanji dictionaries do), or its first kun'yomi. */
export function kanjiSortReading(onyomi: readonly string[], kunyomi: readonly string[]): string {
  return sortReading(onyomi[0] ?? kunyomi[0] ?? "");
}

/** The items in list order (a new array; the keys are computed once per item). */
export function sortByKeys<Item>(items: readonly Item[], keysOf: (item: Item) => SortKeys): Item[] {
  return items
    .map((item) => ({ item, keys: keysOf(item) }))
    .sort((a, b) => compareSortKeys(a.keys, b.keys))
    .map(({ item }) => item);
}
