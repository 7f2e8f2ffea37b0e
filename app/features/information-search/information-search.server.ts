import type { Logger } from "pino";
import { z } from "zod";
import type { Locale } from "~/lib/i18n/locales";
import type { JlptLevel } from "~/lib/jlpt";
import type { Database } from "~/server/db/client.server";
import {
  dictionaryHref,
  groupKinds,
  inReaderLanguage,
  shapeGroups,
  tutorialHref,
  type GroupKind,
  type ResultGroup,
  type ResultItem,
} from "./result-groups";
import { sitePageDocuments } from "./site-pages";
import { maxSiteQueryLength, prepareFields, prepareQuery, rankMatches } from "./site-search";
import { grammarResult, kanjiResult } from "./study-items";
import { studyItemDocuments } from "./study-items.server";

const groupKindSchema = z.enum(groupKinds);

/** A dictionary hit as the dictionary's own search gives it. */
export type WordHit = {
  id: string;
  japanese: string;
  reading: string;
  english: string;
  nepali: string;
  jlptLevel: JlptLevel | null;
};

/** A tutorial as this page shows it (in the reader's language) and what is searched in it. */
export type TutorialSummary = {
  id: string;
  title: string;
  shortDescription: string;
  lang: Locale;
  /** Titles, short descriptions and tags in every language: what the tutorials page searches. */
  searchTexts: readonly string[];
};

/**
 * What other parts of the site provide: the route hands in the dictionary's search and the
 * tutorials, so this feature needs neither of theirs.
 */
export type SiteSources = {
  searchWords: (query: string, limit: number) => Promise<WordHit[]>;
  tutorials: (locale: Locale) => Promise<readonly TutorialSummary[]>;
};

/** The most words the dictionary is asked for: past it the count reads "50+". */
const maxWordHits = 50;
/**
 * The dictionary page lists the best match and 20 others for a query, and opens `&entry=` only
 * among those: words further down would open another entry, so they are counted, not listed.
 */
const maxWordsListed = 21;

export type InformationSearchData =
  | { state: "idle"; query: string }
  | { state: "tooLong"; query: string; max: number }
  | {
      state: "results";
      query: string;
      /** One group alone, when the address asks for it (?kind=). */
      only: GroupKind | null;
      groups: ResultGroup[];
      /** The kinds that could not be searched just now (the rest still show). */
      failed: GroupKind[];
    };

type Found = Parameters<typeof shapeGroups>[0];

/** The information search page for `?q=` (and `&kind=` for one group). */
export async function loadInformationSearch(
  { db, logger }: { db: Database; logger: Logger },
  sources: SiteSources,
  locale: Locale,
  url: URL,
): Promise<InformationSearchData> {
  const raw = url.searchParams.get("q") ?? "";
  const query = raw.trim();
  if (query.length > maxSiteQueryLength) {
    return { state: "tooLong", query: raw, max: maxSiteQueryLength };
  }
  const prepared = prepareQuery(query);
  if (!prepared) return { state: "idle", query: raw };
  const kind = groupKindSchema.safeParse(url.searchParams.get("kind"));
  const only = kind.success ? kind.data : null;
  const wanted = (group: GroupKind) => only === null || only === group;

  const found: Found = {};
  const failed: GroupKind[] = [];
  // Each source on its own: one that fails leaves the others' results on the page.
  const attempt = async (groups: GroupKind[], search: () => Promise<void>) => {
    if (!groups.some(wanted)) return;
    try {
      await search();
    } catch (error) {
      logger.error({ err: error, groups }, "information search: a source failed");
      failed.push(...groups.filter(wanted));
    }
  };

  await Promise.all([
    attempt(["words"], async () => {
      const hits = await sources.searchWords(query, maxWordHits);
      found.words = {
        items: hits.map((hit) => wordResult(hit, query, locale)),
        atLeast: hits.length >= maxWordHits,
        listAtMost: maxWordsListed,
      };
    }),
    attempt(["grammar", "kanji"], async () => {
      const { grammar, kanji } = await studyItemDocuments(db);
      found.grammar = {
        items: rankMatches(grammar, prepared).map((row) => grammarResult(row, locale)),
      };
      found.kanji = { items: rankMatches(kanji, prepared).map((row) => kanjiResult(row, locale)) };
    }),
    attempt(["tutorials"], async () => {
      const tutorials = await sources.tutorials(locale);
      const documents = tutorials.map((tutorial) => ({
        item: tutorial,
        fields: prepareFields(tutorial.searchTexts.map((text) => ["text", text] as const)),
      }));
      found.tutorials = {
        items: rankMatches(documents, prepared).map((tutorial) => ({
          id: tutorial.id,
          href: tutorialHref(query, tutorial),
          title: tutorial.title,
          titleLang: tutorial.lang,
          details: [{ text: tutorial.shortDescription, lang: tutorial.lang }],
        })),
      };
    }),
    attempt(["tools", "pages"], async () => {
      const matches = rankMatches(sitePageDocuments(locale), prepared);
      found.tools = { items: matches.filter((m) => m.page.kind === "tools").map((m) => m.result) };
      found.pages = { items: matches.filter((m) => m.page.kind === "pages").map((m) => m.result) };
    }),
  ]);

  return {
    state: "results",
    query,
    only,
    groups: shapeGroups(found, only),
    failed: sortKinds(failed),
  };
}

const sortKinds = (kinds: GroupKind[]) =>
  groupKindSchema.options.filter((kind) => kinds.includes(kind));

function wordResult(hit: WordHit, query: string, locale: Locale): ResultItem {
  return {
    id: hit.id,
    href: dictionaryHref(query, hit.id),
    title: hit.japanese,
    titleLang: "ja",
    reading: hit.reading !== hit.japanese ? hit.reading : undefined,
    ...inReaderLanguage(locale, hit.english, hit.nepali),
    level: hit.jlptLevel,
  };
}
