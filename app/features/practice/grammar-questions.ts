// The grammar mondai made from our grammar points: 文の文法1 (which form fills the blank) and
// 文の文法2 (the ★ question: four pieces of the sentence, which goes in the starred slot).
import type { ExampleLine as Line, FormationPart } from "~/server/db/schema";
import { atOrBelow, memo, type BankGrammar, type QuestionBank } from "./bank";
import { arrange, firstSentence, similarLength, type Generator } from "./generator";
import { isKanji, isKatakana } from "./kana";
import type { PracticeLevel } from "./question";
import { attested } from "./vocabulary-questions";

/** The fixed text of a pattern, longest first: the parts a learner must produce. */
export function markersOf(point: Pick<BankGrammar, "formation" | "pattern">): string[] {
  const runs = point.formation.flatMap((parts: FormationPart[]) => {
    const out: string[] = [];
    let run = "";
    for (const part of parts) {
      if ("text" in part) run += part.text;
      else if (run) {
        out.push(run);
        run = "";
      }
    }
    if (run) out.push(run);
    return out;
  });
  const pieces = point.pattern
    .replace(/（[^）]*）|\([^)]*\)/g, "")
    .split(/[／/]/)
    .flatMap((piece) => piece.replace(/[～〜…]/g, " ").split(/\s+/));
  return [...new Set([...runs, ...pieces])]
    .map((text) => text.trim())
    .filter((text) => text.length > 0 && !/[A-Za-z0-9]/.test(text))
    .sort((a, b) => b.length - a.length);
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The pattern's marker in one of its examples, when it is there exactly once. */
function markerIn(point: BankGrammar, line: Line): string | undefined {
  return markersOf(point).find((marker) => occurrences(line.japanese, marker) === 1);
}

/**
 * Forms that are right in the same sentences more often than not (に/へ of direction, から/ので,
 * tense and politeness of one ending): never offered as each other's wrong answer.
 */
const interchangeable: string[][] = [
  ["に", "へ"],
  ["くらい", "ぐらい"],
  ["けど", "けれど", "けれども", "が"],
  ["から", "ので"],
  ["ます", "ました", "ません", "ませんでした"],
  ["です", "でした", "だ", "だった", "ではありません", "じゃないです", "でしょう"],
  ["ましょう", "ましょうか", "ませんか"],
  ["は", "が", "も"],
  ["たら", "と", "ば", "なら"],
  ["ために", "ように"],
];
const sameSlot = (a: string, b: string) =>
  a.includes(b) || b.includes(a) || interchangeable.some((g) => g.includes(a) && g.includes(b));

const grammarAt = (bank: QuestionBank, level: PracticeLevel) =>
  memo(bank, `grammar:${level}`, () =>
    bank.grammar.filter((g) => g.level === level).sort((a, b) => a.id.localeCompare(b.id)),
  );

const formPoints = (bank: QuestionBank, level: PracticeLevel) =>
  memo(bank, `grammar-form:${level}`, () =>
    grammarAt(bank, level).filter((g) => g.examples.some((line) => markerIn(g, line))),
  );

const blank = "（　　）";

export const grammarForm: Generator = {
  type: "grammar-form",
  sources: (bank, level) => formPoints(bank, level).map((g) => g.id),
  build({ bank, level, rng }, source) {
    const point = bank.grammarById.get(source);
    if (!point) return undefined;
    const line = rng.pick(point.examples.filter((l) => markerIn(point, l)));
    const key = line && markerIn(point, line);
    if (!line || !key) return undefined;
    const at = line.japanese.indexOf(key);
    const pool = bank.grammar.filter(
      (g) => g.id !== point.id && atOrBelow(g.level, level) && atOrBelow(g.level, point.level),
    );
    const related = new Set(point.related);
    // Near misses first: the points ours names as related (から／ので, は／が), then the rest.
    const ordered = [
      ...rng.shuffle(pool.filter((g) => related.has(g.id))),
      ...rng.shuffle(pool.filter((g) => !related.has(g.id))),
    ];
    const chosen: { point: BankGrammar; text: string }[] = [];
    const texts = [key];
    for (const other of ordered) {
      if (chosen.length === 3) break;
      const text = markersOf(other)[0];
      if (!text || texts.some((t) => sameSlot(t, text))) continue;
      if (!similarLength(text, key)) continue;
      if (attested(bank, line.japanese, at, key.length, text)) continue;
      texts.push(text);
      chosen.push({ point: other, text });
    }
    if (chosen.length < 3) return undefined;
    const { options, answer } = arrange(
      rng,
      key,
      chosen.map((c) => c.text),
    );
    return {
      type: "grammar-form",
      question: "（　　）に 何を 入れますか。いちばん いい ものを 一つ えらんで ください。",
      context: line.japanese.slice(0, at) + blank + line.japanese.slice(at + key.length),
      options,
      answer,
      sourceIds: [point.id, ...chosen.map((c) => c.point.id)],
      explanation: {
        english: [
          `${key} (${point.pattern}) is right: ${firstSentence(point.english)} "${line.english}"`,
          ...chosen.map(
            (c) => `${c.text} (${c.point.pattern}) does not fit: ${firstSentence(c.point.english)}`,
          ),
        ].join(" "),
        nepali: [
          `${key} (${point.pattern}) सही हो: ${firstSentence(point.nepali)} "${line.nepali}"`,
          ...chosen.map(
            (c) => `${c.text} (${c.point.pattern}) यहाँ मिल्दैन: ${firstSentence(c.point.nepali)}`,
          ),
        ].join(" "),
      },
    };
  },
};

// ---- 文の文法2 (★) ----------------------------------------------------------------------------

const particles = ["から", "まで", "より", "は", "が", "を", "に", "で", "へ", "と", "も", "や"];
const wordEnd = (char: string | undefined) =>
  char !== undefined && (isKanji(char) || isKatakana(char) || char === "ー");
const startsWord = (char: string | undefined) =>
  char !== undefined && (isKanji(char) || isKatakana(char));

/**
 * Cuts a sentence after its particles (私は / 駅で / 電車に / コーヒーを): the chunks a learner
 * puts in order. Without a dictionary it cuts only where a particle is sure: after を, after a
 * particle that follows a word in kanji or katakana, or before a word in kanji or katakana; never
 * inside です/でした or the doubled particles には, では.
 */
export function chunksOf(sentence: string): string[] {
  const chunks: string[] = [];
  let current = "";
  const chars = [...sentence];
  chars.forEach((char, i) => {
    current += char;
    const next = chars[i + 1];
    if (next === undefined) return;
    if (char === "、") {
      chunks.push(current);
      current = "";
      return;
    }
    // の between two words (日本の / 音楽).
    if (char === "の" && startsWord(next) && current.length > 1) {
      chunks.push(current);
      current = "";
      return;
    }
    const ended = particles.find((p) => current.endsWith(p) && current.length > p.length);
    if (!ended || ["は", "も", "の", "す", "し", "ま"].includes(next)) return;
    const before = current.at(-ended.length - 1);
    const doubled = ["に", "で", "と", "へ"].includes(before ?? "") && ["は", "も"].includes(ended);
    if (ended === "を" || wordEnd(before) || doubled || startsWord(next)) {
      chunks.push(current);
      current = "";
    }
  });
  if (current) chunks.push(current);
  return chunks;
}

/** How a piece may stand among the others (see onlyOrder). */
type Piece = { text: string; kind: "argument" | "modifier" | "bound" | "predicate" };

const argumentEnd = /(?:が|を|に|で|へ|と|は|も|や|から|まで|より)$/;
/**
 * A word and its particle (駅で, 書き方が, 食べるのが, ここで), not a clause that ends in one
 * (翻訳してもらいたいんですが: が joins two clauses and the clause stays where it is).
 */
function particlePhrase(text: string): boolean {
  const particle = argumentEnd.exec(text)?.[0];
  if (!particle) return false;
  if (["を", "へ", "や"].includes(particle)) return true; // never join clauses
  const word = text.slice(0, -particle.length);
  const last = word.at(-1) ?? "";
  return (
    word.length <= 3 ||
    startsWord(last) ||
    last === "ー" ||
    last === "の" ||
    // Verbs, adjectives and です/ます end in these; a word in kana rarely does (おもちゃ).
    !/[うくすつぬふむゆるぐぶぷいただんず]/.test(last)
  );
}
const demonstratives = new Set([
  "この",
  "その",
  "あの",
  "どの",
  "こんな",
  "そんな",
  "あんな",
  "どんな",
]);
const allKanjiOrKatakana = (text: string) => [...text].every((c) => startsWord(c) || c === "ー");
/**
 * Where a pattern may be cut off the word before it: the words and endings that stand as a piece
 * of their own in the exam (聞き / ながら, 読んで / いる, 去年 / ほど), never inside a word or a
 * conjugation (書い / て, 楽し / かった, 重 / さ).
 */
const standsAlone =
  /^(?:ながら|たい|たがる|やすい|にくい|すぎ|こと|ところ|よう|ため|つもり|はず|そう|みたい|らしい|かもしれ|でしょう|だろう|べき|わけ|ほう|まま|のに|ので|ばかり|だけ|しか|ほど|くらい|ぐらい|など|という|とき|あと|まえ|い(?:る|ます|た|て|ない)|お(?:く|き|いた)|しま(?:う|い|っ)|み(?:る|た|て|ます)|くださ|ください|くれ|もら|いただ|あげ|さしあげ|ほしい|い(?:く|き|った)|く(?:る|れ))/;
const copula = /^(?:です|でした|だ|だった|じゃ|では)/;
/** A piece that starts inside a word (っと from もっと): the cutting went wrong there. */
const startsInsideWord = (piece: Piece) =>
  /^[っゃゅょぁぃぅぇぉんー]/.test(piece.text) ||
  // A particle opening a piece was cut off its word (金曜日まで / に出す).
  (piece.kind !== "bound" && /^[をにがはでとへもの]/.test(piece.text));

/**
 * The sentence's chunks with the pattern cut off the word it follows (聞き / ながら): the piece the
 * learner must place right after its word, as the exam's ★ pieces do. `adverbs` are the words
 * that move like particle phrases (とても, もっと).
 */
function piecesOf(chunks: string[], marker: string, adverbs: Set<string>): Piece[] {
  const kind = (text: string): Piece["kind"] =>
    text.endsWith("の") || demonstratives.has(text)
      ? "modifier"
      : particlePhrase(text) || allKanjiOrKatakana(text) || adverbs.has(text)
        ? "argument"
        : "predicate";
  return chunks.flatMap((text): Piece[] => {
    const at = text.indexOf(marker);
    const left = text.slice(0, at);
    const right = text.slice(at);
    const cuttable =
      at > 0 &&
      !/[っゃゅょ]$/.test(left) &&
      (standsAlone.test(right) || (copula.test(right) && startsWord(left.at(-1))));
    if (!cuttable) return [{ text, kind: kind(text) }];
    // A word after the pattern starts a piece of its own (ながら / 宿題をします).
    const end = marker.length + [...right.slice(marker.length)].findIndex((c) => startsWord(c));
    const rest = end >= marker.length ? right.slice(end) : "";
    return [
      { text: left, kind: kind(left) },
      { text: rest ? right.slice(0, end) : right, kind: "bound" },
      ...(rest ? [{ text: rest, kind: kind(rest) }] : []),
    ];
  });
}

const permutations = <T>(items: T[]): T[][] =>
  items.length <= 1
    ? [items]
    : items.flatMap((item, i) =>
        permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
      );

/**
 * Whether the pieces' own order is the only one Japanese allows for the ★ slot. Japanese moves
 * its particle phrases freely (友達と映画を / 映画を友達と), so any order counts as right where:
 * a cut-off pattern follows its word, a の-phrase stands before a word in kanji or katakana,
 * predicates keep their order, and no particle phrase ends the sentence. If any such order puts
 * another piece in the ★ slot, the question has two answers and is not asked.
 */
function onlyOrder(pieces: Piece[], before: string, after: string): boolean {
  const star = pieces[2];
  const predicates = pieces.filter((p) => p.kind === "predicate");
  // Shown text ending in この or a の-phrase wants a word next, as any modifier does.
  const modifies = before.endsWith("の") || [...demonstratives].some((d) => before.endsWith(d));
  return permutations(pieces).every((order) => {
    const allowed = order.every((piece, i) => {
      if (i === 0 && modifies && !startsWord(piece.text[0])) return false;
      const next = order[i + 1]?.text ?? after;
      if (piece.kind === "bound" && order[i - 1] !== pieces[pieces.indexOf(piece) - 1])
        return false;
      if (piece.kind === "modifier" && !startsWord(next[0])) return false;
      if (piece.kind === "argument" && (next === "" || /^[。？！]/.test(next))) return false;
      return true;
    });
    const predicatesInOrder = order
      .filter((p) => p.kind === "predicate")
      .every((p, i) => p === predicates[i]);
    return !allowed || !predicatesInOrder || order[2] === star;
  });
}

type Window = { line: Line; pieces: Piece[]; start: number };

function windowsOf(point: BankGrammar, adverbs: Set<string>): Window[] {
  return point.examples.flatMap((line) => {
    const marker = markerIn(point, line);
    if (!marker || /[「」『』]/.test(line.japanese)) return [];
    // The sentence's final punctuation stays shown after the last blank.
    const end = /[。？！]$/.exec(line.japanese)?.[0] ?? "";
    const pieces = piecesOf(
      chunksOf(line.japanese.slice(0, line.japanese.length - end.length)),
      marker,
      adverbs,
    );
    if (pieces.some(startsInsideWord)) return [];
    if (end) pieces.push({ text: end, kind: "predicate" });
    const holder = pieces.findIndex((piece) => piece.text.includes(marker));
    if (pieces.length < 5 || holder < 0) return [];
    const out: Window[] = [];
    // Four pieces in a row holding the pattern, before the closing punctuation.
    for (
      let start = Math.max(0, holder - 3);
      start <= Math.min(holder, pieces.length - 5);
      start++
    ) {
      const window = pieces.slice(start, start + 4);
      const text = (from: number, to?: number) =>
        pieces
          .slice(from, to)
          .map((p) => p.text)
          .join("");
      const after = text(start + 4);
      if (
        new Set(window.map((p) => p.text)).size === 4 &&
        window.every((p) => !/[、。？！]/.test(p.text)) &&
        onlyOrder(window, text(0, start), after)
      ) {
        out.push({ line, pieces, start });
      }
    }
    return out;
  });
}

/** The ways a point's examples make a ★ question with one answer (none for many points). */
const windowsFor = (bank: QuestionBank, point: BankGrammar) =>
  memo(bank, `composition-windows:${point.id}`, () => {
    const adverbs = memo(
      bank,
      "adverbs",
      () =>
        new Set(
          bank.words
            .filter((w) => w.partOfSpeech === "adverb")
            .flatMap((w) => [w.japanese, w.reading]),
        ),
    );
    return windowsOf(point, adverbs);
  });

const compositionPoints = (bank: QuestionBank, level: PracticeLevel) =>
  memo(bank, `composition:${level}`, () =>
    grammarAt(bank, level).filter((g) => windowsFor(bank, g).length > 0),
  );

export const sentenceComposition: Generator = {
  type: "sentence-composition",
  sources: (bank, level) => compositionPoints(bank, level).map((g) => g.id),
  build({ bank, rng }, source) {
    const point = bank.grammarById.get(source);
    const window = point && rng.pick(windowsFor(bank, point));
    if (!point || !window) return undefined;
    const { line, start } = window;
    const texts = window.pieces.map((piece) => piece.text);
    const pieces = texts.slice(start, start + 4);
    const star = pieces[2];
    if (!star) return undefined;
    const shuffled = rng.shuffle(pieces) as [string, string, string, string];
    const before = texts.slice(0, start).join("");
    const after = texts.slice(start + 4).join("");
    const order = pieces.join(" → ");
    return {
      type: "sentence-composition",
      question: "★に 入る ものは どれですか。いちばん いい ものを 一つ えらんで ください。",
      context: `${before}＿＿ ＿＿ ★ ＿＿${after}`,
      options: shuffled,
      answer: shuffled.indexOf(star),
      sourceIds: [point.id],
      explanation: {
        english: [
          `The sentence is ${line.japanese} ("${line.english}").`,
          `The pieces go ${order}, so ★ (the third) is ${star}; the other three belong in the other blanks.`,
          `${point.pattern}: ${firstSentence(point.english)}`,
        ].join(" "),
        nepali: [
          `पूरा वाक्य ${line.japanese} हो ("${line.nepali}")।`,
          `टुक्राहरूको क्रम ${order} हो, त्यसैले ★ (तेस्रो) मा ${star} आउँछ; बाँकी तीन अरू खाली ठाउँमा जान्छन्।`,
          `${point.pattern}: ${firstSentence(point.nepali)}`,
        ].join(" "),
      },
    };
  },
};

export const grammarGenerators = [grammarForm, sentenceComposition];
