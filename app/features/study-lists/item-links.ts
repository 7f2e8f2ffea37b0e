import { levelPath, type JlptLevel } from "~/lib/jlpt";

/** Where an item of a level list opens: its list with the item selected. */
export const listItemHref = (
  level: JlptLevel,
  list: "vocabulary" | "grammar" | "kanji",
  id: string,
): string => `${levelPath(level)}/${list}?${new URLSearchParams({ item: id })}`;
