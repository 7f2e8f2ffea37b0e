import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { useReaderDigits } from "~/components/use-reader-digits";
import type {
  FavoriteGrammar,
  FavoriteItemType,
  FavoriteKanji,
  FavoriteWord,
  Favorites,
} from "./favorites.server";
import { removeFavoriteIntent, type RemoveFavoriteResult } from "./remove-favorite";

const dictionaryPath = "/resources/dictionary";
export const favoritesCsvPath = "/api/favorites/export.csv";
export const favoritesAnkiPath = "/api/favorites/export.txt";

/** The list pages read the selected item from ?item=; only what would break it is escaped. */
const itemQuery = (id: string) => `?item=${id.replace(/[%&#+=\s]/g, encodeURIComponent)}`;
const listPath = (level: string, list: "vocabulary" | "grammar" | "kanji") =>
  `/resources/jlpt/${level.toLowerCase()}/${list}`;

/** A level word opens in its level's list; a dictionary word outside the lists, in the dictionary. */
export const wordHref = ({
  id,
  japanese,
  level,
}: Pick<FavoriteWord, "id" | "japanese" | "level">) =>
  level
    ? listPath(level, "vocabulary") + itemQuery(id)
    : `${dictionaryPath}?${new URLSearchParams({ q: japanese, entry: id })}`;
export const grammarHref = ({ id, level }: Pick<FavoriteGrammar, "id" | "level">) =>
  listPath(level, "grammar") + itemQuery(id);
export const kanjiHref = ({ id, level }: Pick<FavoriteKanji, "id" | "level">) =>
  listPath(level, "kanji") + itemQuery(id);

/**
 * The dashboard's favourites: words, grammar points and kanji, each with its key fields, a link
 * to its page and a Remove button, and the CSV and Anki downloads.
 */
export function FavoritesSections({
  favorites,
  removal,
}: {
  favorites: Favorites;
  /** What the last Remove did, when it was one. */
  removal?: RemoveFavoriteResult;
}) {
  const { t } = useTranslation();
  // The action's answer arrives before the lists are read again: saying "Removed" while the item
  // is still listed would contradict itself, so the message waits for the new lists.
  const settled = useNavigation().state === "idle";
  const total = favorites.words.length + favorites.grammar.length + favorites.kanji.length;
  return (
    <div className="space-y-10" data-testid="favorites-sections">
      {removal && settled && (
        <p
          role={removal.removed ? "status" : "alert"}
          data-testid="favorite-removal"
          className={`rounded-lg border p-3 text-sm ${
            removal.removed
              ? "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
              : "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          }`}
        >
          {removal.removed ? t("favorites.removed") : t("favorites.failed")}
        </p>
      )}
      <FavoritesSection
        id="favorite-words"
        title={t("favorites.words")}
        count={favorites.words.length}
        empty={t("favorites.emptyWords")}
        emptyLinks
      >
        {favorites.words.map((word) => (
          <WordCard key={word.id} word={word} />
        ))}
      </FavoritesSection>
      <FavoritesSection
        id="favorite-grammar"
        title={t("favorites.grammar")}
        count={favorites.grammar.length}
        empty={t("favorites.emptyGrammar")}
      >
        {favorites.grammar.map((point) => (
          <GrammarCard key={point.id} point={point} />
        ))}
      </FavoritesSection>
      <FavoritesSection
        id="favorite-kanji"
        title={t("favorites.kanji")}
        count={favorites.kanji.length}
        empty={t("favorites.emptyKanji")}
      >
        {favorites.kanji.map((kanji) => (
          <KanjiCard key={kanji.id} kanji={kanji} />
        ))}
      </FavoritesSection>
      {total > 0 && <ExportLinks />}
    </div>
  );
}

function FavoritesSection({
  id,
  title,
  count,
  empty,
  emptyLinks = false,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  /** The dictionary is a second way to find words. */
  emptyLinks?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const number = useReaderDigits();
  const linkClass = "font-medium text-brand-700 underline hover:no-underline dark:text-brand-100";
  return (
    <section aria-labelledby={id} data-testid={id}>
      <div className="flex items-baseline gap-3">
        <h2 id={id} className="text-xl font-semibold sm:text-2xl">
          {title}
        </h2>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {t("favorites.count", { count, total: number(count) })}
        </span>
      </div>
      {count === 0 ? (
        <div className="mt-3 rounded-xl border border-dashed border-slate-300 px-5 py-6 text-slate-700 dark:border-slate-600 dark:text-slate-300">
          <p>{empty}</p>
          <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <Link to="/resources" className={linkClass}>
              {t("favorites.browseLists")}
            </Link>
            {emptyLinks && (
              <Link to={dictionaryPath} className={linkClass}>
                {t("favorites.searchDictionary")}
              </Link>
            )}
          </p>
        </div>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
      )}
    </section>
  );
}

/**
 * One favourite: the whole card opens the item (the headword's link stretches over it), and the
 * link's name stays the headword rather than every field read out.
 */
function Card({
  type,
  id,
  name,
  href,
  headword,
  level,
  children,
}: {
  type: FavoriteItemType;
  id: string;
  /** The item in words, for the Remove button's name. */
  name: string;
  href: string;
  headword: ReactNode;
  level: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-within:border-brand-600 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        <Link
          to={href}
          className="min-w-0 break-words after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus"
        >
          {headword}
        </Link>
        <span className="shrink-0 rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-bold text-brand-800 dark:bg-brand-800 dark:text-brand-50">
          {level ?? t("favorites.notInJlptLists")}
        </span>
      </div>
      <dl className="mt-2 space-y-1 text-sm">{children}</dl>
      <RemoveButton type={type} id={id} name={name} />
    </li>
  );
}

/**
 * A plain form to the dashboard's action, so it works before (or without) JavaScript; it sits
 * above the card's stretched link.
 */
function RemoveButton({ type, id, name }: { type: FavoriteItemType; id: string; name: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const removing =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === removeFavoriteIntent &&
    navigation.formData.get("id") === id &&
    navigation.formData.get("type") === type;
  return (
    <Form method="post" replace preventScrollReset className="relative z-10 mt-3 flex justify-end">
      <input type="hidden" name="intent" value={removeFavoriteIntent} />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-disabled={removing || undefined}
        className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-700 hover:border-red-700 hover:text-red-800 aria-disabled:cursor-wait dark:border-slate-600 dark:text-slate-200 dark:hover:border-red-400 dark:hover:text-red-200"
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="h-4 w-4">
          <path
            d="M6 6l12 12M18 6 6 18"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          />
        </svg>
        {t("favorites.removeButton")}
        <span className="sr-only">: {name}</span>
      </button>
    </Form>
  );
}

type MeaningField = { key: "english" | "nepali"; lang: "en" | "ne"; text: string };

/** English and Nepali, the reader's language first; a missing Nepali meaning is left out. */
function meaningFields(locale: string, english: string, nepali: string): MeaningField[] {
  const fields: MeaningField[] = [{ key: "english", lang: "en", text: english }];
  if (nepali.trim() === "") return fields;
  const inNepali: MeaningField = { key: "nepali", lang: "ne", text: nepali };
  return locale === "ne" ? [inNepali, ...fields] : [...fields, inNepali];
}

function Meanings({
  english,
  nepali,
  clamp = false,
}: {
  english: string;
  nepali: string;
  clamp?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return meaningFields(i18n.language, english, nepali).map(({ key, lang, text }) => (
    <Field key={key} label={t(`favorites.${key}`)} lang={lang}>
      {clamp ? <span className="line-clamp-3">{text}</span> : text}
    </Field>
  ));
}

function Field({ label, lang, children }: { label: string; lang?: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-slate-600 dark:text-slate-400">{label}:</dt>
      <dd lang={lang} className="min-w-0 break-words">
        {children}
      </dd>
    </div>
  );
}

function WordCard({ word }: { word: FavoriteWord }) {
  return (
    <Card
      type="word"
      id={word.id}
      name={word.japanese}
      href={wordHref(word)}
      level={word.level}
      headword={
        <span lang="ja" className="block">
          <span className="text-2xl font-bold">{word.japanese}</span>
          {word.reading !== word.japanese && (
            <span className="ml-2 text-slate-600 dark:text-slate-400">{word.reading}</span>
          )}
        </span>
      }
    >
      <Meanings english={word.english} nepali={word.nepali} />
    </Card>
  );
}

function GrammarCard({ point }: { point: FavoriteGrammar }) {
  return (
    <Card
      type="grammar"
      id={point.id}
      name={point.pattern}
      href={grammarHref(point)}
      level={point.level}
      headword={
        <span lang="ja" className="block">
          <span className="text-xl font-bold">{point.pattern}</span>
          {point.reading !== point.pattern && (
            <span className="ml-2 text-slate-600 dark:text-slate-400">{point.reading}</span>
          )}
        </span>
      }
    >
      <Meanings english={point.english} nepali={point.nepali} clamp />
    </Card>
  );
}

function KanjiCard({ kanji }: { kanji: FavoriteKanji }) {
  const { t } = useTranslation();
  const number = useReaderDigits();
  const readings = (list: string[]) =>
    list.length > 0 ? <span lang="ja">{list.join("、")}</span> : t("favorites.none");
  return (
    <Card
      type="kanji"
      id={kanji.id}
      name={kanji.kanji}
      href={kanjiHref(kanji)}
      level={kanji.level}
      headword={
        <span className="flex items-baseline gap-3">
          <span lang="ja" className="text-4xl leading-none">
            {kanji.kanji}
          </span>
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {t("favorites.strokes", { count: kanji.strokes, total: number(kanji.strokes) })}
          </span>
        </span>
      }
    >
      <Field label={t("favorites.onyomi")}>{readings(kanji.onyomi)}</Field>
      <Field label={t("favorites.kunyomi")}>{readings(kanji.kunyomi)}</Field>
      <Meanings english={kanji.english} nepali={kanji.nepali} />
    </Card>
  );
}

function ExportLinks() {
  const { t } = useTranslation();
  const linkClass =
    "inline-flex items-center rounded-md border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800";
  return (
    <section aria-labelledby="favorites-export" data-testid="favorites-export">
      <h2 id="favorites-export" className="text-lg font-semibold">
        {t("favorites.exportHeading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("favorites.exportHint")}</p>
      <p className="mt-3 flex flex-wrap gap-3">
        {/* Plain links: the server answers with a file to save, not a page. */}
        <a href={favoritesCsvPath} download className={linkClass}>
          {t("favorites.exportCsv")}
        </a>
        <a href={favoritesAnkiPath} download className={linkClass}>
          {t("favorites.exportAnki")}
        </a>
      </p>
    </section>
  );
}
