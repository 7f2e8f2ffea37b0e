import { deinflect } from "~/lib/japanese/deinflect";
import type { InflectionForm } from "~/lib/japanese/inflection-forms";
import { GlossIndex } from "./gloss-index";
import { addPosting, itemAt, postingsOf, type Postings } from "./postings";
import { bitsOf, classesOf, verbBits } from "./word-classes";
import {
  hasDevanagari,
  hasJapanese,
  isKanaOnly,
  normalizeText,
  readingKey,
  romajiToKana,
} from "~/lib/japanese/kana";
import type { JlptLevel } from "~/lib/jlpt";

/** The columns search needs; examples and conversations are loaded only for the entry shown. */
export type IndexedEntry = {
  id: string;
  japanese: string;
  reading: string;
  english: string;
  nepali: string;
  jlptLevel: JlptLevel | null;
  source: string;
  common: boolean;
  partOfSpeech: string | null;
};

/** How an entry matched, best first: the ranking's first key. */
export const matchKinds = ["exact", "deinflected", "prefix", "partial"] as const;
export type MatchKind = (typeof matchKinds)[number];

export type SearchHit = {
  entry: IndexedEntry;
  match: MatchKind;
  /** The text that matched in the entry: the query, its kana, or the dictionary form. */
  matchedText: string;
  /** For a deinflected match: the forms undone, innermost first (causative, passive, past). */
  forms: readonly InflectionForm[];
};

const ownSource = "jouzu";
const levelRank: Record<JlptLevel, number> = { N5: 0, N4: 1, N3: 2, N2: 3, N1: 4 };
const noLevelRank = 5;

/** Keys in sorted order with the entry each belongs to, for prefix search by binary search. */
type SortedKeys = { keys: string[]; entries: Int32Array };

function sortedKeys(pairs: [string, number][]): SortedKeys {
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { keys: pairs.map(([key]) => key), entries: Int32Array.from(pairs, ([, index]) => index) };
}

function lowerBound(keys: string[], target: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (itemAt(keys, middle) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * How well one entry matched, compared key by key: the match kind (`tier`, an index into
 * matchKinds), then — after our own entries before imported ones — how directly it matched
 * (`closeness`: deinflection steps undone, a narrowed or longer gloss, a romaji spelling that
 * dropped a long vowel), then JLPT level and common use, then `position` (which gloss, or how
 * many characters a prefix match adds).
 */
type Candidate = {
  tier: number;
  closeness: number;
  position: number;
  matchedText: string;
  forms: readonly InflectionForm[];
};
type Offer = (
  index: number,
  tier: number,
  closeness: number,
  position: number,
  matchedText: string,
  forms?: readonly InflectionForm[],
) => void;

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const prefixCap = 300;
const substringScanCap = 3_000;
/** Entries indexed between two pauses of an asynchronous build, so requests keep flowing. */
const buildChunk = 5_000;

/** A two-character key as one number: cheaper to hash than a two-character string. */
const bigramAt = (text: string, at: number) =>
  (text.charCodeAt(at) << 16) | text.charCodeAt(at + 1);

/**
 * An in-memory index over every dictionary entry: exact and prefix lookups on the written form
 * and the reading (hiragana), conjugated forms through deinflection, romaji through kana, English
 * and Nepali through their glosses, and substrings last. Ranked: how it matched, then our own
 * entries before imported ones, how directly it matched, then lower JLPT levels and common words.
 */
export class SearchIndex {
  readonly size: number;
  private readonly entries: IndexedEntry[];
  private readonly classes: Uint8Array;
  /** 0 for our own entries, 1 for imported ones. */
  private readonly sourceRank: Uint8Array;
  /** JLPT level (N5 first, none last) and common use. */
  private readonly levelRank: Uint8Array;
  private readonly japaneseKeys: string[];
  private readonly readingKeys: string[];
  private readonly byJapanese: Postings<string> = new Map();
  private readonly byReading: Postings<string> = new Map();
  private readonly bigrams: Postings<number> = new Map();
  private readonly english = new GlossIndex();
  private readonly nepali = new GlossIndex();
  /**
   * Written forms and readings in sorted order for prefix search, in three groups that rank in
   * this order: our own words, common imported words, the rest.
   */
  private prefixes: SortedKeys[] = [];
  private readonly prefixPairs: [string, number][][] = [[], [], []];

  /** Builds the whole index at once (small dictionaries, tests). */
  static fromRows(rows: IndexedEntry[]): SearchIndex {
    const index = new SearchIndex(rows);
    index.indexEntries(0, index.size);
    index.finish();
    return index;
  }

  /**
   * Builds the index a chunk at a time, yielding to the event loop in between, so a server
   * building it at start or after an import keeps answering requests meanwhile.
   */
  static async build(rows: IndexedEntry[]): Promise<SearchIndex> {
    const index = new SearchIndex(rows);
    for (let start = 0; start < index.size; start += buildChunk) {
      index.indexEntries(start, Math.min(index.size, start + buildChunk));
      await new Promise((resolve) => setImmediate(resolve));
    }
    index.finish();
    return index;
  }

  private constructor(rows: IndexedEntry[]) {
    // Where our content has the word, an imported copy of it would only repeat it without Nepali.
    const own = new Set(
      rows.filter((row) => row.source === ownSource).map((row) => `${row.japanese}|${row.reading}`),
    );
    const kept = rows.filter(
      (row) => row.source === ownSource || !own.has(`${row.japanese}|${row.reading}`),
    );
    // Our words, then common ones, first: scans that stop early then stop among the best. By id
    // within each group, so equally good matches come in the same order on every server.
    const group = (row: IndexedEntry) => (row.source === ownSource ? 0 : row.common ? 1 : 2);
    this.entries = kept.sort((a, b) => group(a) - group(b) || compareIds(a.id, b.id));
    this.size = this.entries.length;
    this.classes = new Uint8Array(this.size);
    this.sourceRank = new Uint8Array(this.size);
    this.levelRank = new Uint8Array(this.size);
    this.japaneseKeys = new Array<string>(this.size);
    this.readingKeys = new Array<string>(this.size);
  }

  private indexEntries(start: number, end: number) {
    for (let index = start; index < end; index++) {
      const entry = itemAt(this.entries, index);
      const isOwn = entry.source === ownSource;
      this.classes[index] = classesOf(entry.japanese, entry.partOfSpeech);
      this.sourceRank[index] = isOwn ? 0 : 1;
      this.levelRank[index] =
        (entry.jlptLevel ? levelRank[entry.jlptLevel] : noLevelRank) * 2 +
        (isOwn || entry.common ? 0 : 1);
      const japanese = normalizeText(entry.japanese);
      const reading = readingKey(entry.reading || entry.japanese);
      this.japaneseKeys[index] = japanese;
      this.readingKeys[index] = reading;
      addPosting(this.byJapanese, japanese, index);
      addPosting(this.byReading, reading, index);
      const group = isOwn ? 0 : entry.common ? 1 : 2;
      const pairs = itemAt(this.prefixPairs, group);
      pairs.push([japanese, index]);
      if (reading !== japanese) pairs.push([reading, index]);
      // Substrings are the weakest match: looked for among our own and common words only.
      if (group < 2) {
        for (const key of reading === japanese ? [japanese] : [japanese, reading]) {
          for (let at = 0; at < key.length - 1; at++) {
            addPosting(this.bigrams, bigramAt(key, at), index);
          }
        }
      }
      this.english.add(index, entry.english);
      this.nepali.add(index, entry.nepali);
    }
  }

  private finish() {
    this.prefixes = this.prefixPairs.map(sortedKeys);
    this.prefixPairs.length = 0;
  }

  /** Up to `limit` entries for what a learner typed, best first. */
  search(rawQuery: string, limit: number): SearchHit[] {
    const query = normalizeText(rawQuery);
    if (query === "") return [];
    const found = new Map<number, Candidate>();
    const offer: Offer = (index, tier, closeness, position, matchedText, forms = []) => {
      const before = found.get(index);
      // Keep the earlier match when it is at least as good, key by key.
      const earlierFirst = before
        ? before.tier - tier || before.closeness - closeness || before.position - position
        : 1;
      if (earlierFirst > 0) found.set(index, { tier, closeness, position, matchedText, forms });
    };
    // "to walk" asks for a verb: 歩く before the noun 散歩 ("walk").
    const wantsVerb = /^to /.test(query);
    const offerGloss = (entry: number, tier: number, closeness: number, position: number) => {
      const notAVerb = wantsVerb && (itemAt(this.classes, entry) & verbBits) === 0;
      offer(entry, tier, closeness + (notAVerb ? 1 : 0), position, query);
    };

    const japanese = hasJapanese(query);
    const kana = japanese ? undefined : romajiToKana(query);
    const japaneseTerms = [...new Set(japanese ? [query, readingKey(query)] : kana ? [kana] : [])];
    const glosses = hasDevanagari(query) ? this.nepali : japanese ? undefined : this.english;

    // Exact and deinflected matches first; lower kinds only while there is room for them.
    for (const term of japaneseTerms) this.findExact(term, offer);
    if (kana) this.findLongVowelSpellings(kana, offer);
    if (glosses) glosses.exact(query, offerGloss);
    if (found.size < limit) {
      for (const term of japaneseTerms) this.findPrefixes(term, offer, () => found.size >= limit);
      if (glosses) glosses.containing(query, offerGloss);
    }
    if (found.size < limit) {
      for (const term of japaneseTerms) this.findSubstrings(term, offer, limit);
    }

    const ranked = [...found].map(([index, candidate]) => ({
      index,
      candidate,
      key: this.rankKey(index, candidate),
    }));
    ranked.sort((a, b) => a.key - b.key || a.index - b.index);
    return ranked.slice(0, limit).map(({ index, candidate }) => ({
      entry: itemAt(this.entries, index),
      match: itemAt(matchKinds, candidate.tier),
      matchedText: candidate.matchedText,
      forms: candidate.forms,
    }));
  }

  /**
   * The ranking keys of one match packed into one number, most significant first: match kind,
   * source, closeness, level and common use, position, length of the written form.
   */
  private rankKey(index: number, { tier, closeness, position }: Candidate): number {
    const cap = (value: number, limit: number) => Math.min(value, limit - 1);
    let key = tier;
    key = key * 2 + itemAt(this.sourceRank, index);
    key = key * 16 + cap(closeness, 16);
    key = key * 16 + itemAt(this.levelRank, index);
    key = key * 4096 + cap(position, 4096);
    return key * 64 + cap(itemAt(this.japaneseKeys, index).length, 64);
  }

  /** The term as a written form or reading, and the dictionary forms it may conjugate from. */
  private findExact(term: string, offer: Offer) {
    for (const index of postingsOf(this.byJapanese, term)) offer(index, 0, 0, 0, term);
    for (const index of postingsOf(this.byReading, readingKey(term))) offer(index, 0, 0, 0, term);

    for (const candidate of deinflect(term).slice(1)) {
      const wanted = bitsOf(candidate.classes ?? []);
      const steps = candidate.steps;
      const lookups = [postingsOf(this.byJapanese, candidate.term)];
      if (isKanaOnly(candidate.term)) lookups.push(postingsOf(this.byReading, candidate.term));
      for (const indexes of lookups) {
        for (const index of indexes) {
          if ((itemAt(this.classes, index) & wanted) !== 0) {
            offer(index, 1, steps, 0, candidate.term, candidate.reasons);
          }
        }
      }
    }
  }

  /** Prefix matches group by group, stopping once the later groups could not rank high enough. */
  private findPrefixes(term: string, offer: Offer, enough: () => boolean) {
    for (const prefixes of this.prefixes) {
      if (enough()) return;
      for (const key of new Set([term, readingKey(term)])) {
        let taken = 0;
        for (
          let at = lowerBound(prefixes.keys, key);
          at < prefixes.keys.length &&
          taken < prefixCap &&
          itemAt(prefixes.keys, at).startsWith(key);
          at++, taken++
        ) {
          const position = itemAt(prefixes.keys, at).length - key.length;
          offer(itemAt(prefixes.entries, at), 2, 0, position, key);
        }
      }
    }
  }

  /**
   * Romaji often drops a long vowel (gakko for がっこう, kyo for きょう): the spellings with the
   * vowel restored match exactly, one step less directly than what was typed.
   */
  private findLongVowelSpellings(kana: string, offer: Offer) {
    for (const spelling of longVowelSpellings(kana)) {
      for (const index of postingsOf(this.byReading, spelling)) {
        offer(index, 0, 1, 0, spelling);
      }
    }
  }

  private findSubstrings(term: string, offer: Offer, limit: number) {
    for (const key of new Set([term, readingKey(term)])) {
      // A single character is left to the exact and prefix lookups: as a substring it is in
      // thousands of words and tells nothing.
      if (key.length < 2) continue;
      let driver: readonly number[] | undefined;
      for (let at = 0; at < key.length - 1; at++) {
        const postings = postingsOf(this.bigrams, bigramAt(key, at));
        if (driver === undefined || postings.length < driver.length) driver = postings;
      }
      let found = 0;
      for (const index of (driver ?? []).slice(0, substringScanCap)) {
        const at = itemAt(this.japaneseKeys, index).indexOf(key);
        const readingAt = itemAt(this.readingKeys, index).indexOf(key);
        if (at >= 0 || readingAt >= 0) {
          offer(index, 3, 0, Math.max(at, readingAt), key);
          if (++found >= limit * 4) break;
        }
      }
    }
  }
}

const oRow = new Set("おこごそぞとどのほぼぽもよろょ");
const uRow = new Set("くぐすずつづぬふぶぷむゆるゅ");
const maxLongVowelSpellings = 8;

/** がっこ → がっこう; しゅじん → しゅうじん: う restored after o- and u-row syllables. */
export function longVowelSpellings(kana: string): string[] {
  const places: number[] = [];
  for (let at = 0; at < kana.length; at++) {
    const char = kana.charAt(at);
    const next = kana.charAt(at + 1);
    if (
      (oRow.has(char) || uRow.has(char)) &&
      next !== "う" &&
      next !== "ゃ" &&
      next !== "ゅ" &&
      next !== "ょ"
    ) {
      places.push(at + 1);
    }
  }
  const spellings = new Set<string>();
  const withVowels = (chosen: number[]) =>
    [...chosen]
      .reverse()
      .reduce((text, place) => text.slice(0, place) + "う" + text.slice(place), kana);
  for (const place of places) spellings.add(withVowels([place]));
  if (places.length > 1) spellings.add(withVowels(places));
  return [...spellings].slice(0, maxLongVowelSpellings);
}
