import type { Logger } from "pino";
import type { Database } from "~/server/db/client.server";
import {
  dictionarySearch,
  findDictionaryEntry,
  hitSummary,
  type DictionaryEntryDetails,
  type HitSummary,
} from "./dictionary-search.server";
import type { MatchKind } from "./search-index";
import type { Locale } from "~/lib/i18n/locales";
import { inflectionForms } from "~/lib/japanese/inflection-forms";
import { maxQueryLength } from "./search-query";
import { searchQuerySchema } from "./search-query.server";

/** The best match plus this many others to pick from. */
const otherMatchLimit = 20;

export type DictionaryResult =
  | { kind: "idle" }
  | { kind: "tooLong"; max: number }
  | { kind: "noMatch" }
  | { kind: "failed" }
  | {
      kind: "found";
      entry: DictionaryEntryDetails;
      match: MatchKind;
      /** What to mark in the Japanese, reading and English fields. */
      highlightTerms: string[];
      /** A deinflected match's forms, innermost first, named in the reader's language. */
      formNames: string[];
      matches: HitSummary[];
    };

/** The dictionary page's state for `?q=` (and `&entry=` when a learner picked another match). */
export async function loadDictionaryResult(
  { db, logger }: { db: Database; logger: Logger },
  url: URL,
  locale: Locale,
): Promise<{ query: string; result: DictionaryResult }> {
  const query = url.searchParams.get("q") ?? "";
  if (query.trim() === "") return { query, result: { kind: "idle" } };
  const input = searchQuerySchema.safeParse({ q: query, limit: otherMatchLimit + 1 });
  if (!input.success) return { query, result: { kind: "tooLong", max: maxQueryLength } };

  try {
    const hits = await dictionarySearch(db).search(input.data.q, input.data.limit);
    const [best] = hits;
    if (!best) return { query, result: { kind: "noMatch" } };
    const picked = url.searchParams.get("entry");
    const shown = hits.find((hit) => hit.entry.id === picked) ?? best;
    const entry = await findDictionaryEntry(db, shown.entry.id);
    if (!entry) throw new Error(`dictionary entry ${shown.entry.id} is in the index only`);
    return {
      query,
      result: {
        kind: "found",
        entry,
        match: shown.match,
        highlightTerms: [input.data.q, shown.matchedText],
        formNames: shown.forms.map((form) => inflectionForms[form][locale]),
        matches: hits.map(hitSummary),
      },
    };
  } catch (error) {
    logger.error({ err: error }, "dictionary page search failed");
    return { query, result: { kind: "failed" } };
  }
}
