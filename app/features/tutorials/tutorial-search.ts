/** The longest query we search with; longer ones are refused with a message. */
export const maxTutorialQueryLength = 100;

export type TutorialSearch<T> =
  | { kind: "all"; tutorials: T[] }
  | { kind: "matches"; query: string; tutorials: T[] }
  | { kind: "tooLong"; tutorials: T[] };

/** Case, width (ｔｙｐｉｎｇ) and Unicode composition do not matter. */
export const searchKey = (text: string) => text.normalize("NFKC").toLocaleLowerCase("en");

/**
 * Case-insensitive substring match (spec part 2 §5) on each tutorial's short description, and
 * also on its title and tags, in every language: "typing" finds the typing guide, and so do
 * "टाइपिङ" and "入力". A blank query shows everything; a too-long one too, with a message.
 */
export function searchTutorials<T>(
  tutorials: readonly T[],
  rawQuery: string | null | undefined,
  textsOf: (tutorial: T) => readonly string[],
): TutorialSearch<T> {
  const query = (rawQuery ?? "").trim();
  if (query === "") return { kind: "all", tutorials: [...tutorials] };
  if (query.length > maxTutorialQueryLength) return { kind: "tooLong", tutorials: [...tutorials] };
  const needle = searchKey(query);
  return {
    kind: "matches",
    query,
    tutorials: tutorials.filter((tutorial) =>
      textsOf(tutorial).some((text) => searchKey(text).includes(needle)),
    ),
  };
}
