// The placement test's rule (docs/decisions/0019-placement-test-blocks-of-three.md): blocks of
// three questions, one level at a time from N5 up; two right out of three moves the learner up,
// fewer ends the test. The recommended level is the first one not passed: the one to study now.
import { jlptLevels, type JlptLevel } from "~/lib/jlpt";

export const placementBlockSize = 3;
/** Right answers out of a block of three that move the learner up a level. */
export const placementPassMark = 2;
/** At most one block per level: 15 questions for someone who passes every level. */
export const placementMaxQuestions = placementBlockSize * jlptLevels.length;

export type PlacementBlock = { level: JlptLevel; correct: number; total: number };

export type PlacementStep =
  { kind: "ask"; level: JlptLevel } | { kind: "done"; recommended: JlptLevel; passedAll: boolean };

/** Passed: at least two thirds right (2 of 3; the same share if a block came back shorter). */
export function blockPassed(block: PlacementBlock): boolean {
  if (block.total <= 0) return false;
  return block.correct * placementBlockSize >= placementPassMark * block.total;
}

/** What comes after the blocks answered so far (easiest level first). */
export function nextPlacementStep(blocks: readonly PlacementBlock[]): PlacementStep {
  const last = blocks.at(-1);
  if (!last) return { kind: "ask", level: jlptLevels[0] };
  if (!blockPassed(last)) return { kind: "done", recommended: last.level, passedAll: false };
  const next = jlptLevels[jlptLevels.indexOf(last.level) + 1];
  if (next) return { kind: "ask", level: next };
  return { kind: "done", recommended: last.level, passedAll: true };
}
