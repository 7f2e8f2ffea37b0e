import express, { type Request, type Response } from "express";
import type { Logger } from "pino";
import {
  currentStudent,
  type AccountServices,
  type Requester,
  type SignedInStudent,
} from "~/server/auth/accounts-context.server";
import type { Database } from "~/server/db/client.server";
import { favoritesAnki, favoritesCsv } from "./favorites-export";
import {
  addFavorite,
  favoriteKey,
  isFavorite,
  listFavorites,
  removeFavorite,
} from "./favorites.server";

const updateFailed = "Failed to update favorite status";

/**
 * Favourites of the signed-in student. No route takes a student id: every query uses the
 * session's, so nobody can read or change another student's rows.
 *   GET    /api/favorites                       all, with each item's key fields
 *   GET    /api/favorites/status?type=&id=      { signedIn, favorite }
 *   PUT    /api/favorites/:type/:id             add      DELETE  remove
 *   GET    /api/favorites/export.csv            CSV      GET /api/favorites/export.txt  Anki
 */
export function favoritesApi({
  db,
  accounts,
  logger,
  requesterOf,
}: {
  db: Database;
  accounts: () => Promise<AccountServices>;
  logger: Logger;
  requesterOf: (req: Request) => Requester;
}) {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "private, no-store");
    next();
  });

  // Every detail card asks for its status; visitors without a session cost no query at all.
  const student = (req: Request) => currentStudent(accounts, requesterOf(req));
  const refuse = (res: Response) =>
    void res
      .status(401)
      .json({ error: "not_signed_in", message: "Please sign in to add favorites" });
  const failed = (res: Response, error: unknown, what: string) => {
    logger.error({ err: error }, what);
    res.status(500).json({ error: "failed", message: updateFailed });
  };
  const withStudent =
    (handler: (req: Request, res: Response, who: SignedInStudent) => Promise<void>, what: string) =>
    async (req: Request, res: Response) => {
      try {
        const who = await student(req);
        if (!who) return refuse(res);
        await handler(req, res, who);
      } catch (error) {
        failed(res, error, what);
      }
    };

  router.get("/status", async (req, res) => {
    const key = favoriteKey.safeParse(req.query);
    if (!key.success) return invalid(res, key.error.issues);
    try {
      const who = await student(req);
      if (!who) return void res.json({ signedIn: false, favorite: false });
      res.json({ signedIn: true, favorite: await isFavorite(db, who.id, key.data) });
    } catch (error) {
      failed(res, error, "favourite status check failed");
    }
  });

  router.get(
    "/",
    withStudent(
      async (_req, res, who) => void res.json(await listFavorites(db, who.id)),
      "favourites list failed",
    ),
  );

  router.put(
    "/:type/:id",
    withStudent(async (req, res, who) => {
      const key = favoriteKey.safeParse(req.params);
      if (!key.success) return invalid(res, key.error.issues);
      if (!(await addFavorite(db, who.id, key.data))) {
        return void res.status(404).json({ error: "not_found", message: "There is no such item." });
      }
      res.json({ favorite: true });
    }, "adding a favourite failed"),
  );

  router.delete(
    "/:type/:id",
    withStudent(async (req, res, who) => {
      const key = favoriteKey.safeParse(req.params);
      if (!key.success) return invalid(res, key.error.issues);
      await removeFavorite(db, who.id, key.data);
      res.json({ favorite: false });
    }, "removing a favourite failed"),
  );

  router.get(
    "/export.csv",
    withStudent(async (_req, res, who) => {
      res.attachment("jouzu-favorites.csv").type("text/csv; charset=utf-8");
      res.send(favoritesCsv(await listFavorites(db, who.id)));
    }, "favourites export failed"),
  );

  router.get(
    "/export.txt",
    withStudent(async (_req, res, who) => {
      res.attachment("jouzu-favorites-anki.txt").type("text/plain; charset=utf-8");
      res.send(favoritesAnki(await listFavorites(db, who.id)));
    }, "favourites export failed"),
  );

  return router;
}

function invalid(res: Response, issues: { path: PropertyKey[]; message: string }[]) {
  res.status(400).json({
    error: "invalid_input",
    message: issues[0]?.message ?? "Invalid input.",
    issues: issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
  });
}
