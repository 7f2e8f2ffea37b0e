import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ExampleLine } from "~/components/example-line";
import { FavoriteButton } from "~/components/favorite-button";
import { Highlight } from "~/components/highlight";
import { WordExtras } from "~/components/word-extras";
import { SearchHero } from "~/components/search-hero";
import { readerMeanings } from "~/lib/reader-meanings";
import { levelPath } from "~/lib/jlpt";
import type { DictionaryResult } from "./dictionary-page.server";
import type { HitSummary } from "./dictionary-search.server";
import { maxQueryLength } from "./search-query";

export const dictionaryPath = "/resources/dictionary";

type FoundResult = Extract<DictionaryResult, { kind: "found" }>;

/** The hero: title, the search box and its button (disabled with a spinner while searching). */
export function DictionaryHero({ query, searching }: { query: string; searching: boolean }) {
  const { t } = useTranslation();
  // Blank input (after trimming) sends nothing, as the spec asks.
  const skipBlank = (event: FormEvent<HTMLFormElement>) => {
    const value = new FormData(event.currentTarget).get("q");
    if (typeof value !== "string" || value.trim() === "") event.preventDefault();
  };
  return (
    <SearchHero
      title={t("dictionary.title")}
      subtitle={t("dictionary.subtitle")}
      action={dictionaryPath}
      query={query}
      inputId="dictionary-query"
      inputLabel={t("dictionary.inputLabel")}
      placeholder={t("dictionary.placeholder")}
      maxLength={maxQueryLength}
      submitLabel={t("dictionary.search")}
      busyLabel={t("dictionary.searching")}
      busy={searching}
      onSubmit={skipBlank}
    />
  );
}

/** What the last search found, or why it found nothing. */
export function DictionaryResultView({
  query,
  result,
}: {
  query: string;
  result: DictionaryResult;
}) {
  const { t } = useTranslation();
  switch (result.kind) {
    case "idle":
      return null;
    case "noMatch":
      return <ErrorBox>{t("dictionary.noMatch")}</ErrorBox>;
    case "failed":
      return <ErrorBox>{t("dictionary.failed")}</ErrorBox>;
    case "tooLong":
      return <ErrorBox>{t("dictionary.tooLong", { max: result.max })}</ErrorBox>;
    case "found":
      return <FoundView query={query} result={result} />;
  }
}

function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      data-testid="dictionary-error"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {children}
    </p>
  );
}

function FoundView({ query, result }: { query: string; result: FoundResult }) {
  const { t, i18n } = useTranslation();
  const { entry, highlightTerms } = result;
  const mark = (text: string) => <Highlight text={text} terms={highlightTerms} />;
  const hasOthers = result.matches.length > 1;
  const englishField = (
    <Field label={t("dictionary.fields.english")}>
      <span lang="en" data-testid="word-english">
        {mark(entry.english)}
      </span>
    </Field>
  );
  const nepaliField = (
    <Field label={t("dictionary.fields.nepali")}>
      {entry.nepali ? (
        <span lang="ne" data-testid="word-nepali">
          {entry.nepali}
        </span>
      ) : (
        <span className="text-slate-600 dark:text-slate-400">{t("dictionary.noNepali")}</span>
      )}
    </Field>
  );
  // The reader's language first: the Nepali meaning leads in नेपाली.
  const meanings =
    i18n.language === "ne" ? (
      <>
        {nepaliField}
        {englishField}
      </>
    ) : (
      <>
        {englishField}
        {nepaliField}
      </>
    );
  return (
    <div className={hasOthers ? "grid gap-8 lg:grid-cols-3" : "mx-auto max-w-4xl"}>
      <div className="space-y-8 lg:col-span-2">
        <section
          aria-labelledby="word-details"
          data-testid="word-details"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <header className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="word-details" className="text-xl font-semibold">
              {t("dictionary.wordDetails")}
            </h2>
            <div className="flex items-center gap-2">
              <LevelBadge level={entry.jlptLevel} />
              <FavoriteButton type="word" id={entry.id} />
            </div>
          </header>
          {result.match === "deinflected" && (
            <p data-testid="inflection" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {result.formNames.length > 0
                ? t("dictionary.inflectedForm", {
                    form: query.trim(),
                    base: entry.japanese,
                    forms: result.formNames.join(" · "),
                  })
                : t("dictionary.dictionaryForm", { form: query.trim() })}
            </p>
          )}
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field label={t("dictionary.fields.japanese")}>
              <span lang="ja" data-testid="word-japanese" className="text-4xl font-bold">
                {mark(entry.japanese)}
              </span>
            </Field>
            <Field label={t("dictionary.fields.reading")}>
              <span lang="ja" data-testid="word-reading" className="text-2xl">
                {mark(entry.reading)}
              </span>
            </Field>
            {meanings}
          </dl>
          {entry.jlptLevel && entry.source === "jouzu" && (
            // Our level words are in their level's list, with every example and the favorite.
            <p className="mt-4">
              <Link
                to={`${levelPath(entry.jlptLevel)}/vocabulary?${new URLSearchParams({ item: entry.id })}`}
                data-testid="word-list-link"
                className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
              >
                {t("dictionary.inLevelList", { level: entry.jlptLevel })}{" "}
                <span aria-hidden="true">→</span>
              </Link>
            </p>
          )}
          {entry.source !== "jouzu" && (
            <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">
              {t("dictionary.importedEntry")}
            </p>
          )}
        </section>

        <WordDetailsExtras entry={entry} />
        {entry.examples.length > 0 && (
          <LineList title={t("dictionary.exampleSentences")} testId="example-sentences">
            {entry.examples.map((line, index) => (
              <li key={index} className="py-3">
                <ExampleLine {...line} />
              </li>
            ))}
          </LineList>
        )}
        {entry.conversation.length > 0 && (
          <LineList title={t("dictionary.conversationExample")} testId="conversation-example">
            {entry.conversation.map((line, index) => (
              <li key={index} className="py-3">
                <ExampleLine {...line} />
              </li>
            ))}
          </LineList>
        )}
      </div>

      {hasOthers && <OtherMatches query={query} matches={result.matches} shownId={entry.id} />}
    </div>
  );
}

/** Memory tip, usage, notes, other spellings and the partner: only for words that have them. */
function WordDetailsExtras({ entry }: { entry: FoundResult["entry"] }) {
  const { pair } = entry;
  const hasAny =
    entry.memoryTip ||
    entry.notes ||
    pair ||
    entry.usuallyKana ||
    entry.commonUsage.length > 0 ||
    entry.alternativeForms.length > 0;
  if (!hasAny) return null;
  return (
    <div
      data-testid="word-extras"
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <WordExtras
        memoryTip={entry.memoryTip}
        commonUsage={entry.commonUsage}
        notes={entry.notes}
        alternativeForms={entry.alternativeForms}
        usuallyKana={entry.usuallyKana}
        pair={
          pair && {
            ...pair,
            href: `${dictionaryPath}?${new URLSearchParams({ q: pair.japanese, entry: pair.id })}`,
          }
        }
      />
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}

function LevelBadge({ level }: { level: string | null }) {
  const { t } = useTranslation();
  return (
    <span
      className={
        level
          ? "rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-bold text-brand-800 dark:bg-brand-800 dark:text-brand-50"
          : "rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
      }
    >
      {level ?? t("dictionary.notInJlptLists")}
    </span>
  );
}

function LineList({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const id = `${testId}-title`;
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">{children}</ul>
    </section>
  );
}

function OtherMatches({
  query,
  matches,
  shownId,
}: {
  query: string;
  matches: HitSummary[];
  shownId: string;
}) {
  const { t, i18n } = useTranslation();
  const others = matches.filter((match) => match.id !== shownId);
  return (
    <aside aria-labelledby="other-matches" data-testid="other-matches">
      <h2 id="other-matches" className="text-lg font-semibold">
        {t("dictionary.otherMatches")}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t("dictionary.otherMatchesCount", { count: others.length })}
      </p>
      <ul className="mt-3 space-y-2">
        {matches.map((match) => (
          <li key={match.id}>
            <Link
              to={`${dictionaryPath}?${new URLSearchParams({ q: query, entry: match.id })}`}
              aria-current={match.id === shownId ? "true" : undefined}
              className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50 dark:border-slate-700 dark:bg-slate-900 dark:aria-[current=true]:bg-slate-800"
            >
              <span className="min-w-0">
                <span lang="ja" className="block text-lg font-semibold">
                  {match.japanese}
                  {match.reading !== match.japanese && (
                    <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
                      {match.reading}
                    </span>
                  )}
                </span>
                {readerMeanings(i18n.language, match.english, match.nepali).map((meaning, i) => (
                  <span
                    key={meaning.lang}
                    lang={meaning.lang}
                    data-testid="other-match-meaning"
                    className={`line-clamp-2 text-sm ${i === 0 ? "text-slate-700 dark:text-slate-300" : "text-slate-600 dark:text-slate-400"}`}
                  >
                    {meaning.text}
                  </span>
                ))}
              </span>
              <span className="shrink-0 text-xs font-bold text-brand-800 dark:text-brand-100">
                {match.jlptLevel ?? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{t("dictionary.notInJlptLists")}</span>
                  </>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
