import express from "express";
import type { Logger } from "pino";
import { z } from "zod";
import { hasControlCharacters } from "~/lib/plain-text";
import type { Database } from "~/server/db/client.server";
import { dictionarySearch, findDictionaryEntry, hitSummary } from "./dictionary-search.server";
import { searchQuerySchema } from "./search-query.server";

const searchFailed = "An error occurred while searching. Please try again.";

/**
 * The public JSON API of the dictionary:
 *   GET /api/dictionary/search?q=&limit=   ranked matches
 *   GET /api/dictionary/entries/:id        one entry with its examples and conversation
 */
export function dictionaryApi({ db, logger }: { db: Database; logger: Logger }) {
  const router = express.Router();

  router.get("/search", async (req, res) => {
    const input = searchQuerySchema.safeParse(req.query);
    if (!input.success) {
      res.status(400).json(invalidInput(input.error));
      return;
    }
    try {
      const hits = await dictionarySearch(db).search(input.data.q, input.data.limit);
      res.set("Cache-Control", "public, max-age=60");
      res.json({ query: input.data.q, results: hits.map(hitSummary) });
    } catch (error) {
      logger.error({ err: error }, "dictionary search failed");
      res.status(503).json({ error: "search_failed", message: searchFailed });
    }
  });

  router.get("/entries/:id", async (req, res) => {
    const { id } = req.params;
    try {
      // An id no entry can have is looked up nowhere: it is simply not found.
      const possible = id.length <= 200 && !hasControlCharacters(id);
      const entry = possible ? await findDictionaryEntry(db, id) : undefined;
      if (!entry) {
        res.status(404).json({ error: "not_found", message: "No dictionary entry has this id." });
        return;
      }
      res.set("Cache-Control", "public, max-age=60");
      res.json(entry);
    } catch (error) {
      logger.error({ err: error }, "dictionary entry lookup failed");
      res.status(503).json({ error: "lookup_failed", message: searchFailed });
    }
  });

  return router;
}

function invalidInput(error: z.ZodError) {
  return {
    error: "invalid_query",
    message: error.issues[0]?.message ?? "Invalid query.",
    issues: error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
  };
}
