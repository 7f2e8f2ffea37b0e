import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SearchHero } from "~/components/search-hero";
import type { InformationSearchData } from "./information-search.server";
import {
  dictionaryHref,
  informationSearchHref,
  informationSearchPath,
  type GroupKind,
  type ResultGroup,
  type ResultItem,
} from "./result-groups";
import { maxSiteQueryLength } from "./site-search";

/** Searches to start from: a word, a grammar pattern in romaji, a kanji, Nepali, a tool. */
const exampleQueries = ["食べる", "te kudasai", "日", "खाना", "currency", "JLPT"];

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus";
const linkClass = `text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100 ${focusRing}`;
const groupAnchor = (kind: GroupKind) => `results-${kind}`;

export function InformationSearchPage({
  data,
  searching,
}: {
  data: InformationSearchData;
  searching: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SearchHero
        title={t("informationSearch.title")}
        subtitle={t("informationSearch.subtitle")}
        action={informationSearchPath}
        query={data.query}
        inputId="site-query"
        inputLabel={t("informationSearch.inputLabel")}
        placeholder={t("informationSearch.placeholder")}
        maxLength={maxSiteQueryLength}
        submitLabel={t("informationSearch.search")}
        busyLabel={t("informationSearch.searching")}
        busy={searching}
      />
      <div
        className="mx-auto max-w-5xl px-4 py-10"
        aria-live="polite"
        aria-busy={searching}
        data-testid="site-search-results"
      >
        {searching ? (
          <p className="sr-only">{t("informationSearch.searching")}</p>
        ) : data.state === "idle" ? (
          <EmptyState />
        ) : data.state === "tooLong" ? (
          <p
            role="alert"
            data-testid="site-search-error"
            className="mx-auto max-w-2xl rounded-lg border border-red-300 bg-red-50 p-4 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {t("informationSearch.tooLong", { max: data.max })}
          </p>
        ) : (
          <Results data={data} />
        )}
      </div>
    </>
  );
}

function EmptyState() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="site-search-empty"
      className="mx-auto max-w-2xl rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600"
    >
      <h2 className="text-xl font-semibold">{t("informationSearch.emptyTitle")}</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("informationSearch.emptyBody")}</p>
      <p className="mt-4 text-sm font-semibold text-slate-700 dark:text-slate-300">
        {t("informationSearch.examplesHeading")}
      </p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {exampleQueries.map((example) => (
          <li key={example}>
            <Link
              to={informationSearchHref(example)}
              className={`inline-block rounded-full border border-slate-300 px-3 py-1 text-slate-800 hover:border-brand-700 hover:text-brand-700 dark:border-slate-600 dark:text-slate-100 dark:hover:border-brand-100 dark:hover:text-brand-100 ${focusRing}`}
            >
              {example}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Found = Extract<InformationSearchData, { state: "results" }>;

function Results({ data }: { data: Found }) {
  const { t, i18n } = useTranslation();
  const { query, groups, failed, only } = data;
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  const atLeast = groups.some((group) => group.atLeast);
  const failedNames = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(
    failed.map((kind) => t(`informationSearch.groups.${kind}`)),
  );

  return (
    <section aria-labelledby="site-search-heading">
      <h2 id="site-search-heading" className="sr-only">
        {t("informationSearch.resultsHeading")}
      </h2>
      {failed.length > 0 && (
        <p
          role="alert"
          data-testid="site-search-failed"
          className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {t("informationSearch.failed", { groups: failedNames })}
        </p>
      )}
      {groups.length === 0 ? (
        failed.length === 0 && (
          <div
            data-testid="site-search-no-results"
            className="mx-auto max-w-2xl rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600"
          >
            <p className="text-lg font-semibold">
              {t("informationSearch.noResultsTitle", { query })}
            </p>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              {t("informationSearch.noResultsHint")}
            </p>
          </div>
        )
      ) : (
        <>
          <p data-testid="site-search-summary" className="text-slate-700 dark:text-slate-300">
            {atLeast
              ? t("informationSearch.summaryAtLeast", { count: total, query })
              : t("informationSearch.summary", { count: total, query })}
            {only && (
              <>
                {" "}
                <Link to={informationSearchHref(query)} className={linkClass}>
                  {t("informationSearch.allGroups")}
                </Link>
              </>
            )}
          </p>
          {!only && groups.length > 1 && (
            <nav aria-label={t("informationSearch.groupsNav")} className="mt-4">
              <ul className="flex flex-wrap gap-2">
                {groups.map((group) => (
                  <li key={group.kind}>
                    <a
                      href={`#${groupAnchor(group.kind)}`}
                      className={`inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 ${focusRing}`}
                    >
                      {t(`informationSearch.groups.${group.kind}`)}
                      <CountBadge group={group} onChip />
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="mt-8 space-y-10">
            {groups.map((group) => (
              <GroupSection key={group.kind} group={group} query={query} only={only} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** On a chip (grey) the badge is white; beside a heading (white page) it is grey. */
function CountBadge({ group, onChip = false }: { group: ResultGroup; onChip?: boolean }) {
  const { t } = useTranslation();
  const text = group.atLeast
    ? t("informationSearch.countAtLeast", { count: group.count })
    : t("informationSearch.count", { count: group.count });
  return (
    <span
      data-testid="group-count"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold text-slate-700 dark:text-slate-200 ${onChip ? "bg-white dark:bg-slate-900" : "bg-slate-100 dark:bg-slate-800"}`}
    >
      {text}
    </span>
  );
}

function GroupSection({
  group,
  query,
  only,
}: {
  group: ResultGroup;
  query: string;
  only: GroupKind | null;
}) {
  const { t } = useTranslation();
  const headingId = `${groupAnchor(group.kind)}-heading`;
  const name = t(`informationSearch.groups.${group.kind}`);
  const hidden = group.atLeast || group.count > group.items.length;
  return (
    <section
      id={groupAnchor(group.kind)}
      aria-labelledby={headingId}
      data-testid={`group-${group.kind}`}
    >
      <h3 id={headingId} className="flex flex-wrap items-center gap-3 text-xl font-semibold">
        {name}
        <CountBadge group={group} />
      </h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {group.items.map((item) => (
          <li key={item.id}>
            <ResultLink item={item} />
          </li>
        ))}
      </ul>
      {(hidden || group.kind === "words") && (
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          {hidden && (
            <span>
              {t("informationSearch.showingFirst", {
                shown: group.items.length,
                count: group.atLeast ? `${group.count}+` : group.count,
              })}
            </span>
          )}
          {hidden && !only && group.kind !== "words" && (
            <Link to={informationSearchHref(query, group.kind)} className={linkClass}>
              {t("informationSearch.showAll", { count: group.count })}
              <span className="sr-only">: {name}</span>
            </Link>
          )}
          {group.kind === "words" && (
            <Link to={dictionaryHref(query)} className={linkClass}>
              {t("informationSearch.openDictionary", { query })}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}

function ResultLink({ item }: { item: ResultItem }) {
  const { t } = useTranslation();
  return (
    <Link
      to={item.href}
      data-testid="site-result"
      className={`flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700 hover:shadow dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-100 ${focusRing}`}
    >
      <span className="flex items-start justify-between gap-3">
        <span
          lang={item.titleLang}
          data-testid="site-result-title"
          className={`font-semibold text-slate-900 dark:text-slate-100 ${item.titleLang === "ja" ? "text-2xl" : "text-lg"}`}
        >
          {item.title}
        </span>
        {item.level && (
          <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-slate-800 dark:text-brand-100">
            {t("informationSearch.level", { level: item.level })}
          </span>
        )}
      </span>
      {item.reading && (
        <span lang="ja" className="text-sm text-slate-600 dark:text-slate-400">
          {item.reading}
        </span>
      )}
      {item.details.map((detail, index) => (
        <span
          key={detail.lang}
          lang={detail.lang}
          data-testid="site-result-detail"
          className={
            index === 0
              ? "mt-1 text-slate-700 dark:text-slate-300"
              : "text-sm text-slate-600 dark:text-slate-400"
          }
        >
          {detail.text}
        </span>
      ))}
    </Link>
  );
}
