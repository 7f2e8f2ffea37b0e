import { z } from "zod";
import { locales } from "~/lib/i18n/locales";
import { jobCategories, jobLanguages, logoColours } from "./job-board";

const text = z.string().trim().min(1);
const perLocale = z.object(
  Object.fromEntries(locales.map((l) => [l, text])) as Record<
    (typeof locales)[number],
    typeof text
  >,
);
const oneOf = <T extends readonly { value: string }[]>(options: T) =>
  z.enum(options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]]);

/** content/jobs/boards.json (spec part 2 §3: name, url, description, languages, categories, logo). */
export const jobBoardsSchema = z.object({
  boards: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        name: text,
        url: z.url({ protocol: /^https$/ }),
        description: perLocale,
        languages: z.array(oneOf(jobLanguages)).min(1),
        categories: z.array(oneOf(jobCategories)).min(1),
        // Initials in a coloured badge: no hot-linked images of other companies' logos.
        logo: z.object({ initials: z.string().trim().min(1).max(3), colour: z.enum(logoColours) }),
        /**
         * How the board takes a search: the page it searches on, the parameter for the search
         * text and, for boards that have one, the parameter for the place (§7).
         */
        search: z
          .object({
            url: z.url({ protocol: /^https$/ }),
            textParam: text,
            locationParam: text.optional(),
          })
          .optional(),
      }),
    )
    .length(10)
    .refine((boards) => new Set(boards.map((b) => b.id)).size === boards.length, {
      message: "board ids must be unique",
    }),
});

export type JobBoards = z.infer<typeof jobBoardsSchema>;
export type JobBoard = JobBoards["boards"][number];
