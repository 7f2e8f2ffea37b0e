import { jobCategories, jobLanguages, jobLocations } from "./job-board";

export const maxJobQueryLength = 100;

export type JobFilters = { q: string; category: string; location: string; language: string };

export const noJobFilters: JobFilters = { q: "", category: "", location: "", language: "" };

/** The first word before a slash: "IT/Engineering" → "it" (spec part 2 §5). */
export function categoryKey(category: string): string {
  return (category.split("/")[0] ?? "").trim().toLowerCase();
}

/** The first word: "Multilingual (ten or more languages)" → "multilingual" (§5). */
export function languageKey(language: string): string {
  return (language.trim().split(/\s+/)[0] ?? "").toLowerCase();
}

/**
 * The filters in a page address. A value that is not one of the options (an edited or old
 * link) is dropped and reported, so the page shows everything it can instead of nothing.
 */
export function parseJobFilters(params: URLSearchParams): {
  filters: JobFilters;
  rejected: (keyof JobFilters)[];
} {
  const rejected: (keyof JobFilters)[] = [];
  const pick = (name: keyof JobFilters, allowed: readonly { value: string }[]) => {
    const value = params.get(name)?.trim() ?? "";
    if (value === "" || allowed.some((option) => option.value === value)) return value;
    rejected.push(name);
    return "";
  };
  let q = params.get("q")?.trim() ?? "";
  if (q.length > maxJobQueryLength) {
    rejected.push("q");
    q = "";
  }
  return {
    filters: {
      q,
      category: pick("category", jobCategories),
      location: pick("location", jobLocations),
      language: pick("language", jobLanguages),
    },
    rejected,
  };
}

type Filterable = {
  name: string;
  description: string;
  categories: readonly string[];
  languages: readonly string[];
};

/** Boards that match every chosen filter; the place only shapes outbound links (§5, §7). */
export function filterBoards<Board extends Filterable>(
  boards: readonly Board[],
  filters: Pick<JobFilters, "q" | "category" | "language">,
): Board[] {
  const needle = filters.q.trim().toLocaleLowerCase();
  const category = categoryKey(filters.category);
  const language = languageKey(filters.language);
  return boards.filter(
    (board) =>
      (needle === "" ||
        board.name.toLocaleLowerCase().includes(needle) ||
        board.description.toLocaleLowerCase().includes(needle)) &&
      (category === "" || board.categories.some((c) => categoryKey(c) === category)) &&
      (language === "" || board.languages.some((l) => languageKey(l) === language)),
  );
}

/** The page address for a set of filters, empty ones left out. */
export function jobsSearchPath(filters: Partial<JobFilters>): string {
  const params = new URLSearchParams();
  for (const name of ["q", "category", "location", "language"] as const) {
    const value = filters[name]?.trim();
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `/jobs-search?${query}` : "/jobs-search";
}
