import { z } from "zod";

const text = z.string().trim().min(1);
// Only https pages: every link opens another site in a new tab.
const webPage = z.url({ protocol: /^https$/ });
const extraLink = z.object({ label: text, url: webPage });

export const tutorialCategories = ["typing", "exam", "dictionary", "listening"] as const;

/**
 * content/tutorials/tutorials.json (spec part 2 §3 "Tutorial"). No images: we do not hot-link
 * pictures from other sites, and the cards read well without them.
 */
export const tutorialsSchema = z.object({
  tutorials: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/, "kebab-case id"),
        category: z.enum(tutorialCategories),
        title: text,
        /** The text the search looks in (spec part 2 §5). */
        shortDescription: text,
        /** The same in Nepali, for readers who prefer it. */
        summaryNe: text,
        /** Steps or paragraphs, shown in the card's expandable details. */
        contents: z.array(text).min(1),
        downloadLink: webPage,
        videoLink: webPage,
        link1: extraLink.optional(),
        link2: extraLink.optional(),
      }),
    )
    .min(1)
    .refine((list) => new Set(list.map((t) => t.id)).size === list.length, "ids must be unique"),
});

export type Tutorial = z.infer<typeof tutorialsSchema>["tutorials"][number];
