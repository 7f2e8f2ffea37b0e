import type { Locale } from "~/lib/i18n/locales";
import type { JlptLevel } from "~/lib/jlpt";
import { inReaderLanguage, studyListHref, type ResultItem } from "./result-groups";
import { prepareFields, type Searchable } from "./site-search";

export type GrammarRow = {
  id: string;
  jlptLevel: JlptLevel;
  pattern: string;
  reading: string;
  englishExplanation: string;
  nepaliExplanation: string;
};

export type KanjiRow = {
  id: string;
  jlptLevel: JlptLevel;
  kanji: string;
  onyomi: string[];
  kunyomi: string[];
  englishMeaning: string;
  nepaliMeaning: string;
};

const maxDetailLength = 140;

/** The first sentence of an explanation, short enough for one result line. */
export function firstSentence(text: string): string {
  const [sentence = ""] = text.trim().split(/(?<=[.!?।])\s+/u);
  return sentence.length <= maxDetailLength
    ? sentence
    : `${sentence.slice(0, maxDetailLength - 1).trimEnd()}…`;
}

// Our ids spell a pattern in romaji (grammar:dewa-arimasen), which makes it searchable in romaji.
const romajiOfId = (id: string) => id.replace(/^[a-z]+:/, "").replace(/-/g, " ");

/** What is searched in a grammar point: its pattern, reading, romaji name and explanations. */
export function grammarDocument(row: GrammarRow): Searchable<GrammarRow> {
  return {
    item: row,
    fields: prepareFields([
      ["name", row.pattern],
      ["name", row.reading],
      ["name", romajiOfId(row.id)],
      ["text", row.englishExplanation],
      ["text", row.nepaliExplanation],
    ]),
  };
}

export function grammarResult(row: GrammarRow, locale: Locale): ResultItem {
  return {
    id: row.id,
    href: studyListHref(row.jlptLevel, "grammar", row.id),
    title: row.pattern,
    titleLang: "ja",
    reading: row.reading !== row.pattern ? row.reading : undefined,
    ...inReaderLanguage(locale, row.englishExplanation, row.nepaliExplanation, firstSentence),
    level: row.jlptLevel,
  };
}

/** What is searched in a kanji: the character (also inside a longer query), readings, meanings. */
export function kanjiDocument(row: KanjiRow): Searchable<KanjiRow> {
  return {
    item: row,
    fields: prepareFields([
      ["name", row.kanji],
      ["char", row.kanji],
      ["name", row.onyomi.join("、")],
      ["name", row.kunyomi.join("、")],
      ["name", row.englishMeaning],
      ["name", row.nepaliMeaning],
    ]),
  };
}

export function kanjiResult(row: KanjiRow, locale: Locale): ResultItem {
  return {
    id: row.id,
    href: studyListHref(row.jlptLevel, "kanji", row.id),
    title: row.kanji,
    titleLang: "ja",
    reading: [...row.onyomi, ...row.kunyomi].join("、"),
    ...inReaderLanguage(locale, row.englishMeaning, row.nepaliMeaning),
    level: row.jlptLevel,
  };
}
