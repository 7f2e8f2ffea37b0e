import type { Locale } from "~/lib/i18n/locales";
import { levelPath, type JlptLevel } from "~/lib/jlpt";
import { readerMeanings } from "~/lib/reader-meanings";

/** The kinds of result, in the order the page shows them. */
export const groupKinds = ["words", "grammar", "kanji", "tools", "tutorials", "pages"] as const;
export type GroupKind = (typeof groupKinds)[number];

/** One result as the page shows it: a title, a line or two, and where it leads. */
export type ResultItem = {
  id: string;
  href: string;
  title: string;
  /** The language of the title, so screen readers pronounce it right. */
  titleLang: "ja" | "en" | "ne" | undefined;
  /** A reading or readings, under the title. */
  reading?: string;
  /** Meanings or a description, the reader's language first. */
  details: ResultDetail[];
  level?: JlptLevel | null;
};

export type ResultDetail = { text: string; lang: "en" | "ne" | "ja" };

/**
 * A Nepali reader gets the Nepali text, then the English; everyone else the English.
 * `shorten` cuts each to one result line.
 */
export function inReaderLanguage(
  locale: Locale,
  english: string,
  nepali: string,
  shorten: (text: string) => string = (text) => text,
): { details: ResultDetail[] } {
  return {
    details: readerMeanings(locale, english, nepali).map(({ text, lang }) => ({
      text: shorten(text),
      lang,
    })),
  };
}

export type ResultGroup = {
  kind: GroupKind;
  /** How many matched; with `atLeast`, the search stopped counting there. */
  count: number;
  atLeast: boolean;
  items: ResultItem[];
};

/** Results each group shows in the overview; "show all" opens one group with up to `all`. */
export const groupLimits = { overview: 8, all: 100 } as const;

/**
 * The groups to show: the kinds that found something, in page order, each cut to the overview's
 * length, or one kind alone (when the address asks for it) with up to `all` results.
 */
export function shapeGroups(
  found: Partial<
    Record<GroupKind, { items: ResultItem[]; atLeast?: boolean; listAtMost?: number }>
  >,
  only: GroupKind | null,
): ResultGroup[] {
  return groupKinds
    .filter((kind) => (only === null || kind === only) && (found[kind]?.items.length ?? 0) > 0)
    .map((kind) => {
      const { items, atLeast = false, listAtMost = groupLimits.all } = found[kind] ?? { items: [] };
      const limit = Math.min(only === null ? groupLimits.overview : groupLimits.all, listAtMost);
      return { kind, count: items.length, atLeast, items: items.slice(0, limit) };
    });
}

const param = encodeURIComponent;

export const informationSearchPath = "/information-search";

/** The search page's own address for a query (and one group, when given). */
export function informationSearchHref(query: string, kind?: GroupKind | null): string {
  const parts = [`q=${param(query)}`];
  if (kind) parts.push(`kind=${kind}`);
  return `${informationSearchPath}?${parts.join("&")}`;
}

/** The dictionary's results for a query; an entry is opened among them (the page shows it there). */
export function dictionaryHref(query: string, entryId?: string): string {
  const entry = entryId === undefined ? "" : `&entry=${param(entryId)}`;
  return `/resources/dictionary?q=${param(query)}${entry}`;
}

/** A level's study list opened at the item (the list turns to the item's page itself). */
export function studyListHref(level: JlptLevel, list: "grammar" | "kanji", itemId: string) {
  return `${levelPath(level)}/${list}?item=${param(itemId)}`;
}

/** The tutorials page refuses longer searches. */
const tutorialsQueryLimit = 100;

const searchKey = (text: string) => text.normalize("NFKC").toLocaleLowerCase("en");

/**
 * The tutorials page, searched so that it shows this tutorial. It searches titles, short
 * descriptions and tags in every language: with the visitor's words when this tutorial holds
 * them as they are, otherwise with its title in the reader's language.
 */
export function tutorialHref(
  query: string,
  tutorial: { title: string; searchTexts: readonly string[] },
): string {
  const words = query.trim();
  const found =
    words !== "" &&
    words.length <= tutorialsQueryLimit &&
    tutorial.searchTexts.some((text) => searchKey(text).includes(searchKey(words)));
  return `/tutorials?q=${param(found ? words : tutorial.title.slice(0, tutorialsQueryLimit))}`;
}
