import { normalizeText } from "~/lib/japanese/kana";
import { addPosting, itemAt, postingsOf, type Postings } from "./postings";

/**
 * Receives each match: the entry, its kind (`tier` 0 = exact, 2 = prefix, 3 = partial, as
 * matchKinds), closeness and the matching gloss's position. Called, not collected, so a search
 * allocates nothing per match.
 */
export type GlossOffer = (entry: number, tier: number, closeness: number, position: number) => void;

const separator = "\u0001";
/** Marks a gloss that carried a note in parentheses: "(medicine) take" is a narrower sense. */
const qualifiedMark = "\u0002";
/** Words so common that they never drive a lookup on their own. */
const stopWords = new Set(["to", "a", "an", "the", "of", "be", "in", "on", "one", "s"]);
/** How many glosses ending in the query ("Shinto shrine" for "shrine") are considered. */
const headCap = 50;
/** How many entries holding a query's rarest word are checked for prefix and partial matches. */
const scanCap = 3_000;

const wordPattern = /[\p{L}\p{M}\p{N}']+/gu;
const wordsOf = (text: string) => text.match(wordPattern) ?? [];

/** Glosses are compared without case, notes in parentheses or a leading "to"/"a"/"the". */
export function normalizeGloss(gloss: string): string {
  return normalizeText(gloss.replace(/\([^)]*\)/g, " "))
    .replace(/^(to|a|an|the) /, "")
    .replace(/[.!?]+$/, "")
    .trim();
}

/** One field's glosses, normalised, each marked when a note narrowed it. */
function glossesOf(text: string): { gloss: string; qualified: boolean }[] {
  return text
    .replace(/\([^)]*\)/g, (group) => group.replace(/[;,]/g, " "))
    .split(/[;,/।]/)
    .map((raw) => ({ gloss: normalizeGloss(raw), qualified: raw.includes("(") }))
    .filter(({ gloss }) => gloss !== "");
}

/**
 * An entry and which of its glosses matched, as one number for the exact-gloss maps: positions
 * beyond the 63rd all count as the 63rd.
 */
const positionSlots = 64;
const packEntry = (entry: number, position: number) =>
  entry * positionSlots + Math.min(position, positionSlots - 1);

/** Which gloss (0 = the first) a match at `at` falls in: earlier glosses are the main sense. */
function glossPosition(line: string, at: number): number {
  let position = 0;
  for (let i = 1; i < at; i++) if (line.charCodeAt(i) === 1) position++;
  return position;
}

/**
 * The meanings of every entry in one language (English or Nepali): whole glosses in hash maps
 * for exact matches, and word postings for glosses that start with or contain the query.
 */
export class GlossIndex {
  /** Per entry: "\u0001gloss\u0001\u0002narrowed gloss\u0001". */
  private readonly lines: string[] = [];
  private readonly plain: Postings<string> = new Map();
  private readonly narrowed: Postings<string> = new Map();
  /** The last word of two-word glosses: "shrine" → "Shinto shrine". */
  private readonly heads: Postings<string> = new Map();
  private readonly words: Postings<string> = new Map();

  add(entry: number, text: string): void {
    const glosses = text ? glossesOf(text) : [];
    const marked = glosses.map(({ gloss, qualified }) => (qualified ? qualifiedMark : "") + gloss);
    this.lines[entry] = separator + marked.join(separator) + separator;
    const seenWords = new Set<string>();
    for (const [position, { gloss, qualified }] of glosses.entries()) {
      const located = packEntry(entry, position);
      addPosting(qualified ? this.narrowed : this.plain, gloss, located);
      const words = wordsOf(gloss);
      if (words.length === 2) addPosting(this.heads, words[1] ?? "", located);
      for (const word of words) {
        if (seenWords.has(word)) continue;
        seenWords.add(word);
        addPosting(this.words, word, entry);
      }
    }
  }

  /** Entries with a gloss equal to the query (closeness 0, or 1 when narrowed by a note). */
  exact(query: string, offer: GlossOffer): void {
    const gloss = normalizeGloss(query);
    if (gloss === "") return;
    const collect = (located: readonly number[], closeness: number) => {
      for (const value of located) {
        offer(Math.floor(value / positionSlots), 0, closeness, value % positionSlots);
      }
    };
    collect(postingsOf(this.plain, gloss), 0);
    collect(postingsOf(this.narrowed, gloss), 1);
    // One word in front only: "Shinto shrine" names a shrine, "all you can eat" is not eating.
    // Common words have hundreds ("hot water", "sea water" …): our own and common entries come
    // first in entry order, so the first few dozen are the ones that can rank.
    if (!gloss.includes(" ")) collect(postingsOf(this.heads, gloss).slice(0, headCap), 2);
  }

  /** Entries with a gloss starting with the query (prefix) or holding all its words (partial). */
  containing(query: string, offer: GlossOffer): void {
    const gloss = normalizeGloss(query);
    const queryWords = wordsOf(gloss);
    const drivers = queryWords.filter((word) => !stopWords.has(word));
    if (drivers.length === 0) return;
    const rarest = drivers
      .map((word) => postingsOf(this.words, word))
      .reduce((a, b) => (b.length < a.length ? b : a));
    const prefixText = separator + gloss;
    const narrowedPrefixText = separator + qualifiedMark + gloss;
    for (const entry of rarest.slice(0, scanCap)) {
      const line = itemAt(this.lines, entry);
      if (!queryWords.every((word) => line.includes(word))) continue;
      const plainAt = line.indexOf(prefixText);
      const narrowedAt = plainAt >= 0 ? -1 : line.indexOf(narrowedPrefixText);
      if (plainAt >= 0 || narrowedAt >= 0) {
        const at = plainAt >= 0 ? plainAt : narrowedAt;
        offer(entry, 2, plainAt >= 0 ? 0 : 1, glossPosition(line, at));
      } else {
        offer(entry, 3, 0, glossPosition(line, line.indexOf(itemAt(drivers, 0))));
      }
    }
  }
}
