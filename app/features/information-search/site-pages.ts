import type { TFunction } from "i18next";
import { primaryLinks, toolLinks } from "~/components/navigation";
import { getTranslator } from "~/lib/i18n/i18n";
import { locales, type Locale } from "~/lib/i18n/locales";
import { jlptLevels, levelPath } from "~/lib/jlpt";
import type { ResultItem } from "./result-groups";
import { informationSearchPath } from "./result-groups";
import { prepareFields, type PreparedField, type Searchable } from "./site-search";

type Texts = { name: string; description: string };

/** A page of the site, named and described in the interface language through the catalogue. */
export type SitePage = {
  kind: "tools" | "pages";
  id: string;
  path: string;
  texts: (t: TFunction) => Texts;
};

const navigationDescriptions: Record<
  (typeof primaryLinks)[number]["label"],
  (t: TFunction) => string
> = {
  "nav.home": (t) => t("home.metaDescription"),
  "nav.about": (t) => t("about.metaDescription"),
  "nav.resources": (t) => t("resources.metaDescription"),
  "nav.practiceTest": (t) => t("informationSearch.pageDescriptions.practiceTest"),
  "nav.conversationVideos": (t) => t("informationSearch.pageDescriptions.conversationVideos"),
};

const studyListKinds = ["vocabulary", "grammar", "kanji"] as const;

/**
 * Every page a visitor can search for: the tools of the Tools menu (this page aside), the main
 * navigation, the dictionary, and each level's hub and study lists (the tutorials are a tool).
 */
export const sitePages: readonly SitePage[] = [
  ...toolLinks
    .filter(({ to }) => to !== informationSearchPath)
    .map(({ to, tool }): SitePage => ({
      kind: "tools",
      id: tool,
      path: to,
      texts: (t) => ({
        name: t(`tools.${tool}.name`),
        description: t(`tools.${tool}.description`),
      }),
    })),
  ...primaryLinks.map(({ to, label }): SitePage => ({
    kind: "pages",
    id: label,
    path: to,
    texts: (t) => ({ name: t(label), description: navigationDescriptions[label](t) }),
  })),
  {
    kind: "pages",
    id: "dictionary",
    path: "/resources/dictionary",
    texts: (t) => ({
      name: t("resources.dictionaryTitle"),
      description: t("resources.dictionaryDescription"),
    }),
  },
  ...jlptLevels.flatMap((level): SitePage[] => [
    {
      kind: "pages",
      id: `level-${level}`,
      path: levelPath(level),
      texts: (t) => ({
        name: t("levelHub.title", { level }),
        description: t("levelHub.metaDescription", { level }),
      }),
    },
    ...studyListKinds.map((list): SitePage => ({
      kind: "pages",
      id: `${list}-${level}`,
      path: `${levelPath(level)}/${list}`,
      texts: (t) => ({
        name: t(`studyLists.${list}.title`, { level }),
        description: t(`studyLists.${list}.metaDescription`, { level }),
      }),
    })),
  ]),
];

export type SitePageDocument = { page: SitePage; result: ResultItem };

/**
 * A page is found by its name or description in any of our languages (a Nepali reader may type
 * "currency", an English one "मुद्रा"), and shown in the reader's language.
 */
function searchFields(page: SitePage): PreparedField[] {
  return locales.flatMap((locale) => {
    const { name, description } = page.texts(getTranslator(locale));
    return prepareFields([
      ["name", name],
      ["text", description],
    ]);
  });
}

const documentsByLocale = new Map<Locale, Searchable<SitePageDocument>[]>();

/** Built once per language and kept: the pages and the catalogue do not change while we run. */
export function sitePageDocuments(locale: Locale): Searchable<SitePageDocument>[] {
  let documents = documentsByLocale.get(locale);
  if (!documents) {
    const t = getTranslator(locale);
    documents = sitePages.map((page) => {
      const { name, description } = page.texts(t);
      return {
        item: {
          page,
          result: {
            id: page.id,
            href: page.path,
            title: name,
            titleLang: locale,
            details: [{ text: description, lang: locale }],
          },
        },
        fields: searchFields(page),
      };
    });
    documentsByLocale.set(locale, documents);
  }
  return documents;
}
