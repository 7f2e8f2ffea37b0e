import type { JobBoard } from "./job-board";

/**
 * The outbound link for a board (spec part 2 §7): boards that take a search get the search text
 * (and the place, where they have a parameter for it) added to their search page; the others,
 * and any board when nothing is typed or chosen, get their plain address.
 */
export function boardLink(
  board: Pick<JobBoard, "url" | "search">,
  filters: { q: string; location: string },
): string {
  const { search } = board;
  const q = filters.q.trim();
  const location = filters.location.trim();
  if (!search) return board.url;
  const useLocation = search.locationParam !== undefined && location !== "";
  if (q === "" && !useLocation) return board.url;
  const url = new URL(search.url);
  if (q !== "") url.searchParams.set(search.textParam, q);
  if (useLocation && search.locationParam) url.searchParams.set(search.locationParam, location);
  return url.toString();
}
