/** Rows per page: enough to browse by scrolling, small enough that N1 (~3,500 words) stays light. */
export const pageSize = 100;

/** The longest filter text (?q) we read, as the dictionary's search box. */
export const maxFilterLength = 100;

/** Longest item id we look up; anything longer cannot be one of ours. */
const maxItemIdLength = 200;

export type ListQuery = {
  /** The selected item's id, when the URL names one. */
  item: string | null;
  /** The page the URL asks for; null means "the selected item's page, else the first". */
  page: number | null;
  /** The filter text (?q), trimmed; "" filters nothing. */
  q: string;
  /** ?q was longer than a filter can be: the list is shown unfiltered, with a message. */
  qTooLong: boolean;
};

/**
 * Reads ?item, ?page and ?q. A page that is not a whole number from 1 is not a page of the list
 * (undefined: the caller answers 404); an over-long item id simply selects nothing.
 */
export function parseListQuery(search: URLSearchParams): ListQuery | undefined {
  const rawItem = search.get("item");
  const item = rawItem && rawItem.length <= maxItemIdLength ? rawItem : null;
  const rawQ = (search.get("q") ?? "").trim();
  const qTooLong = [...rawQ].length > maxFilterLength;
  const filter = { q: qTooLong ? "" : rawQ, qTooLong };
  const rawPage = search.get("page");
  if (rawPage === null) return { item, page: null, ...filter };
  if (!/^[1-9]\d{0,5}$/.test(rawPage)) return undefined;
  return { item, page: Number(rawPage), ...filter };
}

/** An empty list still has one (empty) page, so its URL without ?page is valid. */
export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page on which the row at this zero-based position appears. */
export function pageOfPosition(position: number): number {
  return Math.floor(position / pageSize) + 1;
}

/**
 * The page links to show: the first, the last, and the current one with its neighbours, with
 * gaps ("…") between, so 35 pages still fit on a phone.
 */
export function pageLinks(page: number, pageCount: number): (number | "gap")[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const links: (number | "gap")[] = [];
  for (const n of pages) {
    const previous = links.at(-1);
    if (typeof previous === "number" && n - previous === 2) links.push(n - 1);
    else if (typeof previous === "number" && n - previous > 2) links.push("gap");
    links.push(n);
  }
  return links;
}

// Only the characters that would break a query value are escaped, so ids such as
// vocab:食べる:たべる stay readable (and short) in the HTML.
const queryValue = (text: string) => text.replace(/[%&#+=\s]/g, encodeURIComponent);

/** The query string for a filter, a page and a selection (each optional). */
export function listSearch({
  q,
  page,
  item,
}: {
  q?: string | null;
  page?: number | null;
  item?: string | null;
}) {
  const parts: string[] = [];
  if (q) parts.push(`q=${queryValue(q)}`);
  if (page) parts.push(`page=${page}`);
  if (item) parts.push(`item=${queryValue(item)}`);
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}
