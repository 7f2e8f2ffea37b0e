import { levelPath, type JlptLevel } from "~/lib/jlpt";

/** The three lists every level has, in the order the level hub shows them. */
export const studyListKinds = ["vocabulary", "grammar", "kanji"] as const;
export type StudyListKind = (typeof studyListKinds)[number];

export function studyListPath(level: JlptLevel, kind: StudyListKind): string {
  return `${levelPath(level)}/${kind}`;
}
