import { and, eq, isNull, max, sql } from "drizzle-orm";
import { jlptLevels, type JlptLevel } from "~/lib/jlpt";
import type { Database } from "~/server/db/client.server";
import { findWordLink, wordDetailColumns } from "~/server/db/content-links.server";
import { dictionaryEntries } from "~/server/db/schema";
import { SearchIndex, type IndexedEntry, type SearchHit } from "./search-index";

/** How often a busy server asks the database whether the dictionary changed (an import ran). */
const defaultRevisionCheckIntervalMs = 30_000;

type LoadedIndex = { index: SearchIndex; revision: string };

/**
 * Owns one process's search index: built from the database on first use, shared by every
 * request, and rebuilt in the background when the dictionary's rows change, so a server keeps
 * answering from the old index while the new one is built.
 */
export class DictionarySearch {
  private loaded: Promise<LoadedIndex> | undefined;
  private lastRevisionCheck = 0;
  private rebuilding = false;

  private readonly db: Database;
  private readonly revisionCheckIntervalMs: number;

  constructor(db: Database, { revisionCheckIntervalMs = defaultRevisionCheckIntervalMs } = {}) {
    this.db = db;
    this.revisionCheckIntervalMs = revisionCheckIntervalMs;
  }

  async search(query: string, limit: number): Promise<SearchHit[]> {
    const { index } = await this.current();
    return index.search(query, limit);
  }

  /** Builds the index now (at start-up) instead of on the first search. */
  async warm(): Promise<{ entries: number; durationMs: number }> {
    const started = performance.now();
    const { index } = await this.current();
    return { entries: index.size, durationMs: Math.round(performance.now() - started) };
  }

  private async current(): Promise<LoadedIndex> {
    this.loaded ??= this.build();
    try {
      const loaded = await this.loaded;
      this.refreshWhenStale(loaded);
      return loaded;
    } catch (error) {
      // The next search tries again (the database may be back by then).
      this.loaded = undefined;
      throw error;
    }
  }

  /**
   * Rebuilds the index now when the dictionary changed (this process just imported), instead of
   * at the next periodic check; searches keep answering from the old index meanwhile.
   */
  async refreshNow(): Promise<void> {
    if (!this.loaded) return;
    await this.rebuildIfChanged(await this.loaded);
  }

  private refreshWhenStale(loaded: LoadedIndex) {
    if (Date.now() - this.lastRevisionCheck < this.revisionCheckIntervalMs) return;
    void this.rebuildIfChanged(loaded);
  }

  private async rebuildIfChanged(loaded: LoadedIndex) {
    if (this.rebuilding) return;
    this.lastRevisionCheck = Date.now();
    this.rebuilding = true;
    try {
      if ((await this.revision()) === loaded.revision) return;
      this.loaded = Promise.resolve(await this.build());
    } catch {
      // Keep answering from the index we have; the next check tries again.
    } finally {
      this.rebuilding = false;
    }
  }

  /**
   * When the dictionary last changed. Rows are never deleted (they are retired, which updates
   * them), so the latest `updated_at` moves with every insert, update and retirement.
   */
  private async revision(): Promise<string> {
    const [row] = await this.db
      .select({ latest: max(dictionaryEntries.updatedAt) })
      .from(dictionaryEntries);
    return row?.latest?.toISOString() ?? "";
  }

  private async build(): Promise<LoadedIndex> {
    this.lastRevisionCheck = Date.now();
    const revision = await this.revision();
    const rows = await loadIndexedEntries(this.db);
    return { index: await SearchIndex.build(rows), revision };
  }
}

const fieldSeparator = "\u001f";
const rowSeparator = "\u001e";

/**
 * Every live entry's searchable columns, read as one packed text: PGlite makes a JavaScript
 * object of each result row slowly (≈6 s for the ≈268,000 rows of an EDICT import, against
 * ≈0.7 s packed), and PostgreSQL sends one large message instead of a quarter of a million.
 */
async function loadIndexedEntries(db: Database): Promise<IndexedEntry[]> {
  const result = await db.execute<{ packed: string | null }>(sql`
    select string_agg(
             concat_ws(chr(31), id, japanese, reading, english, nepali,
                       coalesce(jlpt_level::text, ''), source, common::text,
                       coalesce(part_of_speech, '')),
             chr(30)) as packed
      from ${dictionaryEntries}
     where ${dictionaryEntries.retiredAt} is null`);
  const packed = result.rows[0]?.packed;
  return packed ? packed.split(rowSeparator).map(unpack) : [];
}

const levels = new Set<string>(jlptLevels);

function unpack(record: string): IndexedEntry {
  const fields = record.split(fieldSeparator);
  const [id, japanese, reading, english, nepali, level, source, common, partOfSpeech] = fields;
  if (fields.length !== 9 || id === undefined || japanese === undefined) {
    throw new Error(
      `dictionary row could not be read for the search index: ${record.slice(0, 80)}`,
    );
  }
  return {
    id,
    japanese,
    reading: reading ?? "",
    english: english ?? "",
    nepali: nepali ?? "",
    jlptLevel: level && levels.has(level) ? (level as JlptLevel) : null,
    source: source ?? "",
    common: common === "true",
    partOfSpeech: partOfSpeech || null,
  };
}

const searches = new WeakMap<Database, DictionarySearch>();

/** The one search index of this process for this database. */
export function dictionarySearch(db: Database): DictionarySearch {
  let search = searches.get(db);
  if (!search) {
    search = new DictionarySearch(db);
    searches.set(db, search);
  }
  return search;
}

/**
 * Everything about one entry: examples, conversation and the deeper fields of our own words
 * (memory tip, common usage, notes, other spellings, the transitivity partner). Retired entries
 * are gone.
 */
export async function findDictionaryEntry(db: Database, id: string) {
  const [entry] = await db
    .select({
      ...wordDetailColumns,
      jlptLevel: dictionaryEntries.jlptLevel,
      partOfSpeech: dictionaryEntries.partOfSpeech,
      source: dictionaryEntries.source,
    })
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.id, id), isNull(dictionaryEntries.retiredAt)))
    .limit(1);
  if (!entry) return undefined;
  const { pairId, ...rest } = entry;
  return { ...rest, pair: await findWordLink(db, pairId) };
}

export type DictionaryEntryDetails = NonNullable<Awaited<ReturnType<typeof findDictionaryEntry>>>;

/** A hit as the API and the page's list of other matches show it. */
export function hitSummary({ entry, match, matchedText, forms }: SearchHit) {
  return {
    id: entry.id,
    japanese: entry.japanese,
    reading: entry.reading,
    english: entry.english,
    nepali: entry.nepali,
    jlptLevel: entry.jlptLevel,
    partOfSpeech: entry.partOfSpeech,
    source: entry.source,
    match,
    matchedText,
    /** A deinflected match's forms, innermost first (names in app/lib/japanese/inflection-forms.ts). */
    forms,
  };
}

export type HitSummary = ReturnType<typeof hitSummary>;
