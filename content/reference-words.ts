// The JLPT word lists in ../shared/data/vocab, read as forms and readings, and the rules that
// decide whether one of our entries (or a recorded exception) covers a row. Shared by the content
// tests and `npm run content:missing`, so both count a row the same way.
import fs from "node:fs";
import path from "node:path";
import type {
  ContentLevel,
  VocabularyEntry,
  VocabularyException,
} from "../app/features/learning-content/content-schema.ts";
import { parseCsv } from "./reference-csv.ts";

export const referenceSources = ["open-anki-jlpt-decks", "yomitan-jlpt-vocab"] as const;
export type ReferenceSource = (typeof referenceSources)[number];

/** One reference word: the forms and readings it may be written with. */
export type ReferenceWord = {
  forms: string[];
  readings: string[];
  kanaOnly: boolean;
  label: string;
};

// "～円", "けっこん (する)", "うんどうする", "パート (タイム)", "いい; よい", "回る、回す"
// → every way to write it.
export const variants = (text: string) =>
  text
    .split(/[;、]/)
    .map((part) => part.trim().replace(/～|〜/g, ""))
    .flatMap((part) => [part, part.replace(/\s*\(する\)$/u, ""), part.replace(/(.)する$/u, "$1")])
    .flatMap((part) => [part.replace(/\s*\(.*?\)/g, ""), part.replace(/[()\s]/g, "")])
    .filter(Boolean);
const kana = /^[\u3041-\u30FFー]+$/;

export function referenceList(
  referenceDir: string,
  source: ReferenceSource,
  level: string,
): ReferenceWord[] {
  const file = path.join(referenceDir, "vocab", source, `${level}.csv`);
  return parseCsv(fs.readFileSync(file, "utf8")).map((row): ReferenceWord => {
    const written = source === "yomitan-jlpt-vocab" ? row.kanji || row.kana : row.expression;
    const reading = source === "yomitan-jlpt-vocab" ? row.kana : row.reading;
    const forms = variants(written ?? "");
    return {
      forms,
      readings: variants(reading ?? ""),
      kanaOnly: forms.every((form) => kana.test(form)),
      label: `${written} (${reading})`,
    };
  });
}

export const toHiragana = (text: string) =>
  text.replace(/[\u30A1-\u30F6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
/** The kanji of a written form: 終わる and 終る (okurigana variants) both give 終. */
const kanjiOf = (form: string) => form.replace(/[\u3041-\u30FFー]/g, "");
const matches = (word: ReferenceWord, japanese: string, reading: string) =>
  word.readings.map(toHiragana).includes(toHiragana(reading)) &&
  (word.forms.includes(japanese) ||
    toHiragana(japanese) === toHiragana(reading) || // the word written in kana
    word.kanaOnly ||
    word.forms.some((form) => kanjiOf(form) !== "" && kanjiOf(form) === kanjiOf(japanese)));
/** A word is on the list when any of its written forms is (朝ご飯 and the list's 朝御飯). */
export const matchesEntry = (word: ReferenceWord, entry: VocabularyEntry) =>
  [entry.japanese, ...(entry.alternativeForms ?? [])].some((form) =>
    matches(word, form, entry.reading),
  );
/** Forms and readings compared without spaces, katakana as hiragana: "(を) とお" gives "をとお" and "とお". */
const normal = (text: string) => toHiragana(text.replace(/\s/g, ""));
const overlap = (a: string[], b: string[]) => a.some((x) => b.map(normal).includes(normal(x)));
/** A row's readings in kana; when the list leaves the reading empty or puts the kanji there
 * (いただく, 頂く), its kana written forms. */
const kanaReadings = (word: ReferenceWord) => {
  const readings = word.readings.filter((reading) => kana.test(normal(reading)));
  return readings.length > 0 ? readings : word.forms.filter((form) => kana.test(normal(form)));
};
/** An exception excuses a row only when both its written form and its reading are the row's. */
export const isExcepted = (
  exceptions: VocabularyException[],
  level: ContentLevel,
  word: ReferenceWord,
) =>
  exceptions.some(
    (e) =>
      e.level === level.toUpperCase() &&
      overlap(variants(e.japanese), word.forms) &&
      overlap(variants(e.reading), kanaReadings(word)),
  );

/** The rows of `words` that no entry of the level covers and no exception excuses. */
export function uncoveredWords(
  words: ReferenceWord[],
  entries: VocabularyEntry[],
  exceptions: VocabularyException[],
  level: ContentLevel,
): ReferenceWord[] {
  // Entries by reading: a row can only match an entry with one of its readings.
  const byReading = new Map<string, VocabularyEntry[]>();
  for (const entry of entries) {
    const key = toHiragana(entry.reading);
    byReading.set(key, [...(byReading.get(key) ?? []), entry]);
  }
  const listed = (word: ReferenceWord) =>
    word.readings.some((reading) =>
      (byReading.get(toHiragana(reading)) ?? []).some((entry) => matchesEntry(word, entry)),
    );
  return words.filter((word) => !listed(word) && !isExcepted(exceptions, level, word));
}
