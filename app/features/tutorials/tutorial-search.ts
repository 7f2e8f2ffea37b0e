/** The longest query we search with; longer ones are refused with a message. */
export const maxTutorialQueryLength = 100;

export type TutorialSearch<T> =
  | { kind: "all"; tutorials: T[] }
  | { kind: "matches"; query: string; tutorials: T[] }
  | { kind: "tooLong"; tutorials: T[] };

/**
 * Case-insensitive substring match on the short description only (spec part 2 §5). A blank
 * query shows everything; a too-long one shows everything too, with a message.
 */
export function searchTutorials<T extends { shortDescription: string }>(
  tutorials: readonly T[],
  rawQuery: string | null | undefined,
): TutorialSearch<T> {
  const query = (rawQuery ?? "").trim();
  if (query === "") return { kind: "all", tutorials: [...tutorials] };
  if (query.length > maxTutorialQueryLength) return { kind: "tooLong", tutorials: [...tutorials] };
  const needle = query.toLocaleLowerCase("en");
  return {
    kind: "matches",
    query,
    tutorials: tutorials.filter((tutorial) =>
      tutorial.shortDescription.toLocaleLowerCase("en").includes(needle),
    ),
  };
}
