// The official format of each level as data: the sittings of a full mock (question types, counts,
// minutes), the scoring sections and pass rules, and the spec's table of section practice. The
// generator fills a test from these; the pages show them; the estimate scores by them.
//
// Counts and minutes are the format after the December 2020 revision (N5–N3 shorter: N5 20/40/30
// instead of 25/50/30 min, N4 25/55/35 instead of 30/60/35, N1 listening 55 instead of 60 min,
// fewer questions per mondai) with the N2/N1 counts as of 2022. The Japan Foundation says the
// counts per mondai may vary slightly from one sitting to the next; these are the usual ones.
// See docs/decisions/0020-practice-engine-blueprints-and-score-estimate.md.
import type { PracticeLevel, PracticeSection, QuestionType } from "./question";

export type BlueprintItem = {
  type: QuestionType;
  count: number;
  /** Reading and listening: at most this many questions come from one passage or script. */
  perMaterial?: number;
};

export type MockPart = {
  id: "vocabulary" | "grammar-reading" | "language-knowledge-reading" | "listening";
  title: { japanese: string; english: string };
  minutes: number;
  items: BlueprintItem[];
};

export type ScoringSectionId =
  "language-knowledge" | "language-knowledge-reading" | "reading" | "listening";

export type ScoringSection = {
  id: ScoringSectionId;
  title: { japanese: string; english: string };
  /** Scaled points of the section: 60, or 120 for N4/N5 language knowledge + reading. */
  max: number;
  /** The sectional pass mark: 19 of 60, 38 of 120. */
  minimum: number;
  /** The practice sections whose questions it scores. */
  sections: PracticeSection[];
};

export type SectionPractice = { questions: number; minutes: number; items: BlueprintItem[] };

export type LevelBlueprint = {
  level: PracticeLevel;
  mock: { parts: MockPart[]; minutes: number; questions: number };
  scoring: { sections: ScoringSection[]; total: 180; passMark: number };
  practice: Record<PracticeSection, SectionPractice>;
};

/** Which practice section a question type belongs to (文章の文法 is grammar, as the exam scores it). */
export function sectionOf(type: QuestionType): PracticeSection {
  switch (type) {
    case "kanji-reading":
    case "orthography":
    case "context":
    case "paraphrase":
    case "usage":
    case "word-formation":
      return "vocabulary";
    case "grammar-form":
    case "sentence-composition":
    case "text-grammar":
      return "grammar";
    case "reading-short":
    case "reading-mid":
    case "reading-long":
    case "integrated":
    case "thematic":
    case "information-retrieval":
      return "reading";
    default:
      return "listening";
  }
}

/**
 * What fills a slot when its type cannot be filled at the level (no passages or scripts yet, no
 * N2 content): tried in this order. Reading and listening types first take a passage or script
 * of the same type from a lower level (its words are below the test's level, so still fair), then
 * these. The last resorts stay in the section's skill where our content allows: listening ends
 * with quick responses made from our words' conversations, reading with grammar in context.
 */
export const replacements: Record<QuestionType, QuestionType[]> = {
  "kanji-reading": ["orthography", "context"],
  orthography: ["kanji-reading", "context"],
  context: ["kanji-reading", "paraphrase"],
  paraphrase: ["context", "usage"],
  usage: ["context", "paraphrase"],
  "word-formation": ["paraphrase", "context"],
  "grammar-form": ["sentence-composition"],
  "sentence-composition": ["grammar-form"],
  "text-grammar": ["grammar-form", "sentence-composition"],
  "reading-short": ["reading-mid", "information-retrieval", "text-grammar", "grammar-form"],
  "reading-mid": ["reading-short", "reading-long", "text-grammar", "grammar-form"],
  "reading-long": ["reading-mid", "reading-short", "text-grammar", "grammar-form"],
  integrated: ["reading-mid", "reading-short", "text-grammar", "grammar-form"],
  thematic: ["reading-long", "reading-mid", "reading-short", "text-grammar", "grammar-form"],
  "information-retrieval": ["reading-short", "reading-mid", "text-grammar", "grammar-form"],
  task: ["key-points", "quick-response"],
  "key-points": ["task", "quick-response"],
  summary: ["key-points", "task", "quick-response"],
  "verbal-expressions": ["quick-response", "task"],
  "quick-response": ["verbal-expressions", "task"],
  "integrated-listening": ["summary", "key-points", "task", "quick-response"],
};

const t = (type: QuestionType, count: number, perMaterial?: number): BlueprintItem =>
  perMaterial ? { type, count, perMaterial } : { type, count };

const vocabularyPart = (minutes: number, items: BlueprintItem[]): MockPart => ({
  id: "vocabulary",
  title: { japanese: "言語知識（文字・語彙）", english: "Language knowledge (vocabulary)" },
  minutes,
  items,
});
const grammarReadingPart = (minutes: number, items: BlueprintItem[]): MockPart => ({
  id: "grammar-reading",
  title: {
    japanese: "言語知識（文法）・読解",
    english: "Language knowledge (grammar) and reading",
  },
  minutes,
  items,
});
const knowledgeReadingPart = (minutes: number, items: BlueprintItem[]): MockPart => ({
  id: "language-knowledge-reading",
  title: {
    japanese: "言語知識（文字・語彙・文法）・読解",
    english: "Language knowledge (vocabulary, grammar) and reading",
  },
  minutes,
  items,
});
const listeningPart = (minutes: number, items: BlueprintItem[]): MockPart => ({
  id: "listening",
  title: { japanese: "聴解", english: "Listening" },
  minutes,
  items,
});

const mockParts: Record<PracticeLevel, MockPart[]> = {
  n5: [
    vocabularyPart(20, [
      t("kanji-reading", 7),
      t("orthography", 5),
      t("context", 6),
      t("paraphrase", 3),
    ]),
    grammarReadingPart(40, [
      t("grammar-form", 9),
      t("sentence-composition", 4),
      t("text-grammar", 4, 4),
      t("reading-short", 2, 1),
      t("reading-mid", 2, 2),
      t("information-retrieval", 1, 1),
    ]),
    listeningPart(30, [
      t("task", 7, 1),
      t("key-points", 6, 1),
      t("verbal-expressions", 5, 1),
      t("quick-response", 6, 1),
    ]),
  ],
  n4: [
    vocabularyPart(25, [
      t("kanji-reading", 7),
      t("orthography", 5),
      t("context", 8),
      t("paraphrase", 4),
      t("usage", 4),
    ]),
    grammarReadingPart(55, [
      t("grammar-form", 13),
      t("sentence-composition", 4),
      t("text-grammar", 4, 4),
      t("reading-short", 3, 1),
      t("reading-mid", 3, 3),
      t("information-retrieval", 2, 2),
    ]),
    listeningPart(35, [
      t("task", 8, 1),
      t("key-points", 7, 1),
      t("verbal-expressions", 5, 1),
      t("quick-response", 8, 1),
    ]),
  ],
  n3: [
    vocabularyPart(30, [
      t("kanji-reading", 8),
      t("orthography", 6),
      t("context", 11),
      t("paraphrase", 5),
      t("usage", 5),
    ]),
    grammarReadingPart(70, [
      t("grammar-form", 13),
      t("sentence-composition", 5),
      t("text-grammar", 5, 5),
      t("reading-short", 4, 1),
      t("reading-mid", 6, 3),
      t("reading-long", 4, 4),
      t("information-retrieval", 2, 2),
    ]),
    listeningPart(40, [
      t("task", 6, 1),
      t("key-points", 6, 1),
      t("summary", 3, 1),
      t("verbal-expressions", 4, 1),
      t("quick-response", 9, 1),
    ]),
  ],
  n2: [
    knowledgeReadingPart(105, [
      t("kanji-reading", 5),
      t("orthography", 5),
      t("word-formation", 3),
      t("context", 7),
      t("paraphrase", 5),
      t("usage", 5),
      t("grammar-form", 12),
      t("sentence-composition", 5),
      t("text-grammar", 4, 4),
      t("reading-short", 5, 1),
      t("reading-mid", 9, 3),
      t("integrated", 2, 2),
      t("thematic", 3, 3),
      t("information-retrieval", 2, 2),
    ]),
    listeningPart(50, [
      t("task", 5, 1),
      t("key-points", 5, 1),
      t("summary", 5, 1),
      t("quick-response", 11, 1),
      t("integrated-listening", 3, 2),
    ]),
  ],
  n1: [
    knowledgeReadingPart(110, [
      t("kanji-reading", 6),
      t("context", 7),
      t("paraphrase", 6),
      t("usage", 6),
      t("grammar-form", 10),
      t("sentence-composition", 5),
      t("text-grammar", 4, 4),
      t("reading-short", 4, 1),
      t("reading-mid", 9, 3),
      t("reading-long", 4, 4),
      t("integrated", 2, 2),
      t("thematic", 4, 4),
      t("information-retrieval", 2, 2),
    ]),
    listeningPart(55, [
      t("task", 5, 1),
      t("key-points", 6, 1),
      t("summary", 5, 1),
      t("quick-response", 11, 1),
      t("integrated-listening", 4, 2),
    ]),
  ],
};

/** The spec's section practice (part 2 §9): questions / minutes per level and section. */
const practiceTable: Record<PracticeLevel, Record<PracticeSection, [number, number]>> = {
  n5: { vocabulary: [25, 20], grammar: [30, 25], reading: [15, 25], listening: [25, 30] },
  n4: { vocabulary: [30, 25], grammar: [35, 30], reading: [25, 25], listening: [30, 35] },
  n3: { vocabulary: [35, 30], grammar: [40, 40], reading: [30, 30], listening: [35, 40] },
  n2: { vocabulary: [45, 25], grammar: [25, 25], reading: [20, 60], listening: [35, 50] },
  n1: { vocabulary: [50, 25], grammar: [25, 25], reading: [20, 60], listening: [40, 60] },
};

/**
 * The spec's "Total time" column (part 2 §9), shown beside the section table as written: N5's
 * sections add up to 100 minutes, but the column (like the real N5 sitting) says 90.
 */
export const practiceTotalMinutes: Record<PracticeLevel, number> = {
  n5: 90,
  n4: 115,
  n3: 140,
  n2: 160,
  n1: 170,
};

const lkrSection = (): ScoringSection => ({
  id: "language-knowledge-reading",
  title: {
    japanese: "言語知識（文字・語彙・文法）・読解",
    english: "Language knowledge and reading",
  },
  max: 120,
  minimum: 38,
  sections: ["vocabulary", "grammar", "reading"],
});
const lkSection = (): ScoringSection => ({
  id: "language-knowledge",
  title: { japanese: "言語知識（文字・語彙・文法）", english: "Language knowledge" },
  max: 60,
  minimum: 19,
  sections: ["vocabulary", "grammar"],
});
const readingSection = (): ScoringSection => ({
  id: "reading",
  title: { japanese: "読解", english: "Reading" },
  max: 60,
  minimum: 19,
  sections: ["reading"],
});
const listeningSection = (): ScoringSection => ({
  id: "listening",
  title: { japanese: "聴解", english: "Listening" },
  max: 60,
  minimum: 19,
  sections: ["listening"],
});

const passMarks: Record<PracticeLevel, number> = { n1: 100, n2: 90, n3: 95, n4: 90, n5: 80 };

/**
 * The mock's items of one practice section, scaled to the spec's question count (largest
 * remainder, so every type of the section keeps its share and the total is exact).
 */
export function scaleItems(items: BlueprintItem[], total: number): BlueprintItem[] {
  const sum = items.reduce((n, item) => n + item.count, 0);
  if (sum === 0) return [];
  const shares = items.map((item) => (item.count * total) / sum);
  const counts = shares.map(Math.floor);
  let left = total - counts.reduce((n, c) => n + c, 0);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const extra = new Set<number>();
  for (const { index } of byRemainder) {
    if (left-- <= 0) break;
    extra.add(index);
  }
  return items
    .map((item, index) => ({ ...item, count: (counts[index] ?? 0) + (extra.has(index) ? 1 : 0) }))
    .filter((item) => item.count > 0);
}

function levelBlueprint(level: PracticeLevel): LevelBlueprint {
  const parts = mockParts[level];
  const all = parts.flatMap((part) => part.items);
  const practice = Object.fromEntries(
    (Object.keys(practiceTable[level]) as PracticeSection[]).map((section) => {
      const [questions, minutes] = practiceTable[level][section];
      const items = scaleItems(
        all.filter((item) => sectionOf(item.type) === section),
        questions,
      );
      return [section, { questions, minutes, items }];
    }),
  ) as Record<PracticeSection, SectionPractice>;
  const lowerLevels = level === "n5" || level === "n4";
  return {
    level,
    mock: {
      parts,
      minutes: parts.reduce((n, part) => n + part.minutes, 0),
      questions: all.reduce((n, item) => n + item.count, 0),
    },
    scoring: {
      sections: lowerLevels
        ? [lkrSection(), listeningSection()]
        : [lkSection(), readingSection(), listeningSection()],
      total: 180,
      passMark: passMarks[level],
    },
    practice,
  };
}

export const blueprints: Record<PracticeLevel, LevelBlueprint> = {
  n5: levelBlueprint("n5"),
  n4: levelBlueprint("n4"),
  n3: levelBlueprint("n3"),
  n2: levelBlueprint("n2"),
  n1: levelBlueprint("n1"),
};
