import { hasJapanese, normalizeText, readingKey, romajiToKana } from "~/lib/japanese/kana";

/** The longest query we search with; longer ones get a message instead of results. */
export const maxSiteQueryLength = 100;

/**
 * How a field is matched:
 * - `name`: a short name, reading or list ("day, sun, Japan", "～ではありません／～じゃないです",
 *   "ニチ"): a whole item or its beginning counts most, words inside it less.
 * - `text`: prose (explanations, descriptions): every word of the query must begin a word of it.
 * - `char`: one character (a kanji) that counts when the query contains it (毎日 finds 毎 and 日).
 */
export type FieldKind = "name" | "text" | "char";

export type PreparedField = {
  kind: FieldKind;
  /** Normalised, katakana as hiragana, no wave dash in front of a pattern. */
  text: string;
  /** The items of a list (split at commas, slashes, middle dots). */
  items: string[];
  /** Its words, for word-beginning matches. */
  words: string[];
};

export type PreparedQuery = {
  /** The query as typed, trimmed. */
  text: string;
  /** The forms to compare: normalised, and the kana a romaji query spells. */
  forms: { text: string; tokens: string[]; japanese: boolean; fromRomaji: boolean }[];
};

const listSeparators = /\s*[,;、，；／/・|]\s*/u;
// Letters, combining marks (Devanagari vowel signs) and digits make up words.
const nonWord = /[^\p{L}\p{M}\p{N}]+/u;
// Patterns are written ～ます or ~ます; the dash says "after something", not part of the pattern.
const stripDash = (text: string) => text.replace(/^[~\-.]+|[~\-.]+$/g, "");

function key(text: string): string {
  return hasJapanese(text) ? readingKey(text) : normalizeText(text);
}

const wordsOf = (text: string) => text.split(nonWord).filter((word) => word !== "");

export function prepareField(kind: FieldKind, raw: string): PreparedField {
  const text = key(raw);
  const items =
    kind === "name"
      ? text
          .split(listSeparators)
          // Kun'yomi mark the okurigana with a dot (た.べる) and affixes with a dash (-び).
          .flatMap((item) => {
            const whole = stripDash(item).replace(/\./g, "");
            const stem = stripDash(item.split(".")[0] ?? "");
            return stem && stem !== whole ? [whole, stem] : [whole];
          })
          .filter((item) => item !== "")
      : [];
  return { kind, text: stripDash(text), items, words: wordsOf(text) };
}

export function prepareFields(fields: readonly [FieldKind, string][]): PreparedField[] {
  return fields
    .filter(([, text]) => text.trim() !== "")
    .map(([kind, text]) => prepareField(kind, text));
}

/** Undefined for a blank query. */
export function prepareQuery(raw: string): PreparedQuery | undefined {
  const text = raw.trim();
  if (text === "") return undefined;
  const normalized = stripDash(key(text));
  if (normalized === "") return undefined;
  const forms: PreparedQuery["forms"] = [
    {
      text: normalized,
      tokens: wordsOf(normalized),
      japanese: hasJapanese(normalized),
      fromRomaji: false,
    },
  ];
  // "te kudasai" also looks for てください, "nichi" for ニチ.
  const kana = romajiToKana(normalized);
  if (kana) forms.push({ text: kana, tokens: [kana], japanese: true, fromRomaji: true });
  return { text, forms };
}

/** Scores, highest first: a whole name, the start of a name, words in a name, words in prose. */
export const matchScore = { exact: 4, prefix: 3, contains: 2, prose: 1, none: 0 } as const;

function tokenIn(field: PreparedField, token: string, japanese: boolean): boolean {
  // Japanese has no spaces: any part of the text counts. Elsewhere a word must begin with it.
  return japanese ? field.text.includes(token) : field.words.some((word) => word.startsWith(token));
}

function fieldScore(field: PreparedField, form: PreparedQuery["forms"][number]): number {
  if (field.kind === "char") {
    return form.japanese && !form.fromRomaji && form.text.includes(field.text)
      ? matchScore.prefix
      : matchScore.none;
  }
  if (field.kind === "name") {
    if (field.text === form.text || field.items.includes(form.text)) return matchScore.exact;
    if (field.items.some((item) => item.startsWith(form.text))) return matchScore.prefix;
    if (form.tokens.length > 0 && form.tokens.every((t) => tokenIn(field, t, form.japanese))) {
      return matchScore.contains;
    }
    return matchScore.none;
  }
  // Prose: the kana of a romaji query would find particles everywhere (です, は), and single
  // letters every other word, so neither searches prose.
  if (form.fromRomaji || form.tokens.some((token) => token.length < 2)) return matchScore.none;
  return form.tokens.length > 0 && form.tokens.every((t) => tokenIn(field, t, form.japanese))
    ? matchScore.prose
    : matchScore.none;
}

/** How well a set of fields matches the query (0: not at all). */
export function scoreFields(fields: readonly PreparedField[], query: PreparedQuery): number {
  let best = 0;
  for (const field of fields) {
    for (const form of query.forms) best = Math.max(best, fieldScore(field, form));
    if (best === matchScore.exact) break;
  }
  return best;
}

export type Searchable<T> = { item: T; fields: readonly PreparedField[] };

/** The items that match, best first; equal scores keep the order they were given in. */
export function rankMatches<T>(documents: readonly Searchable<T>[], query: PreparedQuery): T[] {
  return documents
    .map((document, index) => ({ document, index, score: scoreFields(document.fields, query) }))
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((scored) => scored.document.item);
}
