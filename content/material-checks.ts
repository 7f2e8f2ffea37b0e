// Level checks of the reading passages and listening scripts (content/reading, content/listening):
// which words and kanji a text uses, measured against our own vocabulary and kanji lists.
// Tokenizing uses kuromoji with its bundled IPADIC dictionary (a development dependency), so the
// check runs anywhere npm installs, without MeCab.
import { createRequire } from "node:module";
import path from "node:path";
import kuromoji from "kuromoji";
import type {
  ContentLevel,
  KanjiEntry,
  ListeningScript,
  ReadingPassage,
  VocabularyEntry,
} from "../app/features/learning-content/content-schema.ts";
import { toHiragana } from "./content-checks.ts";

export type Token = kuromoji.IpadicFeatures;
export type Tokenizer = kuromoji.Tokenizer<Token>;

export function buildTokenizer(): Promise<Tokenizer> {
  const require = createRequire(import.meta.url);
  const dicPath = path.join(path.dirname(require.resolve("kuromoji")), "..", "dict");
  return new Promise((resolve, reject) => {
    kuromoji.builder({ dicPath }).build((error, tokenizer) => {
      if (error) reject(error);
      else resolve(tokenizer);
    });
  });
}

/** The cast of STYLE.md: their names are neither counted as words nor held to the kanji lists. */
export const castNames = [
  "ラム",
  "アニタ",
  "ビカス",
  "グルン",
  "田中",
  "山田",
  "林",
  "木村",
  "鈴木",
  "マリア",
  "リン",
];

/** Every Japanese sentence a learner reads or hears in one passage or script. */
export function japaneseOf(item: ReadingPassage | ListeningScript): string[] {
  const questions = item.questions.flatMap((q) => [q.question.japanese, ...q.options]);
  if ("texts" in item) {
    return [...item.texts.flatMap((t) => t.lines.map((line) => line.japanese)), ...questions];
  }
  return [
    item.situation.japanese,
    ...item.speakers.map((s) => s.role.japanese),
    ...item.lines.map((line) => line.japanese),
    ...questions,
  ];
}

/**
 * The words a learner at `level` knows: every written form and reading of our vocabulary at that
 * level and below, with the stems learners also meet alone (勉強 of 勉強する, 茶 of お茶).
 */
export function knownWords(vocabulary: VocabularyEntry[]): Set<string> {
  const known = new Set<string>();
  const add = (form: string) => {
    const clean = form.replace(/[～〜]/g, "");
    if (!clean) return;
    known.add(clean);
    known.add(toHiragana(clean));
    if (clean.length > 2 && clean.endsWith("する")) known.add(clean.slice(0, -2));
    if (clean.length > 1 && /^[おご御]/.test(clean)) known.add(clean.slice(1));
  };
  for (const entry of vocabulary) {
    for (const form of [entry.japanese, entry.reading, ...(entry.alternativeForms ?? [])]) {
      add(form);
    }
  }
  return known;
}

/** Nouns, verbs, adjectives and adverbs that carry meaning: what a vocabulary list teaches. */
function isContentWord(token: Token): boolean {
  const { pos, pos_detail_1: detail } = token;
  if (castNames.includes(token.surface_form) || !/\p{L}/u.test(token.surface_form)) return false;
  if (pos === "名詞") {
    return !["固有名詞", "数", "非自立", "接尾", "特殊", "代名詞"].includes(detail);
  }
  if (pos === "動詞" || pos === "形容詞") return detail === "自立";
  return pos === "副詞";
}

/** Forms under which a token may be listed: as written, in its dictionary form, in kana. */
function formsOf(token: Token): string[] {
  const forms = [token.surface_form, token.basic_form];
  if (token.reading && token.surface_form === token.basic_form) forms.push(token.reading);
  return forms.filter((f) => f && f !== "*").flatMap((f) => [f, toHiragana(f)]);
}

export type WordShare = { known: number; total: number; share: number; unknown: string[] };

/**
 * The share of content words of `sentences` found in `known`. Adjacent tokens are first joined
 * when our list has the compound (夏 + 休み = 夏休み); a noun the tokenizer keeps whole counts when
 * it splits into listed words or place names (日本語 = 日本 + 語).
 */
export function wordShare(
  sentences: string[],
  known: Set<string>,
  tokenizer: Tokenizer,
): WordShare {
  let knownCount = 0;
  let total = 0;
  const unknown: string[] = [];
  const isProperNoun = (text: string) =>
    tokenizer.tokenize(text).every((t) => t.pos_detail_1 === "固有名詞");
  const splitsIntoKnown = (text: string, depth = 0): boolean => {
    if (known.has(text) || (depth > 0 && text.length > 1 && isProperNoun(text))) return true;
    if (depth >= 2) return false;
    for (let cut = 1; cut < text.length; cut++) {
      const head = text.slice(0, cut);
      if ((known.has(head) || (cut > 1 && isProperNoun(head))) && known.has(text.slice(cut))) {
        return true;
      }
      if (known.has(head) && splitsIntoKnown(text.slice(cut), depth + 1)) return true;
    }
    return false;
  };
  for (const sentence of sentences) {
    let skipTo = 0;
    const tokens = tokenizer.tokenize(sentence);
    for (const [i, token] of tokens.entries()) {
      if (i < skipTo) continue;
      // Join up to three tokens that our list has as one word.
      let joined = 0;
      for (let length = 3; length >= 2 && !joined; length--) {
        const group = tokens.slice(i, i + length);
        const last = group.at(-1);
        if (!last || group.length < length || !group.some(isContentWord)) continue;
        const head = group
          .slice(0, -1)
          .map((t) => t.surface_form)
          .join("");
        const candidates = formsOf(last).map((form) => head + form);
        const heads = group.slice(0, -1).map((t) => t.reading ?? t.surface_form);
        candidates.push(toHiragana(heads.join("") + (last.reading ?? "")));
        if (candidates.some((c) => known.has(c))) joined = length;
      }
      if (joined) {
        knownCount++;
        total++;
        skipTo = i + joined;
        continue;
      }
      if (!isContentWord(token)) continue;
      total++;
      const found =
        formsOf(token).some((form) => known.has(form)) ||
        (token.pos === "名詞" && splitsIntoKnown(token.surface_form));
      if (found) knownCount++;
      else unknown.push(token.basic_form === "*" ? token.surface_form : token.basic_form);
    }
  }
  return { known: knownCount, total, share: total ? knownCount / total : 1, unknown };
}

/** Kanji in `sentences` that are not in `allowed` (cast names aside), each once. */
export function kanjiAboveLevel(sentences: string[], allowed: Set<string>): string[] {
  const found = new Set<string>();
  for (const sentence of sentences) {
    let text = sentence;
    for (const name of castNames) text = text.replaceAll(name, "");
    for (const char of text.match(/\p{Script=Han}/gu) ?? []) {
      if (char !== "々" && !allowed.has(char)) found.add(char);
    }
  }
  return [...found];
}

/** The kanji taught at `level` and below. */
export function kanjiUpTo(
  level: ContentLevel,
  order: readonly ContentLevel[],
  lists: Record<ContentLevel, KanjiEntry[]>,
): Set<string> {
  const levels = order.slice(0, order.indexOf(level) + 1);
  return new Set(levels.flatMap((l) => lists[l].map((k) => k.kanji)));
}
