import type { Logger } from "pino";
import { data } from "react-router";
import type { Database } from "~/server/db/client.server";
import { favoriteKey, removeFavorite } from "./favorites.server";
import type { RemoveFavoriteResult } from "./remove-favorite";

/**
 * A Remove button of the dashboard: the item leaves the signed-in student's favourites (their own
 * rows only, as every favourites query). Removing one that is not there is no error: the page
 * shows the list as it now is.
 */
export async function removeFavoriteFromForm(
  db: Database,
  logger: Logger,
  userId: string,
  form: FormData,
) {
  const key = favoriteKey.safeParse({ type: form.get("type"), id: form.get("id") });
  if (!key.success) {
    return data({ removed: false, error: "invalid_input" } satisfies RemoveFavoriteResult, {
      status: 400,
    });
  }
  try {
    await removeFavorite(db, userId, key.data);
  } catch (error) {
    logger.error({ err: error }, "removing a favourite from the dashboard failed");
    return data({ removed: false, error: "failed" } satisfies RemoveFavoriteResult, {
      status: 503,
    });
  }
  return { removed: true } satisfies RemoveFavoriteResult;
}
