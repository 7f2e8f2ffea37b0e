import type { Locale } from "~/lib/i18n/locales";
import { readContent } from "~/server/content.server";
import { jobBoardsSchema } from "./job-board-schema.server";
import { filterBoards, parseJobFilters } from "./job-filters";
import { boardLink } from "./job-links";

/** The directory as one address asks for it: the filters, and the boards that match them. */
export async function loadJobsSearch(contentDir: string, locale: Locale, url: URL) {
  const { boards } = await readContent(contentDir, "jobs/boards.json", jobBoardsSchema);
  const { filters, rejected } = parseJobFilters(url.searchParams);
  const shown = boards.map(({ search, description, ...board }) => ({
    ...board,
    description: description[locale],
    link: boardLink({ url: board.url, search }, filters),
  }));
  return { filters, rejected, total: boards.length, boards: filterBoards(shown, filters) };
}

export type JobsSearchData = Awaited<ReturnType<typeof loadJobsSearch>>;
