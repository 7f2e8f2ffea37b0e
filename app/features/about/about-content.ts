import { z } from "zod";
import { locales } from "~/lib/i18n/locales";

const text = z.string().trim().min(1);
const titledParagraphs = z.object({ title: text, paragraphs: z.array(text).min(1) });

/** content/about/{locale}.json: the About page's prose, one file per interface language. */
export const aboutContentSchema = z.object({
  mission: titledParagraphs,
  features: z.object({
    title: text,
    items: z.array(z.object({ title: text, body: text })).length(4),
  }),
  philosophy: titledParagraphs,
  team: z.object({
    title: text,
    intro: text,
    // Roles only: we do not invent names or faces for real people.
    members: z.array(z.object({ role: text, body: text })).length(3),
  }),
});

/** content/credits.json: the sources our facts come from, with their licences. */
export const creditsSchema = z.object({
  sources: z
    .array(
      z.object({
        id: text,
        name: text,
        url: z.url(),
        licence: text,
        licenceUrl: z.url(),
        /** A dictionary imported on request (e.g. "edict"): credited only once its rows exist. */
        shownWhenImported: text.optional(),
        usedFor: z.object(
          Object.fromEntries(locales.map((l) => [l, text])) as Record<
            (typeof locales)[number],
            typeof text
          >,
        ),
      }),
    )
    .min(1),
});

export type AboutContent = z.infer<typeof aboutContentSchema>;
export type Credits = z.infer<typeof creditsSchema>;
