import type { JlptLevel } from "~/lib/jlpt";
import type { Database } from "~/server/db/client.server";
import { compileFilter, filterFields, type FilterFields, type FilterSource } from "./list-filter";
import { sortByKeys, type SortKeys } from "./list-order";
import { pageCountOf, pageOfPosition, pageSize, type ListQuery } from "./paging";

/**
 * One kind of list (vocabulary, grammar or kanji): how to read a level's items, how they sort
 * and what they can be found by, what a row shows, and the full record of one item.
 */
export type ListSource<Item extends { id: string }, Row, Detail> = {
  name: string;
  /** Changes whenever any item of the level is added, changed, retired or moved away. */
  revision: (db: Database, level: JlptLevel) => Promise<string>;
  /** Every live item of the level, with the fields the order and the filter need. */
  items: (db: Database, level: JlptLevel) => Promise<Item[]>;
  sortKeys: (item: Item) => SortKeys;
  filterSource: (item: Item) => FilterSource;
  row: (item: Item, options: RowOptions) => Row;
  detail: (db: Database, level: JlptLevel, id: string) => Promise<Detail | undefined>;
};

export type RowOptions = {
  /** The reader's interface is Nepali: rows carry the Nepali meaning too. */
  nepali: boolean;
};

export type StudyList<Row, Detail> = {
  /** Items in the level's list. */
  total: number;
  /** Items the filter keeps (the total when there is no filter). */
  matches: number;
  page: number;
  pageCount: number;
  rows: Row[];
  /** The selected item, or null when none is selected or the id is not in this level's list. */
  selected: Detail | null;
};

/** A level's list in order, with its filter fields, as of one revision of the database. */
type SortedList<Item> = {
  revision: string;
  entries: { item: Item; fields: FilterFields }[];
  /** The ids in the list, to answer "is this ?item ours?" without a query. */
  ids: Set<string>;
};

// The sorted lists of this process, per database: sorting with the Japanese collator and
// normalizing the filter fields happen once per change of the content, not per request.
const cache = new WeakMap<Database, Map<string, { revision: string; list: Promise<unknown> }>>();

async function sortedList<Item extends { id: string }>(
  source: ListSource<Item, unknown, unknown>,
  db: Database,
  level: JlptLevel,
): Promise<SortedList<Item>> {
  // One small query per request (the count and latest change of the level's rows) keeps every
  // instance in step with the database without rereading the list.
  const revision = await source.revision(db, level);
  let lists = cache.get(db);
  if (!lists) cache.set(db, (lists = new Map()));
  const key = `${source.name}:${level}`;
  const cached = lists.get(key);
  if (cached?.revision === revision) return cached.list as Promise<SortedList<Item>>;

  const list = source.items(db, level).then((items): SortedList<Item> => ({
    revision,
    entries: sortByKeys(items, source.sortKeys).map((item) => ({
      item,
      fields: filterFields(source.filterSource(item)),
    })),
    ids: new Set(items.map((item) => item.id)),
  }));
  lists.set(key, { revision, list });
  // A failed read is not kept: the next request tries again.
  list.catch(() => {
    if (lists.get(key)?.list === list) lists.delete(key);
  });
  return list;
}

/**
 * Reads the requested page of a list, filtered by ?q (or, with only ?item, the page the item is
 * on). Undefined when the URL asks for a page the list does not have.
 */
export async function readList<Item extends { id: string }, Row, Detail>(
  source: ListSource<Item, Row, Detail>,
  db: Database,
  level: JlptLevel,
  query: ListQuery,
  options: RowOptions = { nepali: false },
): Promise<StudyList<Row, Detail> | undefined> {
  const list = await sortedList(source, db, level);
  const matches = compileFilter(query.q);
  const shown = matches ? list.entries.filter(({ fields }) => matches(fields)) : list.entries;

  const item = query.item !== null && list.ids.has(query.item) ? query.item : null;
  const pageCount = pageCountOf(shown.length);
  let page = query.page ?? 1;
  if (query.page === null && item !== null) {
    // The selected item's page; an item the filter hides leaves the list on its first page.
    const position = shown.findIndex((entry) => entry.item.id === item);
    if (position >= 0) page = pageOfPosition(position);
  }
  if (page > pageCount) return undefined;

  const selected = item === null ? undefined : await source.detail(db, level, item);
  const start = (page - 1) * pageSize;
  return {
    total: list.entries.length,
    matches: shown.length,
    page,
    pageCount,
    rows: shown.slice(start, start + pageSize).map((entry) => source.row(entry.item, options)),
    selected: selected ?? null,
  };
}
