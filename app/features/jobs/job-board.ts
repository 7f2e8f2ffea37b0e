import { z } from "zod";
import { locales } from "~/lib/i18n/locales";

/** The category options (spec part 2 §9: ten). A board lists the ones it covers. */
export const jobCategories = [
  { value: "IT/Engineering", key: "it" },
  { value: "Teaching/Education", key: "teaching" },
  { value: "Hospitality/Tourism", key: "hospitality" },
  { value: "Manufacturing/Factory", key: "manufacturing" },
  { value: "Nursing/Care", key: "nursing" },
  { value: "Food Service/Restaurant", key: "food" },
  { value: "Retail/Sales", key: "retail" },
  { value: "Construction", key: "construction" },
  { value: "Agriculture", key: "agriculture" },
  { value: "Office/Administration", key: "office" },
] as const;

/** The language options (§9: four): the languages a board's site and listings can be used in. */
export const jobLanguages = [
  { value: "English", key: "english" },
  { value: "Japanese", key: "japanese" },
  { value: "Chinese", key: "chinese" },
  { value: "Multilingual (ten or more languages)", key: "multilingual" },
] as const;

/** The location options (§9: eleven): "anywhere" plus ten cities, passed on to boards that take one. */
export const jobLocations = [
  { value: "", key: "any" },
  { value: "Tokyo", key: "tokyo" },
  { value: "Osaka", key: "osaka" },
  { value: "Nagoya", key: "nagoya" },
  { value: "Fukuoka", key: "fukuoka" },
  { value: "Sapporo", key: "sapporo" },
  { value: "Yokohama", key: "yokohama" },
  { value: "Kyoto", key: "kyoto" },
  { value: "Kobe", key: "kobe" },
  { value: "Hiroshima", key: "hiroshima" },
  { value: "Sendai", key: "sendai" },
] as const;

const text = z.string().trim().min(1);
const perLocale = z.object(
  Object.fromEntries(locales.map((l) => [l, text])) as Record<
    (typeof locales)[number],
    typeof text
  >,
);
const oneOf = <T extends readonly { value: string }[]>(options: T) =>
  z.enum(options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]]);

export const logoColours = [
  "blue",
  "indigo",
  "red",
  "green",
  "teal",
  "orange",
  "violet",
  "sky",
  "rose",
  "amber",
] as const;

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
