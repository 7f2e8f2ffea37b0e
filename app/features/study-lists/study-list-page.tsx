import {
  useCallback,
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { levelPath, type JlptLevel } from "~/lib/jlpt";
import { ListFilterForm } from "./list-filter-form";
import { NumberLabelsProvider, useNumberLabel, type NumberLabels } from "./number-labels";
import { listSearch, pageLinks } from "./paging";
import type { StudyListKind } from "./study-list-kinds";

type ListView<Row> = {
  total: number;
  matches: number;
  page: number;
  pageCount: number;
  rows: Row[];
};

/** The spec's narrow layout: below 1024 px the list and the details are stacked. */
const narrowQuery = "(max-width: 1023.98px)";
const isNarrow = () => window.matchMedia(narrowQuery).matches;

// Row styles live on the list, not on each of its (up to 100) rows, to keep the HTML small.
const rowStyles =
  "[&_a]:block [&_a]:border-l-4 [&_a]:border-transparent [&_a]:px-4 [&_a]:py-2.5 [&_a:hover]:bg-slate-50 dark:[&_a:hover]:bg-slate-800 [&_a:focus-visible]:outline-2 [&_a:focus-visible]:-outline-offset-2 [&_a:focus-visible]:outline-focus [&_a[aria-current=true]]:border-brand-700 [&_a[aria-current=true]]:bg-brand-50 dark:[&_a[aria-current=true]]:border-brand-100 dark:[&_a[aria-current=true]]:bg-slate-800";

/**
 * A level's list page: the filter box and the list (one page of it) on the left with its count,
 * the selected item's details on the right; stacked below 1024 px. The filter and the selection
 * live in the URL (?q=, ?item=), so they can be linked, survive a reload and are rendered on
 * the server.
 */
export function StudyListPage<Row extends { id: string }>({
  kind,
  level,
  list,
  filter,
  numbers,
  selectedId,
  renderRow,
  children,
}: {
  kind: StudyListKind;
  level: JlptLevel;
  list: ListView<Row>;
  /** The filter text (?q) and whether the URL's was too long to use. */
  filter: { q: string; tooLong: boolean };
  /** The page's numbers in the reader's digits, formatted by the loader. */
  numbers: NumberLabels;
  /** The id of the item whose details are shown (children), or null. */
  selectedId: string | null;
  renderRow: (row: Row) => ReactNode;
  /** The selected item's detail card. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const headingId = useId();
  const listSectionRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const detailRef = useRef<HTMLElement>(null);
  // On a narrow screen, the item whose details should be brought into view once they arrive.
  const revealRef = useRef<string | null>(null);

  // While a selection is loading, its row already looks (and is tabbable as) selected.
  const pendingItem =
    navigation.location?.pathname === location.pathname
      ? new URLSearchParams(navigation.location.search).get("item")
      : null;
  const highlighted = pendingItem ?? selectedId;
  const tabStop = list.rows.some((row) => row.id === highlighted)
    ? highlighted
    : (list.rows[0]?.id ?? null);

  const rowLink = useCallback(
    (id: string | null) => rowsOf(listRef.current).find((link) => itemOf(link) === id) ?? null,
    [],
  );

  const revealDetails = useCallback(() => {
    detailRef.current?.scrollIntoView({ block: "start" });
    detailRef.current?.focus({ preventScroll: true });
  }, []);

  // The selected row is visible inside the scrolling list (after a reload or a page change),
  // without moving the page itself.
  const { q } = filter;
  useEffect(() => {
    const container = listRef.current;
    if (!container) return;
    const row = rowLink(selectedId);
    if (!row) {
      container.scrollTop = 0;
      return;
    }
    scrollWithin(container, row, "center");
  }, [selectedId, list.page, q, rowLink]);

  useEffect(() => {
    if (selectedId !== null && revealRef.current === selectedId) {
      revealRef.current = null;
      revealDetails();
    }
  }, [selectedId, revealDetails]);

  const select = (id: string, { replace }: { replace: boolean }) =>
    navigate({ search: listSearch({ q, item: id }) }, { replace, preventScrollReset: true });

  const onRowClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that opens the link elsewhere (new tab, new window) selects nothing here.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const id = itemOf(event.currentTarget);
    if (id === null || !isNarrow()) return;
    if (id === selectedId) revealDetails();
    else revealRef.current = id;
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const links = rowsOf(listRef.current);
    const index = links.indexOf(event.currentTarget);
    const id = itemOf(event.currentTarget);
    if (index < 0 || id === null) return;
    if (event.key === " ") {
      // Space selects, like Enter (which follows the link); it must not scroll the page.
      event.preventDefault();
      if (isNarrow()) {
        if (id === selectedId) revealDetails();
        else revealRef.current = id;
      }
      if (id !== selectedId) void select(id, { replace: false });
      return;
    }
    const target = {
      ArrowDown: Math.min(index + 1, links.length - 1),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: links.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = links[target];
    const nextId = next && itemOf(next);
    if (!next || !nextId) return;
    next.focus({ preventScroll: true });
    if (listRef.current) scrollWithin(listRef.current, next, "nearest");
    // Moving through the list replaces the history entry rather than adding one per key.
    if (nextId !== highlighted) void select(nextId, { replace: true });
  };

  // Back at the list, at the selected row: scrolled into the middle of the view, and focused.
  const backToList = () => {
    const row = rowLink(selectedId) ?? rowLink(tabStop);
    if (row) row.scrollIntoView({ block: "center" });
    else listSectionRef.current?.scrollIntoView({ block: "start" });
    row?.focus({ preventScroll: true });
  };

  const total = numbers[list.total] ?? String(list.total);
  const matches = numbers[list.matches] ?? String(list.matches);

  return (
    <NumberLabelsProvider labels={numbers}>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
        <Link
          to={levelPath(level)}
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          ← {t("studyLists.backToLevel", { level })}
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
          {t(`studyLists.${kind}.title`, { level })}
        </h1>

        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <section
            ref={listSectionRef}
            aria-labelledby={headingId}
            className="scroll-mt-20 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <header className="flex items-baseline justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
              <h2 id={headingId} className="text-lg font-semibold">
                {t(`studyLists.${kind}.listHeading`)}
              </h2>
              <p
                className="text-sm text-slate-600 dark:text-slate-400"
                data-testid="list-count"
                aria-live="polite"
              >
                {q
                  ? t(`studyLists.${kind}.filteredCount`, { count: list.total, matches, total })
                  : t(`studyLists.${kind}.count`, { count: list.total, total })}
              </p>
            </header>
            {(list.total > 0 || q) && (
              <ListFilterForm q={q} tooLong={filter.tooLong} selectedId={selectedId} />
            )}
            {list.rows.length === 0 ? (
              <p
                className="px-4 py-8 text-center text-slate-600 dark:text-slate-400"
                data-testid={q ? "no-match" : undefined}
              >
                {q ? t(`studyLists.${kind}.noMatch`, { query: q }) : t(`studyLists.${kind}.empty`)}
              </p>
            ) : (
              <ul
                ref={listRef}
                aria-labelledby={headingId}
                data-testid="study-list"
                className={`relative max-h-[600px] divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800 ${rowStyles}`}
              >
                {list.rows.map((row) => (
                  <li key={row.id}>
                    <Link
                      to={{ search: listSearch({ q, item: row.id }) }}
                      preventScrollReset
                      discover="none"
                      aria-current={row.id === highlighted ? "true" : undefined}
                      tabIndex={row.id === tabStop ? 0 : -1}
                      onClick={onRowClick}
                      onKeyDown={onRowKeyDown}
                    >
                      {renderRow(row)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {list.pageCount > 1 && (
              <Pagination
                page={list.page}
                pageCount={list.pageCount}
                q={q}
                selectedId={selectedId}
              />
            )}
          </section>

          <section
            ref={detailRef}
            tabIndex={-1}
            aria-label={t("studyLists.details")}
            aria-busy={navigation.state === "loading" && pendingItem !== null}
            data-testid="detail-area"
            className="scroll-mt-20 outline-none"
          >
            {children ? (
              <>
                <button
                  type="button"
                  onClick={backToList}
                  className="mb-3 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus lg:hidden dark:border-slate-600 dark:hover:bg-slate-800"
                >
                  ← {t("studyLists.backToList")}
                </button>
                {children}
              </>
            ) : (
              <p className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center text-slate-600 dark:border-slate-600 dark:text-slate-400">
                {t(`studyLists.${kind}.selectPrompt`)}
              </p>
            )}
          </section>
        </div>
      </div>
    </NumberLabelsProvider>
  );
}

const rowsOf = (list: HTMLUListElement | null) => [
  ...(list?.querySelectorAll<HTMLAnchorElement>(":scope > li > a") ?? []),
];
/** A row's item id, read from its link (?item=…). */
const itemOf = (link: HTMLAnchorElement) => new URL(link.href).searchParams.get("item");

/**
 * Brings a row into view inside the scrolling list only (the page does not move): just enough
 * when stepping through the list, in the middle when the list opens at a selected row.
 */
function scrollWithin(container: HTMLElement, row: HTMLElement, align: "nearest" | "center") {
  const top = row.offsetTop;
  const bottom = top + row.offsetHeight;
  const visible =
    top >= container.scrollTop && bottom <= container.scrollTop + container.clientHeight;
  if (visible) return;
  if (align === "center")
    container.scrollTop = top - (container.clientHeight - row.offsetHeight) / 2;
  else if (top < container.scrollTop) container.scrollTop = top;
  else container.scrollTop = bottom - container.clientHeight;
}

function Pagination({
  page,
  pageCount,
  q,
  selectedId,
}: {
  page: number;
  pageCount: number;
  q: string;
  selectedId: string | null;
}) {
  const { t } = useTranslation();
  const format = useNumberLabel();
  // A page change keeps the filter, and the selected item's details open.
  const to = (n: number) => ({ search: listSearch({ q, page: n, item: selectedId }) });
  const linkClass =
    "rounded-md px-2.5 py-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:hover:bg-slate-800";
  return (
    <nav
      aria-label={t("studyLists.pages")}
      className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 dark:border-slate-700"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t("studyLists.pageStatus", { page: format(page), pages: format(pageCount) })}
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 && (
          <li>
            <Link to={to(page - 1)} preventScrollReset rel="prev" className={linkClass}>
              {t("studyLists.previousPage")}
            </Link>
          </li>
        )}
        {pageLinks(page, pageCount).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={to(n)}
                preventScrollReset
                aria-label={t("studyLists.goToPage", { page: format(n) })}
                aria-current={n === page ? "page" : undefined}
                className={`${linkClass} aria-[current=page]:bg-brand-700 aria-[current=page]:text-white`}
              >
                {format(n)}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={to(page + 1)} preventScrollReset rel="next" className={linkClass}>
              {t("studyLists.nextPage")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
