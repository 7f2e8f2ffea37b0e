/** Easiest first: the order learners climb and the order every list shows. */
export const jlptLevels = ["N5", "N4", "N3", "N2", "N1"] as const;
export type JlptLevel = (typeof jlptLevels)[number];

/** What each level asks of a learner (spec figures, shown as "the level requires"). */
export const levelRequirements: Record<
  JlptLevel,
  { words: number; kanji: number; grammar: number }
> = {
  N5: { words: 800, kanji: 100, grammar: 50 },
  N4: { words: 1500, kanji: 300, grammar: 100 },
  N3: { words: 3000, kanji: 650, grammar: 200 },
  N2: { words: 6000, kanji: 1000, grammar: 300 },
  N1: { words: 10000, kanji: 2000, grammar: 500 },
};

/** The level a URL segment names: n5 … n1, lower case as our addresses spell it; else undefined. */
export function levelFromParam(param: string | undefined): JlptLevel | undefined {
  return jlptLevels.find((level) => level.toLowerCase() === param);
}

export function levelPath(level: JlptLevel): string {
  return `/resources/jlpt/${level.toLowerCase()}`;
}
