import { deinflect, type WordClass } from "~/lib/japanese/deinflect";
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
};

const ownSource = "jouzu";
const levelRank: Record<JlptLevel, number> = { N5: 0, N4: 1, N3: 2, N2: 3, N1: 4 };
const noLevelRank = 5;

const classBits: Record<Exclude<WordClass, "masu" | "te" | "ta">, number> = {
  v1: 1,
  v5: 2,
  vk: 4,
  vs: 8,
  "adj-i": 16,
  n: 32,
};

/** Our content's part-of-speech names and EDICT's tags, as the classes deinflection speaks of. */
function classesOf(entry: IndexedEntry): number {
  const tags = (entry.partOfSpeech ?? "").split(",").map((tag) => tag.trim());
  let bits = 0;
  for (const tag of tags) {
    if (tag === "verb-ichidan" || tag.startsWith("v1")) bits |= classBits.v1;
    else if (tag === "verb-godan" || tag.startsWith("v5")) bits |= classBits.v5;
    else if (tag === "vk") bits |= classBits.vk;
    else if (tag === "vs-i" || tag === "vs-s") bits |= classBits.vs;
    else if (tag === "verb-irregular") {
      bits |= /^(来る|くる)$/.test(entry.japanese) ? classBits.vk : classBits.vs;
    } else if (tag === "i-adjective" || tag === "adj-i" || tag === "adj-ix") {
      bits |= classBits["adj-i"];
    }
  }
  return bits === 0 ? classBits.n : bits | (tags.some(isNounLike) ? classBits.n : 0);
}

const isNounLike = (tag: string) =>
  ["n", "adj-na", "suru-verb", "noun", "na-adjective", "vs", "adv", "exp"].includes(tag);

/** Gloss lists are compared without case, parentheses or the infinitive "to". */
function normalizeGloss(gloss: string): string {
  return normalizeText(gloss.replace(/\([^)]*\)/g, " "))
    .replace(/^(to|a|an|the) /, "")
    .replace(/[.!?]+$/, "")
    .trim();
}

const glossSeparator = "\u0001";
/** Marks a gloss that carried a note in parentheses: "(medicine) take" is a narrower sense. */
const qualifiedMark = "\u0002";

/** One field's glosses as a single string "\u0001gloss\u0001gloss\u0001" for quick lookups. */
function glossLine(text: string): string {
  const glosses = text
    .replace(/\([^)]*\)/g, (group) => group.replace(/[;,]/g, " "))
    .split(/[;,/।]/)
    .map((gloss) => {
      const normalized = normalizeGloss(gloss);
      return normalized && gloss.includes("(") ? qualifiedMark + normalized : normalized;
    })
    .filter(Boolean);
  return glossSeparator + glosses.join(glossSeparator) + glossSeparator;
}

const wordPattern = /[\p{L}\p{M}\p{N}']+/gu;
const wordsOf = (text: string) => text.match(wordPattern) ?? [];
/** Words so common that they never drive a lookup on their own. */
const stopWords = new Set(["to", "a", "an", "the", "of", "be", "in", "on", "one", "s"]);

type Postings = Map<string, number[]>;
const addPosting = (postings: Postings, key: string, index: number) => {
  const list = postings.get(key);
  if (list === undefined) postings.set(key, [index]);
  else if (list[list.length - 1] !== index) list.push(index);
};

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
type Candidate = { tier: number; closeness: number; position: number; matchedText: string };
type MatchQuality = Omit<Candidate, "matchedText">;
type Offer = (index: number, match: MatchQuality, matchedText: string) => void;

const compareQuality = (a: MatchQuality, b: MatchQuality) =>
  a.tier - b.tier || a.closeness - b.closeness || a.position - b.position;

const prefixCap = 300;
const substringScanCap = 20_000;

/**
 * An in-memory index over every dictionary entry: exact and prefix lookups on the written form
 * and the reading (hiragana), conjugated forms through deinflection, romaji through kana, English
 * and Nepali through their glosses, and substrings last. Ranked: how it matched, then our own
 * entries before imported ones, lower JLPT levels and common words first.
 */
export class SearchIndex {
  readonly size: number;
  private readonly entries: IndexedEntry[];
  private readonly classes: Uint8Array;
  /** 0 for our own entries, 1 for imported ones. */
  private readonly sourceRank: Uint8Array;
  /** JLPT level (N5 first, none last) and common use. */
  private readonly levelRank: Uint8Array;
  private readonly byJapanese = new Map<string, number[]>();
  private readonly byReading = new Map<string, number[]>();
  /** Our own and common words, searched for prefixes before everything else. */
  private readonly priorityPrefixes: SortedKeys;
  private readonly otherPrefixes: SortedKeys;
  private readonly japaneseBigrams: Postings = new Map();
  private readonly englishGlosses: string[];
  private readonly englishWords: Postings = new Map();
  private readonly nepaliGlosses: string[];
  private readonly nepaliWords: Postings = new Map();
  private readonly japaneseKeys: string[];
  private readonly readingKeys: string[];

  constructor(rows: IndexedEntry[]) {
    // Where our content has the word, an imported copy of it would only repeat it without Nepali.
    const own = new Set(
      rows.filter((row) => row.source === ownSource).map((row) => `${row.japanese}|${row.reading}`),
    );
    this.entries = rows.filter(
      (row) => row.source === ownSource || !own.has(`${row.japanese}|${row.reading}`),
    );
    this.size = this.entries.length;
    this.classes = new Uint8Array(this.size);
    this.sourceRank = new Uint8Array(this.size);
    this.levelRank = new Uint8Array(this.size);
    this.englishGlosses = new Array<string>(this.size);
    this.nepaliGlosses = new Array<string>(this.size);
    this.japaneseKeys = new Array<string>(this.size);
    this.readingKeys = new Array<string>(this.size);
    const priorityPairs: [string, number][] = [];
    const otherPairs: [string, number][] = [];

    this.entries.forEach((entry, index) => {
      const isOwn = entry.source === ownSource;
      this.classes[index] = classesOf(entry);
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
      const pairs = isOwn || entry.common ? priorityPairs : otherPairs;
      pairs.push([japanese, index]);
      if (reading !== japanese) pairs.push([reading, index]);
      for (const key of new Set([japanese, reading])) {
        for (let at = 0; at < key.length - 1; at++) {
          addPosting(this.japaneseBigrams, key.slice(at, at + 2), index);
        }
      }
      this.englishGlosses[index] = glossLine(entry.english);
      for (const word of new Set(wordsOf(this.englishGlosses[index]))) {
        addPosting(this.englishWords, word, index);
      }
      this.nepaliGlosses[index] = entry.nepali ? glossLine(entry.nepali) : glossSeparator;
      for (const word of new Set(wordsOf(this.nepaliGlosses[index]))) {
        addPosting(this.nepaliWords, word, index);
      }
    });
    this.priorityPrefixes = sortedKeys(priorityPairs);
    this.otherPrefixes = sortedKeys(otherPairs);
  }

  /** Up to `limit` entries for what a learner typed, best first. */
  search(rawQuery: string, limit: number): SearchHit[] {
    const query = normalizeText(rawQuery);
    if (query === "") return [];
    const found = new Map<number, Candidate>();
    const offer: Offer = (index, match, matchedText) => {
      const before = found.get(index);
      if (!before || compareQuality(match, before) < 0) found.set(index, { ...match, matchedText });
    };

    const kana = hasJapanese(query) ? undefined : romajiToKana(query);
    const japaneseTerms = hasJapanese(query) ? [query, readingKey(query)] : kana ? [kana] : [];
    for (const term of new Set(japaneseTerms)) this.findJapanese(term, offer);
    if (kana) this.findLongVowelSpellings(kana, offer);
    if (hasDevanagari(query)) {
      this.findGlosses(query, this.nepaliGlosses, this.nepaliWords, offer);
    } else if (!hasJapanese(query)) {
      this.findGlosses(query, this.englishGlosses, this.englishWords, offer);
    }
    if (found.size < limit) {
      for (const term of new Set(japaneseTerms)) this.findSubstrings(term, offer, limit);
    }

    return [...found.entries()]
      .sort(
        ([a, left], [b, right]) =>
          left.tier - right.tier ||
          itemAt(this.sourceRank, a) - itemAt(this.sourceRank, b) ||
          left.closeness - right.closeness ||
          itemAt(this.levelRank, a) - itemAt(this.levelRank, b) ||
          left.position - right.position ||
          itemAt(this.japaneseKeys, a).length - itemAt(this.japaneseKeys, b).length ||
          a - b,
      )
      .slice(0, limit)
      .map(([index, candidate]) => ({
        entry: itemAt(this.entries, index),
        match: itemAt(matchKinds, candidate.tier),
        matchedText: candidate.matchedText,
      }));
  }

  private findJapanese(term: string, offer: Offer) {
    const hiragana = readingKey(term);
    const exact = { tier: 0, closeness: 0, position: 0 };
    for (const index of this.byJapanese.get(term) ?? []) offer(index, exact, term);
    for (const index of this.byReading.get(hiragana) ?? []) offer(index, exact, term);

    for (const candidate of deinflect(term).slice(1)) {
      const wanted = [...(candidate.classes ?? [])].reduce(
        (bits, wordClass) => bits | (classBits[wordClass as keyof typeof classBits] ?? 0),
        0,
      );
      const lookups = [this.byJapanese.get(candidate.term) ?? []];
      if (isKanaOnly(candidate.term)) lookups.push(this.byReading.get(candidate.term) ?? []);
      for (const indexes of lookups) {
        for (const index of indexes) {
          if ((itemAt(this.classes, index) & wanted) !== 0) {
            const closeness = candidate.reasons.length;
            offer(index, { tier: 1, closeness, position: 0 }, candidate.term);
          }
        }
      }
    }

    for (const prefixes of [this.priorityPrefixes, this.otherPrefixes]) {
      const keysToTry = new Set([term, hiragana]);
      for (const key of keysToTry) {
        let taken = 0;
        for (
          let at = lowerBound(prefixes.keys, key);
          at < prefixes.keys.length &&
          taken < prefixCap &&
          itemAt(prefixes.keys, at).startsWith(key);
          at++, taken++
        ) {
          const position = itemAt(prefixes.keys, at).length - key.length;
          offer(itemAt(prefixes.entries, at), { tier: 2, closeness: 0, position }, key);
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
      for (const index of this.byReading.get(spelling) ?? []) {
        offer(index, { tier: 0, closeness: 1, position: 0 }, spelling);
      }
    }
  }

  private findSubstrings(term: string, offer: Offer, limit: number) {
    const hiragana = readingKey(term);
    for (const key of new Set([term, hiragana])) {
      // A single character is left to the exact and prefix lookups: as a substring it is in
      // thousands of words and tells nothing.
      if (key.length === 1) continue;
      let driver: number[] | undefined;
      for (let at = 0; at < key.length - 1; at++) {
        const postings = this.japaneseBigrams.get(key.slice(at, at + 2)) ?? [];
        if (driver === undefined || postings.length < driver.length) driver = postings;
      }
      let found = 0;
      for (const index of (driver ?? []).slice(0, substringScanCap)) {
        const japanese = itemAt(this.japaneseKeys, index);
        const at = japanese.indexOf(key);
        const readingAt = itemAt(this.readingKeys, index).indexOf(key);
        if (at >= 0 || readingAt >= 0) {
          offer(index, { tier: 3, closeness: 0, position: Math.max(at, readingAt) }, key);
          if (++found >= limit * 4) break;
        }
      }
    }
  }

  private findGlosses(query: string, glosses: string[], words: Postings, offer: Offer) {
    const gloss = normalizeGloss(query);
    const queryWords = wordsOf(gloss);
    if (queryWords.length === 0) return;
    const drivers = queryWords.filter((word) => !stopWords.has(word));
    const driverWords = drivers.length > 0 ? drivers : queryWords;
    const postings = driverWords
      .map((word) => words.get(word) ?? [])
      .sort((a, b) => a.length - b.length);
    /**
     * Where the line has a gloss starting with `text`: plain glosses before ones narrowed by a
     * note (closeness 1); `orEndingIn` also accepts a gloss of one more word ending in it
     * ("Shinto shrine" for "shrine": the same thing, named more precisely, closeness 2).
     */
    const glossMatch = (line: string, text: string, orEndingIn = false) => {
      const plain = line.indexOf(glossSeparator + text);
      if (plain >= 0) return { closeness: 0, position: glossPosition(line, plain) };
      const qualified = line.indexOf(glossSeparator + qualifiedMark + text);
      if (qualified >= 0) return { closeness: 1, position: glossPosition(line, qualified) };
      const ending = orEndingIn ? line.indexOf(" " + text) : -1;
      if (ending < 0) return undefined;
      // One word in front only: "Shinto shrine" names a shrine, "all you can eat" is not eating.
      const glossStart = line.lastIndexOf(glossSeparator, ending) + 1;
      if (line.slice(glossStart, ending).includes(" ")) return undefined;
      return { closeness: 2, position: glossPosition(line, ending) };
    };
    for (const index of itemAt(postings, 0).slice(0, substringScanCap)) {
      const line = itemAt(glosses, index);
      if (!queryWords.every((word) => line.includes(word))) continue;
      const exact = glossMatch(line, gloss + glossSeparator, true);
      if (exact) {
        offer(index, { tier: 0, ...exact }, query);
        continue;
      }
      const prefix = glossMatch(line, gloss);
      if (prefix) offer(index, { tier: 2, ...prefix }, query);
      else {
        const position = glossPosition(line, line.indexOf(itemAt(queryWords, 0)));
        offer(index, { tier: 3, closeness: 0, position }, query);
      }
    }
  }
}

/** Index access for arrays whose indexes come from the index itself, so always in range. */
function itemAt<T>(items: ArrayLike<T>, index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`no item ${index}`);
  return item;
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

/** Which gloss (0 = the first) a match starts in: earlier glosses are the word's main sense. */
function glossPosition(line: string, at: number): number {
  let position = 0;
  for (let i = 1; i < at; i++) if (line.charCodeAt(i) === 1) position++;
  return position;
}
