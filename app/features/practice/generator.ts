// What every question generator is: a list of the content items it can ask about at a level,
// and a pure function that builds one question about one of them from a seeded generator.
import type { QuestionBank } from "./bank";
import type { Rng } from "./prng";
import type { PracticeLevel, Question, QuestionType } from "./question";

/** A question as a generator builds it; the test adds its id, level and section. */
export type Built = Omit<Question, "id" | "level" | "section">;

export type BuildContext = {
  bank: QuestionBank;
  /** The test's level: every option must be at or below it. */
  level: PracticeLevel;
  rng: Rng;
};

export type Generator = {
  type: QuestionType;
  /**
   * The sources (content ids; `passage#n` for one question of a passage or script) it can ask
   * about at one level, in a stable order.
   */
  sources: (bank: QuestionBank, level: PracticeLevel) => string[];
  build: (context: BuildContext, source: string) => Built | undefined;
};

/** The four options in a seeded order, with the index of the key. */
export function arrange(
  rng: Rng,
  key: string,
  distractors: string[],
): { options: [string, string, string, string]; answer: number } {
  const options = rng.shuffle([key, ...distractors.slice(0, 3)]) as [
    string,
    string,
    string,
    string,
  ];
  return { options, answer: options.indexOf(key) };
}

/** Picks up to n items, one of each kind first, so the wrong answers show different mistakes. */
export function pickVaried<T>(rng: Rng, items: T[], kindOf: (item: T) => string, n: number): T[] {
  const shuffled = rng.shuffle(items);
  const chosen: T[] = [];
  const kinds = new Set<string>();
  for (const item of shuffled) {
    if (chosen.length >= n) break;
    if (!kinds.has(kindOf(item))) {
      kinds.add(kindOf(item));
      chosen.push(item);
    }
  }
  for (const item of shuffled) {
    if (chosen.length >= n) break;
    if (!chosen.includes(item)) chosen.push(item);
  }
  return chosen;
}

/** The first sentence of an explanation, for saying briefly what another option means. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?।](?=\s|$)/u.exec(text.trim());
  return (match ? match[0] : text).trim();
}

/** Lengths close enough that the key does not stand out (the exam keeps options alike). */
export const similarLength = (a: string, b: string) =>
  Math.abs([...a].length - [...b].length) <= Math.max(2, Math.ceil([...a].length / 2));
