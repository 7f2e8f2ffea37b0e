import { z } from "zod";
import { defaultResultLimit, maxQueryLength, maxResultLimit } from "./search-query";

/** What a search accepts, shared by the JSON API and the dictionary page. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: "Add a q parameter with the word to search for." })
    .trim()
    .min(1, "Type a word to search for.")
    .max(maxQueryLength, `Searches are at most ${maxQueryLength} characters.`),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${maxResultLimit}.` })
    .int(`limit must be a whole number from 1 to ${maxResultLimit}.`)
    .min(1, `limit must be a whole number from 1 to ${maxResultLimit}.`)
    .max(maxResultLimit, `limit must be a whole number from 1 to ${maxResultLimit}.`)
    .default(defaultResultLimit),
});

export type SearchQuery = z.infer<typeof searchQuerySchema>;
