// Everything the generators draw from, in memory: our words, kanji, grammar points, passages and
// scripts of every level, with the indexes the generators and validators need. Built once from
// the database (bank.server.ts); the generators themselves never touch the database.
import type {
  ExampleLine as Line,
  FormationPart,
  ListeningScript,
  ReadingPassage,
} from "~/server/db/schema";
import { kanjiReadings } from "./kana";
import type { PracticeLevel } from "./question";

export type BankWord = {
  id: string;
  level: PracticeLevel;
  japanese: string;
  reading: string;
  english: string;
  nepali: string;
  partOfSpeech: string;
  examples: Line[];
  conversation: Line[];
  alternativeForms: string[];
  usuallyKana: boolean;
};
export type BankKanji = {
  id: string;
  level: PracticeLevel;
  kanji: string;
  onyomi: string[];
  kunyomi: string[];
  english: string;
  nepali: string;
  /** The radical and visible parts: kanji sharing one look alike. */
  parts: string[];
};
export type BankGrammar = {
  id: string;
  level: PracticeLevel;
  pattern: string;
  reading: string;
  english: string;
  nepali: string;
  examples: Line[];
  formation: FormationPart[][];
  related: string[];
};
export type BankPassage = { level: PracticeLevel; passage: ReadingPassage };
export type BankScript = { level: PracticeLevel; script: ListeningScript };

export type BankInput = {
  words: BankWord[];
  kanji: BankKanji[];
  grammar: BankGrammar[];
  passages: BankPassage[];
  scripts: BankScript[];
  /** Spelling–reading pairs the dictionary tables know (ours and imported ones). */
  dictionaryPairs: [japanese: string, reading: string][];
};

export type QuestionBank = BankInput & {
  wordById: Map<string, BankWord>;
  kanjiByChar: Map<string, BankKanji>;
  grammarById: Map<string, BankGrammar>;
  passageById: Map<string, BankPassage>;
  scriptById: Map<string, BankScript>;
  /** `${japanese}\t${reading}`: a reading or spelling that is valid for the word. */
  validPairs: Set<string>;
  /** The lowest level at which a spelling is one of our words. */
  levelOfSpelling: Map<string, PracticeLevel>;
  readingsOfKanji: (kanji: string) => { on: string[]; kun: string[] } | undefined;
  /** Generators keep their candidate lists here (a bank never changes once built). */
  memo: Map<string, unknown>;
};

export const levelRank: Record<PracticeLevel, number> = { n5: 0, n4: 1, n3: 2, n2: 3, n1: 4 };
export const atOrBelow = (level: PracticeLevel, test: PracticeLevel) =>
  levelRank[level] <= levelRank[test];
/** The test's level and the levels below it, nearest first. */
export const levelsFrom = (level: PracticeLevel): PracticeLevel[] =>
  (["n1", "n2", "n3", "n4", "n5"] as const).filter((l) => atOrBelow(l, level));

export const pairKey = (japanese: string, reading: string) => `${japanese}\t${reading}`;

export function buildBank(input: BankInput): QuestionBank {
  const validPairs = new Set<string>();
  for (const [japanese, reading] of input.dictionaryPairs)
    validPairs.add(pairKey(japanese, reading));
  const levelOfSpelling = new Map<string, PracticeLevel>();
  for (const word of input.words) {
    for (const spelling of [word.japanese, ...word.alternativeForms]) {
      validPairs.add(pairKey(spelling, word.reading));
      const before = levelOfSpelling.get(spelling);
      if (!before || levelRank[word.level] < levelRank[before])
        levelOfSpelling.set(spelling, word.level);
    }
    const kanaLevel = levelOfSpelling.get(word.reading);
    if (!kanaLevel || levelRank[word.level] < levelRank[kanaLevel]) {
      levelOfSpelling.set(word.reading, word.level);
    }
  }
  const kanjiByChar = new Map(input.kanji.map((k) => [k.kanji, k]));
  const readings = new Map(
    input.kanji.map((k) => [k.kanji, kanjiReadings(k.onyomi, k.kunyomi)] as const),
  );
  return {
    ...input,
    wordById: new Map(input.words.map((w) => [w.id, w])),
    kanjiByChar,
    grammarById: new Map(input.grammar.map((g) => [g.id, g])),
    passageById: new Map(input.passages.map((p) => [p.passage.id, p])),
    scriptById: new Map(input.scripts.map((s) => [s.script.id, s])),
    validPairs,
    levelOfSpelling,
    readingsOfKanji: (kanji) => readings.get(kanji),
    memo: new Map(),
  };
}

/** A generator's candidates, computed once per bank. */
export function memo<T>(bank: QuestionBank, key: string, compute: () => T): T {
  if (!bank.memo.has(key)) bank.memo.set(key, compute());
  return bank.memo.get(key) as T;
}
