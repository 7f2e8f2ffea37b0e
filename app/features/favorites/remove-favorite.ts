/** The dashboard's Remove buttons post this intent (with `type` and `id`) to its action. */
export const removeFavoriteIntent = "remove-favorite";

/** What the dashboard shows after a Remove: done, or the spec's failure message. */
export type RemoveFavoriteResult =
  { removed: true } | { removed: false; error: "invalid_input" | "failed" };
