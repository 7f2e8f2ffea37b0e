import { z } from "zod";
import type { Locale } from "~/lib/i18n/locales";

const text = z.string().trim().min(1);
// Only https pages: every link opens another site in a new tab.
const webPage = z.url({ protocol: /^https$/ });
const extraLink = z.object({ label: text, url: webPage });

export const tutorialCategories = ["typing", "exam", "dictionary", "listening"] as const;

/** The texts of a tutorial in one more language, step for step and link for link. */
const translation = z.object({
  title: text,
  shortDescription: text,
  contents: z.array(text).min(1),
  /** The labels of link1 and link2, in that order. */
  linkLabels: z.array(text),
});

/**
 * content/tutorials/tutorials.json (spec part 2 §3 "Tutorial"): the English texts at the top, as
 * the spec names them, and the same in Nepali and Japanese under `translations`. No images: we do
 * not hot-link pictures from other sites, and the cards read well without them.
 */
export const tutorialsSchema = z.object({
  tutorials: z
    .array(
      z
        .object({
          id: z.string().regex(/^[a-z0-9-]+$/, "kebab-case id"),
          category: z.enum(tutorialCategories),
          /** Words a learner may search with, in any of our languages ("typing", "入力"). */
          tags: z.array(text).min(1),
          title: text,
          /** The text the spec's search looks in (part 2 §5); titles and tags are searched too. */
          shortDescription: text,
          /** Steps or paragraphs, shown in the card's expandable details. */
          contents: z.array(text).min(1),
          downloadLink: webPage,
          videoLink: webPage,
          link1: extraLink.optional(),
          link2: extraLink.optional(),
          translations: z.object({ ne: translation, ja: translation }),
        })
        .superRefine((tutorial, context) => {
          const links = [tutorial.link1, tutorial.link2].filter(Boolean).length;
          for (const [lang, texts] of Object.entries(tutorial.translations)) {
            if (texts.contents.length !== tutorial.contents.length) {
              context.addIssue({
                code: "custom",
                path: ["translations", lang, "contents"],
                message: `${tutorial.contents.length} steps, as in English`,
              });
            }
            if (texts.linkLabels.length !== links) {
              context.addIssue({
                code: "custom",
                path: ["translations", lang, "linkLabels"],
                message: `${links} link labels, one per link`,
              });
            }
          }
        }),
    )
    .min(1)
    .refine((list) => new Set(list.map((t) => t.id)).size === list.length, "ids must be unique"),
});

export type Tutorial = z.infer<typeof tutorialsSchema>["tutorials"][number];

/** A tutorial as one reader sees it: every text in their interface language. */
export type LocalizedTutorial = {
  id: string;
  category: Tutorial["category"];
  lang: Locale;
  title: string;
  shortDescription: string;
  contents: string[];
  downloadLink: string;
  videoLink: string;
  links: { label: string; url: string }[];
  /** For English readers, the Nepali description too (most of our learners read Nepali). */
  nepaliSummary?: string;
};

export function localizeTutorial(tutorial: Tutorial, locale: Locale): LocalizedTutorial {
  const links = [tutorial.link1, tutorial.link2].filter((link) => link !== undefined);
  const texts = locale === "en" ? undefined : tutorial.translations[locale];
  return {
    id: tutorial.id,
    category: tutorial.category,
    lang: locale,
    title: texts?.title ?? tutorial.title,
    shortDescription: texts?.shortDescription ?? tutorial.shortDescription,
    contents: texts?.contents ?? tutorial.contents,
    downloadLink: tutorial.downloadLink,
    videoLink: tutorial.videoLink,
    links: links.map((link, index) => ({
      url: link.url,
      label: texts?.linkLabels[index] ?? link.label,
    })),
    ...(locale === "en" && { nepaliSummary: tutorial.translations.ne.shortDescription }),
  };
}

/** What a search looks in: the titles, short descriptions and tags, in every language. */
export function tutorialSearchTexts(tutorial: Tutorial): string[] {
  const { ne, ja } = tutorial.translations;
  return [
    tutorial.title,
    tutorial.shortDescription,
    ...tutorial.tags,
    ne.title,
    ne.shortDescription,
    ja.title,
    ja.shortDescription,
  ];
}
