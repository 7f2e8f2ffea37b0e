// The bar a level meets before content/completeness.json may declare it complete (README.md,
// "When is a level complete?"). Pure: takes one level's items, returns what is missing.
import type {
  GrammarPoint,
  KanjiEntry,
  Line,
  VocabularyEntry,
} from "../app/features/learning-content/content-schema.ts";
import { isPlainSpeech } from "./content-checks.ts";

export type LevelContent = {
  vocabulary: VocabularyEntry[];
  kanji: KanjiEntry[];
  grammar: GrammarPoint[];
};

export const bar = {
  wordExamples: 2,
  memoryTipShare: 0.25,
  plainShare: 0.2,
  kanjiExamples: 1,
  grammarExamples: 5,
} as const;

/** One unmet rule: how many items miss it, and the first few ids, for the writer to find. */
export type Shortfall = { rule: string; missing: number; of: number; examples: string[] };

function rule<T extends { id: string }>(
  name: string,
  items: T[],
  fails: (item: T) => boolean,
): Shortfall | undefined {
  const failing = items.filter(fails);
  if (failing.length === 0) return undefined;
  return {
    rule: name,
    missing: failing.length,
    of: items.length,
    examples: failing.slice(0, 5).map((item) => item.id),
  };
}

/** A share rule: at least `share` of the items pass; `missing` is how many more must. */
function share(
  name: string,
  passing: number,
  total: number,
  wanted: number,
): Shortfall | undefined {
  const needed = Math.ceil(total * wanted) - passing;
  return total === 0 || needed <= 0
    ? undefined
    : { rule: name, missing: needed, of: total, examples: [] };
}

const registers = (lines: Line[]) => ({
  plain: lines.some((line) => isPlainSpeech(line.japanese)),
  polite: lines.some((line) => !isPlainSpeech(line.japanese)),
});

export function levelShortfalls({ vocabulary, kanji, grammar }: LevelContent): Shortfall[] {
  const lines = [
    ...vocabulary.flatMap((w) => w.examples),
    ...kanji.flatMap((k) => k.examples ?? []),
    ...grammar.flatMap((g) => g.examples),
  ];
  const results = [
    rule(`words with ≥ ${bar.wordExamples} examples`, vocabulary, (w) => w.examples.length < bar.wordExamples),
    share("words with a memory tip (≥ 25 %)", vocabulary.filter((w) => w.memoryTip).length, vocabulary.length, bar.memoryTipShare),
    share("example lines in plain speech (≥ 20 %)", lines.filter((l) => isPlainSpeech(l.japanese)).length, lines.length, bar.plainShare),
    rule("kanji with core readings", kanji, (k) => !k.coreOnyomi || !k.coreKunyomi || k.coreOnyomi.length + k.coreKunyomi.length === 0),
    rule("kanji with components", kanji, (k) => !k.components),
    rule("kanji with a memory tip", kanji, (k) => !k.memoryTip),
    rule("kanji with real-life use", kanji, (k) => !k.realLifeUse),
    rule(`kanji with ≥ ${bar.kanjiExamples} example`, kanji, (k) => (k.examples ?? []).length < bar.kanjiExamples),
    rule("kanji whose compounds all name the reading used", kanji, (k) => k.compounds.some((c) => !c.readingUsed)),
    rule(`grammar points with ≥ ${bar.grammarExamples} examples`, grammar, (g) => g.examples.length < bar.grammarExamples),
    rule("grammar points with plain and polite examples", grammar, (g) => {
      const seen = registers(g.examples);
      return g.register ? false : !(seen.plain && seen.polite);
    }),
    rule("grammar points with a conversation", grammar, (g) => !g.conversation),
    rule("grammar points with a formation", grammar, (g) => !g.formation),
    rule("grammar points with ≥ 1 common mistake in English and Nepali", grammar, (g) =>
      !g.commonMistakes?.length || g.commonMistakes.some((m) => typeof m === "string"),
    ),
  ]; // prettier-ignore
  return results.filter((result): result is Shortfall => result !== undefined);
}

export const describeShortfall = (s: Shortfall): string =>
  `${s.rule}: ${s.missing} of ${s.of} short${s.examples.length ? ` (e.g. ${s.examples.join(", ")})` : ""}`;
