// Difficulty 1–5 of every word, kanji and grammar point, computed once when the content is
// loaded (stored in the `difficulty` columns), never per request. The rule is documented in
// content/README.md ("Difficulty"); keep the two in step.
import type { GrammarPoint, KanjiEntry, Line, VocabularyEntry } from "./content-schema";

export type Level = "N5" | "N4" | "N3" | "N2" | "N1";
/** The level sets the base: N5 = 1 … N1 = 5. */
const levelRank: Record<Level, number> = { N5: 1, N4: 2, N3: 3, N2: 4, N1: 5 };

/** The result stays within one step of the level's base, and within 1–5. */
function adjust(level: Level, steps: number): number {
  const base = levelRank[level];
  const bounded = Math.max(base - 1, Math.min(base + 1, base + steps));
  return Math.max(1, Math.min(5, bounded));
}

/** Kanji: +1 with 12 or more strokes; −1 when it appears in 5 or more of our words (frequent). */
export function kanjiDifficulty(level: Level, entry: KanjiEntry, wordsUsingIt: number): number {
  return adjust(level, (entry.strokes >= 12 ? 1 : 0) - (wordsUsingIt >= 5 ? 1 : 0));
}

/**
 * Words: +1 when written with a kanji not taught at its level or below (and not usually written
 * in kana); −1 when our example sentences of other items use it 10 times or more (frequent).
 */
export function wordDifficulty(
  level: Level,
  entry: VocabularyEntry,
  kanjiTaughtBy: ReadonlySet<string>,
  timesMet: number,
): number {
  const kanji = [...entry.japanese].filter((c) => /\p{Script=Han}/u.test(c));
  const beyond = !entry.usuallyKana && kanji.some((c) => !kanjiTaughtBy.has(c));
  return adjust(level, (beyond ? 1 : 0) - (timesMet >= 10 ? 1 : 0));
}

/** Forms that ask the learner to conjugate first (て, た, ない, ば, passive …). */
const conjugatedForms = new Set([
  "te",
  "ta",
  "nai",
  "volitional",
  "potential",
  "passive",
  "causative",
  "imperative",
  "ba",
]);

/** Grammar: +1 when a way to build it attaches to a conjugated form. */
export function grammarDifficulty(level: Level, entry: GrammarPoint): number {
  const conjugates = (entry.formation ?? []).some((parts) =>
    parts.some((part) => "word" in part && part.form && conjugatedForms.has(part.form)),
  );
  return adjust(level, conjugates ? 1 : 0);
}

type Leveled<T> = { level: Level; entry: T };

/**
 * Difficulty of every item of a content set, by id. Frequencies are counted inside our own
 * content (words that use a kanji; example lines that use a word), so the result depends on
 * nothing outside content/.
 */
export function computeDifficulties(content: {
  vocabulary: Leveled<VocabularyEntry>[];
  kanji: Leveled<KanjiEntry>[];
  grammar: Leveled<GrammarPoint>[];
}): Map<string, number> {
  const result = new Map<string, number>();
  const order: Level[] = ["N5", "N4", "N3", "N2", "N1"];
  const taughtBy = new Map<Level, Set<string>>();
  for (const level of order) {
    const upTo = order.slice(0, order.indexOf(level) + 1);
    taughtBy.set(
      level,
      new Set(content.kanji.filter((k) => upTo.includes(k.level)).map((k) => k.entry.kanji)),
    );
  }
  for (const { level, entry } of content.kanji) {
    const uses = content.vocabulary.filter((w) => w.entry.japanese.includes(entry.kanji)).length;
    result.set(entry.id, kanjiDifficulty(level, entry, uses));
  }
  // Every example line with the id of the item that owns it: a word met in others' sentences.
  const lines: { owner: string; text: string }[] = [];
  const add = (owner: string, list: Line[] | undefined) =>
    list?.forEach((line) => lines.push({ owner, text: line.japanese }));
  for (const { entry } of content.vocabulary) add(entry.id, entry.examples);
  for (const { entry } of content.grammar) add(entry.id, entry.examples);
  // Lines by each one- and two-character piece of their text: a word is looked for only in the
  // lines holding its rarest piece (≈ 50 ms for N5 + N4 instead of ≈ 700 ms for every word
  // against every line).
  const linesWith = new Map<string, number[]>();
  lines.forEach((line, index) => {
    const pieces = new Set<string>();
    for (let i = 0; i < line.text.length; i += 1) {
      pieces.add(line.text.slice(i, i + 1)).add(line.text.slice(i, i + 2));
    }
    for (const piece of pieces) {
      const list = linesWith.get(piece);
      if (list) list.push(index);
      else linesWith.set(piece, [index]);
    }
  });
  const piecesOf = (word: string) =>
    word.length === 1
      ? [word]
      : Array.from({ length: word.length - 1 }, (_, i) => word.slice(i, i + 2));
  for (const { level, entry } of content.vocabulary) {
    const candidates = piecesOf(entry.japanese)
      .map((piece) => linesWith.get(piece) ?? [])
      .reduce((rarest, list) => (list.length < rarest.length ? list : rarest));
    let met = 0;
    for (const index of candidates) {
      const line = lines[index];
      if (line && line.owner !== entry.id && line.text.includes(entry.japanese)) met += 1;
    }
    result.set(entry.id, wordDifficulty(level, entry, taughtBy.get(level) ?? new Set(), met));
  }
  for (const { level, entry } of content.grammar) {
    result.set(entry.id, grammarDifficulty(level, entry));
  }
  return result;
}
